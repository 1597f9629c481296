import Foundation
import Glibc

/// A `livepeek serve` started from the built binary for one test: output to files in the test's
/// folder, the port read from its "listening on" line, stopped with SIGTERM (or SIGKILL after 10 s).
final class ServeProcess {
    let folder: URL
    private let process: BackgroundProcess
    private(set) var port = 0
    var pid: pid_t { process.pid }
    var stdoutPath: String { process.stdoutPath }
    var stderrPath: String { process.stderrPath }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `livepeek serve arguments… --headless --port 0` and waits (at most 20 s) until it listens.
    init(_ arguments: [String], in folder: URL) throws {
        guard let binary = BinaryRunner.binary else { throw Failure(description: "livepeek binary not found") }
        self.folder = folder
        process = try BackgroundProcess([binary.path, "serve"] + arguments + ["--headless", "--port", "0"],
                                        stdout: folder.appendingPathComponent("serve.out").path,
                                        stderr: folder.appendingPathComponent("serve.err").path)
        for _ in 0..<400 {
            if let line = process.errorOutput.split(separator: "\n").first(where: { $0.hasPrefix("listening on ") }),
               let port = line.split(separator: ":").last.flatMap({ Int($0) }) {
                self.port = port
                return
            }
            usleep(50_000)
        }
        process.kill()
        throw Failure(description: "serve did not start listening: \(process.errorOutput)")
    }

    /// SIGTERM, then the exit status (SIGKILL after 10 s: a test never hangs on a stuck server).
    @discardableResult
    func stop() -> Int32 { process.stop() }

    /// Every JSON line it wrote so far, parsed.
    func allLines() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: stdoutPath, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw Failure(description: "not a JSON object: \(line)")
            }
            return object
        }
    }

    /// The request lines it wrote so far (those with a `status`), parsed.
    func logLines() throws -> [[String: Any]] {
        try allLines().filter { $0["status"] != nil }
    }

    /// The connection event lines it wrote so far (those with `connection`), parsed.
    func connectionLines() throws -> [[String: Any]] {
        try allLines().filter { $0["connection"] != nil }
    }
}
