import Foundation
import Testing

/// `lint` holds a compact region drawn on two lines to be an error, as the island shows one line,
/// and one wider than the HIG's size to be a warning, as the island widens for it.
@Suite struct LintIslandLineTests {
    /// `lint` and `dump --format json` of a widget whose compact trailing view is `trailing` (YAML).
    static func run(trailing: String) throws -> (lint: BinaryRunner.Output, dump: BinaryRunner.Output) {
        let folder = try TemporaryFolder.create("lint-island")
        defer { TemporaryFolder.remove(folder) }
        try """
            contentState: { label: String }
            lockScreen:
              if: context.isStale
              then: { Text: Old }
              else: { Text: '\\(state.label)' }
            dynamicIsland:
              expanded:
                center: { Text: '\\(state.label)' }
              compactLeading: { Text: A }
              compactTrailing:
            \(trailing)
              minimal: { Text: M }
            """.write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        try #"{"aps": {"timestamp": 1795341600, "event": "update", "stale-date": 1795345200, "content-state": {"label": "Tea"}}}"#
            .write(to: folder.appendingPathComponent("feed.ndjson"), atomically: true, encoding: .utf8)
        return (try BinaryRunner.run(["lint", folder.path]), try BinaryRunner.run(["dump", folder.path, "--format", "json"]))
    }

    @Test func aCompactRegionOnTwoLinesIsAnError() throws {
        let output = try Self.run(trailing: "    Text: 'ETA soon'\n    frame: { width: 40 }").lint
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("layout.regionTooTall"), "\(output.stdout)")
        #expect(output.stdout.contains("Compact trailing is 44 pt tall (2 rows)"), "\(output.stdout)")
    }

    @Test func aCompactSidePastTheHIGSizeIsAWarning() throws {
        let (lint, dump) = try Self.run(trailing: "    Text: '9 min left'")
        #expect(lint.stdout.contains("warning") && lint.stdout.contains("layout.compactWide"), "\(lint.stdout)")
        #expect(lint.stdout.contains("past the 52.33 pt recommended"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("layout.compactOverflow"), "\(lint.stdout)")
        #expect(dump.stdout.contains("\"layout.compactWide\"") && dump.stdout.contains("\"info\""), "\(dump.stdout)")
    }
}
