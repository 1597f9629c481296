import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// The log pane's title keeps its counts on a narrow pane, and long lines wrap at spaces.
@Suite struct LogPaneTests {
    let start = 1_795_341_600

    static func header(_ state: PreviewState) -> String? {
        PreviewScreen.render(state).cells.rows().first { $0.hasPrefix("─ Log") }
    }

    @Test(arguments: [40, 60, 80, 120])
    func theTitleDropsWholePartsNeverCutsOne(width: Int) throws {
        var state = try PreviewFixture.state(mode: .script, size: Size(width: width, height: 30))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp"),
                            PreviewFixture.push(at: start + 600, step: "delivering", line: 2)]))
        let header = try #require(Self.header(state))
        let feed = LogPane.feedText(state)
        #expect(header.contains("Log · "))
        if width >= 60 { #expect(header.contains("1 applied · 0 ignored · 0 rejected"), "\(header)") }
        // The feed's description is there whole, or not at all.
        let prefix = String(feed.prefix(6))
        #expect(!header.contains(prefix) || header.contains(feed), "\(header)")
        #expect(header.hasSuffix("─"), "the rule runs to the edge: nothing was cut there")
        if width >= 120 { #expect(header.contains(feed)) }
    }

    @Test func aLongLineWrapsAtSpacesWithItsIndent() {
        let rows = LogPane.wrap("10:00:00  200  rejected update: the quick brown fox jumps over the lazy dog", width: 30, indent: 10)
        #expect(rows == ["10:00:00  200  rejected", "          update: the quick", "          brown fox jumps over", "          the lazy dog"])
        #expect(rows.allSatisfy { CellWidth.of($0) <= 30 })
        let word = LogPane.wrap(String(repeating: "x", count: 25), width: 10, indent: 2)
        #expect(word == ["xxxxxxxxxx", "  xxxxxxxx", "  xxxxxxx"], "a word longer than a row is broken anywhere")
        #expect(LogPane.wrap("short", width: 30, indent: 4) == ["short"])
    }
}
