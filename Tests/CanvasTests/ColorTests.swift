import TestSupport
import Testing
@testable import Canvas

struct ColorTests {
    @Test func hexLiteralsReadAsColorParsingReadsThem() {
        var random = SplitMix64(seed: 0xC010_4E5)
        let digits = Array("0123456789abcdefABCDEF")
        for _ in 0..<2_000 {
            let count = random.next(upTo: 2) == 0 ? 3 : 6
            let text = "#" + String((0..<count).map { _ in digits[random.next(upTo: digits.count)] })
            #expect(Color(hex: text) == Color(parsing: text), "\(text)")
            #expect(Color(hex: text) != nil)
            // Each component read on its own, as two digits (a short literal's doubled).
            let digitPairs = count == 3 ? text.dropFirst().map { "\($0)\($0)" } : stride(from: 1, to: 7, by: 2).map {
                String(Array(text)[$0...$0 + 1])
            }
            let components = digitPairs.compactMap { UInt8($0, radix: 16) }
            #expect(Color(hex: text) == .rgb(components[0], components[1], components[2]), "\(text)")
        }
        #expect(Color(hex: "#fA0") == .rgb(0xFF, 0xAA, 0x00))
    }

    @Test func onlyHashAndThreeOrSixASCIIHexDigitsAreLiterals() {
        for text in ["", "#", "#12", "#1234", "#12345", "#1234567", "fff", "#ggg", "#GGG", "#12345G", "#/09", "#:@F", "#+12345", "#-12345", " #fff", "#fff ",
                     "#\u{FF26}\u{FF26}\u{FF26}", "\u{FF03}fff", "#ff\u{0301}f"] {
            #expect(Color(hex: text) == nil, "\(text.debugDescription)")
        }
    }
}
