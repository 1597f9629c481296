// Values larger than maximumValueBytes: skipped, reported once with their true size, memory bounded.

import ActivityModel
@testable import PushFeed
import Testing

@Suite struct FeedFramerOversizedTests {
    static let x100 = String(repeating: "x", count: 100)

    @Test func oversizedValueIsReportedOnceAndTheNextIsFramed() throws {
        let big = "{\"big\":\"\(Self.x100)\"}"
        #expect(frame(big + "\n{\"a\":1}\n", maximumValueBytes: 64) == [
            oversized(line: 1, byteCount: big.utf8.count),
            try parsed(#"{"a":1}"#, line: 2),
        ])
    }

    /// Found by the `feed` fuzz target: a value past the cap is followed by its structure only, so a
    /// fault only the parser sees (invalid UTF-8 inside a string) does not make it malformed. It is
    /// reported oversized to its structural end, and the framing after it is the same as for a good
    /// value; under no cap the parser reports it malformed and resumes on the next line.
    @Test func aFaultPastTheCapIsOversizedNotMalformed() throws {
        let broken = Array("{\n  \"s\": \"\(Self.x100)".utf8) + [0xE5] + Array("\"\n}".utf8)
        let feed = broken + Array("\n{\"a\":1}\n".utf8)
        #expect(frame(feed, maximumValueBytes: 64) == [oversized(line: 1, byteCount: broken.count), try parsed(#"{"a":1}"#, line: 4)])
        let uncapped = frame(feed)
        #expect(uncapped.map(\.line) == [1, 3, 4])
        guard case .malformed(_, 2, _) = uncapped.first?.content else {
            Issue.record("expected a malformed value with its error on line 2, got \(String(describing: uncapped.first))")
            return
        }
    }

    @Test func limitIsInclusive() throws {
        let fits = "{\"s\":\"" + String(repeating: "x", count: 56) + "\"}"
        #expect(fits.utf8.count == 64)
        #expect(frame(fits, maximumValueBytes: 64) == [try parsed(fits, line: 1)])
        #expect(frame(fits, maximumValueBytes: 63) == [oversized(line: 1, byteCount: 64)])
        let digits = String(repeating: "7", count: 64)
        #expect(frame(digits, maximumValueBytes: 64) == [try parsed(digits, line: 1)])
        #expect(frame(digits + "7", maximumValueBytes: 64) == [oversized(line: 1, byteCount: 65)])
    }

    @Test func oversizedTruncatedLineEndsWithItsLine() throws {
        // Still open at the line's end; the next line's first byte shows it was cut short.
        let truncated = "{\"big\":\"\(Self.x100)\""
        #expect(frame(truncated + "\n{\"a\":1}\n", maximumValueBytes: 64) == [
            oversized(line: 1, byteCount: truncated.utf8.count),
            try parsed(#"{"a":1}"#, line: 2),
        ])
        // Cut inside a string: the line break itself is the error.
        let cutInString = "{\"big\":\"\(Self.x100)"
        #expect(frame(cutInString + "\n{\"a\":1}\n", maximumValueBytes: 64) == [
            oversized(line: 1, byteCount: cutInString.utf8.count),
            try parsed(#"{"a":1}"#, line: 2),
        ])
    }

    @Test func oversizedValueBrokenMidLineSpansItsLine() throws {
        let line = "{\"big\":\"\(Self.x100)\" oops} {\"lost\":1}"
        #expect(frame(line + "\n{}", maximumValueBytes: 64) == [
            oversized(line: 1, byteCount: line.utf8.count),
            try parsed("{}", line: 2),
        ])
    }

    @Test func oversizedMultiLineValue() throws {
        let pretty = "{\n" + (1...6).map { "  \"k\($0)\": \"\(String(repeating: "v", count: 20))\"" }.joined(separator: ",\n") + "\n}"
        #expect(frame(pretty + "\n{}\n", maximumValueBytes: 64) == [
            oversized(line: 1, byteCount: pretty.utf8.count),
            try parsed("{}", line: 9),
        ])
    }

    @Test func oversizedValueOpenAtEndOfFile() {
        #expect(frame("\n{\"big\":[\"\(Self.x100)\",\n\n", maximumValueBytes: 64) == [oversized(line: 2, byteCount: 111)])
    }

    @Test func errorWithinTheLimitMakesTheValueMalformed() throws {
        let line = "{\"a\":tru \"\(Self.x100)\"}"
        #expect(frame(line + "\n{}", maximumValueBytes: 64) == [
            malformed("invalid literal; expected 'true'", at: 1, 6, line: 1, byteCount: line.utf8.count),
            try parsed("{}", line: 2),
        ])
        // An error the scanner leaves to the parser is found when the value outgrows the buffer.
        let badUTF8: [UInt8] = Array("[\"".utf8) + [0xFF] + Array("\",\"\(Self.x100)\"]\n{}".utf8)
        #expect(frame(badUTF8, maximumValueBytes: 64) == [
            malformed("a string is not valid UTF-8", at: 1, 3, line: 1, byteCount: badUTF8.count - 3),
            try parsed("{}", line: 2),
        ])
    }

    @Test func longLineKeepsMemoryNearTheLimit() throws {
        let limit = 64 * 1024
        let stringLength = 4_000_000
        var feed = Array("{\"big\":\"".utf8)
        feed += repeatElement(UInt8(ascii: "x"), count: stringLength)
        feed += Array("\"}\n{\"after\":1}\n".utf8)
        let bigCount = stringLength + 10
        let expected = [oversized(line: 1, byteCount: bigCount), try parsed(#"{"after":1}"#, line: 2)]

        var chunked = FeedFramer(maximumValueBytes: limit)
        var values: [FeedValue] = []
        var offset = 0
        while offset < feed.count {
            let end = min(feed.count, offset + 65_536)
            values += chunked.push(feed[offset..<end])
            #expect(chunked.bufferCapacity <= 4 * limit)
            offset = end
        }
        values += chunked.finish()
        #expect(values == expected)

        // One huge push is taken in pieces, so it is bounded the same way.
        var whole = FeedFramer(maximumValueBytes: limit)
        let first = whole.push(feed)
        #expect(whole.bufferCapacity <= 4 * limit)
        #expect(first + whole.finish() == expected)
    }
}
