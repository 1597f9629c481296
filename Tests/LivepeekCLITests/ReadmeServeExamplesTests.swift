import Foundation
import Testing

/// README's "watch your server's pushes" section: every curl example in it, run as written (against
/// a `serve` on a free port instead of 2197, trusting the certificate it printed), is answered 200.
@Suite(.serialized) struct ReadmeServeExamplesTests {
    /// The `sh` blocks of the serve section that run curl, without their `livepeek` lines (the test
    /// starts the server itself).
    static func curlBlocks() throws -> [String] {
        let readme = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "### `livepeek serve`: watch your server's pushes") else { return [] }
        let section = readme[start.upperBound...].components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            .filter { $0.contains("curl ") }
            .map { $0.split(separator: "\n").filter { !$0.hasPrefix("livepeek ") }.joined(separator: "\n") }
    }

    @Test func theSectionsCurlExamplesAreAnsweredTwoHundred() throws {
        let blocks = try Self.curlBlocks()
        #expect(blocks.count == 2, "the cleartext and the TLS example")
        guard blocks.count == 2 else { return }
        let folder = try TemporaryFolder.create("readme-serve")
        defer { TemporaryFolder.remove(folder) }
        // The first block defines TOKEN and S, which the TLS one reuses, as in one shell session.
        let token = blocks[0].split(separator: "\n").filter { $0.hasPrefix("TOKEN=") || $0.hasPrefix("S=") }.joined(separator: "\n")

        let plain = try ServeProcess([ServeEndToEndTests.activity, "--format", "json"], in: folder)
        defer { plain.stop() }
        let first = try SpawnedCommand.run(["bash", "-e", "-o", "pipefail", "-c",
                                            "cd '\(BinaryRunner.packageRoot.path)'\n" + blocks[0].replacingOccurrences(of: ":2197", with: ":\(plain.port)")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("HTTP/2 200"), "\(first.stdout)")
        #expect(plain.stop() == 0)
        #expect(try plain.logLines().map { $0["verdict"] as? String } == ["applied"], "one push-to-start, applied")
        // Stamped now: live on the screen, not stale on arrival.
        let codes = try plain.logLines().flatMap { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } }
        #expect(!codes.contains("lifecycle.staleOnArrival"), "\(codes)")
        #expect(try plain.logLines().map { $0["phase"] as? String } == ["active"])

        let tlsFolder = folder.appendingPathComponent("tls")
        try FileManager.default.createDirectory(at: tlsFolder, withIntermediateDirectories: true)
        let tls = try ServeProcess([ServeEndToEndTests.activity, "--format", "json", "--tls-self-signed", "--tls-dir", tlsFolder.path],
                                   in: tlsFolder)
        defer { tls.stop() }
        let err = try String(contentsOfFile: tls.stderrPath, encoding: .utf8)
        let certificate = try #require(err.split(separator: "\n").first { $0.hasPrefix("/") && $0.hasSuffix("localhost.pem") }).description
        let script = token + "\n" + blocks[1].replacingOccurrences(of: "~/.local/share/livepeek/tls/localhost.pem", with: certificate)
            .replacingOccurrences(of: ":2197", with: ":\(tls.port)")
        let second = try SpawnedCommand.run(["bash", "-e", "-o", "pipefail", "-c", "cd '\(BinaryRunner.packageRoot.path)'\n" + script])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(tls.stop() == 0)
        #expect(try tls.logLines().map { $0["status"] as? Int } == [200])
    }
}
