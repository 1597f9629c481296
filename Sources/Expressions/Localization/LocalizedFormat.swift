import Foundation

/// A translation's format filled with its arguments as `String(localized:)` and `Text` fill it:
/// positional (`%2$@`) and sequential specifiers, `%%`, plural forms chosen by the counted
/// argument, numbers in the render's locale.
///
/// Written here rather than through `String(format:arguments:)`: the arguments are the
/// interpreter's values, and `%@` of a Swift value is its description, which `CVarArg` cannot carry
/// on Linux.
struct LocalizedFormat {
    var language: String
    var locale: Locale
    /// How a value reads for `%@`: its description as Swift prints it.
    var describe: (Value) -> String

    func apply(_ entry: LocalizedEntry, _ arguments: [Value]) -> String {
        var format = entry.format
        if let plural = entry.plural, let n = arguments.lazy.compactMap(Self.number).first,
            let form = PluralCategory.form(plural, n, language: language)
        {
            format = form
        }
        return fill(expandSubstitutions(format, entry.substitutions, arguments), arguments)
    }

    /// `%#@days@` (or `%2$#@days@`) replaced by the form its argument's number picks, whose own
    /// unnumbered specifiers are made to point at that argument.
    func expandSubstitutions(
        _ format: String, _ substitutions: [String: LocalizedEntry.Substitution], _ arguments: [Value]
    ) -> String {
        guard !substitutions.isEmpty, format.contains("%") else { return format }
        var next = 1
        return Self.rewrite(format) { token in
            if token.conversion == "%" { return "%%" }
            let position = token.position ?? next
            if token.position == nil { next += 1 }
            guard let name = token.variable else { return "%\(position)$" + token.body }
            guard let substitution = substitutions[name] else { return "" }
            let counted = substitution.argument ?? position
            let n = counted - 1 < arguments.count && counted >= 1 ? Self.number(arguments[counted - 1]) ?? 0 : 0
            return Self.pointing(PluralCategory.form(substitution.forms, n, language: language) ?? "", at: counted)
        }
    }

    /// Unnumbered specifiers of a plural form given `position`.
    static func pointing(_ form: String, at position: Int) -> String {
        rewrite(form) { token in
            if token.variable != nil { return "%" + token.body }
            return token.conversion == "%" ? "%%" : "%\(token.position ?? position)$" + token.body
        }
    }

    func fill(_ format: String, _ arguments: [Value]) -> String {
        var next = 1
        return Self.rewrite(format) { token in
            if token.variable != nil { return "%" + token.body }
            if token.conversion == "%" { return "%" }
            let position = token.position ?? next
            if token.position == nil { next += 1 }
            guard position >= 1, position <= arguments.count else { return "" }
            return text(arguments[position - 1], token)
        }
    }

    /// `format` with each specifier replaced by what `replace` writes for it; a `%` that starts
    /// none is kept as written.
    static func rewrite(_ format: String, _ replace: (Token) -> String) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[percent...]
            guard let token = token(rest) else {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            rest = rest.dropFirst(token.length)
            result += replace(token)
        }
        return result + rest
    }

    func text(_ value: Value, _ token: Token) -> String {
        let spec = "%" + token.flags + token.width + (token.precision.map { "." + $0 } ?? "")
        switch token.conversion {
        case "d", "i", "u", "D", "U":
            guard let n = Self.number(value) else { return describe(value) }
            return String(format: spec + "lld", locale: locale, Int64(n.rounded(.towardZero)))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let n = Self.number(value) else { return describe(value) }
            return String(format: spec + String(token.conversion), locale: locale, n)
        case "x", "X", "o", "O":
            guard let n = Self.number(value) else { return describe(value) }
            return String(format: spec + "ll" + String(token.conversion), locale: locale, Int64(n.rounded(.towardZero)))
        default:
            return describe(value)
        }
    }

    static func number(_ value: Value) -> Double? {
        switch value.unwrapped ?? .null {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .float(let f): return Double(f)
        default: return nil
        }
    }

    /// One `%…` specifier at the start of `text`.
    struct Token {
        var position: Int?
        var flags: String
        var width: String
        var precision: String?
        var conversion: Character
        /// `%#@name@`: a substitution's name.
        var variable: String?
        var length: Int
        /// The specifier without its `%` and position: `lld`, `.1f`, `@`.
        var body: String
    }

    static func token(_ text: Substring) -> Token? {
        let characters = Array(text.prefix(64))
        guard characters.first == "%" else { return nil }
        var i = 1
        func digits() -> String {
            var s = ""
            while i < characters.count, characters[i].isASCII, characters[i].isNumber {
                s.append(characters[i])
                i += 1
            }
            return s
        }
        var position: Int?
        let start = i
        let leading = digits()
        if !leading.isEmpty, i < characters.count, characters[i] == "$" {
            position = Int(leading)
            i += 1
        } else {
            i = start
        }
        let bodyStart = i
        if i + 1 < characters.count, characters[i] == "#", characters[i + 1] == "@" {
            i += 2
            var name = ""
            while i < characters.count, characters[i] != "@" {
                name.append(characters[i])
                i += 1
            }
            guard i < characters.count else { return nil }
            return Token(
                position: position, flags: "", width: "", precision: nil, conversion: "@", variable: name,
                length: i + 1, body: String(characters[bodyStart...i]))
        }
        var flags = ""
        while i < characters.count, "-+ 0#'".contains(characters[i]) {
            flags.append(characters[i])
            i += 1
        }
        let width = digits()
        var precision: String?
        if i < characters.count, characters[i] == "." {
            i += 1
            precision = digits()
        }
        while i < characters.count, "hlqLzjt".contains(characters[i]) { i += 1 }
        guard i < characters.count, "%dDiuUxXoOfFeEgGaAcCsSp@".contains(characters[i]) else { return nil }
        let conversion = characters[i]
        return Token(
            position: position, flags: flags.replacingOccurrences(of: "'", with: ""), width: width,
            precision: precision,
            conversion: conversion, variable: nil, length: i + 1, body: String(characters[bodyStart...i]))
    }
}
