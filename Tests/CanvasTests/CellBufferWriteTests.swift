import TestSupport
import Testing
@testable import Canvas

/// `write`'s fast paths (printable ASCII by byte, simple text by scalar, a known glyph) against the
/// general grapheme-by-grapheme loop: the same cells and the same advance, wherever the text starts
/// and whatever clips it.
struct CellBufferWriteTests {
    let styles = [Style.plain, Style(foreground: .ansi(.red))]

    /// Over a buffer already holding wide glyphs, so the fast paths also blank the halves they cover.
    func background() -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 9, height: 3))
        buffer.write("漢字漢字漢", at: Point(x: 0, y: 1))
        return buffer
    }

    @Test func textIsWrittenAsTheGraphemeLoopWritesIt() {
        var random = SplitMix64(seed: 0x5EED_0F7E)
        // Printable ASCII; Latin-1 and the one-column blocks (by scalar); soft hyphen (no width);
        // and what only the grapheme loop takes: controls, marks, CR LF, wide, emoji.
        let pieces = ["a", "Z", " ", "~", "é", "·", "ß", "─", "│", "…", "→", "▓", "◉", "\u{AD}",
                      "\t", "\u{1B}", "\u{7F}", "\u{85}", "e\u{301}", "\r\n", "漢", "👍🏽", "✓", "⌂", "\u{2028}"]
        for _ in 0..<5_000 {
            let text = (0..<random.next(upTo: 8)).map { _ in pieces[random.next(upTo: pieces.count)] }.joined()
            let origin = Point(x: random.next(upTo: 13) - 3, y: random.next(upTo: 5) - 1)
            let clip = random.next(upTo: 2) == 0 ? nil
                : Rect(x: random.next(upTo: 10) - 2, y: random.next(upTo: 4) - 1, width: random.next(upTo: 10), height: random.next(upTo: 4))
            let style = styles[random.next(upTo: styles.count)]
            var fast = background(), general = background()
            let advanced = fast.write(text, at: origin, style: style, clip: clip)
            let expected = general.writeByGrapheme(text, at: origin, style: style, clip: clip)
            #expect(advanced == expected, "\(text.debugDescription) at \(origin)")
            #expect(fast == general, "\(text.debugDescription) at \(origin), clip \(String(describing: clip))")
        }
    }

    @Test func aKnownGlyphIsWrittenAsItsTextWouldBe() {
        for text in ["a", "·", "✓", "漢", "🚚", "👍🏽", "1️⃣"] {
            let character = Character(text)
            for x in -3..<11 {
                for clip in [nil, Rect(x: 2, y: 0, width: 5, height: 3)] {
                    var direct = background(), written = background()
                    let advanced = direct.write(Glyph(character), width: CellWidth.of(character), at: Point(x: x, y: 1), clip: clip)
                    let expected = written.write(text, at: Point(x: x, y: 1), clip: clip)
                    #expect(advanced == expected, "\(text) at \(x)")
                    #expect(direct == written, "\(text) at \(x), clip \(String(describing: clip))")
                }
            }
        }
    }
}
