// JSONStreamScanner: the framer's resumable, byte-at-a-time view of JSON syntax. It finds where each
// top-level value starts and ends and the first byte that cannot belong to it, as the bytes arrive;
// `JSONParser` only runs once this says a value is complete or broken.

import ActivityModel

/// A resumable JSON syntax checker: finds the start, the end and the first bad byte of each top-level
/// value in a byte stream, keeping no bytes and building nothing.
///
/// `JSONParser` cannot resume, and re-parsing a growing buffer would be quadratic. This tracks the
/// grammar, not only bracket depth, so a truncated NDJSON line is caught at the next line's first
/// byte. It is laxer than the parser on UTF-8 inside strings and `\u` surrogate pairs, and must never
/// flag a byte the parser accepts: the parser has the last word (`FeedFramerParserAgreementTests`).
/// Offsets are absolute in the stream, so they survive the framer dropping consumed bytes.
struct JSONStreamScanner: Sendable {
    /// Why `scan` stopped. Indices are into the buffer passed to `scan`.
    enum Event: Equatable {
        /// Every byte up to the limit was consumed.
        case needMore
        /// A value starts at this index (not consumed yet; scanning on from it checks it).
        case started(Int)
        /// The top-level value ended just before `end`. A number ends at the byte after it, which is
        /// left unconsumed.
        case completed(end: Int)
        /// The byte at this index cannot continue the value (not consumed).
        case failed(Int)
        /// In `skippingLine`, the line break at this index (not consumed) ends the skipped line.
        case lineEnded(Int)
    }

    enum State: UInt8 {
        case idle                       // between top-level values
        case value                      // after ':'
        case valueOrClose               // after '[' or ',' in an array
        case keyOrClose                 // after '{' or ',' in an object
        case colon, commaOrClose
        case string, escape, unicodeEscape
        case minus, zero, integer, point, fraction, exponent, exponentSign, exponentDigits
        case literal                    // inside true / false / null
        case skippingLine               // not grammar: the framer is discarding a malformed line
    }

    var state: State = .idle
    /// The containers open in the current value, innermost last: true for an object.
    var containers: [Bool] = []
    var stringIsKey = false
    var hexDigitsLeft = 0
    /// The bytes a literal still needs, lowest byte first ("rue" after a 't').
    var literalRest: UInt32 = 0

    /// 1-based line of the next byte to scan.
    var line = 1
    /// Absolute offset of the first byte of `line`.
    var lineStart = 0
    /// Absolute offset just past the last non-whitespace byte consumed: where a value that breaks off
    /// here ends, whitespace excluded.
    var contentEnd = 0

    /// Puts the scanner at a known position between values or on a line being skipped, after the
    /// framer rewound or recovered.
    mutating func reset(to state: State, line: Int, lineStart: Int, contentEnd: Int) {
        self.state = state
        containers.removeAll(keepingCapacity: true)
        self.line = line
        self.lineStart = lineStart
        self.contentEnd = contentEnd
    }

    /// True while the open top-level value is a number that may already be complete: it ends at the
    /// next delimiter, or at the end of the stream.
    var isInCompleteTopLevelNumber: Bool {
        guard containers.isEmpty else { return false }
        switch state {
        case .zero, .integer, .fraction, .exponentDigits: return true
        default: return false
        }
    }

