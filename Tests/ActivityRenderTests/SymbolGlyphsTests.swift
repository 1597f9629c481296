import Canvas
import Testing
@testable import ActivityRender

/// The SF Symbol table: big enough for real activities, and every glyph as wide as it claims on
/// every terminal.
@Suite struct SymbolGlyphsTests {
    /// Names from real Live Activities (deliveries, rides, transit, sports, timers, charging, fitness)
    /// and from the sample definitions.
    static let mustKnow = [
        "box.truck", "box.truck.fill", "bag.fill", "cart", "frying.pan", "fork.knife", "cup.and.saucer", "gift",
        "house.fill", "checkmark.circle", "person.fill", "person.2", "car.fill", "bus", "tram", "train.side.front.car",
        "airplane", "ferry", "sportscourt", "soccerball", "basketball", "baseball", "football", "tennisball", "trophy",
        "clock", "timer", "stopwatch", "hourglass", "alarm", "bell", "sun.max", "cloud.rain", "battery.100",
        "bolt.fill", "bolt.car", "ev.charger", "heart.fill", "lungs", "figure.run", "figure.walk", "wind",
        "arrow.up", "arrow.trianglehead.2.clockwise", "chevron.right", "xmark", "exclamationmark.triangle",
        "location.fill", "map", "mappin", "phone.fill", "message", "music.note", "play.fill", "pause.fill", "stop.fill",
        "forward.fill", "backward.fill", "star.fill", "flag", "calendar", "ticket", "creditcard", "lock", "wifi",
    ]

    /// Text-default emoji (Emoji=Yes, Emoji_Presentation=No) drawn without VS16 are one cell, but a
    /// terminal whose font lacks a text form draws the colour emoji over the next cell. These few are
    /// in the common monospace fonts; anything else of that kind must not enter the table unexamined.
    static let textDefaultEmojiInCommonFonts: Set<Character> = [
        "✈", "☁", "❄", "☂", "♥", "↗", "↘", "↖", "↙", "↕", "↔", "✔", "⚠", "☎", "✉", "⚙", "✂", "#",
    ]

    /// A simple width rule, independent of the table and of Canvas: 2 for a scalar with emoji
    /// presentation or in the East Asian Wide blocks, 1 otherwise. Nil when the glyph is not one
    /// plain grapheme (VS16, ZWJ, several characters).
    static func simpleWidth(_ glyph: String) -> Int? {
        guard glyph.count == 1 else { return nil }
        let scalars = glyph.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first, scalar.value != 0xFE0F, scalar.value != 0x200D else {
            return nil
        }
        let eastAsianWide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        if scalar.properties.isEmojiPresentation || eastAsianWide.contains(where: { $0.contains(scalar.value) }) {
            return 2
        }
        return 1
    }

    @Test func coversAtLeast150Symbols() {
        #expect(SymbolGlyphs.allNames.count >= 150)
    }

    @Test func namesAreUnique() {
        var seen: Set<String> = []
        let repeated = SymbolGlyphs.allNames.filter { !seen.insert($0).inserted }
        #expect(repeated.isEmpty, "listed twice: \(repeated)")
    }

    @Test(arguments: mustKnow)
    func knowsSymbolsRealActivitiesUse(_ name: String) {
        #expect(SymbolGlyphs.glyph(for: name, set: .unicode) != nil)
        #expect(SymbolGlyphs.glyph(for: name, set: .ascii) != nil)
    }

    @Test func everyUnicodeGlyphIsAsWideAsRecorded() {
        for name in SymbolGlyphs.allNames {
            guard let glyph = SymbolGlyphs.glyph(for: name, set: .unicode) else {
                Issue.record("no unicode glyph for \(name)")
                continue
            }
            #expect(!glyph.glyph.unicodeScalars.contains { $0.value == 0xFE0F }, "\(name) uses VS16")
            #expect(SymbolGlyphsTests.simpleWidth(glyph.glyph) == glyph.width, "\(name): '\(glyph.glyph)' width \(glyph.width)")
            #expect(CellWidth.of(glyph.glyph) == glyph.width, "\(name): Canvas measures '\(glyph.glyph)' differently")
        }
    }

    @Test func twoCellGlyphsAreEmojiPresentationAndOneCellGlyphsAreText() {
        for name in SymbolGlyphs.allNames {
            guard let glyph = SymbolGlyphs.glyph(for: name, set: .unicode),
                  let scalar = glyph.glyph.unicodeScalars.first,
                  let character = glyph.glyph.first else { continue }
            if glyph.width == 2 {
                #expect(scalar.properties.isEmojiPresentation, "\(name): '\(glyph.glyph)' is two cells but not an emoji")
            } else if scalar.properties.isEmoji {
                #expect(SymbolGlyphsTests.textDefaultEmojiInCommonFonts.contains(character),
                        "\(name): '\(glyph.glyph)' is a text-default emoji that fonts may draw two cells wide")
            }
        }
    }

    @Test func everyASCIIGlyphIsOneToThreePrintableCharacters() {
        for name in SymbolGlyphs.allNames {
            guard let glyph = SymbolGlyphs.glyph(for: name, set: .ascii) else {
                Issue.record("no ascii glyph for \(name)")
                continue
            }
            let bytes = Array(glyph.glyph.utf8)
            #expect((1...3).contains(bytes.count), "\(name): '\(glyph.glyph)'")
            #expect(bytes.allSatisfy { (0x20...0x7E).contains($0) }, "\(name): '\(glyph.glyph)' is not printable ASCII")
            #expect(bytes.first != 0x20 && bytes.last != 0x20, "\(name): '\(glyph.glyph)' starts or ends with a space")
            #expect(glyph.width == bytes.count)
        }
    }

    @Test func unknownNamesAreNil() {
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol", set: .unicode) == nil)
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol", set: .ascii) == nil)
        #expect(SymbolGlyphs.glyph(for: "Bus", set: .unicode) == nil, "names are case-sensitive, as in SF Symbols")
        #expect(SymbolGlyphs.glyph(for: "", set: .unicode) == nil)
    }

    @Test func glyphsForSamples() {
        #expect(SymbolGlyphs.glyph(for: "box.truck.fill", set: .unicode) == SymbolGlyph(glyph: "🚚", width: 2))
        #expect(SymbolGlyphs.glyph(for: "checkmark", set: .unicode) == SymbolGlyph(glyph: "✓", width: 1))
        #expect(SymbolGlyphs.glyph(for: "exclamationmark.triangle", set: .ascii) == SymbolGlyph(glyph: "/!\\", width: 3))
        #expect(SymbolGlyphs.glyph(for: "battery.0", set: .ascii) == SymbolGlyph(glyph: "[ ]", width: 3))
    }

    @Test func placeholders() {
        #expect(SymbolGlyphs.placeholder(for: .unicode) == SymbolGlyph(glyph: "□", width: 1))
        #expect(SymbolGlyphs.placeholder(for: .ascii) == SymbolGlyph(glyph: "?", width: 1))
        #expect(CellWidth.of("□") == 1)
    }
}
