// Helpers shared by the framer tests: frame a whole text at once, and build the values expected.

import ActivityModel
@testable import PushFeed

/// Frames `bytes` in one push, then ends the stream.
func frame(_ bytes: [UInt8], source: String? = nil, maximumValueBytes: Int = 1 << 20) -> [FeedValue] {
    var framer = FeedFramer(source: source, maximumValueBytes: maximumValueBytes)
    return framer.push(bytes) + framer.finish()
}

func frame(_ text: String, source: String? = nil, maximumValueBytes: Int = 1 << 20) -> [FeedValue] {
    frame(Array(text.utf8), source: source, maximumValueBytes: maximumValueBytes)
}

/// The value the framer should give for `json`, written exactly as it stands in the feed.
func parsed(_ json: String, line: Int, source: String? = nil) throws -> FeedValue {
    FeedValue(content: .parsed(try JSONParser.parseDocument(json)), line: line, byteCount: json.utf8.count, source: source)
}

func malformed(_ message: String, at errorLine: Int, _ column: Int, line: Int, byteCount: Int) -> FeedValue {
    FeedValue(content: .malformed(message: message, line: errorLine, column: column), line: line, byteCount: byteCount)
}

func oversized(line: Int, byteCount: Int) -> FeedValue {
    FeedValue(content: .oversized, line: line, byteCount: byteCount)
}