    /// Scans `bytes[from..<limit]`; `base` is the absolute offset of `bytes[0]`.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to limit: Int, base: Int) -> (event: Event, position: Int) {
        var i = from
        while i < limit {
            let byte = bytes[i]
            switch state {
            case .idle, .value, .valueOrClose, .keyOrClose, .colon, .commaOrClose:
                if byte == ASCII.newline {
                    line += 1
                    lineStart = base + i + 1
                    i += 1
                    continue
                }
                if byte == ASCII.space || byte == ASCII.carriageReturn || byte == ASCII.tab {
                    i += 1
                    continue
                }
                switch structural(byte) {
                case .consumed:
                    i += 1
                    contentEnd = base + i
                case .completed:
                    i += 1
                    contentEnd = base + i
                    return (.completed(end: i), i)
                case .failed:
                    return (.failed(i), i)
                case .started:
                    return (.started(i), i)
                }

            case .string:
                // Most feed bytes are string contents: skip runs of them without the state switch.
                var j = i
                while j < limit {
                    let b = bytes[j]
                    if b == ASCII.quote || b == ASCII.backslash || b < 0x20 { break }
                    j += 1
                }
                if j > i { contentEnd = base + j }
                i = j
                guard i < limit else { break }
                let b = bytes[i]
                if b == ASCII.quote {
                    i += 1
                    contentEnd = base + i
                    if stringIsKey {
                        state = .colon
                    } else if finishValue() {
                        return (.completed(end: i), i)
                    }
                } else if b == ASCII.backslash {
                    state = .escape
                    i += 1
                    contentEnd = base + i
                } else {
                    return (.failed(i), i)  // an unescaped control character, line breaks included
                }

            case .escape:
                switch byte {
                case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    state = .string
                case UInt8(ascii: "u"):
                    state = .unicodeEscape
                    hexDigitsLeft = 4
                default:
                    return (.failed(i), i)
                }
                i += 1
                contentEnd = base + i

            case .unicodeEscape:
                guard ASCII.isHexDigit(byte) else { return (.failed(i), i) }
                hexDigitsLeft -= 1
                if hexDigitsLeft == 0 { state = .string }
                i += 1
                contentEnd = base + i

            case .minus, .zero, .integer, .point, .fraction, .exponent, .exponentSign, .exponentDigits:
                switch number(byte) {
                case .consumed:
                    i += 1
                    contentEnd = base + i
                case .failed:
                    return (.failed(i), i)
                case .completed, .started:
                    // The number ended before this byte, which the enclosing state now reads.
                    if containers.isEmpty {
                        state = .idle
                        return (.completed(end: i), i)
                    }
                    state = .commaOrClose
                }

            case .literal:
                guard byte == UInt8(truncatingIfNeeded: literalRest) else { return (.failed(i), i) }
                literalRest >>= 8
                i += 1
                contentEnd = base + i
                if literalRest == 0, finishValue() {
                    return (.completed(end: i), i)
                }

            case .skippingLine:
                if byte == ASCII.newline { return (.lineEnded(i), i) }
                i += 1
                if !ASCII.isWhitespace(byte) { contentEnd = base + i }
            }
        }
        return (.needMore, i)
    }

    private enum Step { case consumed, completed, failed, started }

    /// One non-whitespace byte in a state that expects a token.
    private mutating func structural(_ byte: UInt8) -> Step {
        switch state {
        case .idle:
            state = .value
            return .started
        case .value:
            return beginValue(byte)
        case .valueOrClose:
            if byte == ASCII.closeBracket { return closeContainer() }
            return beginValue(byte)
        case .keyOrClose:
            if byte == ASCII.closeBrace { return closeContainer() }
            guard byte == ASCII.quote else { return .failed }
            stringIsKey = true
            state = .string
            return .consumed
        case .colon:
            guard byte == ASCII.colon else { return .failed }
            state = .value
            return .consumed
        case .commaOrClose:
            let inObject = containers.last ?? false
            switch byte {
            case ASCII.comma:
                // The parser, like Foundation, takes one trailing comma: `[1,]`, `{"a":1,}`.
                state = inObject ? .keyOrClose : .valueOrClose
                return .consumed
            case ASCII.closeBrace where inObject, ASCII.closeBracket where !inObject:
                return closeContainer()
            default:
                return .failed
            }
        default:
            return .failed
        }
    }

    private mutating func beginValue(_ byte: UInt8) -> Step {
        switch byte {
        case ASCII.openBrace, ASCII.openBracket:
            // The parser's limit, checked at the same byte.
            guard containers.count < JSONParser.maximumDepth else { return .failed }
            containers.append(byte == ASCII.openBrace)
            state = byte == ASCII.openBrace ? .keyOrClose : .valueOrClose
        case ASCII.quote:
            stringIsKey = false
            state = .string
        case UInt8(ascii: "-"): state = .minus
        case UInt8(ascii: "0"): state = .zero
        case UInt8(ascii: "1")...UInt8(ascii: "9"): state = .integer
        case UInt8(ascii: "t"): startLiteral("rue")
        case UInt8(ascii: "f"): startLiteral("alse")
        case UInt8(ascii: "n"): startLiteral("ull")
        default: return .failed
        }
        return .consumed
    }

    private mutating func startLiteral(_ rest: StaticString) {
        var packed: UInt32 = 0
        for index in stride(from: rest.utf8CodeUnitCount - 1, through: 0, by: -1) {
            packed = packed << 8 | UInt32(rest.utf8Start[index])
        }
        literalRest = packed
        state = .literal
    }

    private mutating func closeContainer() -> Step {
        containers.removeLast()
        return finishValue() ? .completed : .consumed
    }

    /// Moves on after a complete value; true when it was the top-level one.
    private mutating func finishValue() -> Bool {
        if containers.isEmpty {
            state = .idle
            return true
        }
        state = .commaOrClose
        return false
    }

    /// One byte inside a number: `.completed` means the number ended before it.
    private mutating func number(_ byte: UInt8) -> Step {
        let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        switch state {
        case .minus:
            guard digit else { return .failed }
            state = byte == UInt8(ascii: "0") ? .zero : .integer
        case .zero:
            if digit { return .failed }  // a leading zero
            return afterIntegerPart(byte)
        case .integer:
            if digit { return .consumed }
            return afterIntegerPart(byte)
        case .point:
            guard digit else { return .failed }
            state = .fraction
        case .fraction:
            if digit { return .consumed }
            return exponentMarker(byte)
        case .exponent:
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                state = .exponentSign
            } else if digit {
                state = .exponentDigits
            } else {
                return .failed
            }
        case .exponentSign:
            guard digit else { return .failed }
            state = .exponentDigits
        case .exponentDigits:
            if !digit { return .completed }
        default:
            return .failed
        }
        return .consumed
    }

    private mutating func afterIntegerPart(_ byte: UInt8) -> Step {
        if byte == UInt8(ascii: ".") {
            state = .point
            return .consumed
        }
        return exponentMarker(byte)
    }

    private mutating func exponentMarker(_ byte: UInt8) -> Step {
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            state = .exponent
            return .consumed
        }
        return .completed
    }
}
