import ActivityLayout
import Testing
@testable import ActivityRender

/// A `ViewThatFits` shows the child the point layout chose, which is the one the phone shows: cells
/// are 8 pt a character, so narrow text (`|` is about a quarter of an em) that fits in points can
/// be too wide in columns.
@Suite struct FittingChoiceTests {
    @Test func theCellsDrawWhatThePointsChose() throws {
        let narrow = String(repeating: "|", count: 60)
        let rows = try DecorationTests().rows("""
            VStack:
              - ViewThatFits:
                  - { Text: '\(narrow)', lineLimit: 1, font: caption }
                  - { Text: fallback }
            """)
        #expect(rows.contains { $0.contains("||||||||||") }, "\(rows)")
        #expect(!rows.contains { $0.contains("fallback") }, "\(rows)")
    }

    @Test func aChoiceInsideAStackIsFound() throws {
        let narrow = String(repeating: "|", count: 60)
        let rows = try DecorationTests().rows("""
            HStack:
              - { Text: a }
              - VStack:
                  - ViewThatFits:
                      - { Text: '\(narrow)', lineLimit: 1, font: caption }
                      - { Text: fallback }
            """)
        #expect(!rows.contains { $0.contains("fallback") }, "\(rows)")
    }
}
