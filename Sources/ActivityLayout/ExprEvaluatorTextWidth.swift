/// `textWidth(text, pointSize)`: how wide the text is at that font size, by the layout's own
/// estimate (`FontMetrics`), for views that measure text as UIKit's `size(withAttributes:)` does.
extension ExprEvaluator {
    mutating func textWidth(_ values: [ExprValue], _ expr: Expr) -> ExprValue? {
        guard values.count == 2, let size = values[1].doubleValue, size.isFinite, size >= 0, size <= 10_000 else {
            return fail(ExprDiagnosticCode.expressionError, "textWidth() takes a text and a font size of 0 to 10000 points", in: expr)
        }
        switch values[0] {
        case .null: return .null
        case .string(let text): return .double(FontMetrics.width(of: text, pointSize: size, monospacedDigit: false, bold: false))
        default: return fail(ExprDiagnosticCode.expressionError, "textWidth() needs a String first, found \(values[0].typeName)", in: expr)
        }
    }
}
