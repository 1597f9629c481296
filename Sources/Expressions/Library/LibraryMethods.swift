import Foundation

extension Library {
    /// Whether `value.name(…)` is a method the library models (for `value.name` used as a function).
    static func hasMethod(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .string: return sequenceMethods.contains(name) || stringMethods.contains(name)
        case .array, .dictionary, .range: return sequenceMethods.contains(name)
        default: return false
        }
    }

    static let sequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "first", "last", "contains", "allSatisfy", "sorted", "min", "max", "prefix",
        "suffix", "dropFirst", "dropLast", "joined", "enumerated", "reversed", "firstIndex", "lastIndex", "forEach", "count", "starts",
        "elementsEqual", "split",
    ]
    static let stringMethods: Set<String> = [
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "components", "replacingOccurrences", "trimmingCharacters", "padding",
        "localizedCaseInsensitiveContains", "localizedStandardContains",
    ]

    /// `base.name(args)`; the new base when the method mutates it (`append`, `sort`).
    static func method(_ base: Value, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                       at range: SourceRange) throws -> (result: Value, mutated: Value?) {
        if let mutation = try mutatingMethod(base, name, args, interpreter, at: range) { return mutation }
        if name == "formatted", case .foundation(.measurement(let m)) = base {
            return (try formattedMeasurement(m, args, interpreter, at: range), nil)
        }
        if name == "formatted", let text = try formatted(base, args, interpreter, at: range) { return (text, nil) }
        switch base {
        case .structure(let s) where s.type == "DateInterval" && name == "contains":
            guard case .date(let start)? = s["start"], case .date(let end)? = s["end"] else { break }
            let probe = try date(args.first?.value, interpreter, at: range)
            return (.bool(start <= probe && probe <= end), nil)
        case .structure(let s) where s.type == "UserDefaults":
            if let value = userDefault(name, args, interpreter, at: range) { return (value, nil) }
        case .foundation(.data(let data)):
            if let value = dataMethod(data, name, args, at: range) { return (value, nil) }
        case .structure(let s) where s.type == "Bundle":
            if let value = bundleMethod(name, args) { return (value, nil) }
        case .structure(let s) where s.type == "UIImage":
            if let value = imageMethod(s, name) { return (value, nil) }
        case .structure(let s) where s.type == "Timer" || s.type == "Timer.TimerPublisher":
            if let value = timerMethod(name) { return (value, nil) }
        case .structure(let s) where s.type == "Logger":
            if let value = loggerMethod(name) { return (value, nil) }
        case .structure(let s) where s.type == "FileManager":
            if let value = try fileManagerMethod(name, at: range) { return (value, nil) }
        case .foundation(.formatStyle(let style)):
            if let result = try formatStyleMethod(style, name, args, interpreter, at: range) { return (result, nil) }
        case .string(let s):
            if let result = try stringCharacterSetMethod(s, name, args, at: range) { return (result, nil) }
            if let result = try stringMethod(s, name, args, interpreter, at: range) { return (result, nil) }
        case .character(let c):
            switch name {
            case "uppercased": return (.string(c.uppercased()), nil)
            case "lowercased": return (.string(c.lowercased()), nil)
            default: break
            }
        case .int(let i):
            if let result = try intMethod(i, name, args, at: range) { return (result, nil) }
        case .double(let d):
            if let result = try floatingMethod(d, name, args, at: range) { return (result, nil) }
        case .float(let f):
            if let result = try floatingMethod(Double(f), name, args, at: range) {
                if case .double(let x) = result { return (.float(Float(x)), nil) }
                return (result, nil)
            }
        case .optional(let wrapped):
            switch name {
            case "map":
                guard let wrapped else { return (.null, nil) }
                return (.optional(try interpreter.call(try function(args, at: range), [wrapped], at: range)), nil)
            case "flatMap":
                guard let wrapped else { return (.null, nil) }
                let result = try interpreter.call(try function(args, at: range), [wrapped], at: range)
                if case .optional = result { return (result, nil) }
                return (.optional(result), nil)
            default: break
            }
        case .date(let d):
            switch name {
            case "addingTimeInterval", "advanced":
                return (.date(d.addingTimeInterval(try double(args.first?.value ?? .int(0), at: range))), nil)
            // The other date may be written bare: `end.timeIntervalSince(.now)`.
            case "timeIntervalSince":
                guard let other = try? date(args.first?.value, interpreter, at: range) else { break }
                return (.double(d.timeIntervalSince(other)), nil)
            case "distance":
                guard let other = try? date(args.first?.value, interpreter, at: range) else { break }
                return (.double(other.timeIntervalSince(d)), nil)
            case "ISO8601Format":
                // Foundation's default: UTC, to the second, with a `Z`; `.Strategy(includingFractionalSeconds:)`
                // adds milliseconds.
                var fractional = false
                if case .implicitMember(_, let payload)? = args.first?.value,
                    case .bool(true)? = payload.first(where: { $0.label == "includingFractionalSeconds" })?.value
                {
                    fractional = true
                }
                return (.string(d.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fractional))), nil)
            default: break
            }
        case .dictionary(let entries):
            if let result = try dictionaryMethod(entries, name, args, interpreter, at: range) { return (result, nil) }
        case .foundation(.calendar(let calendar)):
            if let result = try calendarMethod(calendar, name, args, interpreter, at: range) { return (result, nil) }
        case .foundation(.formatter(let box)):
            if let result = try formatterMethod(box, name, args, interpreter, at: range) { return (result, nil) }
        case .foundation(.characterSet(let set)):
            if let result = try characterSetMethod(set, name, args, at: range) { return (result, nil) }
        case .foundation(.measurement(let m)):
            if let result = try measurementMethod(m, name, args, at: range) { return (result, nil) }
        case .foundation(.scanner(let box)):
            if let result = try scannerMethod(box, name, args, at: range) { return (result, nil) }
        case .range(let lower, let upper, _):
            if name == "contains", let probe = args.first?.value, args.first?.label == nil, !isFunction(probe) {
                return (.bool(try rangeContains(base, probe, interpreter, at: range)), nil)
            }
            if name == "clamped" { _ = (lower, upper) }
        default:
            break
        }
        if let items = try? elements(of: base, at: range), let result = try sequenceMethod(base, items, name, args, interpreter, at: range) {
            return (result, nil)
        }
        throw EvaluationError(.unknownName, "value of type '\(base.typeName)' has no member '\(name)'", at: range)
    }

    static func isFunction(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    static func function(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        guard let f = args.last?.value, isFunction(f) else { throw EvaluationError(.typeMismatch, "a closure was expected", at: range) }
        return f
    }

    static func count(_ args: [TupleValue], default value: Int = 1, at range: SourceRange) throws -> Int {
        guard let first = args.first?.value else { return value }
        let n = try int(first, "the count", at: range)
        if n < 0 { throw EvaluationError(.trap, "Fatal error: Can't take a prefix of negative length from a collection", at: range) }
        return n
    }

    static func stringMethod(_ s: String, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        if case .foundation(.regex(let pattern))? = args.first?.value { return try regexMethod(s, name, pattern, args, at: range) }
        switch name {
        case "index":
            // `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, in characters.
            let base = try int(args.first?.value ?? .int(0), "index", at: range)
            let moved: Int
            switch args.first?.label {
            case "after": moved = base + 1
            case "before": moved = base - 1
            default: moved = base + (try argument(args, "offsetBy").map { try int($0, "offsetBy", at: range) } ?? 0)
            }
            guard moved >= 0, moved <= s.count else {
                throw EvaluationError(.trap, "Fatal error: String index is out of bounds", at: range)
            }
            return .int(moved)
        case "distance":
            guard let from = argument(args, "from"), let to = argument(args, "to") else { return nil }
            return .int(try int(to, "to", at: range) - (try int(from, "from", at: range)))
        case "range":
            guard case .string(let probe)? = argument(args, "of"), let found = s.range(of: probe) else {
                return args.first?.label == "of" ? .null : nil
            }
            let lower = s.distance(from: s.startIndex, to: found.lowerBound)
            return .optional(.range(lower: .int(lower), upper: .int(lower + s[found].count), closed: false))
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "data": return try stringData(s, args, at: range)
        case "hasPrefix": return .bool(s.hasPrefix(try string(args.first?.value ?? .string(""), at: range)))
        case "hasSuffix": return .bool(s.hasSuffix(try string(args.first?.value ?? .string(""), at: range)))
        case "contains":
            guard let probe = args.first?.value, args.first?.label == nil else { return nil }
            switch probe {
            case .string(let t): return .bool(s.contains(t))
            case .character(let c): return .bool(s.contains(c))
            default: return nil
            }
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            // Foundation's, in the render's locale rather than this machine's.
            guard let probe = args.first?.value, args.first?.label == nil else { return nil }
            let options: String.CompareOptions =
                name == "localizedStandardContains" ? [.caseInsensitive, .diacriticInsensitive] : [.caseInsensitive]
            return .bool(s.range(of: try string(probe, at: range), options: options, locale: interpreter.locale) != nil)
        case "components":
            guard let separator = argument(args, "separatedBy") else { return nil }
            return .array(s.components(separatedBy: try string(separator, at: range)).map { .string($0) })
        case "split":
            guard let separator = argument(args, "separator") else { return nil }
            let maxSplits = try argument(args, "maxSplits").map { try int($0, "maxSplits", at: range) } ?? Int.max
            let omitting = argument(args, "omittingEmptySubsequences").map { if case .bool(false) = $0 { return false } else { return true } } ?? true
            let text = try string(separator, at: range)
            if text.count == 1, let c = text.first {
                return .array(s.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map { .string(String($0)) })
            }
            return .array(s.split(separator: text, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map { .string(String($0)) })
        case "replacingOccurrences":
            guard let of = argument(args, "of"), let with = argument(args, "with") else { return nil }
            return .string(s.replacingOccurrences(of: try string(of, at: range), with: try string(with, at: range)))
        case "trimmingCharacters":
            guard let set = argument(args, "in") else { return nil }
            return .string(s.trimmingCharacters(in: try characterSet(set, at: range)))
        case "padding":
            guard let length = argument(args, "toLength"), let pad = argument(args, "withPad") else { return nil }
            let start = try argument(args, "startingAt").map { try int($0, "startingAt", at: range) } ?? 0
            return .string(s.padding(toLength: try int(length, "toLength", at: range), withPad: try string(pad, at: range), startingAt: start))
        default:
            return nil
        }
    }

    static func intMethod(_ i: Int, _ name: String, _ args: [TupleValue], at range: SourceRange) throws -> Value? {
        switch name {
        case "isMultiple":
            guard let of = argument(args, "of") else { return nil }
            let n = try int(of, "isMultiple(of:)", at: range)
            return .bool(n == 0 ? i == 0 : i % n == 0)
        case "signum": return .int(i.signum())
        case "advanced": return .int(try Operators.integer("+", i, try int(args.first?.value ?? .int(0), "advanced(by:)", at: range), at: range))
        case "distance": return .int(try Operators.integer("-", try int(args.first?.value ?? .int(0), "distance(to:)", at: range), i, at: range))
        case "quotientAndRemainder":
            let d = try int(args.first?.value ?? .int(1), "dividingBy", at: range)
            return .tuple([TupleValue("quotient", .int(try Operators.integer("/", i, d, at: range))),
                           TupleValue("remainder", .int(try Operators.integer("%", i, d, at: range)))])
        default: return nil
        }
    }

    static func roundingRule(_ value: Value?, at range: SourceRange) throws -> FloatingPointRoundingRule {
        guard let value else { return .toNearestOrAwayFromZero }
        guard case .implicitMember(let name, _) = value else { throw unsupported("this rounding rule", at: range) }
        switch name {
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        default: throw unsupported("the rounding rule .\(name)", at: range)
        }
    }

    static func floatingMethod(_ d: Double, _ name: String, _ args: [TupleValue], at range: SourceRange) throws -> Value? {
        switch name {
        case "rounded": return .double(d.rounded(try roundingRule(args.first?.value, at: range)))
        case "truncatingRemainder":
            return .double(d.truncatingRemainder(dividingBy: try double(argument(args, "dividingBy") ?? .double(1), at: range)))
        case "remainder": return .double(d.remainder(dividingBy: try double(argument(args, "dividingBy") ?? .double(1), at: range)))
        case "squareRoot": return .double(d.squareRoot())
        case "isMultiple": return nil
        case "advanced": return .double(d + (try double(args.first?.value ?? .int(0), at: range)))
        case "distance": return .double((try double(args.first?.value ?? .int(0), at: range)) - d)
        default: return nil
        }
    }

    static func dictionaryMethod(_ entries: [DictionaryEntry], _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                                 at range: SourceRange) throws -> Value? {
        switch name {
        case "mapValues":
            let f = try function(args, at: range)
            return .dictionary(try entries.map { DictionaryEntry($0.key, try interpreter.call(f, [$0.value], at: range)) })
        case "filter":
            let f = try function(args, at: range)
            return .dictionary(try entries.filter {
                try interpreter.truth(try interpreter.call(f, [.tuple([TupleValue("key", $0.key), TupleValue("value", $0.value)])], at: range), at: range)
            })
        default:
            return nil
        }
    }
}
