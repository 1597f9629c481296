import ActivityModel

/// A definition string with Swift interpolation: `'Order #\(attributes.orderNumber)'`.
///
/// Only `\(` is special. Other backslashes are kept as written, because the value already went
/// through YAML's (or JSON's) own escaping, and a symbol name or colour never needs `\n`. Inside
/// `\(…)` the expression is full Swift syntax, so it may hold parentheses and string literals with
/// their own escapes and interpolations: `'\(ok ? "(done)" : "\(n) left")'`.
public struct InterpolatedString: Sendable, Equatable {
    /// A run of literal text, or an expression whose `displayText` is spliced in.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case expression(Expr)
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// Splits `text` at its `\(…)` segments. Error offsets count `Character`s into `text`.
    public init(parsing text: String) throws(ExprParseError) {
        let chars = Array(text)
        var segments: [Segment] = []
        var literal = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "(" {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                let (expr, end) = try ExprParser.parseEmbedded(chars, from: i + 2, depth: 1)
                segments.append(.expression(expr))
                i = end
            } else {
                literal.append(chars[i])
                i += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// The text when there is nothing to evaluate (a plain string, or an empty one).
    public var literalText: String? {
        var text = ""
        for segment in segments {
            guard case .literal(let part) = segment else { return nil }
            text += part
        }
        return text
    }

    /// The expressions in order: what a lint walks to find the names a view reads.
    public var expressions: [Expr] {
        segments.compactMap { segment in
            if case .expression(let expr) = segment { return expr }
            return nil
        }
    }

    /// The string as `Text("…")` would show it at `context`'s instant.
    ///
    /// A segment that fails to evaluate shows as `nil` (what the evaluator yields for it); the
    /// diagnostics say why.
    public func render(in context: EvaluationContext, path: String? = nil) -> (text: String, diagnostics: [Diagnostic]) {
        var evaluator = ExprEvaluator(context: context, path: path)
        let text = evaluator.render(self)
        return (text, evaluator.diagnostics)
    }
}

extension InterpolatedString {
    /// Whether `text` holds a `\\(`: a byte scan, where `String.contains` with a string argument
    /// goes through Foundation's NSString search on Linux.
    public static func hasInterpolation(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0x5C, byte == 0x28 { return true }
            previous = byte
        }
        return false
    }
}
