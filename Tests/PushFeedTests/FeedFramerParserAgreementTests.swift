// The framer's scanner must agree with JSONParser: mutate valid payloads at random and check that each
// line is framed exactly as the parser alone reads it (same value, or same error at the same place).

import ActivityModel
@testable import PushFeed
import TestSupport
import Testing

@Suite struct FeedFramerParserAgreementTests {
    static let seeds = [
        #"{"aps":{"timestamp":1760000000,"event":"update","content-state":{"eta":[1.5e3,-0.25e-2],"ok":true,"n":null}}}"#,
        #"{"s":"a\"b\\c\/\u00e9\ud83d\ude00 é😀","t":[false,{"u":[]},{}],"v":-0}"#,
        #"[0,1,-12.5E+3,"x",[[["deep"]]],{"k":"v"}]"#,
    ]

    /// Bytes a mutation inserts: JSON's punctuation and the starts of its tokens, plus some that are never valid.
    static let alphabet = Array(#"{}[]:,"\ -0123456789.eE+tfnrul/ab"#.utf8) + [0x09, 0x0D, 0x00, 0x1F, 0xC3, 0xA9, 0xFF]

    @Test func mutatedLinesAreFramedAsTheParserReadsThem() throws {
        var generator = SplitMix64(seed: 42)
        for round in 0..<6000 {
            var line = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let at = Int(generator.next() % UInt64(line.count + 1))
                let byte = Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
                switch generator.next() % 3 {
                case 0 where at < line.count: line.remove(at: at)
                case 1 where at < line.count: line[at] = byte
                default: line.insert(byte, at: at)
                }
            }
            let text = line + Array("\n{}".utf8)
            let framed = frame(text)
            let expected = try #require(Self.parserReading(of: text, firstLineLength: line.count))
            #expect(framed.first == expected, "round \(round): \(String(decoding: line, as: UTF8.self))")
            // "{}" is framed on its own, unless a value left open on line 1 ran out inside it.
            let last = try #require(framed.last)
            var swallowed = false
            if case .malformed(_, 2, let column) = last.content, last.line == 1, column > 1 { swallowed = true }
            let empty = try parsed("{}", line: 2)
            #expect(swallowed || last == empty, "round \(round): \(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test func mutatedMultiLineFeedsFrameTheSameInAnyChunking() {
        var generator = SplitMix64(seed: 7)
        let pretty = "{\n  \"aps\": {\n    \"event\": \"update\",\n    \"n\": [1, -2.5e1, true]\n  }\n}\n"
        let feed = Array((Self.seeds.joined(separator: "\n") + "\n" + pretty + "\"\\ud83d\\ude00\" 12 [] \r\n").utf8)
        let alphabet = Self.alphabet + [ASCII.newline, ASCII.newline]
        for round in 0..<3000 {
            var text = feed
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = Int(generator.next() % UInt64(text.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                if generator.next() % 2 == 0 { text[at] = byte } else { text.insert(byte, at: at) }
            }
            // Small enough that some values outgrow it, so the skipping paths are chunked too.
            let limit = 24 + Int(generator.next() % 80)
            let whole = frame(text, maximumValueBytes: limit)
            var framer = FeedFramer(maximumValueBytes: limit)
            var chunked: [FeedValue] = []
            var offset = 0
            while offset < text.count {
                let end = min(text.count, offset + 1 + Int(generator.next() % 16))
                chunked += framer.push(text[offset..<end])
                offset = end
            }
            chunked += framer.finish()
            #expect(chunked == whole, "round \(round): \(String(decoding: text, as: UTF8.self))")
            // Every byte that is not whitespace belongs to exactly one value, so the sizes add up.
            let content = text.filter { !ASCII.isWhitespace($0) }.count
            let sizes = whole.reduce(0) { $0 + $1.byteCount }
            #expect(sizes >= content && sizes <= text.count, "round \(round)")
        }
    }

    /// What the framer should give first for `text`, a line (`firstLineLength` bytes, no line breaks)
    /// followed by a line break and `{}`, from the parser alone and the recovery rule.
    static func parserReading(of text: [UInt8], firstLineLength: Int) -> FeedValue? {
        text.withUnsafeBufferPointer { buffer -> FeedValue? in
            var start = 0
            while start < firstLineLength, ASCII.isWhitespace(buffer[start]) { start += 1 }
            guard start < firstLineLength else { return nil }
            var lineEnd = firstLineLength
            while ASCII.isWhitespace(buffer[lineEnd - 1]) { lineEnd -= 1 }
            do {
                let (value, valueEnd) = try JSONParser.parseValue(in: buffer, from: start)
                return FeedValue(content: .parsed(value), line: 1, byteCount: valueEnd - start)
            } catch let error as JSONParser.Failure {
                let secondLine = firstLineLength + 1
                if error.offset < secondLine {
                    let content = FeedValue.Content.malformed(message: error.message, line: 1, column: error.offset + 1)
                    return FeedValue(content: content, line: 1, byteCount: lineEnd - start)
                }
                let content = FeedValue.Content.malformed(message: error.message, line: 2, column: error.offset - secondLine + 1)
                // At the first byte of line 2 the value ends with line 1; after it, with line 2.
                let end = error.offset == secondLine ? lineEnd : text.count
                return FeedValue(content: content, line: 1, byteCount: end - start)
            } catch {
                return nil
            }
        }
    }
}
