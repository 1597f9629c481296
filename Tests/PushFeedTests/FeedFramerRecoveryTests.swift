// Malformed input: what a broken value spans, where its error is reported, and that framing goes on.

import ActivityModel
@testable import PushFeed
import Testing

@Suite struct FeedFramerRecoveryTests {
    @Test func truncatedLineDoesNotCostTheNextValue() throws {
        let feed = """
            {"aps":{"event":"start"}}
            {"aps":{"event":"update"
            {"aps":{"event":"end"}}

            """
        #expect(frame(feed) == [
            try parsed(#"{"aps":{"event":"start"}}"#, line: 1),
            malformed("unexpected '{' where ',' or '}' was expected", at: 3, 1, line: 2, byteCount: 24),
            try parsed(#"{"aps":{"event":"end"}}"#, line: 3),
        ])
    }

    @Test func truncatedLineIsReportedWithoutWaitingForTheRestOfTheFeed() throws {
        var framer = FeedFramer()
        #expect(framer.push(Array("{\"a\":[1,2\n".utf8)).isEmpty)
        // The first byte of the next line settles it: the truncated value and the good one both come out.
        #expect(framer.push(Array("{\"b\":1}".utf8)) == [
            malformed("unexpected '{' where ',' or ']' was expected", at: 2, 1, line: 1, byteCount: 9),
            try parsed(#"{"b":1}"#, line: 2),
        ])
    }

    @Test func errorInsideALineSpansToTheEndOfThatLine() throws {
        let feed = "{\"a\":tru} {\"b\":2}\n{\"c\":3}\n"
        #expect(frame(feed) == [
            malformed("invalid literal; expected 'true'", at: 1, 6, line: 1, byteCount: 17),
            try parsed(#"{"c":3}"#, line: 2),
        ])
    }

    @Test func leadingZeroIsReportedAtTheNumber() throws {
        #expect(frame("[1, 01]\n[2]") == [
            malformed("numbers cannot have leading zeros", at: 1, 5, line: 1, byteCount: 7),
            try parsed("[2]", line: 2),
        ])
    }

    @Test func garbageBetweenValuesIsOneMalformedValuePerLine() throws {
        let feed = "}\nabc def\n{\"a\":1} }\n  ]  \n"
        #expect(frame(feed) == [
            malformed("unexpected '}' where a value was expected", at: 1, 1, line: 1, byteCount: 1),
            malformed("unexpected 'a' where a value was expected", at: 2, 1, line: 2, byteCount: 7),
            try parsed(#"{"a":1}"#, line: 3),
            malformed("unexpected '}' where a value was expected", at: 3, 9, line: 3, byteCount: 1),
            malformed("unexpected ']' where a value was expected", at: 4, 3, line: 4, byteCount: 1),
        ])
    }

    @Test func unterminatedStringEndsAtTheLineBreak() throws {
        #expect(frame("{\"a\":\"abc\n{\"b\":1}\n") == [
            malformed("unescaped control character a line break in a string", at: 1, 10, line: 1, byteCount: 9),
            try parsed(#"{"b":1}"#, line: 2),
        ])
    }

    @Test func unterminatedValueAtEndOfFileIsMalformedWithItsLine() throws {
        #expect(frame("{\"a\":1}\n{\"b\":") == [
            try parsed(#"{"a":1}"#, line: 1),
            malformed("the input ended where a value was expected", at: 2, 6, line: 2, byteCount: 5),
        ])
        // The error is placed where the value's text stops, not after trailing blank lines.
        #expect(frame("\n{\n  \"a\": [1,\n\n") == [
            malformed("the input ended where a value was expected", at: 3, 11, line: 2, byteCount: 12),
        ])
        #expect(frame("\"abc") == [
            malformed("the input ended where the closing '\"' of a string was expected", at: 1, 5, line: 1, byteCount: 4),
        ])
        #expect(frame("-") == [malformed("the input ended where a digit was expected", at: 1, 2, line: 1, byteCount: 1)])
    }

    @Test func prettyValueBrokenMidwayIsReframedFromTheErroringLine() throws {
        // A missing comma: the error is the first byte of line 3, so the value ends with line 2 and
        // line 3 is framed afresh, which makes its key a stray string and the rest garbage.
        let feed = """
            {
              "a": 1
              "b": 2
            }
            {"c":3}

            """
        #expect(frame(feed) == [
            malformed("unexpected '\"' where ',' or '}' was expected", at: 3, 3, line: 1, byteCount: 10),
            try parsed(#""b""#, line: 3),
            malformed("unexpected ':' where a value was expected", at: 3, 6, line: 3, byteCount: 3),
            malformed("unexpected '}' where a value was expected", at: 4, 1, line: 4, byteCount: 1),
            try parsed(#"{"c":3}"#, line: 5),
        ])
    }

    @Test func errorLaterInAMultiLineValueSpansToItsLine() throws {
        let feed = "{\n  \"a\": [1,\n  2,, 3]\n}\n{}\n"
        #expect(frame(feed) == [
            malformed("unexpected ',' where a value was expected", at: 3, 5, line: 1, byteCount: 21),
            malformed("unexpected '}' where a value was expected", at: 4, 1, line: 4, byteCount: 1),
            try parsed("{}", line: 5),
        ])
    }

    @Test func invalidUTF8IsCaughtByTheParser() throws {
        let feed: [UInt8] = Array("{\"a\":\"".utf8) + [0xFF] + Array("\"}\n{\"b\":1}".utf8)
        #expect(frame(feed) == [
            malformed("a string is not valid UTF-8", at: 1, 7, line: 1, byteCount: 9),
            try parsed(#"{"b":1}"#, line: 2),
        ])
    }

    @Test func loneSurrogateIsCaughtByTheParser() throws {
        #expect(frame(#"["\ud800"]"# + "\n[1]") == [
            malformed(#"unpaired high surrogate \uD800"#, at: 1, 3, line: 1, byteCount: 10),
            try parsed("[1]", line: 2),
        ])
    }

    @Test func invalidUTF8InAnUnterminatedValueAtEndOfFile() throws {
        // The parser's real error wins over "the input ended", and framing resumes after its line.
        let feed: [UInt8] = Array("[\"".utf8) + [0xC3] + Array("\",\n\"ok\"".utf8)
        #expect(frame(feed) == [
            malformed("a string is not valid UTF-8", at: 1, 3, line: 1, byteCount: 5),
            try parsed(#""ok""#, line: 2),
        ])
    }

    @Test func badEscapeIsReportedAtTheBackslash() throws {
        #expect(frame(#"{"a":"\x"}"# + "\n{}") == [
            malformed(#"invalid escape sequence '\x'"#, at: 1, 7, line: 1, byteCount: 10),
            try parsed("{}", line: 2),
        ])
    }

    @Test func highSurrogateFollowedByABadByteAcrossPushes() throws {
        // The parser needs the byte after the bad one to tell an unpaired surrogate from a cut-off
        // value, so the framer waits for it rather than guess.
        let expected = [
            malformed(#"unpaired high surrogate \uD83D"#, at: 1, 3, line: 1, byteCount: 11),
            try parsed("[1]", line: 2),
        ]
        var framer = FeedFramer()
        #expect(framer.push(Array(#"["\ud83d"#.utf8) + [0x01]).isEmpty)
        #expect(framer.push(Array("\"]\n[1]".utf8)) + framer.finish() == expected)
        // Cut off right there, it is a truncated value.
        var cut = FeedFramer()
        #expect(cut.push(Array(#"["\ud83d"#.utf8) + [0x01]).isEmpty)
        #expect(cut.finish() == [
            malformed("the input ended where a low surrogate escape was expected", at: 1, 10, line: 1, byteCount: 9),
        ])
    }
}
