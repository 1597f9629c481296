import Foundation
import Glibc

/// A `livepeek serve` started from the built binary for one test: output to files in the test's
/// folder, the port read from its "listening on" line, stopped with SIGTERM (or SIGKILL after 10 s).
final class ServeProcess {
    let pid: pid_t
    let folder: URL
    private(set) var port = 0
    /// The exit status, once stopped (a second `stop` returns it).
    private var exitStatus: Int32?
    var stdoutPath: String { folder.appendingPathComponent("serve.out").path }
    var stderrPath: String { folder.appendingPathComponent("serve.err").path }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `livepeek serve arguments… --headless --port 0` and waits (at most 20 s) until it listens.
    init(_ arguments: [String], in folder: URL) throws {
        guard let binary = BinaryRunner.binary else { throw Failure(description: "livepeek binary not found") }
        self.folder = folder
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.appendingPathComponent("serve.out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder.appendingPathComponent("serve.err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = SpawnedCommand.defaultSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        let all = [binary.path, "serve"] + arguments + ["--headless", "--port", "0"]
        let argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary.path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start livepeek: \(String(cString: strerror(spawned)))") }
        self.pid = pid
        for _ in 0..<400 {
            let err = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            if let line = err.split(separator: "\n").first(where: { $0.hasPrefix("listening on ") }),
               let port = line.split(separator: ":").last.flatMap({ Int($0) }) {
                self.port = port
                return
            }
            usleep(50_000)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        throw Failure(description: "serve did not start listening: \((try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")")
    }

    /// SIGTERM, then the exit status (SIGKILL after 10 s: a test never hangs on a stuck server).
    @discardableResult
    func stop() -> Int32 {
        if let exitStatus { return exitStatus }
        let status = terminate()
        exitStatus = status
        return status
    }

    private func terminate() -> Int32 {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid { return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f) }
            usleep(50_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return 137
    }

    /// The JSON lines it wrote so far, parsed.
    func logLines() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: stdoutPath, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw Failure(description: "not a JSON object: \(line)")
            }
            return object
        }
    }
}
