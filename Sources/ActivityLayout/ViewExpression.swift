/// An expression of a view (`state.progress`, `context.isStale`), parsed when the definition is read
/// and kept with where it is written, so a diagnostic about it names its own file, line and column.
///
/// A text that does not parse stays in the tree as the failure: the view draws a placeholder and the
/// diagnostic is given when it is drawn, so one bad expression never blanks a presentation.
///
/// A class: immutable, shared by every copy of a view tree, so a frame's comparison of this tree
/// with the last frame's (`ResolveRecord`) is a pointer comparison.
public final class ViewExpression: Sendable, Equatable, CustomStringConvertible {
    /// The expression as written; `parsed` is a function of it, so equality compares this and the place.
    public let text: String
    public let parsed: Result<Expr, ExprParseError>
    public let source: ExprSource?

    public init(_ text: String, source: ExprSource? = nil) {
        self.text = text
        self.parsed = Result { () throws(ExprParseError) in try ExprParser.parse(text) }
        self.source = source
    }

    /// An expression a front end built itself.
    public init(_ expr: Expr, source: ExprSource? = nil) {
        self.text = expr.description
        self.parsed = .success(expr)
        self.source = source
    }

    public static func == (lhs: ViewExpression, rhs: ViewExpression) -> Bool {
        lhs === rhs || lhs.text == rhs.text && lhs.source == rhs.source
    }

    public var description: String { text }
}

/// A string of a view with `\(expr)` interpolation (a `Text`'s, a symbol name, a colour), parsed when
/// the definition is read. A string without interpolation is its own text. A class, as `ViewExpression`.
public final class ViewTemplate: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    /// Nil for a plain string: nothing to evaluate.
    public let parsed: Result<InterpolatedString, ExprParseError>?
    public let source: ExprSource?

    public convenience init(_ text: String, source: ExprSource? = nil) {
        self.init(text: text,
                  parsed: InterpolatedString.hasInterpolation(text)
                      ? Result { () throws(ExprParseError) in try InterpolatedString(parsing: text) }
                      : nil,
                  source: source)
    }

    /// A string a front end built itself.
    public convenience init(_ string: InterpolatedString, source: ExprSource? = nil) {
        if let literal = string.literalText {
            self.init(literal, source: source)
        } else {
            self.init(text: String(Expr.interpolation(string).description.dropFirst().dropLast()), parsed: .success(string), source: source)
        }
    }

    /// A string drawn as it is: `\(` in it is text, not an interpolation.
    public convenience init(literal text: String, source: ExprSource? = nil) {
        self.init(text: text, parsed: nil, source: source)
    }

    private init(text: String, parsed: Result<InterpolatedString, ExprParseError>?, source: ExprSource?) {
        self.text = text
        self.parsed = parsed
        self.source = source
    }

    public static func == (lhs: ViewTemplate, rhs: ViewTemplate) -> Bool {
        lhs === rhs || lhs.text == rhs.text && lhs.source == rhs.source
    }

    public var description: String { text }
}
