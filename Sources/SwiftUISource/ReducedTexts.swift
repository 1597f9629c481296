import ActivityModel
import SwiftSyntax

/// `[title, subtitle].reduce(Text(""), +)`: the texts of an array literal joined with `+`, after
/// the initial one, as Swift's `reduce` folds them.
extension Translator {
    mutating func reducedTexts(_ call: FunctionCallExprSyntax, base: ExprSyntax, _ scope: Scope) -> SourceNode? {
        let arguments = call.arguments.nodes
        guard let array = base.as(ArrayExprSyntax.self), arguments.count == 2,
              arguments[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "+" else { return nil }
        return joinedTexts([arguments[0].expression] + array.elements.nodes.map(\.expression), scope)
    }
}
