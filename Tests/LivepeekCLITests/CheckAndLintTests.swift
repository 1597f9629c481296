import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ActivityRender
import Testing
@testable import LivepeekCLI

/// `livepeek check` over the samples' goldens, and `livepeek lint`.
@Suite struct CheckAndLintTests {
    static var goldenFolders: [String] {
        let samples = BinaryRunner.packageRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.sorted().map { "Samples/\($0)/goldens" }.filter {
            FileManager.default.fileExists(atPath: BinaryRunner.packageRoot.appendingPathComponent($0).path)
        }
    }

    /// `name` in `folder`: a golden of the delivery sample's feed whose header runs
    /// `livepeek dump 'SAMPLE' --feed 'SAMPLE/feed.ndjson' arguments`, written between `open` and
    /// `close` (`#` and nothing for text), followed by `body`.
    static func writeGolden(_ name: String, in folder: URL, arguments: String, open: String = "# ", close: String = "",
                            body: String = "") throws -> URL {
        let sample = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery").path
        let golden = folder.appendingPathComponent(name)
        try "\(open)livepeek dump '\(sample)' --feed '\(sample)/feed.ndjson' \(arguments)\(close)\n\(body)"
            .write(to: golden, atomically: true, encoding: .utf8)
        return golden
    }

    @Test func everySamplesGoldensStillMatch() throws {
        #expect(!Self.goldenFolders.isEmpty)
        let output = try BinaryRunner.run(["check"] + Self.goldenFolders)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("unchanged"))
    }

    /// A file under `goldens/` that is not a dump (a log, a data file) differs on every line, which
    /// Myers' diff takes seconds over (RELIABILITY.md); it is shown as a whole replacement. The bound
    /// is loose on purpose: it tells a hang from a diff, not a speed.
    @Test func aGoldenThatIsNotADumpIsReplacedWholeAndAtOnce() throws {
        let folder = try TemporaryFolder.create("golden")
        defer { TemporaryFolder.remove(folder) }
        let body = (0..<50_000).map { "row \($0 * 7919 % 100_003)" }.joined(separator: "\n")
        let golden = try Self.writeGolden("data.txt", in: folder, arguments: "--surface lock", body: body + "\n")
        let started = Date()
        let output = try BinaryRunner.run(["check", golden.path])
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(output.status == 1)
        #expect(output.stdout.contains("@@ -1,50001 +1,"), "\(output.stdout.prefix(300))")
        #expect(output.stdout.contains("-row 7919\n"))
        #expect(output.stdout.contains("+╭─ Lock Screen"))
    }

    /// An SVG golden opens in a browser: its header is a processing instruction, well-formed XML.
    @Test func svgGoldensAreWellFormedXML() throws {
        let svgs = Self.goldenFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".svg") }.map { BinaryRunner.packageRoot.appendingPathComponent(folder).appendingPathComponent($0) }
        }
        #expect(!svgs.isEmpty)
        for svg in svgs {
            let parser = XMLParser(data: try Data(contentsOf: svg))
            #expect(parser.parse(), "\(svg.lastPathComponent): \(parser.parserError.map { "\($0)" } ?? "")")
        }

        let folder = try TemporaryFolder.create("svg")
        defer { TemporaryFolder.remove(folder) }
        let sample = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery").path
        let golden = try Self.writeGolden("lock.svg", in: folder, arguments: "--surface lock --format svg", open: "<?", close: "?>")
        #expect(try BinaryRunner.run(["check", golden.path, "--update"]).status == 0)
        let recorded = try String(contentsOf: golden, encoding: .utf8)
        #expect(recorded.hasPrefix("<?livepeek dump '\(sample)' --feed"))
        #expect(XMLParser(data: Data(recorded.utf8)).parse())
        #expect(try BinaryRunner.run(["check", golden.path]).status == 0)
    }

    @Test func aHeaderThatDoesNotRunSaysWhy() throws {
        let folder = try TemporaryFolder.create("golden")
        defer { TemporaryFolder.remove(folder) }
        let golden = folder.appendingPathComponent("bad.txt")
        try "# livepeek dump .. --bogus\nx\n".write(to: golden, atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["check", golden.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("\(golden.path): its header does not run: Unknown option '--bogus'"), "\(output.stderr)")
    }

    @Test func aTamperedGoldenFailsWithAUnifiedDiff() throws {
        let folder = try TemporaryFolder.create("golden")
        defer { TemporaryFolder.remove(folder) }
        let golden = try Self.writeGolden("lock.txt", in: folder, arguments: "--now 2026-11-22T10:13:00Z --surface lock")
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
        #expect(!output.stdout.contains("\u{1B}"), "no colour into a pipe")
        // Coloured as terminals colour a diff where colour is asked for (a terminal, or CLICOLOR_FORCE).
        let coloured = try BinaryRunner.run(["check", golden.path], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": ""])
        #expect(coloured.stdout.contains("\u{1B}[31m-│  👤 Marco                              8:01  │\u{1B}[0m"), "\(coloured.stdout)")
        #expect(coloured.stdout.contains("\u{1B}[32m+│  👤 Marco                              8:00  │\u{1B}[0m"))
        #expect(try BinaryRunner.run(["check", golden.path], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]).stdout.contains("\u{1B}") == false)
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
        let folder = try TemporaryFolder.create("lint")
        defer { TemporaryFolder.remove(folder) }
        try """
            attributes: { customerEmail: "a@b.c" }
            contentState: { n: Int }
            lockScreen: { Text: '\\(state.n)' }
            """.write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        let findings = try Lint.parse([folder.path]).findings()
        #expect(findings.contains { $0.code == PresentationLint.code && $0.severity == .error }, "so lint exits 1")
        #expect(findings.contains { $0.code == SensitiveAttributeLint.code && $0.path == "attributes.customerEmail" })
        #expect(findings.filter { $0.code == StaleBranchLint.code }.count == 1)
    }

    /// A bare `lint` renders the folder's feed, so its rendering checks run, the tint's contrast
    /// among them; without any feed it says they did not run.
    @Test func lintWithoutFeedRendersTheFoldersFeed() throws {
        let bare = try Lint.parse([InProcess.path("Samples/delivery")]).findings()
        let messages = bare.map { "\($0.severity.rawValue) \($0.code): \($0.message)" }
        #expect(!bare.contains { $0.severity == .error }, "\(messages)")
        #expect(bare.contains { $0.message.contains("288 pt tall at AX3") }, "\(messages)")
        #expect(bare.contains { $0.code == FeedLint.missingStaleDate })
        #expect(!bare.contains { $0.code == LayoutLint.notRendered })

        // The sample's #1c1c1e tint under the light theme's black text (the phone does the same).
        #expect(bare.contains { $0.code == ContrastLint.code && $0.path == "backgroundTint"
                && $0.message.hasPrefix("in the light theme, text drawn #000000 on the backgroundTint #1c1c1e") }, "\(messages)")
        #expect(!bare.contains { $0.message.contains("in the dark theme") })

        let file = try Lint.parse([InProcess.path("Samples/delivery/activity.yaml")]).findings()
        #expect(file.contains { $0.code == LayoutLint.notRendered && $0.message.hasPrefix("no feed") }, "\(file)")
    }

    /// The feed is read once: standard input serves both the pushes' checks and the rendering.
    @Test func lintReadsAFeedOnStandardInputOnce() throws {
        let feed = try String(contentsOfFile: InProcess.path("Samples/delivery/feed.ndjson"), encoding: .utf8)
        let output = try BinaryRunner.run(["lint", "Samples/delivery", "--feed", "-"], stdin: feed)
        #expect(output.stdout.contains("lint.missingStaleDate"), "\(output.stdout)")
        #expect(output.stdout.contains("288 pt tall at AX3"), "\(output.stdout)")
        #expect(!output.stdout.contains("lint.notRendered"))
    }
}
