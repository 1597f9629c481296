import Testing
@testable import NCursesBackend

/// What is sent for a grapheme so the frame, ncurses and the terminal agree on columns.
@Suite struct CellGlyphTests {
    /// glibc's `wcwidth` for the code points used here (measured here with `wcwidth` after
    /// setlocale C.UTF-8, glibc 2.36), so the rule is tested without depending on the test process's locale.
    static func wcwidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x20..<0x7F: return 1
        case 0x0301, 0x200D, 0xFE0F, 0x20E3: return 0
        case 0x23F1, 0x1F1EB, 0x1F1F7, 0x2500: return 1
        case 0x6F22, 0x1F44D, 0x1F468, 0x1F469, 0x1F467, 0x1F3FD: return 2
        default: return -1
        }
    }

    private func resolve(_ character: Character, columns: Int, unicode: Bool = true, maxScalars: Int = 5) -> CellGlyph {
        CellGlyph.resolve(character, columns: columns, unicode: unicode, maxScalars: maxScalars, width: Self.wcwidth)
    }

    @Test func agreeingWidthsPassThrough() {
        #expect(resolve("a", columns: 1) == CellGlyph(scalars: ["a"], padsNextColumn: false))
        #expect(resolve("─", columns: 1) == CellGlyph(scalars: ["─"], padsNextColumn: false))
        #expect(resolve("漢", columns: 2) == CellGlyph(scalars: ["漢"], padsNextColumn: false))
        #expect(resolve("👍", columns: 2) == CellGlyph(scalars: ["👍"], padsNextColumn: false))
        #expect(resolve("e\u{301}", columns: 1) == CellGlyph(scalars: ["e", "\u{301}"], padsNextColumn: false),
                "a base and its combining mark are one cell")
    }

    @Test func narrowForNcursesButWideInTheFrameIsPadded() {
        // The frame gives these two columns; ncurses counts one, so the second is written as a space.
        #expect(resolve("⏱️", columns: 2) == CellGlyph(scalars: ["\u{23F1}", "\u{FE0F}"], padsNextColumn: true))
        #expect(resolve("1️⃣", columns: 2) == CellGlyph(scalars: ["1", "\u{FE0F}", "\u{20E3}"], padsNextColumn: true))
        #expect(resolve("🇫🇷", columns: 2) == CellGlyph(scalars: ["\u{1F1EB}"], padsNextColumn: true),
                "setcchar stops at the second regional indicator, a spacing character")
    }

    @Test func sequencesKeepWhatNcursesKeeps() {
        #expect(resolve("👨‍👩‍👧", columns: 2) == CellGlyph(scalars: ["👨"], padsNextColumn: false),
                "cut at 👩 (spacing), without the ZWJ that would join the next cell's emoji")
        #expect(resolve("👍🏽", columns: 2) == CellGlyph(scalars: ["👍"], padsNextColumn: false),
                "the skin tone modifier is a spacing character for wcwidth")
        let marks = Character("a\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}")
        #expect(resolve(marks, columns: 1).scalars.count == 5, "CCHARW_MAX code points at most")
    }

    @Test func glyphsNcursesCannotPlaceBecomeReplacements() {
        #expect(resolve("🫨", columns: 2) == CellGlyph(scalars: ["\u{FFFD}"], padsNextColumn: true),
                "newer than glibc's tables: wcwidth -1")
        #expect(resolve("漢", columns: 1) == CellGlyph(scalars: ["\u{FFFD}"], padsNextColumn: false),
                "ncurses would take two columns where the frame has one")
    }

    @Test func withoutUTF8OnlyASCIIIsSent() {
        #expect(resolve("a", columns: 1, unicode: false) == CellGlyph(scalars: ["a"], padsNextColumn: false))
        #expect(resolve("─", columns: 1, unicode: false) == CellGlyph(scalars: ["?"], padsNextColumn: false))
        #expect(resolve("漢", columns: 2, unicode: false) == CellGlyph(scalars: ["?"], padsNextColumn: true))
        #expect(resolve("e\u{301}", columns: 1, unicode: false) == CellGlyph(scalars: ["?"], padsNextColumn: false))
    }
}
