import ActivityLayout
import Expressions

/// UIKit's `(text as NSString).size(withAttributes: [.font: font])`: the layout's own estimate of the
/// text at the font's size, so a widget that sizes a frame by its text gets the width the cells draw.
extension SwiftUIHost {
    func measured(_ text: String, _ attributes: Value, at range: SourceRange) throws -> Value {
        guard case .dictionary(let entries) = attributes,
            case .host(let font as FontValue)? = entries.first(where: {
                // `.font` as the key, written bare in a `[NSAttributedString.Key: Any]`, or named.
                switch $0.key {
                case .string("font"), .implicitMember("font", _): true
                default: false
                }
            })?.value
        else {
            throw EvaluationError(
                .unsupported, "livepeek measures text only by its font (size(withAttributes: [.font: …]))", at: range)
        }
        report(
            SwiftUIDiagnosticCode.approximatedModifier,
            "size(withAttributes:) is estimated from the font's size (average SF Pro advances); "
                + "UIKit's own measure may differ by a few points",
            at: range, severity: .info)
        let points = font.points ?? 17
        let width = FontMetrics.width(
            of: text, pointSize: points, monospacedDigit: font.monospacedDigit, bold: font.weight == .bold)
        return .structure(
            StructValue(type: "CGSize", fields: [("width", .double(width)), ("height", .double(points * 1.2))]))
    }
}
