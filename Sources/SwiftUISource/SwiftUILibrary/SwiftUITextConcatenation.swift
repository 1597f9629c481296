import ActivityLayout
import Expressions

/// `Text("a") + Text(b).bold()`: one `Text` of the parts' strings, with the first part's modifiers
/// (a cell row has one style per run; the joined run takes the first's). A part that is no string
/// (`Text(Image(systemName:))`, a timer) makes the sum a row of its parts, side by side, untouched.
extension SwiftUIHost {
    func binary(
        _ op: String, _ lhs: Value, _ rhs: Value, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        guard op == "+", case .host(let left as ViewValue) = lhs, case .host(let right as ViewValue) = rhs else {
            return nil
        }
        if let leftSegments = Self.segments(left.node), let rightSegments = Self.segments(right.node) {
            var node = left.node
            node.kind = .text(.string(ViewTemplate(InterpolatedString(segments: leftSegments + rightSegments))))
            return .host(ViewValue(node: node))
        }
        guard let leftParts = Self.runParts(left), let rightParts = Self.runParts(right) else { return nil }
        let row = ViewNode(
            .hStack(leftParts + rightParts, alignment: .center, spacing: 0), line: left.node.line,
            column: left.node.column)
        return .host(ViewValue(node: row, composite: .textRun))
    }

    /// The parts a `Text` adds to a sum: itself, or the parts of an earlier sum.
    static func runParts(_ value: ViewValue) -> [ViewNode]? {
        switch value.node.kind {
        case .hStack(let parts, _, _) where value.composite == .textRun: return parts
        case .text, .image: return [value.node]
        default: return nil
        }
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
