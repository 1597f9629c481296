/// Parses view expressions (Swift syntax) and interpolated strings into `Expr` trees.
///
/// Precedence and associativity are Swift's standard groups (see `Expr.BinaryOperator`): `!` and
/// unary `-` bind tightest after postfix member access and calls, comparisons and `...` do not
/// chain, `??` and `? :` group to the right. It reads what docs/ARCHITECTURE.md, "Expressions",
/// lists, `??`, `%`, `a[i]` and `a?.b` included, as real views use them.
///
/// Parsing never consults the contract: unknown names parse and are reported by the evaluator.
public enum ExprParser {
    /// Nesting beyond this is refused instead of risking the stack: parentheses, calls, `\(…)` in
    /// literals, and every operator or member access in a chain, since `1 + 1 + … + 1` nests one
    /// level per `+` in the tree the evaluator recurses over (3,000 of them overflow its stack).
    /// A definition is typed by a person, and no real view comes near.
    public static let maximumDepth = 64

    /// Parses a whole expression such as `step <= state.currentStep ? "cyan" : "tertiary"`.
    public static func parse(_ text: String) throws(ExprParseError) -> Expr {
        var parser = try Parser(chars: Array(text), position: 0, depth: 0)
        let expr = try parser.expression()
        guard case .end = parser.token.kind else {
            throw ExprParseError("unexpected \(parser.token.quoted) after the expression", at: parser.token.offset)
        }
        return expr
    }

    /// Parses the expression that starts at `start` (just after a `\(`) up to its closing `)`, and
    /// returns it with the offset just past that `)`.
    static func parseEmbedded(_ chars: [Character], from start: Int, depth: Int) throws(ExprParseError) -> (Expr, Int) {
        guard depth <= maximumDepth else { throw ExprParseError("interpolation nests too deeply", at: start) }
        var parser = try Parser(chars: chars, position: start, depth: depth)
        if case .symbol(")") = parser.token.kind {
            throw ExprParseError("expected an expression inside '\\()'", at: parser.token.offset)
        }
        let expr = try parser.expression()
        guard case .symbol(")") = parser.token.kind else {
            if case .end = parser.token.kind {
                throw ExprParseError("'\\(' is never closed", at: max(start - 2, 0))
            }
            throw ExprParseError("expected ')' to close '\\(', found \(parser.token.quoted)", at: parser.token.offset)
        }
        return (expr, parser.token.offset + 1)
    }

    /// A recursive-descent parser with one token of lookahead.
    private struct Parser {
        var lexer: ExprLexer
        var token: ExprToken
        var depth: Int

        init(chars: [Character], position: Int, depth: Int) throws(ExprParseError) {
            lexer = ExprLexer(chars: chars, position: position, depth: depth)
            token = try lexer.next()
            self.depth = depth
        }

        mutating func advance() throws(ExprParseError) {
            lexer.depth = depth
            token = try lexer.next()
        }

        func isSymbol(_ symbol: String) -> Bool {
            if case .symbol(let s) = token.kind { return s == symbol }
            return false
        }

        /// One more level in the tree being built (an operator or a member access in a chain): the
        /// caller takes it back when it returns.
        mutating func deepen(_ levels: inout Int) throws(ExprParseError) {
            depth += 1
            levels += 1
            guard depth <= ExprParser.maximumDepth else {
                throw ExprParseError("expression nests too deeply (a chain of more than \(ExprParser.maximumDepth) operators?)", at: token.offset)
            }
        }

        mutating func expect(_ symbol: String, _ context: String) throws(ExprParseError) {
            guard isSymbol(symbol) else {
                throw ExprParseError("expected '\(symbol)' \(context), found \(token.quoted)", at: token.offset)
            }
            try advance()
        }

        /// `condition ? a : b`, right-associative, below every binary operator.
        mutating func expression() throws(ExprParseError) -> Expr {
            depth += 1
            defer { depth -= 1 }
            guard depth <= ExprParser.maximumDepth else {
                throw ExprParseError("expression nests too deeply", at: token.offset)
            }
            let condition = try binary(minimumPrecedence: 1)
            guard isSymbol("?") else { return condition }
            try advance()
            let whenTrue = try expression()
            try expect(":", "after the true branch of '? :'")
            let whenFalse = try expression()
            return .ternary(condition, whenTrue, whenFalse)
        }

        var binaryOperator: Expr.BinaryOperator? {
            guard case .symbol(let s) = token.kind else { return nil }
            return Expr.BinaryOperator(rawValue: s)
        }

        /// Precedence climbing over `Expr.BinaryOperator`'s groups.
        mutating func binary(minimumPrecedence: Int) throws(ExprParseError) -> Expr {
            var lhs = try unary()
            var lastNonAssociative: Int?
            var levels = 0
            defer { depth -= levels }
            while let op = binaryOperator, op.precedence >= minimumPrecedence {
                try deepen(&levels)
                if lastNonAssociative == op.precedence {
                    throw ExprParseError("'\(op.rawValue)' cannot follow another operator of its group without parentheses "
                                         + "(Swift's comparison and range operators do not chain)", at: token.offset)
                }
                try advance()
                let rhs: Expr
                switch op.associativity {
                case .left, .none: rhs = try binary(minimumPrecedence: op.precedence + 1)
                case .right: rhs = try binary(minimumPrecedence: op.precedence)
                }
                lhs = .binary(op, lhs, rhs)
                lastNonAssociative = op.associativity == .none ? op.precedence : nil
            }
            return lhs
        }

