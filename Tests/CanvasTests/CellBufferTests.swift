import TestSupport
import Testing
@testable import Canvas

@Suite("CellBuffer")
struct CellBufferTests {
    let red = Style(foreground: .ansi(.red))
    let blue = Style(background: .ansi(.blue))

    // MARK: Writing

    @Test func writeReturnsColumnsAndKeepsRowWidth() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        let advanced = buffer.write("hi 漢", at: Point(x: 1, y: 0))
        #expect(advanced == 5)
        #expect(buffer.rows() == [" hi 漢  ", "        "])
        #expect(buffer.rows().allSatisfy { CellWidth.of($0) == 8 })
        expectWellFormed(buffer)
    }

    @Test func wideGlyphTakesAContinuationCell() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("漢a", at: .zero, style: red)
        #expect(buffer[x: 0, y: 0].character == "漢")
        #expect(buffer[x: 0, y: 0].width == 2)
        #expect(buffer[x: 1, y: 0].isContinuation)
        #expect(buffer[x: 1, y: 0].style == red)
        #expect(buffer[x: 2, y: 0].character == "a")
        #expect(buffer.row(0) == "漢a ")
        expectWellFormed(buffer)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("漢字", at: .zero, style: red)
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(buffer.row(0) == " x字")
        #expect(buffer[x: 0, y: 0] == Cell(" ", style: red))
        expectWellFormed(buffer)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("漢字", at: .zero, style: red)
        buffer.write("y", at: Point(x: 2, y: 0))
        #expect(buffer.row(0) == "漢y ")
        #expect(buffer[x: 3, y: 0] == Cell(" ", style: red))
        #expect(!buffer[x: 3, y: 0].isContinuation)
        expectWellFormed(buffer)
    }

    @Test func wideOverStraddlingWideBlanksBothNeighbours() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("漢字ab", at: .zero)
        buffer.write("👍", at: Point(x: 1, y: 0))
        #expect(buffer.row(0) == " 👍 ab")
        expectWellFormed(buffer)
    }

    @Test func wideGlyphAtTheRightEdgeBecomesOneSpace() {
        var buffer = CellBuffer(size: Size(width: 5, height: 1), fill: Cell("."))
        let advanced = buffer.write("ab漢c", at: Point(x: 2, y: 0), style: red)
        #expect(advanced == 3)
        #expect(buffer.row(0) == "..ab ")
        #expect(buffer[x: 4, y: 0] == Cell(" ", style: red))
        expectWellFormed(buffer)
    }

    @Test func wideGlyphAtTheClipEdgeBecomesOneSpace() {
        var buffer = CellBuffer(size: Size(width: 8, height: 2), fill: Cell("."))
        let clip = Rect(x: 1, y: 0, width: 4, height: 1)
        let advanced = buffer.write("a漢字", at: Point(x: 1, y: 0), clip: clip)
        #expect(advanced == 4)
        #expect(buffer.rows() == [".a漢 ...", "........"])
        // Clipped away vertically: nothing changes, the advance is the same.
        #expect(buffer.write("a漢字", at: Point(x: 1, y: 1), clip: clip) == 4)
        #expect(buffer.row(1) == "........")
        expectWellFormed(buffer)
    }

    @Test func wideGlyphCutByTheLeftEdge() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1), fill: Cell("."))
        let advanced = buffer.write("漢ab", at: Point(x: -1, y: 0), style: red)
        #expect(advanced == 4)
        #expect(buffer.row(0) == " ab.")
        #expect(buffer[x: 0, y: 0].style == red)
        expectWellFormed(buffer)
    }

    @Test func wideGlyphCutByTheClipsLeftEdge() {
        var buffer = CellBuffer(size: Size(width: 7, height: 1), fill: Cell("."))
        let advanced = buffer.write("ab漢cd", at: .zero, clip: Rect(x: 3, y: 0, width: 9, height: 1))
        #expect(advanced == 6)
        #expect(buffer.row(0) == "... cd.")
        expectWellFormed(buffer)
    }

    @Test func writeOutsideTheBufferIsHarmless() {
        var buffer = CellBuffer(size: Size(width: 3, height: 1))
        #expect(buffer.write("abc", at: Point(x: 5, y: 0)) == 0)
        #expect(buffer.write("abc", at: Point(x: 0, y: 7)) == 3)
        #expect(buffer.write("abc", at: Point(x: Int.max, y: Int.min)) == 0)
        #expect(buffer.write("abc", at: Point(x: Int.min, y: 0)) == 3)
        #expect(buffer.row(0) == "   ")
        var empty = CellBuffer(size: Size(width: -2, height: 3))
        #expect(empty.size == Size(width: 0, height: 3))
        #expect(empty.write("x", at: .zero) == 0)
        #expect(CellBuffer(size: Size(width: Int.max, height: 3)).size == .zero)
    }

    @Test func zeroWidthClustersAreDropped() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        #expect(buffer.write("\u{301}a\u{200B}b", at: .zero) == 2)
        #expect(buffer.row(0) == "ab  ")
    }

    @Test func emojiClustersStayWhole() {
        var buffer = CellBuffer(size: Size(width: 10, height: 1))
        #expect(buffer.write("👨‍👩‍👧🇯🇵1️⃣é", at: .zero) == 7)
        #expect(buffer.row(0) == "👨‍👩‍👧🇯🇵1️⃣é   ")
        #expect(buffer[x: 0, y: 0].character == "👨‍👩‍👧")
        #expect(buffer[x: 6, y: 0].character == "e\u{301}")
        expectWellFormed(buffer)
    }

    // MARK: Sanitising

    @Test func escapeSequencesNeverReachARow() {
        var buffer = CellBuffer(size: Size(width: 16, height: 1))
        buffer.write("\u{1B}[31mred\u{1B}]0;x\u{7}\u{9B}", at: .zero)
        let row = buffer.row(0)
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(row == "␛[31mred␛]0;x␇� ")
        expectWellFormed(buffer)
    }

    @Test func cellInitSanitises() {
        #expect(Cell("\u{1B}").character == "\u{241B}")
        #expect(Cell("\t").character == " ")
        #expect(Cell("\u{200B}").character == "\u{FFFD}")
        #expect(Cell("\u{301}").character == "\u{FFFD}")
        #expect(Cell("\r\n").character == "\u{FFFD}")
        #expect(Cell("漢").width == 2)
        #expect(Cell.blank.character == " " && Cell.blank.style == .plain && !Cell.blank.isContinuation)
    }

    // MARK: Subscripts, fill, style

    @Test func subscriptSetKeepsWideGlyphsWhole() {
        var buffer = CellBuffer(size: Size(width: 3, height: 2))
        buffer[x: 0, y: 0] = Cell("漢")
        buffer[Point(x: 2, y: 1)] = Cell("字")
        #expect(buffer.rows() == ["漢 ", "   "])
        buffer[x: 1, y: 0] = Cell("b")
        #expect(buffer.row(0) == " b ")
        buffer[x: 9, y: 9] = Cell("z")
        #expect(buffer[x: 9, y: 9] == .blank)
        #expect(buffer.cell(at: Point(x: 9, y: 9)) == nil)
        // A continuation cell copied elsewhere lands as a space.
        buffer[x: 0, y: 1] = Cell("字")
        let continuation = buffer[x: 1, y: 1]
        buffer[x: 2, y: 0] = continuation
        #expect(!buffer[x: 2, y: 0].isContinuation)
        expectWellFormed(buffer)
    }

    @Test func fillClipsAndTilesWideCells() {
        var buffer = CellBuffer(size: Size(width: 5, height: 3))
        buffer.fill(Rect(x: 1, y: 1, width: 9, height: 9), with: Cell("#"))
        #expect(buffer.rows() == ["     ", " ####", " ####"])
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: Cell("漢"))
        #expect(buffer.row(0) == "漢漢 ")
        expectWellFormed(buffer)
        let tiled = CellBuffer(size: Size(width: 3, height: 1), fill: Cell("字"))
        #expect(tiled.row(0) == "字 ")
        expectWellFormed(tiled)
    }

    @Test func fillBlanksStraddlingHalves() {
        var buffer = CellBuffer(lines: ["漢字漢"])
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("-"))
        #expect(buffer.row(0) == " -- 漢")
        expectWellFormed(buffer)
    }

    @Test func setStyleStylesWideGlyphsAsAWhole() {
        var buffer = CellBuffer(lines: ["a漢b"])
        buffer.setStyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.bold = true }
        #expect(buffer[x: 0, y: 0].style == .plain)
        #expect(buffer[x: 1, y: 0].style.bold)
        #expect(buffer[x: 2, y: 0].style.bold)
        #expect(buffer[x: 3, y: 0].style == .plain)
        var count = 0
        buffer.setStyle(buffer.area) { style in
            count += 1
            style.background = .ansi(.blue)
        }
        #expect(count == 3)
        #expect(buffer.cells.allSatisfy { $0.style.background == .ansi(.blue) })
        expectWellFormed(buffer)
    }

    // MARK: Blit

    @Test func blitCopiesCellsAndClips() {
        var target = CellBuffer(size: Size(width: 6, height: 3), fill: Cell("."))
        var source = CellBuffer(size: Size(width: 3, height: 2))
        source.write("ab", at: .zero, style: blue)
        source.write("漢", at: Point(x: 1, y: 1), style: blue)
        target.blit(source, at: Point(x: 1, y: 1))
        #expect(target.rows() == ["......", ".ab ..", ". 漢.."])
        #expect(target[x: 2, y: 2].style == blue)
        // Source row 0 falls above the target; the wide glyph is cut by the right edge.
        target.blit(source, at: Point(x: 4, y: -1))
        #expect(target.rows() == ["....  ", ".ab ..", ". 漢.."])
        // Only source column 2 lands on row 0; on row 1 the wide glyph is cut by the left edge.
        target.blit(source, at: Point(x: -2, y: 0))
        #expect(target.rows() == [" ...  ", " ab ..", ". 漢.."])
        #expect(target[x: 0, y: 1].style == blue)
        expectWellFormed(target)
    }

    @Test func blitOverAWideGlyphDetachesIt() {
        var target = CellBuffer(lines: ["漢字"])
        target.blit(CellBuffer(lines: ["x"]), at: Point(x: 1, y: 0))
        #expect(target.row(0) == " x字")
        expectWellFormed(target)
    }

    // MARK: Text forms

    @Test func linesInitialiser() {
        let buffer = CellBuffer(lines: ["ab", "漢字", ""])
        #expect(buffer.size == Size(width: 4, height: 3))
        #expect(buffer.rows() == ["ab  ", "漢字", "    "])
        #expect(buffer.row(-1) == "" && buffer.row(3) == "")
    }

    @Test func descriptionIsTheGoldenFrame() {
        var buffer = CellBuffer(size: Size(width: 6, height: 3))
        buffer.write("Order", at: Point(x: 1, y: 0))
        buffer.write("漢 👍", at: Point(x: 0, y: 2))
        #expect(buffer.description == """
            | Order|
            |      |
            |漢 👍 |
            """)
        #expect(CellBuffer(size: Size(width: 3, height: 0)).description == "")
    }

    @Test func buffersCompareByCells() {
        var a = CellBuffer(size: Size(width: 2, height: 1))
        let b = a
        #expect(a == b)
        a.write("x", at: .zero, style: red)
        #expect(a != b)
    }

    /// Random writes, fills, sets, styles and blits, with the invariants checked after each step.
    @Test func randomEditsKeepTheGridWellFormed() {
        var random = SplitMix64(seed: 0x11FE_9EE4)
        // No lone regional indicators or other joiners here: see `row(_:)` on neighbours that join.
        let glyphs = ["a", "漢", "👍🏽", "é", "\u{1B}", "\t", "\u{200B}", "🇯🇵", "1️⃣", "ｶ", "م", "⏱️", "⏱"]
        let styles = [Style.plain, red, blue]
        func text() -> String { (0..<random.next(upTo: 6)).map { _ in glyphs[random.next(upTo: glyphs.count)] }.joined() }
        func rect() -> Rect {
            Rect(x: random.next(upTo: 12) - 3, y: random.next(upTo: 8) - 2,
                 width: random.next(upTo: 10), height: random.next(upTo: 5))
        }
        var buffer = CellBuffer(size: Size(width: 9, height: 4))
        for _ in 0..<2_000 {
            let style = styles[random.next(upTo: styles.count)]
            let point = Point(x: random.next(upTo: 13) - 3, y: random.next(upTo: 6) - 1)
            switch random.next(upTo: 5) {
            case 0:
                buffer.write(text(), at: point, style: style, clip: random.next(upTo: 2) == 0 ? nil : rect())
            case 1:
                buffer.fill(rect(), with: Cell(Character(glyphs[random.next(upTo: glyphs.count)]), style: style))
            case 2:
                buffer[point] = Cell(Character(glyphs[random.next(upTo: glyphs.count)]), style: style)
            case 3:
                buffer.setStyle(rect()) { $0 = style }
            default:
                var patch = CellBuffer(size: Size(width: random.next(upTo: 5), height: random.next(upTo: 3)))
                patch.write(text(), at: .zero, style: style)
                buffer.blit(patch, at: point)
            }
            expectWellFormed(buffer)
        }
    }

    // MARK: Invariants

    /// Checks what `CellBuffer` promises: whole wide glyphs with one style, visible graphemes only,
    /// and rows exactly `width` columns wide.
    func expectWellFormed(_ buffer: CellBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x: x, y: y]
                if cell.isContinuation {
                    #expect(x > 0, "continuation in column 0", sourceLocation: sourceLocation)
                    let head = buffer[x: x - 1, y: y]
                    #expect(!head.isContinuation && head.width == 2, "orphan continuation at \(x),\(y)",
                            sourceLocation: sourceLocation)
                    #expect(head.style == cell.style, "split style at \(x),\(y)", sourceLocation: sourceLocation)
                } else {
                    let width = CellWidth.of(cell.character)
                    #expect((1...2).contains(width), "width \(width) at \(x),\(y)", sourceLocation: sourceLocation)
                    if width == 2 {
                        #expect(x + 1 < buffer.width && buffer[x: x + 1, y: y].isContinuation,
                                "wide glyph without continuation at \(x),\(y)", sourceLocation: sourceLocation)
                    }
                    #expect(!cell.character.unicodeScalars.contains { Sanitizer.replacement(for: $0) != nil },
                            "unsanitised cell at \(x),\(y)", sourceLocation: sourceLocation)
                }
            }
            #expect(CellWidth.of(buffer.row(y)) == buffer.width, "row \(y) width", sourceLocation: sourceLocation)
        }
    }
}
