import ActivityModel
import Testing

/// `JSONValue`'s compact text and the byte count `serve` takes of it without writing it.
@Suite struct JSONValueTests {
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
