import Foundation

/// A parsed JSON value that keeps what `JSONDecoder` needs and `JSONSerialization` loses.
///
/// Numbers keep their literal text, so an `Int8` field can be judged the way `JSONDecoder` judges
/// it (`300` does not fit, `1.0` does, `1.5` does not) instead of after a lossy trip through `Double`.
/// Objects keep their members in source order, duplicates included, so the decoder can apply
/// Foundation's duplicate-key rule and error messages can follow the payload's own order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's literal text, already checked against JSON's number grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member for `key`, as `JSONDecoder` finds it: the first of duplicate keys wins
    /// (swift-foundation keeps the first and never reads the others; the differential test holds it).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// `self[key]` for a plain key (`JSONMember.isPlainKey`), such as the APNs fields.
    public subscript(plain key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { JSONMember.sameKey($0.key, plain: key) })?.value
    }

    /// The JSON type name a decoding error reports ("a number", "a string").
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as a `Double` when it is a number that `Double` can hold.
    public var doubleValue: Double? {
        guard case .number(let text) = self else { return nil }
        return JSONValue.double(text)
    }

    /// `Double(text)` for a JSON number literal. A whole number of at most 15 digits is exact in a
    /// `Double` and is converted from its integer, which is what `strtod` would round it to, at a
    /// fraction of the cost: every date and score of a push is one.
    public static func double(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            guard !bytes.isEmpty, bytes.count <= 16 else { return Double(String(decoding: bytes, as: UTF8.self)) }
            let negative = bytes[0] == UInt8(ascii: "-")
            let digits = negative ? bytes.count - 1 : bytes.count
            guard digits >= 1, digits <= 15 else { return Double(String(decoding: bytes, as: UTF8.self)) }
            var value: Int64 = 0
            for i in (negative ? 1 : 0)..<bytes.count {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return Double(String(decoding: bytes, as: UTF8.self)) }
                value = value * 10 + Int64(digit)
            }
            // Negated after the conversion, so that "-0" is -0.0 as `strtod` reads it.
            return negative ? -Double(value) : Double(value)
        }
    }

    /// The value as a string when it is one.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }

    /// Whether `key` equals another string only byte for byte: ASCII without `K`, `;` and `` ` ``,
    /// the only ASCII a non-ASCII character decomposes to canonically (U+212A KELVIN SIGN, U+037E
    /// GREEK QUESTION MARK, U+1FEF GREEK VARIA). `==` (and so `JSONDecoder`) finds canonically
    /// equivalent keys equal; for a plain key that means equal bytes.
    @inlinable
    public static func isPlainKey(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
    }

    /// `key == plain` where `plain` is a plain key (`isPlainKey`): byte counts first, since `==` on
    /// two strings that differ calls into the standard library's Unicode comparison. Every push's
    /// look-ups go through here.
    @inlinable
    public static func sameKey(_ key: String, plain: String) -> Bool {
        key.utf8.count == plain.utf8.count && key == plain
    }
}

extension JSONValue {
    /// Compact JSON text with members in source order; numbers are written as they were read.
    public var compactText: String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(m.key, to: &out)
                out += ":"
                m.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// The UTF-8 byte count of `compactText`, without writing it: what `serve` counts for every
    /// push (FeedEvaluator's envelope) and need not build.
    public var compactByteCount: Int {
        switch self {
        case .null: return 4
        case .bool(let b): return b ? 4 : 5
        case .number(let text): return text.utf8.count
        case .string(let s): return JSONValue.quotedByteCount(s)
        case .array(let items):
            return items.reduce(2 + max(0, items.count - 1)) { $0 + $1.compactByteCount }
        case .object(let members):
            return members.reduce(2 + max(0, members.count - 1)) { $0 + JSONValue.quotedByteCount($1.key) + 1 + $1.value.compactByteCount }
        }
    }

    /// The UTF-8 byte count of `quoted(s)`: counted for a string that needs no escape, written
    /// for one that does (the escapes are `writeString`'s alone).
    static func quotedByteCount(_ s: String) -> Int {
        isPlain(s) ? s.utf8.count + 2 : quoted(s).utf8.count
    }

    /// Whether `s` is written between quotes as it is. C1 controls (U+0080-U+009F) are 0xC2
    /// 0x80-0x9F in UTF-8, so a 0xC2 byte counts as not plain.
    static func isPlain(_ s: String) -> Bool {
        s.allUTF8Bytes(satisfy: isPlainByte)
    }

    private static func isPlainByte(_ b: UInt8) -> Bool {
        b >= 0x20 && b != 0x22 && b != 0x5C && b != 0x7F && b != 0xC2
    }

    /// Writes `s` as a JSON string literal, escaping what JSON requires and nothing more.
    public static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Fast path: most strings need no escape and are appended whole.
        if isPlain(s) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                out += "\\u" + String(format: "%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `writeString`'s output for `s`, appended as UTF-8: for reports written as bytes.
    public static func appendQuoted(_ s: String, to bytes: inout [UInt8]) {
        if isPlain(s) {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: s.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        bytes.append(contentsOf: quoted(s).utf8)
    }

    /// `s` as a JSON string literal.
    public static func quoted(_ s: String) -> String {
        var out = ""
        writeString(s, to: &out)
        return out
    }
}

extension JSONValue {
    /// Indented JSON (two spaces), members in source order: stable output for goldens and diffs.
    public var prettyText: String {
        var out = ""
        writePretty(to: &out, indent: 0)
        return out
    }

    func writePretty(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.writePretty(to: &out, indent: indent + 1)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += closing + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad
                JSONValue.writeString(m.key, to: &out)
                out += ": "
                m.value.writePretty(to: &out, indent: indent + 1)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += closing + "}"
        default:
            write(to: &out)
        }
    }

    /// A JSON number for `d`: whole numbers without a fraction, others in Swift's shortest form.
    public static func number(_ d: Double) -> JSONValue {
        d.isFinite ? .number(NumberText.of(d)) : .null
    }
}
