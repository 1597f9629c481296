import Foundation

/// String literals that are keys of the app's string tables: SwiftUI's `LocalizedStringKey`
/// parameters (`Text("Arriving")`), `String(localized:)` and `NSLocalizedString`. A key whose
/// table gives a translation is replaced by it before the call runs; any other shows its own text.
extension Interpreter {
    func localizingArguments(_ callee: IR.Expr, _ arguments: [IR.Argument], _ scope: Scope) throws -> [IR.Argument]? {
        guard case .name(let name) = callee.kind, let first = arguments.first else { return nil }
        let translated = try translatingArguments(name, arguments, scope)
        // A view's key is Markdown as well, translated or not (`Text("**Late**")` draws "Late").
        guard first.label == nil, host?.localizedKeyTypes.contains(name) == true,
            program.declaration(named: name) == nil,
            let read = InlineMarkdown.rewrite((translated ?? arguments)[0].value)
        else { return translated }
        var replaced = translated ?? arguments
        replaced[0].value = read
        return replaced
    }

    /// The arguments with their key replaced by its translation; nil when no table translates it.
    func translatingArguments(_ name: String, _ arguments: [IR.Argument], _ scope: Scope) throws -> [IR.Argument]? {
        guard let strings, !strings.isEmpty, let first = arguments.first else { return nil }
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

    /// The text of a key written as `expression`: a literal, or an interpolation whose values make
    /// the key's format specifiers (`%lld` an `Int`, `%lf` a `Double`, `%@` others), as
    /// `LocalizedStringKey` and `String.LocalizationValue` make them. Its translation, else, once
    /// its values are evaluated, its own text, so they are not evaluated again; nil for a literal no
    /// table holds, or values that fail (the call's own evaluation recovers segment by segment).
    /// `any`: the key may be any string expression (`NSLocalizedString(key, comment:)`).
    func translation(_ expression: IR.Expr, _ scope: Scope, table: String, any: Bool) throws -> String? {
        guard let strings else { return nil }
        var key = ""
        var plain: String?
        var values: [Value] = []
        switch expression.kind {
        case .literal(.string(let text)):
            key = text
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let literal):
                    key += literal.replacingOccurrences(of: "%", with: "%%")
                    text += literal
                case .value(let inner, let labels):
                    guard labels.isEmpty, let value = try? eval(inner, scope),
                        let shown = try? interpolate(value, [], scope, at: inner.range)
                    else { return nil }
                    key += Self.specifier(value)
                    text += shown
                    values.append(value)
                }
            }
            plain = text
        default:
            guard any, case .string(let text) = try eval(expression, scope) else { return nil }
            key = text
            plain = text
        }
        guard let entry = strings.entry(key, table: table, language: locale.identifier) else { return plain }
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
