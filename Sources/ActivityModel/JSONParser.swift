import Foundation

/// Parses JSON text (RFC 8259, as Foundation's `JSONDecoder` accepts it) into `JSONValue`s.
///
/// Hand-written because feeds need what `JSONSerialization` does not give: every number's literal
/// text (integer widths are judged on it), the offset where a value ends (feeds are concatenated
/// values), and the first error's offset, with "ran out of input" told apart from "wrong byte".
/// Foundation's grammar and 512-level nesting limit, one trailing comma accepted as Foundation does.
/// One deliberate difference: `JSONDecoder` checks only the values a `Decodable` reads, so it takes
/// `{"v":1,"x":01}`; the phone parses a push whole before decoding it, so this parser checks every
/// value. `DecoderDifferentialTests` holds both halves of that difference.
public struct JSONParser {
    /// Why parsing stopped.
    public struct Failure: Error, Sendable, Equatable {
        /// True when the input ended inside a value: more bytes could still make it valid.
        public var isUnexpectedEnd: Bool
        /// Byte offset of the offending byte (or the end of input).
        public var offset: Int
        public var message: String
    }

    public static let maximumDepth = 512

    /// Parses exactly one JSON document from `bytes`: one value, surrounded only by whitespace.
    ///
    /// As `JSONDecoder` does, a leading UTF-8 byte order mark is skipped, and a document that is
    /// UTF-16 or UTF-32 (by its byte order mark, or by the zero bytes around its first ASCII
    /// characters) is converted to UTF-8 first; failure offsets then count bytes of that UTF-8 text.
    public static func parseDocument(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        let (utf8, start) = try utf8Representation(of: bytes)
        return try utf8.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var parser = Cursor(buffer: buffer, position: start)
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            if parser.position != buffer.count {
                throw Failure(isUnexpectedEnd: false, offset: parser.position,
                              message: "unexpected \(ASCII.describe(buffer[parser.position])) after the end of the JSON value")
            }
            return value
        }
    }

    /// `bytes` as UTF-8 and the offset where the JSON text starts (after a UTF-8 byte order mark),
    /// detecting the encoding as `JSONDecoder` does (RFC 4627 section 3).
    static func utf8Representation(of bytes: [UInt8]) throws(Failure) -> ([UInt8], Int) {
        let b = (0..<4).map { $0 < bytes.count ? Int(bytes[$0]) : -1 }  // -1: past the end
        let encoding: String.Encoding
        let bomLength: Int
        switch (b[0], b[1], b[2], b[3]) {
        case (0, 0, 0xFE, 0xFF): encoding = .utf32BigEndian; bomLength = 4
        case (0xFE, 0xFF, 0, 0): encoding = .utf32LittleEndian; bomLength = 4
        case (0xFE, 0xFF, _, _): encoding = .utf16BigEndian; bomLength = 2
        case (0xFF, 0xFE, _, _): encoding = .utf16LittleEndian; bomLength = 2
        case (0xEF, 0xBB, 0xBF, _): return (bytes, 3)
        case (0, 0, 0, let x) where x > 0: encoding = .utf32BigEndian; bomLength = 0
        case (0, let x, 0, let y) where x > 0 && y > 0: encoding = .utf16BigEndian; bomLength = 0
        case (let x, 0, 0, 0) where x > 0: encoding = .utf32LittleEndian; bomLength = 0
        case (let x, 0, let y, 0) where x > 0 && y > 0: encoding = .utf16LittleEndian; bomLength = 0
        case (0, let x, -1, -1) where x > 0: encoding = .utf16BigEndian; bomLength = 0
        case (let x, 0, -1, -1) where x > 0: encoding = .utf16LittleEndian; bomLength = 0
        default: return (bytes, 0)
        }
        guard let text = String(bytes: bytes.dropFirst(bomLength), encoding: encoding) else {
            throw Failure(isUnexpectedEnd: false, offset: 0, message: "the document is not valid \(encoding)")
        }
        return (Array(text.utf8), 0)
    }

    /// Parses a JSON document from UTF-8 text.
    public static func parseDocument(_ text: String) throws(Failure) -> JSONValue {
        try parseDocument(Array(text.utf8))
    }

    /// Parses one value that starts at `start` (after any whitespace) and returns it with the offset
    /// just past it. Bytes after the value are not looked at.
    public static func parseValue(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) -> (JSONValue, Int) {
        var keys = KeyMemo()
        return try parseValue(in: buffer, from: start, keys: &keys)
    }

    /// `parseValue(in:from:)`, taking the keys of the value parsed before from `keys` where the
    /// bytes are the same: the values of a feed repeat their keys, and a key found there is a
    /// comparison instead of a new `String` (an allocation, for keys past 15 bytes).
    public static func parseValue(in buffer: UnsafeBufferPointer<UInt8>, from start: Int,
                                  keys: inout KeyMemo) throws(Failure) -> (JSONValue, Int) {
        var parser = Cursor(buffer: buffer, position: start)
        swap(&parser.keys, &keys)
        defer { swap(&parser.keys, &keys) }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        return (value, parser.position)
    }

    /// The keys of the last value parsed, in the order they came.
    public struct KeyMemo: Sendable {
        var keys: [String] = []
        /// For each key, whether its UTF-8 is its JSON text between the quotes.
        var plain: [Bool] = []

        static func isPlain(_ key: String) -> Bool {
            key.allUTF8Bytes { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }

        /// Keys past this many in one value are not remembered: a memo stays small whatever a value holds.
        static let limit = 64
        public init() {}
    }

    struct Cursor {
        let buffer: UnsafeBufferPointer<UInt8>
        var position: Int
        var keys = KeyMemo()
        /// How many keys this value has had so far: the index of the next one in `keys`.
        var keyCount = 0

        func fail(_ message: String, at offset: Int? = nil) -> Failure {
            Failure(isUnexpectedEnd: false, offset: offset ?? position, message: message)
        }

        func end(_ expected: String) -> Failure {
            Failure(isUnexpectedEnd: true, offset: buffer.count, message: "the input ended where \(expected) was expected")
        }

        mutating func skipWhitespace() {
            while position < buffer.count, ASCII.isWhitespace(buffer[position]) { position += 1 }
        }

        mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
            guard position < buffer.count else { throw end("a value") }
            let byte = buffer[position]
            switch byte {
            case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
            case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
            case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectLiteral("null"); return .null
            default: throw fail("unexpected \(ASCII.describe(byte)) where a value was expected")
            }
        }

        mutating func expectLiteral(_ word: StaticString) throws(Failure) {
            let start = position
            let count = word.utf8CodeUnitCount
            for i in 0..<count {
                guard position < buffer.count else { throw end("'\(word)'") }
                guard buffer[position] == word.utf8Start[i] else {
                    throw fail("invalid literal; expected '\(word)'", at: start)
                }
                position += 1
            }
        }

        mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
            guard depth <= JSONParser.maximumDepth else { throw fail("more than \(JSONParser.maximumDepth) levels of nesting") }
            position += 1  // {
            var members: [JSONMember] = []
            skipWhitespace()
            guard position < buffer.count else { throw end("a key or '}'") }
            if buffer[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            // Room for a push's objects at once: appending one by one grew the array three times.
            members.reserveCapacity(8)
            while true {
                guard position < buffer.count else { throw end("a key") }
                guard buffer[position] == UInt8(ascii: "\"") else {
                    throw fail("unexpected \(ASCII.describe(buffer[position])) where a quoted key was expected")
                }
                let key = try parseKey()
                skipWhitespace()
                guard position < buffer.count else { throw end("':'") }
                guard buffer[position] == UInt8(ascii: ":") else {
                    throw fail("unexpected \(ASCII.describe(buffer[position])) where ':' was expected after key \"\(key)\"")
                }
                position += 1
                skipWhitespace()
                let value = try parseValue(depth: depth)
                members.append(JSONMember(key: key, value: value))
                skipWhitespace()
                guard position < buffer.count else { throw end("',' or '}'") }
                switch buffer[position] {
                case UInt8(ascii: ","):
                    position += 1
                    skipWhitespace()
                    // Foundation accepts one trailing comma: `{"a": 1,}`.
                    if position < buffer.count, buffer[position] == UInt8(ascii: "}") {
                        position += 1
                        return .object(members)
                    }
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(members)
                default:
                    throw fail("unexpected \(ASCII.describe(buffer[position])) where ',' or '}' was expected")
                }
            }
        }

        mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
            guard depth <= JSONParser.maximumDepth else { throw fail("more than \(JSONParser.maximumDepth) levels of nesting") }
            position += 1  // [
            var items: [JSONValue] = []
            skipWhitespace()
            guard position < buffer.count else { throw end("a value or ']'") }
            if buffer[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            items.reserveCapacity(4)
            while true {
                items.append(try parseValue(depth: depth))
                skipWhitespace()
                guard position < buffer.count else { throw end("',' or ']'") }
                switch buffer[position] {
                case UInt8(ascii: ","):
                    position += 1
                    skipWhitespace()
                    // Foundation accepts one trailing comma: `[1,]`.
                    if position < buffer.count, buffer[position] == UInt8(ascii: "]") {
                        position += 1
                        return .array(items)
                    }
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(items)
                default:
                    throw fail("unexpected \(ASCII.describe(buffer[position])) where ',' or ']' was expected")
                }
            }
        }

        mutating func parseNumber() throws(Failure) -> String {
            let start = position
            func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            if buffer[position] == UInt8(ascii: "-") { position += 1 }
            guard position < buffer.count else { throw end("a digit") }
            if buffer[position] == UInt8(ascii: "0") {
                position += 1
                if position < buffer.count, isDigit(buffer[position]) {
                    throw fail("numbers cannot have leading zeros", at: start)
                }
            } else if isDigit(buffer[position]) {
                while position < buffer.count, isDigit(buffer[position]) { position += 1 }
            } else {
                throw fail("unexpected \(ASCII.describe(buffer[position])) where a digit was expected")
            }
            if position < buffer.count, buffer[position] == UInt8(ascii: ".") {
                position += 1
                guard position < buffer.count else { throw end("a digit after '.'") }
                guard isDigit(buffer[position]) else { throw fail("a digit must follow the decimal point") }
                while position < buffer.count, isDigit(buffer[position]) { position += 1 }
            }
            if position < buffer.count, buffer[position] == UInt8(ascii: "e") || buffer[position] == UInt8(ascii: "E") {
                position += 1
                if position < buffer.count, buffer[position] == UInt8(ascii: "+") || buffer[position] == UInt8(ascii: "-") {
                    position += 1
                }
                guard position < buffer.count else { throw end("an exponent") }
                guard isDigit(buffer[position]) else { throw fail("a digit must follow the exponent marker") }
                while position < buffer.count, isDigit(buffer[position]) { position += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        }

        /// A key: the memo's key at this place when the bytes are the same and hold no escape (the
        /// `String` those bytes make), else `parseString()`, remembered for the next value.
        mutating func parseKey() throws(Failure) -> String {
            let index = keyCount
            keyCount += 1
            let start = position + 1
            // A remembered key holds no quote, backslash or control byte (`KeyMemo.isPlain`), so the
            // same bytes followed by a quote are the whole key, unescaped.
            if index < keys.keys.count, keys.plain[index] {
                let count = keys.keys[index].utf8.count
                if start + count < buffer.count, buffer[start + count] == UInt8(ascii: "\""),
                   Cursor.sameBytes(keys.keys[index], UnsafeBufferPointer(rebasing: buffer[start..<(start + count)])) {
                    position = start + count + 1
                    return keys.keys[index]
                }
            }
            let key = try parseString()
            let plain = KeyMemo.isPlain(key)
            if index < keys.keys.count {
                keys.keys[index] = key
                keys.plain[index] = plain
            } else if index < KeyMemo.limit {
                keys.keys.append(key)
                keys.plain.append(plain)
            }
            return key
        }

        /// Whether `string`'s UTF-8 is `bytes`, compared over contiguous storage.
        static func sameBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard string.utf8.count == bytes.count else { return false }
            return string.utf8.withContiguousStorageIfAvailable { stored in
                guard let left = stored.baseAddress, let right = bytes.baseAddress else { return stored.count == 0 }
                return memcmp(left, right, stored.count) == 0
            } ?? string.utf8.elementsEqual(bytes)
        }

        mutating func parseString() throws(Failure) -> String {
            let quote = position
            position += 1
            let start = position
            // Fast path: no escapes. Scan to the closing quote checking for control bytes.
            while position < buffer.count {
                let b = buffer[position]
                if b == UInt8(ascii: "\"") {
                    let slice = UnsafeBufferPointer(rebasing: buffer[start..<position])
                    position += 1
                    return try decodeUTF8(slice, at: start)
                }
                if b == UInt8(ascii: "\\") { break }
                if b < 0x20 { throw fail("unescaped control character \(ASCII.describe(b)) in a string") }
                position += 1
            }
            guard position < buffer.count else {
                _ = quote
                throw end("the closing '\"' of a string")
            }
            // Slow path: escapes present.
            var bytes = Array(UnsafeBufferPointer(rebasing: buffer[start..<position]))
            while position < buffer.count {
                let b = buffer[position]
                switch b {
                case UInt8(ascii: "\""):
                    position += 1
                    return try decodeUTF8(bytes, at: start)
                case UInt8(ascii: "\\"):
                    position += 1
                    guard position < buffer.count else { throw end("an escape sequence") }
                    let e = buffer[position]
                    position += 1
                    switch e {
                    case UInt8(ascii: "\""): bytes.append(0x22)
                    case UInt8(ascii: "\\"): bytes.append(0x5C)
                    case UInt8(ascii: "/"): bytes.append(0x2F)
                    case UInt8(ascii: "b"): bytes.append(0x08)
                    case UInt8(ascii: "f"): bytes.append(0x0C)
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "u"):
                        let scalar = try parseUnicodeEscape()
                        bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        throw fail("invalid escape sequence '\\\(Character(Unicode.Scalar(e)))'", at: position - 2)
                    }
                default:
                    if b < 0x20 { throw fail("unescaped control character \(ASCII.describe(b)) in a string") }
                    bytes.append(b)
                    position += 1
                }
            }
            throw end("the closing '\"' of a string")
        }

        /// Reads the hex digits after `\u`, joining a surrogate pair; a lone surrogate is an error,
        /// as it is for Foundation.
        mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
            let escapeStart = position - 2
            let high = try readHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard position + 1 < buffer.count else { throw end("a low surrogate escape") }
                guard buffer[position] == UInt8(ascii: "\\"), buffer[position + 1] == UInt8(ascii: "u") else {
                    throw fail("unpaired high surrogate \\u\(String(high, radix: 16, uppercase: true))", at: escapeStart)
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("a high surrogate must be followed by a low surrogate", at: escapeStart)
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw fail("invalid unicode escape", at: escapeStart) }
                return scalar
            }
            if (0xDC00...0xDFFF).contains(high) {
                throw fail("unpaired low surrogate \\u\(String(high, radix: 16, uppercase: true))", at: escapeStart)
            }
            guard let scalar = Unicode.Scalar(high) else { throw fail("invalid unicode escape", at: escapeStart) }
            return scalar
        }

        mutating func readHex4() throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < buffer.count else { throw end("four hex digits") }
                let b = buffer[position]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
                default: throw fail("invalid hex digit \(ASCII.describe(b)) in a \\u escape")
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(Failure) -> String {
            // ASCII needs no validation, and `String(decoding:)` on a buffer pointer is specialised;
            // the generic `String(validating:)` cost a runtime metadata lookup per string.
            var ascii = true
            for byte in bytes where byte >= 0x80 {
                ascii = false
                break
            }
            if ascii { return String(decoding: bytes, as: UTF8.self) }
            guard let s = String(validating: bytes, as: UTF8.self) else {
                throw fail("a string is not valid UTF-8", at: offset)
            }
            return s
        }

        func decodeUTF8(_ bytes: [UInt8], at offset: Int) throws(Failure) -> String {
            try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> String in try decodeUTF8(buffer, at: offset) }
        }
    }
}

extension JSONParser.Failure {
    /// 1-based line and column of `offset` in `bytes`.
    public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        let limit = min(offset, bytes.count)
        while i < limit {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        return (line, limit - lineStart + 1)
    }
}
