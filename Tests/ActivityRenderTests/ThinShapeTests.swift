import ActivityLayout
import Testing
@testable import ActivityRender

/// Shapes narrower than a column (a level meter's 3 pt bars, a 1 pt rule) show as the phone
/// shows them; gaps that narrow still take no column.
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
}
