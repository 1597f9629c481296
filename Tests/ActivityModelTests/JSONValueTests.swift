import ActivityModel
import Foundation
import Testing

/// `JSONValue`'s compact text and the byte count `serve` takes of it without writing it.
@Suite struct JSONValueTests {
    /// A plain key equals another string only byte for byte: no other character decomposes to
    /// ASCII but these three, which plain keys leave out (decompositions end at U+2FA1D).
    @Test func onlyThreeCharactersDecomposeToASCII() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.allSatisfy(\.isASCII) { found.append(value) }
        }
        #expect(found == [0x37E, 0x1FEF, 0x212A])
        #expect("\u{212A}elvin" == "Kelvin" && !JSONMember.isPlainKey("Kelvin") && JSONMember.isPlainKey("stale-date"))
    }

    /// Keys match as `==` matches them: byte for byte for a plain key, canonically otherwise.
    @Test func keysMatchAsStringsCompare() {
        for (key, plain) in [("eta", "eta"), ("eta", "etb"), ("eta", "et"), ("et", "eta"), ("", ""), ("caf\u{E9}", "cafe"),
                             ("a key past fifteen bytes", "a key past fifteen bytez")] {
            #expect(JSONMember.sameKey(key, plain: plain) == (key == plain), "\(key) against \(plain)")
        }
        let decomposed = JSONValue.object([JSONMember(key: "cafe\u{301}", value: .number("1"))])
        #expect(decomposed["caf\u{E9}"] == .number("1"))
        #expect(decomposed[plain: "cafe"] == nil)
    }

    static let documents = [
        #"{"at":1795000000.125,"activity":"a1","apns":{"id":"0b1c","priority":10,"topic":"com.example.push-type.liveactivity"}}"#,
        #"{"quote\"d":"tab\t newline\n back\\slash","nul":"\u0000","del":"\u007f","c1":"\u0085 \u009f","é":"日本 🍕","n":[1,-2.5e3,true,false,null]}"#,
        #"[[],{},"",[{"a":[{}]}]]"#,
        #""plain""#,
        "-0",
    ]

    @Test func theByteCountIsTheLengthOfTheCompactTextWhateverTheValueHolds() throws {
        for document in Self.documents {
            let value = try JSONParser.parseDocument(Array(document.utf8))
            #expect(value.compactByteCount == value.compactText.utf8.count, "\(document)")
        }
    }

    /// Literals a feed holds (and some it could), for `JSONValue.double` against `Double(_:)`.
    static let numbers = [
        "0", "-0", "7", "-7", "1795341600", "-1795341600", "817035618", "999999999999999", "-999999999999999",
        "1000000000000000", "9007199254740993", "12345678901234567890", "0.5", "-0.0", "1e5", "1E-400", "2.5e308",
        "00", "0001", "-", "", "1x", "+1",
    ]

    @Test func doubleIsWhatDoubleReads() {
        for text in Self.numbers {
            let expected = Double(text)
            let actual = JSONValue.double(text)
            #expect(actual == expected, "\(text)")
            #expect(actual?.sign == expected?.sign, "\(text)")
        }
    }
}
