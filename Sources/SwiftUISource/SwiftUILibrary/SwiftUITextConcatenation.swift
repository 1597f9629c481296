import ActivityLayout
import Expressions

/// `Text("a") + Text(b).bold()`: one `Text` of the parts' strings, with the first part's modifiers
/// (a cell row has one style per run; the joined run takes the first's).
extension SwiftUIHost {
    func binary(
        _ op: String, _ lhs: Value, _ rhs: Value, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        guard op == "+", case .host(let left as ViewValue) = lhs, case .host(let right as ViewValue) = rhs,
            let leftSegments = Self.segments(left.node), let rightSegments = Self.segments(right.node)
        else { return nil }
        var node = left.node
        node.kind = .text(.string(ViewTemplate(InterpolatedString(segments: leftSegments + rightSegments))))
        return .host(ViewValue(node: node))
    }

    /// A `Text`'s content as interpolation segments: its string, or a date in a style as the
    /// `dateStyle` call that shows it so (ticking as the `Text` does).
    static func segments(_ node: ViewNode) -> [InterpolatedString.Segment]? {
        guard case .text(let content) = node.kind else { return nil }
        switch content {
        case .string(let template):
            switch template.parsed {
            case nil: return [.literal(template.text)]
            case .success(let string)?: return string.segments
            case .failure?: return nil
            }
        case .date(let date, let style):
            guard case .success(let expr) = date.parsed else { return nil }
            return [.expression(.call("dateStyle", [expr, .string(style.rawValue)]))]
        case .timer:
            return nil
        }
    }
}
