import ActivityLayout
import SwiftSyntax

/// A local `DateComponentsFormatter` read as `DateFormatter`s are: made, set up by the statements
/// after it (`allowedUnits`, `unitsStyle`; its calendar's locale is English already), then
/// `string(from: seconds)` is the evaluator's `durationFormat(seconds, spec)`.
extension Translator {
    /// `DateComponentsFormatter()`: Foundation's defaults, every unit and no style read yet.
    func componentsFormatter(_ call: FunctionCallExprSyntax) -> Term? {
        guard call.calledExpression.trimmedSource == "DateComponentsFormatter", call.arguments.isEmpty else { return nil }
        return .value(Expr.string(DurationFormat().spec).description, "DateComponentsFormatter")
    }

    /// `formatter.allowedUnits = [.hour, .minute]`, `.unitsStyle = .abbreviated`, `.calendar?.locale = …`.
    mutating func componentsFormatterSetting(_ item: CodeBlockItemSyntax, _ scope: Scope) -> (name: String, term: Term)? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.nodes[1].is(AssignmentExprSyntax.self) else { return nil }
        // The property set, and the name of the formatter it is set on.
        var target = sequence.elements.nodes[0]
        var path: [String] = []
        while true {
            if let chain = target.as(OptionalChainingExprSyntax.self) { target = chain.expression; continue }
            guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { break }
            path.insert(member.declName.baseName.text, at: 0)
            target = base
        }
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = scope.bindings[name],
              bound.type == "DateComponentsFormatter", case .string(let spec)? = try? ExprParser.parse(bound.text),
              var format = DurationFormat(spec: spec) else { return nil }
        let value = sequence.elements.nodes[2]
        switch path {
        case ["allowedUnits"]:
            let names = value.as(ArrayExprSyntax.self)?.elements.nodes.map { Self.memberName($0.expression) } ?? [Self.memberName(value)]
            let units = names.compactMap(DurationFormat.Unit.init(rawValue:))
            guard !units.isEmpty, units.count == names.count else { return nil }
            format.units = DurationFormat.Unit.allCases.filter(units.contains)
        case ["unitsStyle"]:
            guard let style = DurationFormat.Style(rawValue: Self.memberName(value)) else { return nil }
            format.style = style
        case ["calendar", "locale"], ["calendar"]:
            // The text is English whatever the calendar: the locale a mockup draws in.
            break
        default:
            return nil
        }
        return (name, .value(Expr.string(format.spec).description, "DateComponentsFormatter"))
    }
}
