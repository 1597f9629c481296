import Foundation

/// A detached tmux session running the built binary: keys in, screen text out, as a person at a
/// terminal would see it. `.ci/run` installs tmux.
struct TmuxSession {
    let name: String
    let folder: URL

    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `command` (a shell command line) in a `width` x `height` window. The pane stays
    /// after the command exits, so the screen it left behind can be read.
    init(_ command: String, width: Int = 100, height: Int = 30) throws {
        name = "livepeek-test-\(UUID().uuidString.prefix(8))"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // `swift test` runs the tests with NO_COLOR=1, which tmux would pass on to every pane: a
        // person's terminal has it empty (no-color.org: empty is unset), so the preview starts in
        // its default theme here too; NoColorTests set it per command.
        _ = try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                           "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8", "-e", "LC_ALL=C.UTF-8", "-e", "NO_COLOR="])
        _ = try Self.tmux(["set-option", "-t", name, "remain-on-exit", "on"])
        _ = try Self.tmux(["send-keys", "-t", name, "-l", "cd \(BinaryRunner.packageRoot.path) && " + command])
        _ = try Self.tmux(["send-keys", "-t", name, "Enter"])
    }

    func keys(_ keys: String...) throws {
        _ = try Self.tmux(["send-keys", "-t", name] + keys)
    }

    func screen() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-t", name])
    }

    func resize(width: Int, height: Int) throws {
        _ = try Self.tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's terminal device (`/dev/pts/N`).
    func paneTTY() throws -> String {
        try Self.tmux(["display-message", "-p", "-t", name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for `text`, then until two captures a third of a second apart agree: the screen once
    /// the program has drawn everything it draws at start.
    func settled(on text: String, timeout: Double = 10) throws -> String {
        var last = try waitFor(text: text, timeout: timeout)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.35)
            let now = try screen()
            if now == last { return now }
            last = now
        }
        throw TmuxError.timedOut("a still screen", last)
    }

    /// Whether the pane is in the alternate screen (an ncurses program is drawing).
    func alternateScreen() throws -> Bool {
        try Self.tmux(["display-message", "-p", "-t", name, "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Waits up to `timeout` seconds for the screen to satisfy `condition`; returns the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw TmuxError.timedOut(what, last)
    }

    @discardableResult
    func waitFor(text: String, timeout: Double = 10) throws -> String {
        try waitFor("'\(text)' on screen", timeout: timeout) { $0.contains(text) }
    }

    /// The status a command line ending in `echo "EXIT=$?"` printed, once it has (the typed
    /// command itself also shows `EXIT=`, so only a whole line counts).
    func waitForExitStatus(timeout: Double = 10) throws -> Int32 {
        var status: Int32?
        try waitFor("an EXIT= line", timeout: timeout) { screen in
            status = screen.split(separator: "\n").lazy.compactMap { line -> Int32? in
                guard line.hasPrefix("EXIT=") else { return nil }
                return Int32(line.dropFirst(5).trimmingCharacters(in: .whitespaces))
            }.first
            return status != nil
        }
        return status ?? -1
    }

    func close() {
        _ = try? Self.tmux(["kill-session", "-t", name])
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        // A server of this test run's own: the tests neither see nor disturb a tmux the user is
        // running, nor one an earlier, interrupted run left behind.
        let result = try SpawnedCommand.run(["tmux", "-L", "livepeek-tests-\(getpid())"] + arguments)
        guard result.status == 0 else { throw TmuxError.failed(arguments, result.status, result.stderr) }
        return result.stdout
    }

    enum TmuxError: Error, CustomStringConvertible {
        case failed([String], Int32, String)
        case timedOut(String, String)

        var description: String {
            switch self {
            case .failed(let arguments, let status, let message):
                return "tmux \(arguments.joined(separator: " ")) exited \(status): \(message)"
            case .timedOut(let what, let screen): return "timed out waiting for \(what); the screen was:\n\(screen)"
            }
        }
    }
}
