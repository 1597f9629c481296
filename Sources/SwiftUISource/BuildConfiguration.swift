import SwiftSyntax

/// The build a Live Activity's code is compiled for: an iOS widget extension, debug configuration.
/// It decides `#if` conditions the way that compiler would.
///
/// `canImport(M)` holds for every module but the macOS- and watchOS-only ones, `os(iOS)`,
/// `arch(arm64)`, `DEBUG` and any `swift(>=…)`/`compiler(>=…)` hold; `targetEnvironment(simulator)`,
/// `targetEnvironment(macCatalyst)`, other systems and custom flags do not.
enum BuildConfiguration {
    static let unimportable: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "Carbon", "WatchConnectivityKit"]

    /// Whether `condition` holds; nil when it is not a condition the compiler accepts.
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            guard let lhs = holds(infix.leftOperand), let rhs = holds(infix.rightOperand) else { return nil }
            switch op.operator.text {
            case "&&": return lhs && rhs
            case "||": return lhs || rhs
            default: return nil
            }
        }
        // `a || b && c` before folding: the parser leaves a flat sequence of operands and operators.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holds(sequence: sequence.elements.nodes)
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            return flag.baseName.text == "DEBUG" || flag.baseName.text == "true"
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedSource ?? ""
            switch name {
            case "canImport": return !unimportable.contains(argument.split(separator: ".").first.map(String.init) ?? argument)
            case "os": return argument == "iOS"
            case "arch": return argument == "arm64"
            case "targetEnvironment": return false
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "hasFeature", "hasAttribute", "_runtime", "_ptrauth", "_endian", "_pointerBitWidth":
                return argument == "_little" || argument == "_64"
            default: return nil
            }
        }
        return nil
    }

    /// A flat `a || b && c`: `&&` binds tighter than `||`.
    private static func holds(sequence elements: [ExprSyntax]) -> Bool? {
        var disjunction = false
        var conjunction = true
        var index = 0
        while index < elements.count {
            guard let operand = holds(elements[index]) else { return nil }
            conjunction = conjunction && operand
            index += 1
            guard index < elements.count else { break }
            switch elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&": break
            case "||":
                disjunction = disjunction || conjunction
                conjunction = true
            default: return nil
            }
            index += 1
        }
        return disjunction || conjunction
    }
}
