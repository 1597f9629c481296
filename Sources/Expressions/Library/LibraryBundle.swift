import Foundation

/// `Bundle.main`: the app's bundle (its Info.plist, resources and string tables) is built from a
/// project this machine sees only the Swift of, so a resource is not found and an Info.plist key
/// reads as missing, the answers the phone gives for a file or key the bundle lacks.
extension Library {
    static let mainBundle = Value.structure(StructValue(type: "Bundle", fields: []))

    static func bundleMethod(_ name: String, _ args: [TupleValue]) -> Value? {
        switch name {
        case "url", "path", "object", "urls", "paths": return .null
        case "localizedString":
            // No table: the value given, else the key, as Foundation returns for a missing entry.
            let value = args.first { $0.label == "value" }?.value
            if case .string(let text)? = value, !text.isEmpty { return .string(text) }
            return args.first { $0.label == "forKey" }?.value ?? .string("")
        default: return nil
        }
    }

    static func bundleProperty(_ name: String, _ interpreter: Interpreter) -> Value? {
        switch name {
        case "infoDictionary", "bundleIdentifier", "resourceURL", "bundleURL", "resourcePath", "localizations":
            return .null
        // The person's language, as `Locale.preferredLanguages` has it: no table says otherwise.
        case "preferredLocalizations":
            return .array([.string(interpreter.locale.language.languageCode?.identifier ?? "en")])
        default: return nil
        }
    }
}
