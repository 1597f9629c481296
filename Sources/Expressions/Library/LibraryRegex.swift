import Foundation

/// A `String`'s methods that take a regex literal (`contains(/late|overdue/)`), matched by ICU's
/// engine; a pattern it does not accept is reported where the literal is written.
extension Library {
    static func regexMethod(
        _ s: String, _ name: String, _ pattern: String, _ args: [TupleValue], at range: SourceRange
    ) throws -> Value? {
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw EvaluationError(.unsupported, "livepeek cannot match the regex /\(pattern)/", at: range)
        }
        let whole = NSRange(s.startIndex..., in: s)
        func text(_ match: NSTextCheckingResult?) -> Value {
            guard let match, let found = Range(match.range, in: s) else { return .null }
            return .optional(.string(String(s[found])))
        }
        switch name {
        case "contains":
            return .bool(regex.firstMatch(in: s, range: whole) != nil)
        case "firstMatch":
            return text(regex.firstMatch(in: s, range: whole))
        case "wholeMatch":
            let match = regex.firstMatch(in: s, options: [.anchored], range: whole)
            return match.map { $0.range == whole } == true ? text(match) : .null
        case "replacing":
            guard args.count == 2, args[1].label == "with", case .string(let replacement) = args[1].value else {
                return nil
            }
            return .string(
                regex.stringByReplacingMatches(
                    in: s, range: whole, withTemplate: NSRegularExpression.escapedTemplate(for: replacement)))
        default:
            return nil
        }
    }
}
