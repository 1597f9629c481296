import Testing
@testable import Canvas

@Suite("CellWidth")
struct CellWidthTests {
    /// `text` is a String holding one grapheme: the compiler checks `Character` literals with its
    /// own, older segmentation rules (it rejects `क्ष`, one cluster since Unicode 15.1).
    struct Sample: CustomTestStringConvertible, Sendable {
        let text: String
        let width: Int
        let name: String
        var testDescription: String { name }
    }

    static let samples: [Sample] = [
        Sample(text: "a", width: 1, name: "ASCII letter"),
        Sample(text: " ", width: 1, name: "space"),
        Sample(text: "~", width: 1, name: "ASCII tilde"),
        Sample(text: "漢", width: 2, name: "CJK ideograph"),
        Sample(text: "字", width: 2, name: "CJK ideograph 2"),
        Sample(text: "\u{FF21}", width: 2, name: "fullwidth A"),
        Sample(text: "\u{3000}", width: 2, name: "ideographic space (F)"),
        Sample(text: "\u{FF71}", width: 1, name: "halfwidth katakana A"),
        Sample(text: "한", width: 2, name: "Hangul syllable"),
        Sample(text: "\u{1100}\u{1161}\u{11A8}", width: 2, name: "Hangul conjoining jamo L V T"),
        Sample(text: "あ", width: 2, name: "hiragana"),
        Sample(text: "カ", width: 2, name: "katakana"),
        Sample(text: "\u{304B}\u{3099}", width: 2, name: "kana + combining voiced mark"),
        Sample(text: "e\u{301}", width: 1, name: "e + combining acute"),
        Sample(text: "\u{E9}", width: 1, name: "precomposed é"),
        Sample(text: "م", width: 1, name: "Arabic meem"),
        Sample(text: "ש", width: 1, name: "Hebrew shin"),
        Sample(text: "\u{5E9}\u{5C1}\u{5B8}", width: 1, name: "Hebrew shin with points"),
        Sample(text: "क्ष", width: 2, name: "Devanagari conjunct (one cluster, two bases)"),
        Sample(text: "कि", width: 1, name: "Devanagari ka + vowel sign i"),
        Sample(text: "\u{23F1}\u{FE0F}", width: 2, name: "stopwatch + VS16"),
        Sample(text: "\u{23F1}", width: 1, name: "stopwatch, text default"),
        Sample(text: "\u{231A}", width: 2, name: "watch, Emoji_Presentation"),
        Sample(text: "\u{231A}\u{FE0E}", width: 2, name: "watch + VS15 stays wide"),
        Sample(text: "\u{2764}\u{FE0F}", width: 2, name: "red heart"),
        Sample(text: "\u{2764}", width: 1, name: "heavy black heart, text default"),
        Sample(text: "a\u{FE0F}", width: 1, name: "VS16 after a non-emoji base"),
        Sample(text: "👍", width: 2, name: "thumbs up"),
        Sample(text: "👍🏽", width: 2, name: "thumbs up, skin tone"),
        Sample(text: "\u{261D}\u{1F3FD}", width: 2, name: "text-default base + skin tone"),
        Sample(text: "👨‍👩‍👧", width: 2, name: "ZWJ family"),
        Sample(text: "\u{26F9}\u{200D}\u{2640}", width: 2, name: "ZWJ sequence without VS16"),
        Sample(text: "🏳️‍🌈", width: 2, name: "rainbow flag"),
        Sample(text: "🇯🇵", width: 2, name: "flag pair"),
        Sample(text: "\u{1F1EF}", width: 2, name: "lone regional indicator"),
        Sample(text: "1\u{FE0F}\u{20E3}", width: 2, name: "keycap 1"),
        Sample(text: "#\u{20E3}", width: 2, name: "keycap without VS16"),
        Sample(text: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", width: 2, name: "tag flag"),
        Sample(text: "\u{1FAEA}", width: 2, name: "Unicode 17 emoji"),
        Sample(text: "\u{200B}", width: 0, name: "ZWSP"),
        Sample(text: "\u{200D}", width: 0, name: "ZWJ alone"),
        Sample(text: "\u{FE0F}", width: 0, name: "VS16 alone"),
        Sample(text: "\u{FEFF}", width: 0, name: "BOM"),
        Sample(text: "\u{AD}", width: 0, name: "soft hyphen"),
        Sample(text: "\u{200F}", width: 0, name: "RLM"),
        Sample(text: "\u{301}", width: 0, name: "lone combining acute"),
        Sample(text: "\u{3164}", width: 0, name: "Hangul filler"),
        Sample(text: "\u{1B}", width: 1, name: "ESC (shown as ␛)"),
        Sample(text: "\u{0}", width: 1, name: "NUL (shown as ␀)"),
        Sample(text: "\t", width: 1, name: "tab (shown as a space)"),
        Sample(text: "\u{7F}", width: 1, name: "DEL (shown as ␡)"),
        Sample(text: "\u{9B}", width: 1, name: "C1 CSI (shown as �)"),
        Sample(text: "\u{202E}", width: 1, name: "RLO (shown as �)"),
        Sample(text: "\u{2028}", width: 1, name: "line separator (shown as ↵)"),
        Sample(text: "\r\n", width: 2, name: "CR LF (shown as ␍␊)"),
        Sample(text: "\u{2460}", width: 1, name: "ambiguous circled one"),
        Sample(text: "\u{2026}", width: 1, name: "ambiguous ellipsis"),
        Sample(text: "\u{FFFD}", width: 1, name: "replacement character"),
        Sample(text: "\u{E000}", width: 1, name: "private use"),
    ]

    @Test(arguments: samples)
    func width(_ sample: Sample) throws {
        #expect(sample.text.count == 1, "not one grapheme")
        let character = try #require(sample.text.first)
        #expect(CellWidth.of(character) == sample.width)
        #expect(CellWidth.of(sample.text) == sample.width)
    }

    @Test func arabicWordIsOneColumnPerLetter() {
        let word = "مرحبا"
        #expect(word.count == 5)
        #expect(word.allSatisfy { CellWidth.of($0) == 1 })
        #expect(CellWidth.of(word) == 5)
    }

    @Test func hebrewWord() {
        #expect(CellWidth.of("שלום") == 4)
    }

    @Test func stringsSumTheirClusters() {
        #expect(CellWidth.of("") == 0)
        #expect(CellWidth.of("abc") == 3)
        #expect(CellWidth.of("a\r\nb") == 4)
        #expect(CellWidth.of("漢字 ok") == 7)
        #expect(CellWidth.of("👍🏽 ETA 5 min") == 12)
        #expect(CellWidth.of("e\u{301}\u{200B}x") == 2)
    }

    /// One grapheme that terminals draw as many glyphs (twenty skin tones after an `a` take 41
    /// columns and push a mockup's border out) is one `�`, measured and written alike.
    /// Real text in the same scripts stays as it is.
    @Test func aClusterWiderThanACellIsOneReplacementGlyph() {
        let overlong = ["a" + String(repeating: "🏻", count: 20), String(repeating: "\u{1100}", count: 10), "ก" + String(repeating: "ำ", count: 5)]
        for cluster in overlong {
            #expect(cluster.count == 1)
            let character = Character(cluster)
            #expect(!CellWidth.isOneGlyph(character))
            #expect(CellWidth.of(character) == 1)
            var buffer = CellBuffer(size: Size(width: 6, height: 1))
            #expect(buffer.write("[" + cluster + "]", at: .zero) == 3)
            #expect(buffer.row(0) == "[�]   ")
            #expect(Cell(character).character == "\u{FFFD}")
        }
        for fine in ["👍🏽", "👨‍👩‍👧", "한", "\u{1100}\u{1161}\u{11A8}", "กำ", "क्ष", "e\u{301}"] {
            #expect(CellWidth.isOneGlyph(Character(fine)), "\(fine)")
        }
    }

    /// A string measures the same before and after sanitising, so layout can measure raw text.
    @Test func widthIsStableUnderSanitizing() {
        let texts = ["\u{1B}[31mred\u{1B}[0m", "a\tb\r\nc", "\u{0}\u{7F}\u{85}\u{9B}", "x\u{202E}gnp.exe\u{202C}",
                     "\u{2066}\u{2069}", "line\u{2028}two\u{2029}", "\u{1B}\u{301}", "\t\u{301}", "漢\u{7}字"]
        for text in texts {
            #expect(CellWidth.of(text) == CellWidth.of(Sanitizer.visible(text)), "\(text.debugDescription)")
        }
    }

    @Test func wideTableIsSortedAndDisjoint() {
        let ranges = CellWidth.wideRanges
        #expect(ranges.count > 100)
        #expect(CellWidth.unicodeVersion == "17.0.0")
        for (index, range) in ranges.enumerated() {
            #expect(range.low <= range.high)
            if index > 0 { #expect(ranges[index - 1].high < range.low) }
        }
    }

    @Test func wideTableEdges() {
        #expect(!CellWidth.isWide(0x10FF))
        #expect(CellWidth.isWide(0x1100))
        #expect(CellWidth.isWide(0x115F))
        #expect(!CellWidth.isWide(0x1160))
        #expect(CellWidth.isWide(0x3FFFD))
        #expect(!CellWidth.isWide(0x3FFFE))
        #expect(!CellWidth.isWide(0x10FFFF))
    }

    /// The answers known without a property look-up are the ones the look-ups give.
    @Test func oneColumnBlocksAgreeWithTheProperties() {
        let blocks = (0..<0x11_0000).compactMap { Unicode.Scalar(UInt32($0)) }.filter { CellWidth.oneColumnBlocks($0.value) }
        #expect(blocks.count == 24 + 112 + 253)
        let disagree = blocks.filter { CellWidth.width(of: $0) != 1 || $0.properties.isEmojiPresentation }
        #expect(disagree.isEmpty, "\(disagree.map { String($0.value, radix: 16) })")
        let emojiBelowWatch = (0..<0x231A).compactMap { Unicode.Scalar(UInt32($0)) }.filter(\.properties.isEmojiPresentation)
        #expect(emojiBelowWatch.isEmpty)
        #expect(Unicode.Scalar(0x231A)?.properties.isEmojiPresentation == true)
    }

    @Test func simpleWidthsAreTheClustersWidths() {
        let simple = (0..<0x11_0000).compactMap { Unicode.Scalar(UInt32($0)) }.filter { CellWidth.simpleWidth($0.value) != nil }
        #expect(simple.count == 0x300 + 24 + 112 + 253)
        let disagree = simple.filter { CellWidth.simpleWidth($0.value) != CellWidth.of(Character($0)) }
        #expect(disagree.isEmpty, "\(disagree.map { String($0.value, radix: 16) })")
    }

    /// Strings measured by scalars where they can be, and by clusters otherwise, measure what
    /// their clusters add up to.
    @Test func stringsMeasureTheirClusters() {
        let pieces = ["a", "Z", " ", "\r\n", "\r", "\n", "\t", "\u{7F}", "\u{85}", "\u{AD}", "·", "é", "ß", "ǆ", "–", "…", "→", "━", "□",
                      "e\u{301}", "\u{301}", "漢", "👍", "👍🏽", "🇫🇷", "\u{2194}\u{FE0F}", "\u{200D}", "👨‍👩‍👧", "ᄀ", "ᅡ", "\u{25FD}", "⌚"]
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            if CellWidth.of(text) != CellWidth.clusterSum(text) { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    @Test func asciiChecksReadEveryByte() {
        #expect(ASCIIText.isPrintable("ETA 5 min ~"))
        #expect(!ASCIIText.isPrintable("tab\there"))
        #expect(!ASCIIText.isPrintable("caf\u{E9}"))
        #expect(ASCIIText.isASCII("tab\there\u{7F}"))
        #expect(!ASCIIText.isASCII(String(repeating: "a", count: 40) + "\u{E9}"))
        #expect(ASCIIText.isPrintable(""))
    }
}
