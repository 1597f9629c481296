import Canvas
import Testing
@testable import NCursesBackend

/// Which cells reach ncurses for a frame: the changed ones, clipped to the screen, wide glyphs whole.
@Suite struct FrameDiffTests {
    /// Sends graphemes as they are, so the tests see the diff and the clipping alone.
    private func writes(_ previous: CellBuffer?, _ frame: CellBuffer, screen: Size) -> [FrameDiff.Write] {
        FrameDiff.writes(from: previous, to: frame, screen: screen) { character, _ in
            CellGlyph(scalars: Array(character.unicodeScalars), padsNextColumn: false)
        }
    }

    private func texts(_ writes: [FrameDiff.Write]) -> [String] {
        writes.map { "\($0.x),\($0.y):" + String(String.UnicodeScalarView($0.glyph.scalars)) }
    }

    @Test func firstFrameWritesEveryVisibleCellOnceWideGlyphsByTheirHead() {
        let frame = CellBuffer(lines: ["a漢b", "cd"])
        #expect(texts(writes(nil, frame, screen: Size(width: 10, height: 5))) == [
            "0,0:a", "1,0:漢", "3,0:b",
            "0,1:c", "1,1:d", "2,1: ", "3,1: ",
        ])
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = CellBuffer(lines: ["a漢b", "cd"])
        #expect(writes(frame, frame, screen: Size(width: 10, height: 5)).isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        let before = CellBuffer(lines: ["a漢b", "cd"])
        var after = before
        after.write("x", at: Point(x: 1, y: 1))
        after.setStyle(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.bold = true }
        let result = writes(before, after, screen: Size(width: 10, height: 5))
        #expect(texts(result) == ["3,0:b", "1,1:x"])
        #expect(result.first?.style == Style(bold: true), "a change of style alone is a change")
    }

    @Test func aWideGlyphReplacedByNarrowOnesWritesBothColumns() {
        let before = CellBuffer(lines: ["a漢b"])
        let after = CellBuffer(lines: ["axyb"])
        #expect(texts(writes(before, after, screen: Size(width: 10, height: 5))) == ["1,0:x", "2,0:y"])
        #expect(texts(writes(after, before, screen: Size(width: 10, height: 5))) == ["1,0:漢"])
    }

    @Test func aFrameOfAnotherSizeIsWrittenWhole() {
        let before = CellBuffer(lines: ["ab"])
        let after = CellBuffer(lines: ["ab", "cd"])
        #expect(writes(before, after, screen: Size(width: 10, height: 5)).count == 4)
    }

    @Test func framesLargerThanTheScreenAreClipped() {
        let frame = CellBuffer(lines: ["abcdef", "ghijkl", "mnopqr"])
        #expect(texts(writes(nil, frame, screen: Size(width: 2, height: 2))) == ["0,0:a", "1,0:b", "0,1:g", "1,1:h"])
    }

    @Test func aWideGlyphCutByTheScreenEdgeIsASpace() {
        let frame = CellBuffer(lines: ["ab漢"])
        let result = writes(nil, frame, screen: Size(width: 3, height: 1))
        #expect(texts(result) == ["0,0:a", "1,0:b", "2,0: "])
        #expect(result.allSatisfy { !$0.glyph.padsNextColumn })
    }

    @Test func theBottomRightCellIsWritten() {
        var frame = CellBuffer(size: Size(width: 3, height: 2))
        frame[x: 2, y: 1] = Cell("#")
        #expect(texts(writes(nil, frame, screen: Size(width: 3, height: 2))).last == "2,1:#")
    }

    @Test func emptyFramesAndScreensWriteNothing() {
        #expect(writes(nil, CellBuffer(size: .zero), screen: Size(width: 80, height: 24)).isEmpty)
        #expect(writes(nil, CellBuffer(lines: ["ab"]), screen: .zero).isEmpty)
        #expect(writes(nil, CellBuffer(lines: ["ab"]), screen: Size(width: -3, height: 4)).isEmpty)
        #expect(writes(CellBuffer(size: .zero), CellBuffer(size: Size(width: 0, height: 5)), screen: Size(width: 3, height: 3)).isEmpty)
    }

    @Test func theGlyphIsAskedForWithTheColumnsTheFrameGives() {
        let frame = CellBuffer(lines: ["a漢"])
        var asked: [String] = []
        _ = FrameDiff.writes(from: nil, to: frame, screen: Size(width: 10, height: 1)) { character, columns in
            asked.append("\(character)\(columns)")
            return CellGlyph(scalars: Array(character.unicodeScalars), padsNextColumn: false)
        }
        #expect(asked == ["a1", "漢2"])
    }
}
