import ActivityLayout
import SwiftSyntax

/// A number format style as Swift spells it: `.number`, `.percent`, `.currency(code: "EUR")`, with
/// `.precision(.fractionLength(2))` / `.precision(.fractionLength(0...2))` and `.grouping(.never)`
/// after it, in any order.
enum FormatStyleSyntax {
    static func numberStyle(_ syntax: ExprSyntax) -> NumberStyle? {
        var style = NumberStyle(kind: .number)
        var kind: NumberStyle.Kind?
        var expression = syntax
        while kind == nil {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let argument = call.arguments.first?.expression
                switch member.declName.baseName.text {
                case "precision":
                    guard let argument, let fraction = fractionLength(argument) else { return nil }
                    style.fraction = style.fraction ?? fraction
                case "grouping":
                    style.grouping = argument.map(Translator.memberName) != "never"
                case "currency":
                    guard call.arguments.first?.label?.text == "code", let argument, let code = LiteralText.string(argument),
                          let parsed = NumberStyle(spec: "currency:" + code) else { return nil }
                    kind = parsed.kind
                default:
                    return nil
                }
                guard let base = member.base else {
                    if kind == nil { return nil }
                    break
                }
                expression = base
            } else if let member = expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || ["FloatingPointFormatStyle", "IntegerFormatStyle"].contains(member.base?.trimmedSource ?? "") {
                switch member.declName.baseName.text {
                case "number": kind = .number
                case "percent": kind = .percent
                default: return nil
                }
            } else {
                return nil
            }
        }
        style.kind = kind ?? .number
        return style
    }

    /// `.fractionLength(2)` or `.fractionLength(0...2)`.
    static func fractionLength(_ syntax: ExprSyntax) -> ClosedRange<Int>? {
        guard let call = syntax.as(FunctionCallExprSyntax.self), Translator.memberName(call.calledExpression) == "fractionLength",
              let argument = call.arguments.first?.expression else { return nil }
        if let n = LiteralText.number(argument), n >= 0, n <= 20, n == n.rounded() { return Int(n)...Int(n) }
        if let sequence = argument.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.nodes[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "...",
           let low = LiteralText.number(sequence.elements.nodes[0]), let high = LiteralText.number(sequence.elements.nodes[2]),
           low >= 0, low <= high, high <= 20, low == low.rounded(), high == high.rounded() {
            return Int(low)...Int(high)
        }
        return nil
    }
}
