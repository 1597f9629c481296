import Testing
@testable import Canvas

@Suite("Glyph")
struct GlyphTests {
    /// One of each length class: ASCII, two to four bytes, a 14-byte flag sequence, exactly 15 bytes
    /// (the most held in place), 18 and 25 bytes (held in the table).
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
        // "e" with combining marks (U+0301 is two bytes, U+20DD three): one grapheme of each length
        // from 11 to 20 bytes, across the 15 held in place.
        for length in 11...20 {
            let threes = length % 2 == 0 ? 1 : 0
            let grapheme = Character("e" + String(repeating: "\u{301}", count: (length - 1 - 3 * threes) / 2) + String(repeating: "\u{20DD}", count: threes))
            #expect(String(grapheme).utf8.count == length)
            #expect(Glyph(grapheme).string.utf8.elementsEqual(String(grapheme).utf8), "\(length) bytes")
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
