import Foundation

/// String literals that are keys of the app's string tables: SwiftUI's `LocalizedStringKey`
/// parameters (`Text("Arriving")`), `String(localized:)` and `NSLocalizedString`. A key whose
/// table gives a translation is replaced by it before the call runs; any other is its own text.
extension Interpreter {
    func localizingArguments(_ callee: IR.Expr, _ arguments: [IR.Argument], _ scope: Scope) throws -> [IR.Argument]? {
        guard let strings, !strings.isEmpty, case .name(let name) = callee.kind, let first = arguments.first else {
            return nil
        }
        func tableName(_ label: String) -> String {
            guard case .literal(.string(let table))? = arguments.first(where: { $0.label == label })?.value.kind else {
                return "Localizable"
            }
            return table
        }
        let keyIndex: Int
        let table: String
        switch name {
        case "String" where first.label == "localized":
            keyIndex = 0
            table = tableName("table")
        case "NSLocalizedString" where first.label == nil:
            keyIndex = 0
            table = tableName("tableName")
        case _
        where first.label == nil && host?.localizedKeyTypes.contains(name) == true
            && program.declaration(named: name) == nil:
            keyIndex = 0
            table = tableName("tableName")
        default:
            return nil
        }
        guard
            let translated = try translation(
                arguments[keyIndex].value, scope, table: table, any: name == "NSLocalizedString")
        else { return nil }
        var replaced = arguments
        replaced[keyIndex].value = IR.Expr(.literal(.string(translated)), arguments[keyIndex].value.range)
        return replaced
    }

    /// The translation of a key written as `expression`: a literal, or an interpolation whose
    /// values make the key's format specifiers (`%lld` an `Int`, `%lf` a `Double`, `%@` others), as
    /// `LocalizedStringKey` and `String.LocalizationValue` make them. `any`: the key may be any
    /// string expression (`NSLocalizedString(key, comment:)`).
    func translation(_ expression: IR.Expr, _ scope: Scope, table: String, any: Bool) throws -> String? {
        guard let strings else { return nil }
        var key = ""
        var values: [Value] = []
        switch expression.kind {
        case .literal(.string(let text)):
            key = text
        case .interpolation(let segments):
            for segment in segments {
                switch segment {
                case .text(let text): key += text.replacingOccurrences(of: "%", with: "%%")
                case .value(let inner, let labels):
                    guard labels.isEmpty else { return nil }
                    let value = try eval(inner, scope)
                    key += Self.specifier(value)
                    values.append(value)
                }
            }
        default:
            guard any, case .string(let text) = try eval(expression, scope) else { return nil }
            key = text
        }
        guard let entry = strings.entry(key, table: table, language: locale.identifier) else { return nil }
        let module = self.module
        let format = LocalizedFormat(language: locale.identifier, locale: locale) { $0.description(module: module) }
        return format.apply(entry, values)
    }

    static func specifier(_ value: Value) -> String {
        switch value.unwrapped ?? .null {
        case .int: return "%lld"
        case .double: return "%lf"
        case .float: return "%f"
        default: return "%@"
        }
    }
}
