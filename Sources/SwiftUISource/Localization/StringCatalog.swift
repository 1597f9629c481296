import Expressions
import Foundation

/// An Xcode string catalog (`.xcstrings`): per key, per language, a string unit or its variations
/// (plural, device) and substitutions. Only what a render reads is decoded.
struct StringCatalog: Decodable {
    var sourceLanguage: String?
    var strings: [String: Item]

    struct Item: Decodable {
        var localizations: [String: Localization]?
    }

    struct StringUnit: Decodable {
        var value: String
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
        /// `iphone`, `ipad`, `mac`, `other`: a Live Activity is drawn on an iPhone.
        var device: [String: Localization]?
    }

    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }

    final class Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?

        /// What the phone reads: the iPhone's device variation, else the unit, else the plural forms.
        var entry: LocalizedEntry? {
            if let device = variations?.device, let chosen = device["iphone"] ?? device["other"] { return chosen.entry }
            var entry: LocalizedEntry
            if let plural = variations?.plural {
                let forms = plural.compactMapValues { $0.stringUnit?.value }
                entry = LocalizedEntry(format: stringUnit?.value ?? forms["other"] ?? "", plural: forms)
            } else if let unit = stringUnit {
                entry = LocalizedEntry(format: unit.value)
            } else {
                return nil
            }
            for (name, substitution) in substitutions ?? [:] {
                let forms = substitution.variations?.plural?.compactMapValues { $0.stringUnit?.value } ?? [:]
                entry.substitutions[name] = .init(
                    argument: substitution.argNum, specifier: substitution.formatSpecifier ?? "lld", forms: forms)
            }
            return entry
        }
    }
}
