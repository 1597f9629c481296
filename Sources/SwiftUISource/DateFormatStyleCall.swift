import SwiftSyntax

/// `date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))`: the same text as
/// `date.formatted(date: .omitted, time: .shortened)`, the parts not omitted.
extension Translator {
    mutating func formattedWithDateStyle(_ call: FunctionCallExprSyntax, base: Term) -> Term? {
        guard call.arguments.count == 1, let style = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              ["Date.FormatStyle", ".init", "FormatStyle"].contains(style.calledExpression.trimmedSource),
              style.arguments.nodes.map({ $0.label?.text }) == ["date", "time"] else { return nil }
        let parts = zip(["date", "time"], style.arguments.nodes).filter { Self.memberName($0.1.expression) != "omitted" }
        guard !parts.isEmpty else { return .value("\"\"", "String") }
        return .value(parts.map { "dateStyle(" + base.text + ", \"" + $0.0 + "\")" }.joined(separator: " + \", \" + "), "String")
    }
}
