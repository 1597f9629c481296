import SwiftSyntax

/// What the modifiers after an `ActivityConfiguration(…)` say about the widget before any of it
/// runs: the name a user sees and the families it supports, both literals in the source.
enum ConfigurationModifiers {
    /// `.configurationDisplayName("…")` after the configuration, when its argument is a literal.
    static func displayName(of call: FunctionCallExprSyntax) -> String? {
        modifierArgument("configurationDisplayName", of: call).flatMap(LiteralText.string)
    }

    /// `.supplementalActivityFamilies([.small, .medium])` after the configuration: the families'
    /// names, in the order written; nil when the configuration declares none.
    static func supplementalFamilies(of call: FunctionCallExprSyntax) -> [String]? {
        guard let list = modifierArgument("supplementalActivityFamilies", of: call)?.as(ArrayExprSyntax.self) else {
            return nil
        }
        return list.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text) }
    }

    /// The first argument of the modifier `name` in the chain after `call`.
    static func modifierArgument(_ name: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self),
            let outer = member.parent?.as(FunctionCallExprSyntax.self)
        {
            if member.declName.baseName.text == name, let argument = outer.arguments.first?.expression {
                return argument
            }
            node = Syntax(outer)
        }
        return nil
    }
}
