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
}
