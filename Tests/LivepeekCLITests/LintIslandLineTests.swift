import Foundation
import Testing

/// `lint` holds a compact region drawn on two lines to be an error, as the island shows one line,
/// and one wider than the HIG's size to be a warning, as the island widens for it.
@Suite struct LintIslandLineTests {
    @Test func aCompactRegionOnTwoLinesIsAnError() throws {
        let folder = try TemporaryFolder.create("lint-tall")
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
                Text: 'ETA soon'
                frame: { width: 40 }
              minimal: { Text: M }
            """.write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        try #"{"aps": {"timestamp": 1795341600, "event": "update", "stale-date": 1795345200, "content-state": {"label": "Tea"}}}"#
            .write(to: folder.appendingPathComponent("feed.ndjson"), atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["lint", folder.path])
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("layout.regionTooTall"), "\(output.stdout)")
        #expect(output.stdout.contains("Compact trailing is 44 pt tall (2 rows)"), "\(output.stdout)")
    }

    @Test func aCompactSidePastTheHIGSizeIsAWarning() throws {
        let folder = try TemporaryFolder.create("lint-wide")
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
              compactTrailing: { Text: '9 min left' }
              minimal: { Text: M }
            """.write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        try #"{"aps": {"timestamp": 1795341600, "event": "update", "stale-date": 1795345200, "content-state": {"label": "Tea"}}}"#
            .write(to: folder.appendingPathComponent("feed.ndjson"), atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["lint", folder.path])
        #expect(output.stdout.contains("warning") && output.stdout.contains("layout.compactWide"), "\(output.stdout)")
        #expect(output.stdout.contains("past the 52.33 pt recommended"), "\(output.stdout)")
        #expect(!output.stdout.contains("layout.compactOverflow"), "\(output.stdout)")
        let dump = try BinaryRunner.run(["dump", folder.path, "--format", "json"])
        #expect(dump.stdout.contains("\"layout.compactWide\"") && dump.stdout.contains("\"info\""), "\(dump.stdout)")
    }
}
