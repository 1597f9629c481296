// The shapes of feed the framer accepts: NDJSON, concatenated, pretty-printed, .apns, CRLF, BOM, scalars.

import ActivityModel
@testable import PushFeed
import Testing

@Suite struct FeedFramerShapeTests {
    @Test func ndjsonIsOneValuePerLine() throws {
        let feed = #"{"a":1}"# + "\n" + #"{"b":[true,null]}"# + "\n" + #"{"c":"x"}"# + "\n"
        #expect(frame(feed) == [
            try parsed(#"{"a":1}"#, line: 1),
            try parsed(#"{"b":[true,null]}"#, line: 2),
            try parsed(#"{"c":"x"}"#, line: 3),
        ])
    }

    @Test func concatenatedValuesOnOneLine() throws {
        let values = frame(#"{"a":1}{"b":2} {"c":3}[4]"s""#)
        #expect(values == [
            try parsed(#"{"a":1}"#, line: 1),
            try parsed(#"{"b":2}"#, line: 1),
            try parsed(#"{"c":3}"#, line: 1),
            try parsed("[4]", line: 1),
            try parsed(#""s""#, line: 1),
        ])
    }

    @Test func prettyPrintedValuesSpanLines() throws {
        let first = """
            {
              "aps": {
                "event": "update"
              }
            }
            """
        let second = """
            {
              "b": 2
            }
            """
        #expect(frame(first + "\n" + second + "\n") == [try parsed(first, line: 1), try parsed(second, line: 6)])
    }

    @Test func apnsFileIsOneValue() throws {
        let file = """
            {
                "Simulator Target Bundle": "com.example.delivery",
                "aps": {
                    "timestamp": 1760000000,
                    "event": "update",
                    "content-state": { "driverName": "Ana", "note": null }
                }
            }

            """
        let values = frame(file)
        #expect(values == [try parsed(String(file.dropLast()), line: 1)])
        guard case .parsed(let json)? = values.first?.content else { return }
        #expect(json["Simulator Target Bundle"] == .string("com.example.delivery"))
    }

    @Test func blankLinesAndWhitespaceBetweenValues() throws {
        let feed = "\n\n  {\"a\":1}  \n\t\n\n{\"b\":2}\n\n"
        #expect(frame(feed) == [try parsed(#"{"a":1}"#, line: 3), try parsed(#"{"b":2}"#, line: 6)])
        #expect(frame(" \n\t\r\n").isEmpty)
        #expect(frame("").isEmpty)
    }

    @Test func crlfLineEndings() throws {
        let feed = "{\"a\":1}\r\n{\"b\":2}\r\n\r\n{\"c\":\r\n3}\r\n"
        #expect(frame(feed) == [
            try parsed(#"{"a":1}"#, line: 1),
            try parsed(#"{"b":2}"#, line: 2),
            try parsed("{\"c\":\r\n3}", line: 4),
        ])
    }

    @Test func crlfTruncatedLineDoesNotCountTheCarriageReturn() throws {
        let values = frame("{\"a\":1\r\n{\"b\":2}\r\n")
        #expect(values == [
            malformed("unexpected '{' where ',' or '}' was expected", at: 2, 1, line: 1, byteCount: 6),
            try parsed(#"{"b":2}"#, line: 2),
        ])
    }

    @Test func byteOrderMarkAtTheStartIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(frame(bom + Array("{\"a\":1}\n}\n".utf8)) == [
            try parsed(#"{"a":1}"#, line: 1),
            malformed("unexpected '}' where a value was expected", at: 2, 1, line: 2, byteCount: 1),
        ])
        // Columns on line 1 count from after the mark.
        #expect(frame(bom + Array("  ]".utf8)) == [
            malformed("unexpected ']' where a value was expected", at: 1, 3, line: 1, byteCount: 1),
        ])
        #expect(frame(bom).isEmpty)
    }

    @Test func byteOrderMarkElsewhereIsMalformed() throws {
        let values = frame(Array("{}\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(values == [
            try parsed("{}", line: 1),
            malformed("unexpected byte 0xEF where a value was expected", at: 2, 1, line: 2, byteCount: 5),
        ])
    }

    @Test func partialByteOrderMarkAtTheEndIsMalformed() {
        #expect(frame([0xEF, 0xBB]) == [
            malformed("unexpected byte 0xEF where a value was expected", at: 1, 1, line: 1, byteCount: 2),
        ])
    }

    @Test func topLevelScalarsAreFramed() throws {
        let values = frame("42 \"x\" true false null -1.5e3\n[] {}")
        #expect(values == [
            try parsed("42", line: 1),
            try parsed(#""x""#, line: 1),
            try parsed("true", line: 1),
            try parsed("false", line: 1),
            try parsed("null", line: 1),
            try parsed("-1.5e3", line: 1),
            try parsed("[]", line: 2),
            try parsed("{}", line: 2),
        ])
    }

    @Test func topLevelNumberWaitsForADelimiter() throws {
        var framer = FeedFramer()
        #expect(framer.push(Array("4".utf8)).isEmpty)
        #expect(framer.push(Array("2".utf8)).isEmpty)
        #expect(framer.push(Array("\n".utf8)) == [try parsed("42", line: 1)])
        #expect(framer.push(Array("1.".utf8)).isEmpty)
        #expect(framer.push(Array("5".utf8)).isEmpty)
        #expect(framer.finish() == [try parsed("1.5", line: 2)])
    }

    @Test func numberFollowedByAValueEndsAtIt() throws {
        #expect(frame("7{\"a\":1}") == [try parsed("7", line: 1), try parsed(#"{"a":1}"#, line: 1)])
        #expect(frame("-0.5e+10,") == [
            try parsed("-0.5e+10", line: 1),
            malformed("unexpected ',' where a value was expected", at: 1, 9, line: 1, byteCount: 1),
        ])
    }

    @Test func literalIsCompleteWithoutADelimiter() throws {
        var framer = FeedFramer()
        #expect(framer.push(Array("tr".utf8)).isEmpty)
        #expect(framer.push(Array("ue".utf8)) == [try parsed("true", line: 1)])
    }

    @Test func valueAtEndOfFileWithoutNewline() throws {
        var framer = FeedFramer()
        // A closed container needs no delimiter: it is delivered by the push that closes it.
        #expect(framer.push(Array("{\"a\":1}".utf8)) == [try parsed(#"{"a":1}"#, line: 1)])
        #expect(framer.finish().isEmpty)
        #expect(frame("{}\n\"end\"") == [try parsed("{}", line: 1), try parsed(#""end""#, line: 2)])
    }

    @Test func stringsWithEscapesAndMultibyteText() throws {
        let json = #"{"s":"quote \" backslash \\ \u00e9\ud83d\ude00 é😀","t":"\/\b\f\n\r\t"}"#
        let values = frame(json + "\n")
        #expect(values == [try parsed(json, line: 1)])
        guard case .parsed(let value)? = values.first?.content else { return }
        #expect(value["s"] == .string("quote \" backslash \\ é😀 é😀"))
    }

    @Test func sourceIsPassedThrough() throws {
        let values = frame("{}\n]", source: "feed.ndjson")
        #expect(values.map(\.source) == ["feed.ndjson", "feed.ndjson"])
        #expect(values.first == (try parsed("{}", line: 1, source: "feed.ndjson")))
    }

    @Test func pushAcceptsAnyCollection() throws {
        var framer = FeedFramer()
        // A lazy map has no contiguous storage, so this takes the copying path.
        let values = framer.push("{\"a\":1}\n[2]".utf8.lazy.map { $0 }) + framer.finish()
        #expect(values == [try parsed(#"{"a":1}"#, line: 1), try parsed("[2]", line: 2)])
    }

    @Test func finishStartsANewStream() throws {
        var framer = FeedFramer()
        _ = framer.push(Array("\n\n{\"a\":".utf8))
        #expect(framer.finish().count == 1)
        #expect(framer.push(Array("{}".utf8)) == [try parsed("{}", line: 1)])
    }

    @Test func nestingUpToTheParsersLimit() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(frame(deepest) == [try parsed(deepest, line: 1)])
        let tooDeep = "[" + deepest + "]"
        #expect(frame(tooDeep + "\n{}") == [
            malformed("more than 512 levels of nesting", at: 1, 513, line: 1, byteCount: tooDeep.utf8.count),
            try parsed("{}", line: 2),
        ])
    }
}
