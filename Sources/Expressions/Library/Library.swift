import Foundation

/// The standard library and Foundation members widgets call, run by the Swift that runs livepeek:
/// a `String` method is the real `String` method on the value's text, so its result is the one
/// the phone computes.
enum Library {
    /// Library types a name may resolve to.
    static let typeNames: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "TimeInterval", "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set",
        "Optional", "Date", "Calendar", "Locale", "TimeZone", "Range", "ClosedRange", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Decimal", "NumberFormatter", "DateFormatter", "Duration", "UUID", "URL",
        "ISO8601DateFormatter", "NSNumber", "NSDecimalNumber", "Data", "DateComponentsFormatter",
        "RelativeDateTimeFormatter", "JSONDecoder", "UserDefaults",
        "FileManager",
        "JSONSerialization", "CGPoint", "CGSize", "CGVector", "UIImage", "Bundle", "NSLocale",
        "CharacterSet", "Scanner", "Logger", "Timer", "DateInterval", "DateComponents", "URLComponents", "URLQueryItem",
        "Measurement", "UnitLength", "UnitSpeed", "UnitTemperature", "UnitMass",
        "UnitDuration", "UnitEnergy", "UnitPower", "UnitVolume", "UnitPressure", "UnitAngle",
    ]

    static let freeFunctions: Set<String> = [
        "min", "max", "abs", "swap", "zip", "stride", "round", "floor", "ceil", "sqrt", "pow", "print", "debugPrint",
        "NSLog", "type",
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "hypot", "trunc",
        "NSLocalizedString",
        "fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure", "os_log"]

    /// The library protocols whose extensions a value's members include.
    static func conformances(of value: Value) -> [String] {
        switch value {
        case .int: return ["Int", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric", "Numeric", "Comparable", "Equatable", "Hashable"]
        // `TimeInterval` is `Double` and a `CGFloat` is drawn as one: their extensions are `Double`'s.
        case .double:
            return [
                "Double", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable", "Equatable",
                "Hashable", "TimeInterval", "CGFloat",
            ]
        case .float: return ["Float", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable", "Equatable", "Hashable"]
        case .string: return ["String", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable", "Equatable", "Hashable"]
        case .array: return ["Array", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection", "Collection", "Sequence"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence"]
        case .bool: return ["Bool", "Equatable", "Hashable"]
        case .date: return ["Date", "Comparable", "Equatable"]
        case .optional: return ["Optional"]
        case .host(let value): return value.conformances
        default: return []
        }
    }

    /// A sequence's elements, for `for`-in and the sequence methods.
    static func elements(of value: Value, at range: SourceRange) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .string(let s): return s.map { .character($0) }
        case .dictionary(let entries): return entries.map { .tuple([TupleValue("key", $0.key), TupleValue("value", $0.value)]) }
        case .range(.int(let lower)?, .int(let upper)?, let closed):
            if closed { return lower <= upper ? (lower...upper).map { .int($0) } : [] }
            return lower < upper ? (lower..<upper).map { .int($0) } : []
        case .optional(let wrapped?): return try elements(of: wrapped, at: range)
        default: throw EvaluationError(.typeMismatch, "\(value.typeName) is not a sequence", at: range)
        }
    }

    /// The value a method that takes a sequence gives back: a `String` stays a `String` of its characters.
    static func sameKind(_ base: Value, _ items: [Value]) -> Value {
        if case .string = base { return .string(items.map(characterText).joined()) }
        return .array(items)
    }

    static func characterText(_ value: Value) -> String {
        switch value {
        case .character(let c): return String(c)
        case .string(let s): return s
        default: return ""
        }
    }

    /// Whether `range` holds `value`, ordered as `<` orders them (an enum's cases by declaration).
    static func rangeContains(_ range: Value, _ value: Value, _ interpreter: Interpreter, at place: SourceRange) throws -> Bool {
        guard case .range(let lower, let upper, let closed) = range else { return false }
        let probe = interpreter
        if let lower, let o = try Operators.compare(lower, value, probe), o > 0 || o == Operators.nanOrder { return false }
        if let upper, let o = try Operators.compare(value, upper, probe) {
            if o == Operators.nanOrder { return false }
            return closed ? o <= 0 : o < 0
        }
        return upper == nil
    }

    static func int(_ value: Value, _ what: String, at range: SourceRange) throws -> Int {
        if case .int(let i) = value { return i }
        throw EvaluationError(.typeMismatch, "\(what) takes an Int, not \(value.typeName)", at: range)
    }

    static func double(_ value: Value, at range: SourceRange) throws -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .float(let f): return Double(f)
        default: throw EvaluationError(.typeMismatch, "a number was expected, not \(value.typeName)", at: range)
        }
    }

    static func string(_ value: Value, at range: SourceRange) throws -> String {
        switch value {
        case .string(let s): return s
        case .character(let c): return String(c)
        default: throw EvaluationError(.typeMismatch, "a String was expected, not \(value.typeName)", at: range)
        }
    }

    static func argument(_ args: [TupleValue], _ label: String?) -> Value? {
        args.first { $0.label == label }?.value
    }

    /// `String(format:)` over Foundation, whose `%d`, `%.1f`, `%@` are the phone's.
    static func format(_ format: String, _ values: [Value], at range: SourceRange) throws -> String {
        let arguments: [any CVarArg] = try values.map { value -> any CVarArg in
            switch value {
            case .int(let i): return i
            case .double(let d): return d
            case .float(let f): return Double(f)
            case .string(let s): return s
            case .character(let c): return String(c)
            case .bool(let b): return b ? 1 : 0
            default: throw EvaluationError(.typeMismatch, "String(format:) cannot format a \(value.typeName)", at: range)
            }
        }
        return String(format: format, arguments: arguments)
    }

    static func unsupported(_ what: String, at range: SourceRange) -> EvaluationError {
        EvaluationError(.unsupported, "livepeek does not model \(what)", at: range)
    }
}
