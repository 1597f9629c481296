import SwiftSyntax

/// `.porcelain(accent: accent)` given where a `Palette` is expected (an initializer's parameter of
/// that type): `Palette.porcelain(accent:)`, the type's static function, expanded.
extension Translator {
    mutating func implicitStaticCall(_ syntax: ExprSyntax, expected type: String?, _ scope: Scope) -> Term? {
        guard let type = TypeText.unwrapped(type), let call = syntax.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              let info = index.types[type], let (function, declFile) = info.function(member.declName.baseName.text),
              DeclarationIndex.TypeInfo.isStatic(function.modifiers) else { return nil }
        guard let values = terms(call.arguments.nodes, scope) else { return nil }
        return inline(function, file: declFile, arguments: values, base: nil, selfType: type, at: call)
    }
}

