import SwiftSyntax

/// `UserDefaults.standard`, `UserDefaults(suiteName:)`: the values the app stored are not in the
/// sources, so every key reads as never set, as Foundation answers for a missing key (nil, or
/// `false`, 0 and 0.0 from `bool`, `integer`, `double`, `float`). Said once at info level.
extension Translator {
    /// The store itself, when `syntax` names one.
    mutating func userDefaults(_ syntax: ExprSyntax) -> Term? {
        if let member = syntax.as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "UserDefaults",
           member.declName.baseName.text == "standard" {
            return .value("\"app defaults\"", "UserDefaults")
        }
        if let call = syntax.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedSource == "UserDefaults",
           call.arguments.count == 1, call.arguments.first?.label?.text == "suiteName" {
            return .value("\"app defaults\"", "UserDefaults")
        }
        return nil
    }

    /// `defaults.bool(forKey: "x")` and the other getters: the value of a key never set.
    mutating func userDefaultsValue(_ name: String, _ call: FunctionCallExprSyntax) -> Term? {
        guard call.arguments.count == 1, call.arguments.first?.label?.text == "forKey" else { return nil }
        let missing: [String: (String, String)] = [
            "bool": ("false", "Bool"), "integer": ("0", "Int"), "double": ("0.0", "Double"), "float": ("0.0", "Double"),
            "string": ("nil", "String?"), "object": ("nil", "Any?"), "value": ("nil", "Any?"), "array": ("nil", "[Any]?"),
            "dictionary": ("nil", "[String: Any]?"), "data": ("nil", "Data?"), "url": ("nil", "URL?"),
        ]
        guard let (text, type) = missing[name] else { return nil }
        inform(call, SwiftUIDiagnosticCode.approximatedModifier,
               "UserDefaults holds what the app stored, which the sources do not: '\(call.arguments.first?.expression.trimmedSource ?? "")' is read as never set")
        return .value(text, type)
    }
}
