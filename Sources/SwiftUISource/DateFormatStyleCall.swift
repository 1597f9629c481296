import SwiftSyntax

extension Translator {
    /// `dateStyle(date, "style")`: how the evaluator shows a date in one of `Text(date, style:)`'s
    /// styles (`time`, `date`, `relative`, `offset`, `timer`).
    static func dateStyleCall(_ date: String, _ style: String) -> String {
        "dateStyle(" + date + ", \"" + style + "\")"
    }

    /// What `date.formatted(date:time:)` shows: its date and its time parts, those not `.omitted`,
    /// joined by a comma. Without `styles` (`date.formatted()`), both.
    static func formattedParts(_ base: Term, styles: [ExprSyntax] = []) -> Term {
        let omitted = zip(["date", "time"], styles).filter { memberName($0.1) == "omitted" }.map(\.0)
        let parts = ["date", "time"].filter { !omitted.contains($0) }
        guard !parts.isEmpty else { return .value("\"\"", "String") }
        return .value(parts.map { dateStyleCall(base.text, $0) }.joined(separator: " + \", \" + "), "String")
    }

    /// `date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))`: the same text as
    /// `date.formatted(date: .omitted, time: .shortened)`.
    mutating func formattedWithDateStyle(_ call: FunctionCallExprSyntax, base: Term) -> Term? {
        guard call.arguments.count == 1, let style = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              ["Date.FormatStyle", ".init", "FormatStyle"].contains(style.calledExpression.trimmedSource),
              style.arguments.nodes.map({ $0.label?.text }) == ["date", "time"] else { return nil }
        return Self.formattedParts(base, styles: style.arguments.nodes.map(\.expression))
    }
}
