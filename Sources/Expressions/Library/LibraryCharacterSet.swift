import Foundation

/// `CharacterSet`, Foundation's own: the named sets, `CharacterSet(charactersIn:)`, `inverted`,
/// the set algebra, and the `String` methods that take one.
extension Library {
    static func namedCharacterSet(_ name: String) -> CharacterSet? {
        switch name {
        case "whitespaces": return .whitespaces
        case "whitespacesAndNewlines": return .whitespacesAndNewlines
        case "newlines": return .newlines
        case "decimalDigits": return .decimalDigits
        case "letters": return .letters
        case "lowercaseLetters": return .lowercaseLetters
        case "uppercaseLetters": return .uppercaseLetters
        case "alphanumerics": return .alphanumerics
        case "punctuationCharacters": return .punctuationCharacters
        case "symbols": return .symbols
        case "controlCharacters": return .controlCharacters
        case "capitalizedLetters": return .capitalizedLetters
        case "illegalCharacters": return .illegalCharacters
        case "nonBaseCharacters": return .nonBaseCharacters
        case "urlQueryAllowed": return .urlQueryAllowed
        case "urlPathAllowed": return .urlPathAllowed
        case "urlHostAllowed": return .urlHostAllowed
        case "urlFragmentAllowed": return .urlFragmentAllowed
        default: return nil
        }
    }

    /// A set given where one is expected: a value, or `.whitespaces` written bare.
    static func characterSet(_ value: Value, at range: SourceRange) throws -> CharacterSet {
        switch value {
        case .foundation(.characterSet(let set)): return set
        case .implicitMember(let name, let payload) where payload.isEmpty:
            if let set = namedCharacterSet(name) { return set }
        case .implicitMember("init", let payload):
            if let set = try constructCharacterSet(payload, at: range) { return set }
        default: break
        }
        throw EvaluationError(.typeMismatch, "a CharacterSet was expected, not \(value.typeName)", at: range)
    }

    static func constructCharacterSet(_ args: [TupleValue], at range: SourceRange) throws -> CharacterSet? {
        guard let first = args.first else { return CharacterSet() }
        switch first.label {
        case "charactersIn": return CharacterSet(charactersIn: try string(first.value, at: range))
        default: return nil
        }
    }

    static func characterSetProperty(_ set: CharacterSet, _ name: String) -> Value? {
        switch name {
        case "inverted": return .foundation(.characterSet(set.inverted))
        case "isEmpty": return .bool(set.isEmpty)
        default: return nil
        }
    }

    static func characterSetMethod(
        _ set: CharacterSet, _ name: String, _ args: [TupleValue], at range: SourceRange
    ) throws -> Value? {
        guard let other = args.first?.value else { return nil }
        switch name {
        case "union": return .foundation(.characterSet(set.union(try characterSet(other, at: range))))
        case "intersection": return .foundation(.characterSet(set.intersection(try characterSet(other, at: range))))
        case "subtracting": return .foundation(.characterSet(set.subtracting(try characterSet(other, at: range))))
        case "symmetricDifference":
            return .foundation(.characterSet(set.symmetricDifference(try characterSet(other, at: range))))
        case "isSuperset", "isSubset":
            let given = try characterSet(other, at: range)
            return .bool(name == "isSuperset" ? set.isSuperset(of: given) : set.isSubset(of: given))
        case "contains":
            // A `Character` of one scalar, as `Unicode.Scalar` literals are written.
            let text = try string(other, at: range)
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
                throw EvaluationError(.typeMismatch, "CharacterSet.contains takes one Unicode scalar", at: range)
            }
            return .bool(set.contains(scalar))
        default: return nil
        }
    }

    /// `s.components(separatedBy: set)`, `s.rangeOfCharacter(from: set)`: the `String` methods over a set.
    static func stringCharacterSetMethod(
        _ s: String, _ name: String, _ args: [TupleValue], at range: SourceRange
    ) throws -> Value? {
        switch name {
        case "components":
            guard let by = argument(args, "separatedBy"), !isText(by) else { return nil }
            return .array(s.components(separatedBy: try characterSet(by, at: range)).map { .string($0) })
        case "rangeOfCharacter":
            guard let from = argument(args, "from") else { return nil }
            // Offsets in characters: the interpreter's `String.Index`.
            guard let found = s.rangeOfCharacter(from: try characterSet(from, at: range)) else { return .null }
            let lower = s.distance(from: s.startIndex, to: found.lowerBound)
            let upper = s.distance(from: s.startIndex, to: found.upperBound)
            return .optional(.range(lower: .int(lower), upper: .int(upper), closed: false))
        default:
            return nil
        }
    }

    private static func isText(_ value: Value) -> Bool {
        switch value {
        case .string, .character: return true
        default: return false
        }
    }
}
