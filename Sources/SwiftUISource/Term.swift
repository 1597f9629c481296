import ActivityModel

/// What a Swift expression became: the evaluator's expression text and, where known, its Swift type
/// (a qualified declared name, or a spelling such as `[Leg]`, `String?`, `Date`), so a member written
/// after it can be found among that type's properties.
struct Term {
    /// `instance`: a value of a struct or class of the sources built in view code
    /// (`ViewModel(context: context)`), known by its stored properties' terms.
    enum Kind { case value, context, type, views, instance }
    var kind: Kind
    var text: String
    var type: String?
    var views: [SourceNode] = []
    /// An instance's stored properties.
    var members: [String: Term] = [:]

    static func value(_ text: String, _ type: String? = nil) -> Term { Term(kind: .value, text: text, type: type) }

    /// The text wrapped in parentheses unless it is a name, a literal or a member chain, so it can
    /// stand as an operand anywhere.
    var operand: String {
        let simple = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "$" }
        return simple ? text : "(" + text + ")"
    }
}

/// Type spellings the reader passes along.
enum TypeText {
    static func unwrapped(_ type: String?) -> String? {
        guard var t = type else { return nil }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return t
    }

    static func element(_ type: String?) -> String? {
        guard let t = unwrapped(type), t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") else { return nil }
        return String(t.dropFirst().dropLast())
    }
}
