import Foundation
import Testing

/// `livepeek check` over the samples' goldens, and `livepeek lint`.
@Suite struct CheckAndLintTests {
    static var goldenFolders: [String] {
        let samples = BinaryRunner.packageRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.sorted().map { "Samples/\($0)/goldens" }.filter {
            FileManager.default.fileExists(atPath: BinaryRunner.packageRoot.appendingPathComponent($0).path)
        }
    }

    @Test func everySamplesGoldensStillMatch() throws {
        #expect(!Self.goldenFolders.isEmpty)
        let output = try BinaryRunner.run(["check"] + Self.goldenFolders)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("unchanged"))
    }

    @Test func aTamperedGoldenFailsWithAUnifiedDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery").path
        let golden = folder.appendingPathComponent("lock.txt")
        try "# livepeek dump '\(sample)' --feed '\(sample)/feed.ndjson' --now 2026-11-22T10:13:00Z --surface lock\n".write(to: golden, atomically: true, encoding: .utf8)
        // Recording is explicit (--update); afterwards a plain check passes until the output changes.
        #expect(try BinaryRunner.run(["check", golden.path, "--update"]).status == 0)
        #expect(try BinaryRunner.run(["check", golden.path]).status == 0)
        let recorded = try String(contentsOf: golden, encoding: .utf8)
        #expect(recorded.contains("Pizza Place"))
        try recorded.replacingOccurrences(of: "8:00", with: "8:01").write(to: golden, atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["check", golden.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("--- \(golden.path)"))
        #expect(output.stdout.contains("-│  👤 Marco                              8:01  │"))
        #expect(output.stdout.contains("+│  👤 Marco                              8:00  │"))
    }

    @Test func aFileWithoutAHeaderIsUnusable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-bad-\(UUID().uuidString).txt")
        try "# livepeek validate x\nhello\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try BinaryRunner.run(["check", file.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("# livepeek dump"))
    }

    @Test func lintReviewsTheChecklist() throws {
        let output = try BinaryRunner.run(["lint", "Samples/delivery", "--feed", "Samples/delivery/feed.ndjson"])
        #expect(output.status == 0, "warnings only: \(output.stdout)")
        #expect(output.stdout.contains("lint.missingStaleDate"))
        #expect(output.stdout.contains("layout.overBudget"), "AX3 runs past 160 pt")
    }

    @Test func lintFailsOnMissingPresentationsAndSensitiveAttributes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            attributes: { customerEmail: "a@b.c" }
            contentState: { n: Int }
            lockScreen: { Text: '\\(state.n)' }
            """.write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["lint", folder.path, "--format", "json"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("lint.missingPresentation"))
        #expect(output.stdout.contains("lint.sensitiveAttribute"))
        #expect(output.stdout.contains("layout.staleUnhandled"))
    }
}
