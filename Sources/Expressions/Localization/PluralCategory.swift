/// CLDR's plural categories for the languages apps ship, by integer value and whether a fraction is
/// shown: Foundation on Linux exposes no plural rules, so the rules are written here, each family
/// as CLDR states it. A `zero` form is taken for 0 in every language, as Apple's tables do.
enum PluralCategory {
    static func category(_ n: Double, language: String) -> String {
        let code = String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        let whole = n.rounded(.towardZero) == n && abs(n) < 1e15
        let i = whole ? Int(abs(n)) : -1
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
            return "other"
        case "pt" where language.lowercased().replacingOccurrences(of: "_", with: "-").hasSuffix("-pt"):
            // European Portuguese: exactly 1.
            return i == 1 ? "one" : "other"
        case "fr", "hi", "bn", "fa", "pt":
            // `i = 0,1` is one (French, Brazilian Portuguese, Hindi): 0.5 and 1.5 too.
            return abs(n) < 2 ? "one" : "other"
        case "ru", "uk", "be":
            guard i >= 0 else { return "other" }
            if i % 10 == 1 && i % 100 != 11 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "pl":
            guard i >= 0 else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "cs", "sk":
            guard i >= 0 else { return "other" }
            if i == 1 { return "one" }
            return (2...4).contains(i) ? "few" : "other"
        case "ar":
            guard i >= 0 else { return "other" }
            switch i {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                if (3...10).contains(i % 100) { return "few" }
                if (11...99).contains(i % 100) { return "many" }
                return "other"
            }
        case "he", "iw":
            if i == 1 { return "one" }
            return i == 2 ? "two" : "other"
        default:
            // English, German, Dutch, the Scandinavian languages, Italian, Spanish, Greek, Turkish…:
            // one for exactly 1 with no fraction shown.
            return i == 1 ? "one" : "other"
        }
    }

    /// The form for `n`: `zero` for 0 when the table gives one, the language's category, else `other`.
    static func form(_ forms: [String: String], _ n: Double, language: String) -> String? {
        if n == 0, let zero = forms["zero"] { return zero }
        return forms[category(n, language: language)] ?? forms["other"]
    }
}
