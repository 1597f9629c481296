import Foundation

/// `String(format:)` as a widget calls it: several conversions, positional ones (`%1$@`), `%@` and
/// `%s` for text. Each conversion is rebuilt with the length modifier of the value actually passed
/// and formatted on its own, so a format can never make Foundation read an argument it was not
/// given: too few arguments, `*` widths and `%n` are refused instead.
public enum Printf {
    /// A value a format consumes.
    public enum Argument: Sendable, Equatable {
        case int(Int)
        case double(Double)
        case string(String)
    }

    public static func format(_ format: String, _ arguments: [Argument]) -> Result<String, Formatters.FormatError> {
        formatCounting(format, arguments).map(\.text)
    }

    /// `format(_:_:)`, with how many arguments the format consumed.
    static func formatCounting(_ format: String, _ arguments: [Argument]) -> Result<(text: String, consumed: Int), Formatters.FormatError> {
        let chars = Array(format)
        var consumed = 0
        var out = ""
        var next = 0
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else {
                out.append(chars[i])
                i += 1
                continue
            }
            i += 1
            if i < chars.count, chars[i] == "%" {
                out.append("%")
                i += 1
                continue
            }
            // `%2$d`: an explicit argument number.
            var position: Int?
            var lookahead = i
            var digits = ""
            while lookahead < chars.count, chars[lookahead].isASCII, chars[lookahead].isNumber {
                digits.append(chars[lookahead])
                lookahead += 1
            }
            if !digits.isEmpty, lookahead < chars.count, chars[lookahead] == "$", let n = Int(digits), n >= 1, n <= 99 {
                position = n - 1
                i = lookahead + 1
            }
            var flags = ""
            while i < chars.count, "-+ #0'".contains(chars[i]) {
                if chars[i] != "'" { flags.append(chars[i]) }
                i += 1
            }
            var width = ""
            while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                width.append(chars[i])
                i += 1
            }
            var precision: String?
            if i < chars.count, chars[i] == "." {
                i += 1
                var p = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                    p.append(chars[i])
                    i += 1
                }
                precision = p
            }
            guard width.count <= 2, (precision ?? "").count <= 2 else {
                return .failure(.init("width and precision are limited to two digits in \"\(format)\""))
            }
            while i < chars.count, "hlLqjzt".contains(chars[i]) { i += 1 }
            guard i < chars.count else { return .failure(.init("\"\(format)\" ends inside a conversion")) }
            let conversion = chars[i]
            i += 1
            guard "diouxXfFeEgGaA@s".contains(conversion) else {
                return .failure(.init("'%\(conversion)' is not a conversion livepeek formats; use d i o u x X f F e E g G a A @ s"))
            }
            let index = position ?? next
            next = index + 1
            consumed = max(consumed, next)
            guard index < arguments.count else {
                return .failure(.init("\"\(format)\" needs \(index + 1) argument\(index == 0 ? "" : "s"); \(arguments.count) given"))
            }
            let spec = "%" + flags + width + (precision.map { "." + $0 } ?? "")
            switch formatOne(spec, conversion, arguments[index], width: Int(width) ?? 0, leftAligned: flags.contains("-")) {
            case .success(let text): out += text
            case .failure(let error): return .failure(error)
            }
        }
        return .success((out, consumed))
    }

    private static func formatOne(_ spec: String, _ conversion: Character, _ argument: Argument, width: Int,
                                  leftAligned: Bool) -> Result<String, Formatters.FormatError> {
        switch conversion {
        case "@", "s":
            let text: String
            // A number passed for `%@` or `%s` is read as a pointer: Swift crashes.
            guard case .string(let s) = argument else {
                return .failure(.init("'%\(conversion)' takes a string; a number passed for it crashes the widget"))
            }
            text = s
            let pad = String(repeating: " ", count: max(0, width - text.count))
            return .success(leftAligned ? text + pad : pad + text)
        case "d", "i", "o", "u", "x", "X":
            let value: Int64
            switch argument {
            case .int(let n): value = Int64(n)
            case .double(let d):
                let truncated = d.rounded(.towardZero)
                guard d.isFinite, truncated >= -9.2e18, truncated <= 9.2e18 else {
                    return .failure(.init("\(d) does not fit an integer conversion"))
                }
                value = Int64(truncated)
            case .string(let s): return .failure(.init("'%\(conversion)' takes a number, not the string \"\(s)\""))
            }
            return .success(String(format: spec + "ll" + String(conversion), value))
        default:
            let value: Double
            switch argument {
            case .int(let n): value = Double(n)
            case .double(let d): value = d
            case .string(let s): return .failure(.init("'%\(conversion)' takes a number, not the string \"\(s)\""))
            }
            return .success(String(format: spec + String(conversion), value))
        }
    }
}
