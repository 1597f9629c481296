import Testing
@testable import Canvas

@Suite("Glyph")
struct GlyphTests {
    /// One of each length class: ASCII, two to four bytes, a 14-byte flag sequence, exactly 15 bytes
    /// (the most held in place), 16 and 25 bytes (held in the table).
    static let graphemes: [Character] = [
        "a", " ", "~", "é", "e\u{301}", "漢", "👍", "👍🏽", "🇫🇷", "🏳️‍🌈", "👩🏽‍💻", "🧑‍🤝‍🧑", "👨‍👩‍👧‍👦", "\u{FFFD}",
    ]

    @Test(arguments: graphemes)
    func keepsEveryByte(_ grapheme: Character) {
        let glyph = Glyph(grapheme)
        #expect(Array(glyph.string.utf8) == Array(String(grapheme).utf8))
        #expect(Array(String(glyph.character).utf8) == Array(String(grapheme).utf8))
        #expect(glyph == Glyph(grapheme))
        #expect(glyph.isASCII == (String(grapheme).utf8.count == 1))
    }

    @Test func lengthsAroundTheInlineLimitRoundTrip() {
        // "e" and n combining acute accents: one grapheme of 1 + 2n bytes, across 15 and 16.
        for accents in 5...9 {
            let grapheme = Character("e" + String(repeating: "\u{301}", count: accents))
            #expect(Glyph(grapheme).string.utf8.elementsEqual(String(grapheme).utf8), "\(1 + 2 * accents) bytes")
        }
    }

    @Test func distinctGraphemesAreDistinctGlyphs() {
        let glyphs = Self.graphemes.map(Glyph.init)
        #expect(Set(glyphs).count == glyphs.count)
    }

    /// A terminal is sent bytes: two spellings of `é` draw from different bytes.
    @Test func comparesBytesNotCanonicalEquivalence() {
        #expect(Character("é") == Character("e\u{301}"))
        #expect(Glyph("é") != Glyph("e\u{301}"))
    }

    /// What the type is for: arrays of cells are copied and freed as plain memory.
    @Test func cellsAreTriviallyCopyable() {
        #expect(_isPOD(Glyph.self))
        #expect(_isPOD(Cell.self))
    }

    @Test func aLongGraphemeIsStoredOnce() {
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(GlyphTable.shared.index(of: String(family)) == GlyphTable.shared.index(of: String(family)))
        #expect(Glyph(family) == Glyph(family))
    }

    @Test func aFullTableGivesTheReplacementGlyph() {
        let table = GlyphTable()
        let misplaced = (0..<GlyphTable.capacity).filter { table.index(of: "\($0)") != $0 }
        #expect(misplaced.isEmpty)
        #expect(table.index(of: "one more") == nil)
        #expect(table.index(of: "7") == 7)
        #expect(table.string(at: GlyphTable.capacity) == "\u{FFFD}")
    }
}
