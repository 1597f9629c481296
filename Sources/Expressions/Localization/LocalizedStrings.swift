import Foundation

/// The app's string tables (`Localizable.strings`, `.stringsdict`, `.xcstrings`), language by
/// language, and the lookup iOS makes: the render's language, then its base language (`pt` for
/// `pt-BR`), then the development language, then the key itself.
public struct LocalizedStrings: Sendable, Equatable {
    /// Table name (`Localizable`) → language (`de`, `pt-BR`, `Base`) → key → entry.
    public var tables: [String: [String: [String: LocalizedEntry]]]
    /// The language the keys are written in (a string catalog's `sourceLanguage`), `en` unless said.
    public var developmentLanguage: String

    public init(tables: [String: [String: [String: LocalizedEntry]]] = [:], developmentLanguage: String = "en") {
        self.tables = tables
        self.developmentLanguage = developmentLanguage
    }

    public var isEmpty: Bool { tables.isEmpty }

    /// The entry for `key` in `table` as a phone set to `language` finds it.
    public func entry(_ key: String, table: String = "Localizable", language: String) -> LocalizedEntry? {
        guard let languages = tables[table] else { return nil }
        for candidate in Self.candidates(language, development: developmentLanguage) {
            if let entry = languages[candidate]?[key] { return entry }
        }
        return nil
    }

    /// `pt_BR` → `pt-BR`, `pt`, then the development language and `Base`.
    static func candidates(_ language: String, development: String) -> [String] {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        var list = [tag]
        if let dash = tag.firstIndex(of: "-") { list.append(String(tag[..<dash])) }
        list += [development, "Base"]
        var seen: Set<String> = []
        return list.filter { seen.insert($0.lowercased()).inserted }
    }
}

/// One translation: a format (`%lld stops left`), whole-string plural forms (a catalog's
/// `variations.plural`), and `%#@name@` substitutions, each with its own plural forms.
public struct LocalizedEntry: Sendable, Equatable {
    public var format: String
    public var plural: [String: String]?
    public var substitutions: [String: Substitution]

    public struct Substitution: Sendable, Equatable {
        /// The 1-based argument it counts; nil for the next one in order.
        public var argument: Int?
        /// `lld`, `d`, `f`: the specifier its forms write the number with.
        public var specifier: String
        public var forms: [String: String]
        public init(argument: Int?, specifier: String, forms: [String: String]) {
            self.argument = argument
            self.specifier = specifier
            self.forms = forms
        }
    }

    public init(format: String, plural: [String: String]? = nil, substitutions: [String: Substitution] = [:]) {
        self.format = format
        self.plural = plural
        self.substitutions = substitutions
    }
}
