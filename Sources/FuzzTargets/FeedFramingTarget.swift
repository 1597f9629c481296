import ActivityModel
import PushFeed

/// `FeedFramer` over arbitrary bytes. Beyond not trapping: the values do not depend on chunking (all
/// at once, pieces sized by the input's ends, byte by byte up to `byteByByteLimit`); never more bytes
/// out than in, values in stream order, on lines of the input, errors with a message and a 1-based
/// column, free of controls; with a small cap nothing larger is parsed. The capped framing is not the
/// uncapped one with big values turned `.oversized`: a fault only the parser sees (invalid UTF-8 in a
/// string) is malformed uncapped and oversized capped; both reject it (RELIABILITY.md, "Findings").
enum FeedFramingTarget {
    static let check = FuzzCheck(target: .feed)
    static let smallCap = 64
    /// Byte-by-byte framing is slow enough to starve a campaign; past this size the pieces of 1 to 17
    /// bytes stand for it (RELIABILITY.md, "Campaigns").
    static let byteByByteLimit = 512

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let whole = frame(data, chunk: data.count)
        let newlines = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        try check.require(whole.reduce(0) { $0 + $1.byteCount } <= data.count, "framing never yields more bytes than it was given",
                          "\(whole.map(\.byteCount)) from \(data.count) bytes")
        var previousLine = 1
        for value in whole {
            try check.require((previousLine...(newlines + 1)).contains(value.line), "values come in order, on lines of the input",
                              "line \(value.line) after line \(previousLine), of \(newlines + 1)")
            try check.require(value.byteCount > 0, "a framed value holds bytes", "\(value)")
            previousLine = value.line
            if case .malformed(let message, let line, let column) = value.content {
                try check.require(!message.isEmpty && column >= 1 && (value.line...(newlines + 1)).contains(line),
                                  "a malformed value says why, at a 1-based column on a line at or after its start", "\(value)")
                try check.requireVisible(message, "a framing error message")
            }
        }
        let pieces = [1 + Int(data.first ?? 0) % 17, 1 + Int(data.last ?? 0) % 5]
        for size in (data.count <= byteByByteLimit ? [1] : []) + pieces where size < data.count {
            let chunked = frame(data, chunk: size)
            try check.require(chunked == whole, "framing does not depend on chunking",
                              "in chunks of \(size): \(describe(chunked)); at once: \(describe(whole))")
        }
        let capped = frame(data, chunk: data.count, cap: smallCap)
        for value in capped {
            if case .parsed = value.content {
                try check.require(value.byteCount <= smallCap, "nothing larger than the cap is parsed",
                                  "\(value.byteCount) bytes parsed under a cap of \(smallCap)")
            }
        }
        let cappedInPieces = frame(data, chunk: data.count <= byteByByteLimit ? 1 : pieces[0], cap: smallCap)
        try check.require(cappedInPieces == capped, "framing under a cap does not depend on chunking",
                          "in pieces: \(describe(cappedInPieces)); at once: \(describe(capped))")
    }

    static func frame(_ data: [UInt8], chunk: Int, cap: Int = 1 << 20) -> [FeedValue] {
        var framer = FeedFramer(maximumValueBytes: cap)
        var values: [FeedValue] = []
        var start = 0
        while start < data.count {
            let end = min(data.count, start + max(1, chunk))
            values += framer.push(data[start..<end])
            start = end
        }
        return values + framer.finish()
    }

    static func describe(_ values: [FeedValue]) -> String {
        values.map { value in
            switch value.content {
            case .parsed: "parsed@\(value.line)+\(value.byteCount)"
            case .oversized: "oversized@\(value.line)+\(value.byteCount)"
            case .malformed(_, let line, let column): "malformed@\(value.line)+\(value.byteCount)(\(line):\(column))"
            }
        }.joined(separator: " ")
    }
}
