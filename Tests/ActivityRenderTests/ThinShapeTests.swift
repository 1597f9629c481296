import ActivityLayout
import Testing
@testable import ActivityRender

/// Shapes narrower than a column (a level meter's 3 pt bars, a 1 pt rule) or lower than a row (a
/// 4 pt rule between two lines) show as the phone shows them; gaps that small still take none.
@Suite struct ThinShapeTests {
    @Test func aShapeNarrowerThanAColumnKeepsOne() throws {
        let rows = try DecorationTests().rows("""
            HStack:
              - { Text: vol }
              - { Rectangle: null, frame: { width: 3, height: 32 } }
              - { Rectangle: null, frame: { width: 1, height: 32 } }
              - { Text: end }
            """)
        let row = try #require(rows.first { $0.contains("vol") })
        #expect(row.hasPrefix("vol ░ ░ end"), "two one-column bars between the texts: \(rows)")
    }

    @Test func aShapeOfNoWidthAndAThinGapTakeNone() throws {
        let rows = try DecorationTests().rows("""
            HStack:
              - { Text: a }
              - { Rectangle: null, frame: { width: 0, height: 32 } }
              - { Text: b }
            spacing: 2
            """)
        #expect(rows.first?.hasPrefix("ab") == true, "\(rows)")
        #expect(CellMetrics().drawnWidth(3) == 1 && CellMetrics().horizontal(3) == 0)
    }

    @Test func aShapeLowerThanARowKeepsOneOfItsOwn() throws {
        let rows = try DecorationTests().rows("""
            VStack:
              - { Text: above }
              - { Rectangle: null, frame: { height: 4 } }
              - { Text: below }
            """)
        let above = try #require(rows.firstIndex { $0.contains("above") })
        let below = try #require(rows.firstIndex { $0.contains("below") })
        #expect(below == above + 2, "the rule has a row between the texts: \(rows)")
        #expect(rows[above + 1].contains("░"), "\(rows)")
        #expect(!rows[below].contains("░"), "no rule under the text: \(rows)")
    }

    @Test func aShapeOfNoHeightAndAThinGapTakeNoRow() throws {
        let rows = try DecorationTests().rows("""
            VStack:
              - { Text: a }
              - { Rectangle: null, frame: { height: 0 } }
              - { Text: b }
            spacing: 4
            """)
        let a = try #require(rows.firstIndex { $0.contains("a") })
        #expect(rows.count > a + 1 && rows[a + 1].contains("b"), "\(rows)")
        #expect(CellMetrics().drawnHeight(4) == 1 && CellMetrics().vertical(4) == 0)
    }
}
