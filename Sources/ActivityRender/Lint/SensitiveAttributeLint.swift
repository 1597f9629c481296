import ActivityModel

/// Attributes show on the Lock Screen, even locked: a name that reads like a secret or personal
/// data is worth a second look (docs/ACTIVITYKIT.md, "Review checklist").
public enum SensitiveAttributeLint {
    public static let code = "lint.sensitiveAttribute"

    static let words = ["password", "passcode", "token", "secret", "ssn", "socialsecurity", "email", "phone",
                        "address", "card", "iban", "account", "birth", "pin"]

    public static func findings(_ attributes: JSONValue?) -> [Diagnostic] {
        guard case .object(let members) = attributes else { return [] }
        return members.compactMap { member in
            let folded = member.key.lowercased().filter { $0.isLetter }
            guard let word = words.first(where: { folded.contains($0) }) else { return nil }
            return .warning(code, "attribute '\(member.key)' looks sensitive (\(word)); attributes show on the Lock Screen, even locked",
                            path: "attributes.\(member.key)")
        }
    }
}
