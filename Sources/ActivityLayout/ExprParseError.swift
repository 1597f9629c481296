import ActivityModel

/// Why an expression or an interpolated string did not parse, and where.
///
/// `offset` counts `Character`s (grapheme clusters) from the start of the text that was parsed:
/// for an interpolated string that is the whole string, not the `\(…)` segment, so a caller can
/// point a caret under the exact spot of the definition's value.
public struct ExprParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String {
        "\(message) (at character \(offset))"
    }

    /// The error as a `layout.expressionError` diagnostic quoting the source text.
    public func diagnostic(source: String, path: String? = nil) -> Diagnostic {
        .error(ExprDiagnosticCode.expressionError, "cannot parse `\(source)`: \(message) at character \(offset)", path: path)
    }
}
