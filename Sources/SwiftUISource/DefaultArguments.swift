import SwiftSyntax

/// A function's parameters paired with what a call gives them: the arguments by their labels, and
/// the declared default for a parameter the call leaves out (`func left(until end: Date, from now:
/// Date = .now)` called as `left(until: d)`).
extension Translator {
    mutating func withDefaults(_ function: FunctionDeclSyntax, file declFile: Int, arguments: [Term],
                               at syntax: some SyntaxProtocol) -> [(FunctionParameterSyntax, Term)] {
        let parameters = function.signature.parameterClause.parameters.nodes
        // Without the call's labels (or with every argument given), the arguments go in order.
        guard arguments.count < parameters.count, let call = Syntax(syntax).as(FunctionCallExprSyntax.self),
              call.arguments.count == arguments.count else {
            return Array(zip(parameters, arguments))
        }
        let labels = call.arguments.nodes.map { $0.label?.text ?? "_" }
        var pairs: [(FunctionParameterSyntax, Term)] = []
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.firstName.text {
                pairs.append((parameter, arguments[next]))
                next += 1
            } else if let value = parameter.defaultValue?.value,
                      let term = expanding(in: declFile, at: syntax, what: function.name.text + "()", fallback: nil as Term?, { $0.expr(value, $0.scope(Scope(), givenAs: parameter.type, in: "")) }) {
                pairs.append((parameter, term))
            }
        }
        return pairs
    }
}
