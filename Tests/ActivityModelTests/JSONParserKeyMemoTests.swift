import ActivityModel
import Testing

/// A parser handed the keys of the value before gives the same values as one that starts afresh.
@Suite struct JSONParserKeyMemoTests {
    /// Values in a row whose keys change in the ways a memo could get wrong: same length, other
    /// bytes; an escape spelling the same key; more and fewer keys; non-ASCII; nesting.
    static let feed = [
        #"{"ab":1,"estimatedDeliveryTime":[1,2]}"#,
        #"{"ba":1,"estimatedDeliveryTimf":[1,2]}"#,
        #"{"\u0062a":1,"estimatedDeliveryTimf":[1,2],"x":{"y":{"z":null}}}"#,
        #"{"ba":1}"#,
        #"{"é":{"e\u0301":2},"":3,"ba":{"ba":{"ba":4}}}"#,
        #"{"a\"b":5,"a\\b":6,"ab":7}"#,
        #"{"ab":1,"estimatedDeliveryTime":[1,2]}"#,
    ]

    @Test func aMemoChangesNoValue() throws {
        var keys = JSONParser.KeyMemo()
        for document in Self.feed {
            let bytes = Array(document.utf8)
            let memoized = try bytes.withUnsafeBufferPointer { buffer in
                try JSONParser.parseValue(in: buffer, from: 0, keys: &keys)
            }
            let fresh = try JSONParser.parseDocument(bytes)
            #expect(memoized.0 == fresh, "\(document)")
            #expect(memoized.1 == bytes.count, "\(document)")
        }
    }

    @Test func aBrokenValueLeavesTheMemoUsable() throws {
        var keys = JSONParser.KeyMemo()
        for document in [#"{"ab":1,"cd":"#, #"{"ab":1,"ce":2}"#] {
            let bytes = Array(document.utf8)
            let result = try? bytes.withUnsafeBufferPointer { buffer in
                try JSONParser.parseValue(in: buffer, from: 0, keys: &keys)
            }
            if document.hasSuffix("}") {
                #expect(result?.0 == .object([JSONMember(key: "ab", value: .number("1")), JSONMember(key: "ce", value: .number("2"))]))
            } else {
                #expect(result == nil)
            }
        }
    }
}
