import Foundation

/// `Locale`'s members widgets read to choose a layout or a language (`locale.language.languageCode`,
/// `NSLocale.characterDirection(forLanguage:)`): Foundation's answers for the render's locale, its
/// parts as values whose members are Foundation's (`languageCode?.identifier`).
extension Library {
    static func localeProperty(_ locale: Locale, _ name: String) -> Value? {
        switch name {
        case "identifier": return .string(locale.identifier)
        case "language": return language(locale.language)
        // The older `String?` forms, deprecated in iOS 16 and still common.
        case "languageCode": return .optional(locale.language.languageCode.map { .string($0.identifier) })
        case "regionCode": return .optional(locale.region.map { .string($0.identifier) })
        case "region": return .optional(locale.region.map { identified("Locale.Region", $0.identifier) })
        case "currency": return .optional(locale.currency.map { identified("Locale.Currency", $0.identifier) })
        case "currencyCode": return .optional(locale.currency.map { .string($0.identifier) })
        case "currencySymbol": return .optional(locale.currencySymbol.map(Value.string))
        case "decimalSeparator": return .optional(locale.decimalSeparator.map(Value.string))
        case "groupingSeparator": return .optional(locale.groupingSeparator.map(Value.string))
        case "usesMetricSystem": return .bool(locale.measurementSystem != .us)
        default: return nil
        }
    }

    static func language(_ language: Locale.Language) -> Value {
        .structure(StructValue(type: "Locale.Language", fields: [
            ("languageCode", .optional(language.languageCode.map { identified("Locale.LanguageCode", $0.identifier) })),
            ("script", .optional(language.script.map { identified("Locale.Script", $0.identifier) })),
            ("region", .optional(language.region.map { identified("Locale.Region", $0.identifier) })),
            ("minimalIdentifier", .string(language.minimalIdentifier)),
            ("maximalIdentifier", .string(language.maximalIdentifier)),
            ("characterDirection", direction(language.characterDirection)),
            ("lineLayoutDirection", direction(language.lineLayoutDirection)),
        ]))
    }

    /// `Locale.LanguageDirection`, compared by case name (`== .rightToLeft`).
    static func direction(_ direction: Locale.LanguageDirection) -> Value {
        switch direction {
        case .leftToRight: return .implicitMember("leftToRight", [])
        case .rightToLeft: return .implicitMember("rightToLeft", [])
        case .topToBottom: return .implicitMember("topToBottom", [])
        case .bottomToTop: return .implicitMember("bottomToTop", [])
        default: return .implicitMember("unknown", [])
        }
    }

    static func identified(_ type: String, _ identifier: String) -> Value {
        .structure(StructValue(type: type, fields: [("identifier", .string(identifier))]))
    }

    /// `Locale.characterDirection(forLanguage:)` and its `NSLocale` spelling.
    static func characterDirection(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        direction(Locale.Language(identifier: try string(args.first?.value ?? .void, at: range)).characterDirection)
    }
}
