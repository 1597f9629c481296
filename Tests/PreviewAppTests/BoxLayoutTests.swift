import Canvas
import Testing
@testable import PreviewApp

/// The scene's boxes in columns: side by side when the terminal is wide, whole or not at all.
@Suite struct BoxLayoutTests {
    // A Lock Screen, an expanded view, a compact island and a minimal view, most important first.
    let sizes = [Size(width: 50, height: 12), Size(width: 50, height: 10), Size(width: 30, height: 3), Size(width: 15, height: 3)]

    @Test func aWideAreaPutsEveryBoxSideBySide() {
        let layout = BoxLayout.arrange(sizes, in: Rect(x: 0, y: 2, width: 200, height: 40))
        #expect(layout.hidden.isEmpty)
        // The compact and minimal views one over the other: no taller than the Lock Screen, and narrower.
        #expect(layout.placements.map(\.rect.origin) == [Point(x: 0, y: 2), Point(x: 52, y: 2), Point(x: 104, y: 2), Point(x: 104, y: 6)])
        let wider = BoxLayout.arrange(sizes.map { Size(width: $0.width, height: 12) }, in: Rect(x: 0, y: 2, width: 200, height: 40))
        #expect(wider.placements.map(\.rect.minY) == [2, 2, 2, 2], "four boxes as tall as the Lock Screen, side by side")
    }

    /// Not side by side when that would not fit: the shortest arrangement that does.
    @Test func aNarrowerAreaStacksWhatDoesNotFitBeside() {
        let layout = BoxLayout.arrange(sizes, in: Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(layout.hidden.isEmpty)
        // Lock Screen, expanded and compact down the first column (12 + 1 + 10 + 1 + 3 rows), the
        // minimal view beside them: 27 rows, where one column would take 31.
        #expect(layout.placements.map(\.rect) == [Rect(x: 0, y: 0, width: 50, height: 12), Rect(x: 0, y: 13, width: 50, height: 10),
                                                  Rect(x: 0, y: 24, width: 30, height: 3), Rect(x: 52, y: 0, width: 15, height: 3)])
    }

    /// The most important boxes are kept, and a box is left out rather than cut at the edge.
    @Test func whatDoesNotFitIsLeftOutWholeLeastImportantFirst() {
        let short = BoxLayout.arrange(sizes, in: Rect(x: 0, y: 0, width: 110, height: 14))
        #expect(short.placements.map(\.index) == [0, 1, 2], "the Lock Screen beside the expanded view, the compact under it")
        #expect(short.hidden == [3])
        let narrow = BoxLayout.arrange(sizes, in: Rect(x: 0, y: 0, width: 45, height: 8))
        #expect(narrow.placements.map(\.index) == [2, 3], "too narrow for the wide boxes: the small ones, whole")
        #expect(narrow.placements.allSatisfy { $0.rect.size == sizes[$0.index] && $0.rect.maxX <= 45 && $0.rect.maxY <= 8 })
        let nothing = BoxLayout.arrange(sizes, in: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(nothing.placements.isEmpty && nothing.hidden == [0, 1, 2, 3])
    }
}
