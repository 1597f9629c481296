import Foundation
import Glibc

/// A command started for a test and left running beside it (a server, an attacking client): input
/// from `/dev/null`, output to two files, no other descriptor of the test's, stopped with SIGTERM and reaped (SIGKILL after 10 s, so a
/// test never hangs on a child that ignores it).
final class BackgroundProcess {
    let pid: pid_t
    let stdoutPath: String
    let stderrPath: String
    /// The exit status, once stopped (a second `stop` returns it).
    private var exitStatus: Int32?

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `arguments[0]` (an absolute path, or looked up in `PATH`) with the rest as its arguments.
    init(_ arguments: [String], stdout: String, stderr: String) throws {
        guard let program = arguments.first else { throw Failure(description: "no command") }
        stdoutPath = stdout
        stderrPath = stderr
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        SpawnedCommand.closeOtherDescriptors(&actions)
        var attributes = SpawnedCommand.defaultSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(program): \(String(cString: strerror(spawned)))") }
        self.pid = pid
    }

    /// What it has written to standard output so far.
    var output: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }

    /// What it has written to standard error so far.
    var errorOutput: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// SIGTERM, then the exit status as a shell gives it (128 + the signal for a killed process).
    @discardableResult
    func stop() -> Int32 {
        if let exitStatus { return exitStatus }
        Glibc.kill(pid, SIGTERM)
        var status: Int32 = 0
        var reaped = false
        for _ in 0..<200 where !reaped {
            reaped = waitpid(pid, &status, WNOHANG) == pid
            if !reaped { usleep(50_000) }
        }
        if !reaped {
            Glibc.kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        exitStatus = code
        return code
    }

    /// Kills it at once (SIGKILL) and reaps it: an attacker that goes away without a goodbye.
    func kill() {
        guard exitStatus == nil else { return }
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exitStatus = 137
    }

    deinit { kill() }
}
