import Glibc

/// Runs a command to its end and returns its status and what it printed, with `posix_spawn`.
///
/// Why not Foundation's `Process`: on Linux it learns that a child has exited when a socket the
/// child inherits is closed. `tmux new-session` forks the tmux server, which keeps every inherited
/// descriptor for its whole life, so `waitUntilExit` never returned and CI hung for its full 90
/// minutes. Here the child gets `/dev/null` for input, pipes for output and nothing else (every
/// other descriptor is closed in the child), and `waitpid` reaps it.
struct SpawnedCommand {
    var status: Int32
    var stdout: String
    var stderr: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments[0]` (looked up in `PATH`) with the rest as its arguments.
    static func run(_ arguments: [String]) throws(Failure) -> SpawnedCommand {
        guard let program = arguments.first else { throw Failure(description: "no command") }
        let out = try pipeClosedOnExec(), err: [Int32]
        do { err = try pipeClosedOnExec() } catch {
            close(out[0]); close(out[1])
            throw error
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        closeOtherDescriptors(&actions)

        var attributes = defaultSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        close(out[1]); close(err[1])
        guard spawned == 0 else {
            close(out[0]); close(err[0])
            throw Failure(description: "cannot run \(program): \(String(cString: strerror(spawned)))")
        }

        let (stdout, stderr) = readBoth(out[0], err[0])
        close(out[0]); close(err[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let exited = status & 0x7f == 0
        return SpawnedCommand(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
                              stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Closes every descriptor above 2 in the child: other code opened some without O_CLOEXEC
    /// (Process's sockets among them), and a child must not hold them (nor count them, for a test
    /// of its descriptors). Closing one that is not open is not an error for posix_spawn.
    static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        var limit = rlimit()
        let highest = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 ? min(Int32(clamping: limit.rlim_cur), 65_536) : 1024
        for descriptor in 3..<max(3, highest) { posix_spawn_file_actions_addclose(&actions, descriptor) }
    }

    /// Spawn attributes under which the child starts with no signal blocked and every signal at its
    /// default: Swift Testing's threads block some, and a mask is inherited through exec (tmux's
    /// server, then the shell, then livepeek would never see SIGWINCH or SIGTERM). The caller
    /// destroys them.
    static func defaultSignalAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return attributes
    }

    /// A pipe whose ends a child spawned by other code does not inherit (`pipe2` needs
    /// `_GNU_SOURCE`, which Swift's Glibc module is not built with).
    private static func pipeClosedOnExec() throws(Failure) -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    /// Both pipes to their ends, read as data arrives, so neither can fill up and stall the child.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var data: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    data[index] += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    descriptors[index].fd = -1
                }
            }
        }
        return (data[0], data[1])
    }
}
