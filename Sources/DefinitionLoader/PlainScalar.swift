// What a plain (unquoted) YAML scalar is: YAML 1.1's implicit types, exactly as Yams' default
// resolver (`Yams.Resolver.default`, Resolver.swift) reads them, by hand.
//
// Why not the resolver itself: it compiles seven `NSRegularExpression`s through ICU the first time it
// is used, a large share of a whole `livepeek dump` (BENCHMARKS.md, "Render"), and
// then runs regular expressions over every scalar of every definition and theme. These rules are a
// handful of character classes; `Tests/ActivityModelTests/PlainScalarTests.swift` holds them equal
// to Yams' resolver on a table and on generated strings.
//
// Yams' rules, in the order it tries them (the first that matches wins):
//   bool   yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF
//   int    [-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+
//          | [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+
//   float  [-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)? | \.[0-9_]+([eE][-+][0-9]+)?
//          | [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)
//   null   ~ | null|Null|NULL | (empty)
// Merge (`<<`), timestamps and `=` are strings to the definition reader, so they are not told apart.
import ActivityModel

enum PlainScalar {
    /// The tag Yams' default resolver gives `text` as a plain scalar, among those the definition
    /// reader distinguishes; everything else is a string.
    static func tag(_ text: String) -> SourceNode.ScalarTag {
        let bytes = Array(text.utf8)
        if isBool(bytes) { return .bool }
        if isInt(bytes) { return .int }
        if isFloat(bytes) { return .float }
        if isNull(bytes) { return .null }
        return .string
    }

    private static let bools: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    static func isBool(_ bytes: [UInt8]) -> Bool {
        bytes.count <= 5 && bools.contains(String(decoding: bytes, as: UTF8.self))
    }

    static func isNull(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || bytes == [UInt8(ascii: "~")] || ["null", "Null", "NULL"].contains(String(decoding: bytes, as: UTF8.self))
    }

    static func isInt(_ bytes: [UInt8]) -> Bool {
        var scan = Scanner(bytes)
        scan.sign()
        let start = scan.index
        // 0b…
        if scan.literal("0b"), scan.run(binaryOrUnderscore) > 0, scan.atEnd { return true }
        scan.index = start
        // 0o? then octal digits or underscores (so `0`, `007`, `0o17`, `0_` all count).
        if scan.literal("0") {
            _ = scan.literal("o")
            if scan.run(octalOrUnderscore) > 0, scan.atEnd { return true }
        }
        scan.index = start
        // 0, or a decimal without a leading zero.
        if scan.literal("0"), scan.atEnd { return true }
        scan.index = start
        if scan.one(nonZeroDigit) {
            scan.run(decimalOrUnderscore)
            if scan.atEnd { return true }
        }
        scan.index = start
        // 0x…
        if scan.literal("0x"), scan.run(hexOrUnderscore) > 0, scan.atEnd { return true }
        scan.index = start
        // Sexagesimal: 1:30, 190:20:30.
        if scan.one(nonZeroDigit) {
            scan.run(decimalOrUnderscore)
            if scan.sexagesimalGroups() > 0, scan.atEnd { return true }
        }
        return false
    }

    static func isFloat(_ bytes: [UInt8]) -> Bool {
        var scan = Scanner(bytes)
        // [-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?
        scan.sign()
        let signed = scan.index
        if scan.one(digit) {
            scan.run(decimalOrUnderscore)
            let integerEnd = scan.index
            if scan.literal(".") { scan.run(decimalOrUnderscore) }
            if scan.exponent(signRequired: false), scan.atEnd { return true }
            if scan.atEnd { return true }
            // Sexagesimal with a fraction: [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
            scan.index = integerEnd
            if scan.sexagesimalGroups() > 0, scan.literal(".") {
                scan.run(decimalOrUnderscore)
                if scan.atEnd { return true }
            }
        }
        // [-+]?\.(inf|Inf|INF)
        scan.index = signed
        if scan.literal("."), scan.oneOf(["inf", "Inf", "INF"]), scan.atEnd { return true }
        // Unsigned: \.[0-9_]+([eE][-+][0-9]+)? and \.(nan|NaN|NAN)
        scan.index = 0
        if scan.literal(".") {
            let afterDot = scan.index
            if scan.run(decimalOrUnderscore) > 0 {
                let mantissaEnd = scan.index
                if scan.atEnd { return true }
                scan.index = mantissaEnd
                if scan.exponent(signRequired: true), scan.atEnd { return true }
            }
            scan.index = afterDot
            if scan.oneOf(["nan", "NaN", "NAN"]), scan.atEnd { return true }
        }
        return false
    }

    private static func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func nonZeroDigit(_ byte: UInt8) -> Bool { byte >= 0x31 && byte <= 0x39 }
    private static func decimalOrUnderscore(_ byte: UInt8) -> Bool { digit(byte) || byte == 0x5F }
    private static func binaryOrUnderscore(_ byte: UInt8) -> Bool { byte == 0x30 || byte == 0x31 || byte == 0x5F }
    private static func octalOrUnderscore(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x37) || byte == 0x5F }
    private static func hexOrUnderscore(_ byte: UInt8) -> Bool {
        digit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66) || byte == 0x5F
    }

    /// A cursor over the scalar's bytes with the few moves the rules need. Each move either
    /// consumes what it matched or leaves `index` where it was.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func sign() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        }

        mutating func one(_ matches: (UInt8) -> Bool) -> Bool {
            guard index < bytes.count, matches(bytes[index]) else { return false }
            index += 1
            return true
        }

        @discardableResult
        mutating func run(_ matches: (UInt8) -> Bool) -> Int {
            let start = index
            while index < bytes.count, matches(bytes[index]) { index += 1 }
            return index - start
        }

        mutating func literal(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            index += count
            return true
        }

        mutating func oneOf(_ words: [StaticString]) -> Bool {
            words.contains { literal($0) }
        }

        /// `(:[0-5]?[0-9])+`: how many groups were taken. A group that would leave a digit behind
        /// is still taken (`:60` is `:6` then `0`, which the caller's end check rejects), as the
        /// regular expression's backtracking would find no other split either.
        mutating func sexagesimalGroups() -> Int {
            var groups = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                let start = index
                index += 1
                if index + 1 < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x35, digit(bytes[index + 1]) {
                    index += 2
                } else if index < bytes.count, digit(bytes[index]) {
                    index += 1
                } else {
                    index = start
                    break
                }
                groups += 1
            }
            return groups
        }

        /// `[eE][-+]?[0-9]+` (or with the sign required).
        mutating func exponent(signRequired: Bool) -> Bool {
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return false }
            index += 1
            let beforeSign = index
            sign()
            if signRequired, index == beforeSign { index = start; return false }
            guard run({ $0 >= 0x30 && $0 <= 0x39 }) > 0 else { index = start; return false }
            return true
        }
    }
}