        mutating func unary() throws(ExprParseError) -> Expr {
            if isSymbol("!") || isSymbol("-") {
                let op: Expr.UnaryOperator = isSymbol("!") ? .not : .negate
                depth += 1
                defer { depth -= 1 }
                guard depth <= ExprParser.maximumDepth else {
                    throw ExprParseError("expression nests too deeply", at: token.offset)
                }
                try advance()
                return .unary(op, try unary())
            }
            return try postfix()
        }

        /// Member access, method calls and subscripts after a primary expression.
        mutating func postfix() throws(ExprParseError) -> Expr {
            var expr = try primary()
            var levels = 0
            defer { depth -= levels }
            while true {
                if isSymbol(".") || isSymbol("?.") || isSymbol("[") { try deepen(&levels) }
                if isSymbol(".") || isSymbol("?.") {
                    try advance()
                    guard case .identifier(let name) = token.kind else {
                        throw ExprParseError("expected a member name after '.', found \(token.quoted)", at: token.offset)
                    }
                    try advance()
                    if isSymbol("(") {
                        var given = try arguments()
                        if isSymbol("{") { given.append(try closure()) }
                        expr = .method(expr, name, given)
                    } else if isSymbol("{") {
                        // A trailing closure: `items.map { $0.name }`.
                        expr = .method(expr, name, [try closure()])
                    } else {
                        expr = .member(expr, name)
                    }
                } else if isSymbol("[") {
                    try advance()
                    let index = try expression()
                    try expect("]", "to close the subscript")
                    expr = .index(expr, index)
                } else if isSymbol("(") {
                    throw ExprParseError("only named functions and methods can be called", at: token.offset)
                } else {
                    return expr
                }
            }
        }

        /// `(a, b, …)`, starting at the `(`. Argument labels are not part of the language.
        mutating func arguments() throws(ExprParseError) -> [Expr] {
            try expect("(", "to start the arguments")
            var result: [Expr] = []
            if isSymbol(")") {
                try advance()
                return result
            }
            while true {
                if case .identifier(let label) = token.kind, lexer.position < lexer.chars.count,
                   lexer.chars[lexer.position...].first(where: { !$0.isWhitespace }) == ":",
                   !["true", "false", "nil"].contains(label) {
                    throw ExprParseError("argument labels ('\(label):') are not supported; pass values in order", at: token.offset)
                }
                result.append(try expression())
                if isSymbol(")") {
                    try advance()
                    return result
                }
                try expect(",", "or ')' between arguments")
            }
        }

        /// `{ a, b in body }` or `{ body }`, starting at the `{`.
        mutating func closure() throws(ExprParseError) -> Expr {
            try expect("{", "to start a closure")
            // Names before `in` are the parameters; without `in`, the body reads `$0`, `$1`.
            var probe = self
            var parameters: [String] = []
            while case .identifier(let name) = probe.token.kind, name != "in" {
                parameters.append(name)
                try probe.advance()
                if probe.isSymbol(",") { try probe.advance() } else { break }
            }
            if !parameters.isEmpty, case .identifier("in") = probe.token.kind {
                try probe.advance()
                self = probe
            } else {
                parameters = []
            }
            let body = try expression()
            try expect("}", "to close the closure")
            return .closure(parameters, body)
        }

        mutating func primary() throws(ExprParseError) -> Expr {
            let start = token
            switch token.kind {
            case .int(let i):
                try advance()
                return .int(i)
            case .double(let d):
                try advance()
                return .double(d)
            case .string(let segments):
                try advance()
                if segments.count == 1, case .literal(let text) = segments[0] { return .string(text) }
                return .interpolation(InterpolatedString(segments: segments))
            case .identifier(let name):
                try advance()
                switch name {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "nil": return .null
                default: break
                }
                if isSymbol("(") { return .call(name, try arguments()) }
                return .identifier(name)
            case .symbol("."):
                try advance()
                guard case .identifier(let name) = token.kind else {
                    throw ExprParseError("expected an enum case name after '.', found \(token.quoted)", at: token.offset)
                }
                try advance()
                return .implicitMember(name)
            case .symbol("["):
                try advance()
                var items: [Expr] = []
                while !isSymbol("]") {
                    items.append(try expression())
                    if isSymbol("]") { break }
                    try expect(",", "or ']' between the elements of an array")
                }
                try advance()
                return .array(items)
            case .symbol("{"):
                return try closure()
            case .symbol("("):
                try advance()
                let inner = try expression()
                if isSymbol(",") { throw ExprParseError("tuples are not supported", at: token.offset) }
                try expect(")", "to close '('")
                return inner
            case .end:
                throw ExprParseError("expected an expression", at: start.offset)
            default:
                throw ExprParseError("expected an expression, found \(start.quoted)", at: start.offset)
            }
        }
    }
}
