/// One token of an expression, with the `Character` offset it starts at.
struct ExprToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case int(Int)
        case double(Double)
        /// A string literal, already split at its `\(…)` segments.
        case string([InterpolatedString.Segment])
        /// An operator or punctuation: `(`, `...`, `?.`, `==`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var offset: Int

    /// What a message calls this token: `')'`, `'foo'`, `end of expression`.
    var quoted: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .int(let i): return "'\(i)'"
        case .double(let d): return "'\(d)'"
        case .string: return "a string literal"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the expression"
        }
    }
}

/// Splits expression text into tokens, on demand, so a parser embedded in a string (`\(…)`) stops
/// at its closing parenthesis without reading past it.
struct ExprLexer {
    let chars: [Character]
    private(set) var position: Int
    /// The parser's nesting at this token, carried into the parser a `\(…)` in a string literal
    /// starts, so parentheses and interpolations together stay under `ExprParser.maximumDepth`.
    var depth: Int

    init(chars: [Character], position: Int, depth: Int) {
        self.chars = chars
        self.position = position
        self.depth = depth
    }

    /// Longest first, so `...` is not read as `.` `.` `.`.
    private static let symbols = ["...", "..<", "==", "!=", "<=", ">=", "&&", "||", "??",
                                  "(", ")", "[", "]", "{", "}", ",", ".", "?", ":", "!", "<", ">", "+", "-", "*", "/", "%", "="]

    mutating func next() throws(ExprParseError) -> ExprToken {
        while position < chars.count, chars[position].isWhitespace { position += 1 }
        let start = position
        guard position < chars.count else { return ExprToken(kind: .end, offset: start) }
        let c = chars[position]

        // `$0`, `$1`: a closure's parameters when it names none.
        let shorthand = c == "$" && position + 1 < chars.count && (chars[position + 1].isLetter || chars[position + 1].isNumber || chars[position + 1] == "_")
        if c.isLetter || c == "_" || shorthand {
            var name = shorthand ? "$" : ""
            if shorthand { position += 1 }
            while position < chars.count, chars[position].isLetter || chars[position].isNumber || chars[position] == "_" {
                name.append(chars[position])
                position += 1
            }
            return ExprToken(kind: .identifier(name), offset: start)
        }
        if c.isASCII, c.isNumber {
            return try number(from: start)
        }
        if c == "\"" {
            return ExprToken(kind: .string(try stringLiteral(from: start)), offset: start)
        }
        // `a?.b` is optional chaining only when `?` hugs its operand, as Swift's lexer decides;
        // `cond ? .x : .y` keeps its ternary.
        if c == "?", position + 1 < chars.count, chars[position + 1] == ".", start > 0, !chars[start - 1].isWhitespace,
           !(position + 2 < chars.count && chars[position + 2] == ".") {
            position += 2
            return ExprToken(kind: .symbol("?."), offset: start)
        }
        for symbol in ExprLexer.symbols where matches(symbol, at: position) {
            position += symbol.count
            switch symbol {
            case "=": throw ExprParseError("'=' assigns, which a view cannot do; did you mean '=='?", at: start)
            default: return ExprToken(kind: .symbol(symbol), offset: start)
            }
        }
        throw ExprParseError("unexpected character '\(c)'", at: start)
    }

    private func matches(_ symbol: String, at index: Int) -> Bool {
        var i = index
        for s in symbol {
            guard i < chars.count, chars[i] == s else { return false }
            i += 1
        }
        return true
    }

    /// `42`, `1_000`, `2.5`, `1e-3`. A `.` only starts a fraction when a digit follows, so `1...3`
    /// and `2.description` lex as Swift's do.
    private mutating func number(from start: Int) throws(ExprParseError) -> ExprToken {
        var text = ""
        var isDouble = false
        func digits(_ lexer: inout ExprLexer, into text: inout String) {
            while lexer.position < lexer.chars.count, lexer.chars[lexer.position].isASCII,
                  lexer.chars[lexer.position].isNumber || lexer.chars[lexer.position] == "_" {
                if lexer.chars[lexer.position] != "_" { text.append(lexer.chars[lexer.position]) }
                lexer.position += 1
            }
        }
        digits(&self, into: &text)
        if position + 1 < chars.count, chars[position] == ".", chars[position + 1].isASCII, chars[position + 1].isNumber {
            isDouble = true
            text.append(".")
            position += 1
            digits(&self, into: &text)
        }
        if position < chars.count, chars[position] == "e" || chars[position] == "E" {
            var look = position + 1
            if look < chars.count, chars[look] == "+" || chars[look] == "-" { look += 1 }
            if look < chars.count, chars[look].isASCII, chars[look].isNumber {
                isDouble = true
                text.append("e")
                if chars[position + 1] == "-" { text.append("-") }
                position = look
                digits(&self, into: &text)
            }
        }
        if position < chars.count, chars[position].isLetter || chars[position] == "_" {
            throw ExprParseError("'\(chars[position])' is not a valid digit in a number", at: position)
        }
        if isDouble {
            guard let value = Double(text), value.isFinite else { throw ExprParseError("number '\(text)' is out of range", at: start) }
            return ExprToken(kind: .double(value), offset: start)
        }
        guard let value = Int(text) else { throw ExprParseError("integer literal '\(text)' overflows Int", at: start) }
        return ExprToken(kind: .int(value), offset: start)
    }

    /// A `"…"` literal with Swift's escapes (`\n`, `\t`, `\0`, `\\`, `\"`, `\'`, `\u{1F600}`) and
    /// `\(expr)` interpolation, whose expression is parsed by a nested parser over the same text.
    private mutating func stringLiteral(from start: Int) throws(ExprParseError) -> [InterpolatedString.Segment] {
        position += 1
        var segments: [InterpolatedString.Segment] = []
        var literal = ""
        while true {
            guard position < chars.count, !chars[position].isNewline else {
                throw ExprParseError("unterminated string literal", at: start)
            }
            let c = chars[position]
            if c == "\"" {
                position += 1
                break
            }
            guard c == "\\" else {
                literal.append(c)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            guard position < chars.count else { throw ExprParseError("unterminated string literal", at: start) }
            let e = chars[position]
            position += 1
            if let escaped = SwiftStringEscape.character(after: e) {
                literal.append(escaped)
                continue
            }
            switch e {
            case "u": literal.unicodeScalars.append(try unicodeEscape(at: escapeStart))
            case "(":
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                let (expr, end) = try ExprParser.parseEmbedded(chars, from: position, depth: depth + 1)
                segments.append(.expression(expr))
                position = end
            default:
                throw ExprParseError("invalid escape sequence '\\\(e)' in a string literal", at: escapeStart)
            }
        }
        if !literal.isEmpty || segments.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    /// `\u{…}`: one to eight hex digits naming a Unicode scalar; `position` is just past the `u`.
    private mutating func unicodeEscape(at escapeStart: Int) throws(ExprParseError) -> Unicode.Scalar {
        guard position < chars.count, chars[position] == "{" else {
            throw ExprParseError("expected '{' after '\\u'", at: escapeStart)
        }
        position += 1
        var hex = ""
        while position < chars.count, chars[position] != "}" {
            hex.append(chars[position])
            position += 1
        }
        guard position < chars.count else { throw ExprParseError("expected '}' to end '\\u{'", at: escapeStart) }
        position += 1
        guard let scalar = SwiftStringEscape.scalar(hex: hex) else {
            throw ExprParseError("'\\u{\(hex)}' is not a Unicode scalar", at: escapeStart)
        }
        return scalar
    }
}
