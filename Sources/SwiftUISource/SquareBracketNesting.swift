/// Where square brackets in a Swift source first nest deeper than swift-syntax can parse in
/// reasonable time, found before the text reaches the parser.
///
/// swift-syntax 603's parser looks ahead at every `[` for an inline-array type (`[N of T]`) and,
/// failing that, a collection type or literal, and each look-ahead re-reads the brackets inside:
/// the time doubles with each level (RELIABILITY.md, "Findings"). Real widgets nest two or three
/// (`[[String: [Int]]]`); past `limit` levels the source is refused with the place.
///
/// Brackets inside comments and string literals do not count: a `Text("[[[[")` is text. The scan
/// is a lexer's rough cut (no raw strings' `#` counting, no regex literals), which errs only on the
/// side of counting brackets a parser would not; nothing it skips can open a nesting.
enum SquareBracketNesting {
    static let limit = 12

    /// The 1-based line and column (in UTF-8 bytes, as swift-syntax counts) of the first `[` past
    /// `limit` levels, or nil.
    static func firstTooDeep(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        var depth = 0
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
                continue
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            case UInt8(ascii: "\""):
                let triple = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                index += triple ? 3 : 1
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\\") { index += 2; continue }
                    if isLineBreak(inner), !triple { break }  // an unterminated one-line string ends at its line
                    if inner == UInt8(ascii: "\""), !triple || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")) {
                        index += triple ? 3 : 1
                        break
                    }
                    index += 1
                }
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return position(of: index, in: bytes) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Swift's line breaks: `\n`, `\r`, and `\r\n` as one.
    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The 1-based line and byte column of `offset`, counting lines as swift-syntax does (`\n`, `\r`,
    /// `\r\n`). Counted apart from the scan, so that no skip in it (an escape, a comment) can miss a
    /// line break.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = bytes[index]
            index += 1
            guard isLineBreak(byte) else { continue }
            if byte == UInt8(ascii: "\r"), index < offset, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            line += 1
            lineStart = index
        }
        return (line, offset - lineStart + 1)
    }
}
