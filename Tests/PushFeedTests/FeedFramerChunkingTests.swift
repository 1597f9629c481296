// Chunk boundaries anywhere (inside strings, escapes, numbers, UTF-8, CRLF, the BOM) change nothing.

import ActivityModel
@testable import PushFeed
import TestSupport
import Testing

@Suite struct FeedFramerChunkingTests {
    /// Every shape the framer accepts, and some it reports, in one small feed.
    static let mixedFeed: [UInt8] = [0xEF, 0xBB, 0xBF] + Array((
        "{\"aps\":{\"event\":\"update\",\"content-state\":{\"eta\":[1.5e3,-0.25]}}}\r\n"
        + "{\"a\":\"é😀 \\\"q\\\" \\u00e9\\ud83d\\ude00\"}{\"b\":true}  [null,false]\n"
        + "\n"
        + "{\n  \"pretty\": {\n    \"n\": 12\n  }\n}\n"
        + "{\"aps\":{\"event\":\"update\"\n"
        + "{\"aps\":{\"event\":\"end\"}}\n"
        + "} abc\n"
        + "\"s\" 42 7"
    ).utf8)

    /// Values too large for a 64-byte framer, broken and whole, between small ones.
    static let oversizedFeed: [UInt8] = Array((
        "{\"big\":\"" + String(repeating: "x", count: 100) + "\"}\n"
        + "{\"trunc\":\"" + String(repeating: "y", count: 100) + "\"\n"
        + "{\"a\":1}\n"
        + "{\n \"p\": \"" + String(repeating: "p", count: 30) + "\",\n \"q\": \"" + String(repeating: "q", count: 30) + "\"\n}\n"
        + String(repeating: "9", count: 69) + "\n"
        + "{\"c\":\"" + String(repeating: "z", count: 100) + "\n"
        + "[1,2,3]"
    ).utf8)

    @Test func mixedFeedFramesAsExpected() throws {
        let values = frame(Self.mixedFeed)
        #expect(values == [
            try parsed(#"{"aps":{"event":"update","content-state":{"eta":[1.5e3,-0.25]}}}"#, line: 1),
            try parsed(#"{"a":"é😀 \"q\" \u00e9\ud83d\ude00"}"#, line: 2),
            try parsed(#"{"b":true}"#, line: 2),
            try parsed("[null,false]", line: 2),
            try parsed("{\n  \"pretty\": {\n    \"n\": 12\n  }\n}", line: 4),
            malformed("unexpected '{' where ',' or '}' was expected", at: 10, 1, line: 9, byteCount: 24),
            try parsed(#"{"aps":{"event":"end"}}"#, line: 10),
            malformed("unexpected '}' where a value was expected", at: 11, 1, line: 11, byteCount: 5),
            try parsed(#""s""#, line: 12),
            try parsed("42", line: 12),
            try parsed("7", line: 12),
        ])
    }

    @Test func oversizedFeedFramesAsExpected() throws {
        let values = frame(Self.oversizedFeed, maximumValueBytes: 64)
        #expect(values == [
            oversized(line: 1, byteCount: 110),
            oversized(line: 2, byteCount: 111),
            try parsed(#"{"a":1}"#, line: 3),
            oversized(line: 4, byteCount: 82),
            oversized(line: 8, byteCount: 69),
            oversized(line: 9, byteCount: 106),
            try parsed("[1,2,3]", line: 10),
        ])
    }

    /// A feed and the framer limit to read it with, named so test output stays short.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var feed: [UInt8]
        var maximumValueBytes: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "mixed", feed: mixedFeed, maximumValueBytes: 1 << 20),
        Case(name: "oversized", feed: oversizedFeed, maximumValueBytes: 64),
    ]

    @Test(arguments: cases)
    func everySplitPointGivesTheSameValues(_ c: Case) {
        let whole = frame(c.feed, maximumValueBytes: c.maximumValueBytes)
        for split in 0...c.feed.count {
            var framer = FeedFramer(maximumValueBytes: c.maximumValueBytes)
            let values = framer.push(c.feed[..<split]) + framer.push(c.feed[split...]) + framer.finish()
            #expect(values == whole, "split at byte \(split)")
        }
    }

    @Test(arguments: cases)
    func byteByByteGivesTheSameValues(_ c: Case) {
        var framer = FeedFramer(maximumValueBytes: c.maximumValueBytes)
        var values: [FeedValue] = []
        for byte in c.feed { values += framer.push(CollectionOfOne(byte)) }
        values += framer.finish()
        #expect(values == frame(c.feed, maximumValueBytes: c.maximumValueBytes))
    }

    @Test(arguments: cases)
    func randomChunkingGivesTheSameValues(_ c: Case) {
        let (feed, maximumValueBytes) = (c.feed, c.maximumValueBytes)
        let whole = frame(feed, maximumValueBytes: maximumValueBytes)
        var generator = SplitMix64(seed: 2197)
        for round in 0..<200 {
            var framer = FeedFramer(maximumValueBytes: maximumValueBytes)
            var values: [FeedValue] = []
            var offset = 0
            while offset < feed.count {
                let end = min(feed.count, offset + Int(generator.next() % 24))
                values += framer.push(feed[offset..<end])
                offset = end
            }
            values += framer.finish()
            #expect(values == whole, "round \(round)")
        }
    }
}
