import Foundation

/// A value of the interpreted program, with the Swift type it has.
///
/// Integers are `Int` and traps are Swift's (overflow, division by zero); `Double` and `Float` stay
/// apart so each prints as Swift prints it (`Float(31.4)` is `31.4`, not `31.399999618530273`).
public indirect enum Value: Sendable {
    case void
    case bool(Bool)
    case int(Int)
    case double(Double)
    case float(Float)
    case string(String)
    case character(Character)
    case array([Value])
    /// Keys in insertion order; look-ups compare with `==`.
    case dictionary([DictionaryEntry])
    /// `nil` is `.optional(nil)`.
    case optional(Value?)
    case tuple([TupleValue])
    /// `a...b`, `a..<b`, `a...`, `..<b`: a missing bound is nil.
    case range(lower: Value?, upper: Value?, closed: Bool)
    case date(Date)
    /// A value of an enum declared by the program.
    case enumCase(EnumValue)
    /// A value of a struct or class declared by the program.
    case structure(StructValue)
    case function(Callable)
    /// A type used as a value: `Int.self`, the base of `Int.max` or `Color.red`.
    case type(TypeName)
    /// `.name` (or `.name(payload)`) before anything says its type: it compares equal to a case
    /// of that name and becomes one when it reaches a typed place.
    case implicitMember(String, [TupleValue])
    /// A Foundation value the library models by calling Foundation itself.
    case foundation(FoundationValue)
    /// A value of the embedding program's library (`InterpreterHost`).
    case host(any HostValue)
}

/// Foundation's reference-like values, kept as the Foundation values they are.
public enum FoundationValue: Sendable {
    case calendar(Calendar)
    case locale(Locale)
    case timeZone(TimeZone)
    case uuid(UUID)
    case url(URL)
    case formatter(FormatterBox)
    case formatStyle(FormatStyleValue)
    /// A regex literal's pattern, matched with ICU's engine (`NSRegularExpression`), whose syntax
    /// Swift's regex literals share for the patterns widgets write.
    case regex(String)
    case duration(Duration)
    case measurement(MeasurementValue)
    /// A unit of a dimension (`UnitLength.kilometers`).
    case unit(UnitName)
    case data(Data)
    case characterSet(CharacterSet)
    case scanner(ScannerBox)
}

public struct DictionaryEntry: Sendable {
    public var key: Value
    public var value: Value
    public init(_ key: Value, _ value: Value) {
        self.key = key
        self.value = value
    }
}

public struct TupleValue: Sendable {
    public var label: String?
    public var value: Value
    /// For an argument written `&x`: where the callee leaves the parameter's last value.
    public var cell: InoutCell?
    public init(_ label: String?, _ value: Value, cell: InoutCell? = nil) {
        self.label = label
        self.value = value
        self.cell = cell
    }
}

/// An `inout` argument's storage for one call: the caller fills it with the variable's value,
/// the callee leaves its parameter's last value in it, the caller writes that back (Swift's
/// copy-in copy-out). A reference so that it crosses the call unchanged; only the interpreter
/// running the call touches it.
public final class InoutCell: @unchecked Sendable {
    public var value: Value
    public init(_ value: Value) { self.value = value }
}

/// The `&x` arguments of one call and their cells, in order.
final class InoutCells {
    var entries: [(IR.Expr, InoutCell)] = []
}

public struct EnumValue: Sendable {
    public var type: String
    public var name: String
    public var payload: [TupleValue]
    public init(type: String, name: String, payload: [TupleValue] = []) {
        self.type = type
        self.name = name
        self.payload = payload
    }
}

public struct StructValue: Sendable {
    public var type: String
    /// Stored properties in declaration order.
    public var fields: [(name: String, value: Value)]
    public init(type: String, fields: [(name: String, value: Value)]) {
        self.type = type
        self.fields = fields
    }

    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set {
            guard let newValue else { return }
            if let i = fields.firstIndex(where: { $0.name == name }) { fields[i].value = newValue } else { fields.append((name, newValue)) }
        }
    }
}

extension Value {
    public static let null = Value.optional(nil)

    /// The Swift type's name, for messages.
    public var typeName: String {
        switch self {
        case .void: return "Void"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        case .tuple: return "tuple"
        case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
        case .date: return "Date"
        case .enumCase(let e): return e.type
        case .structure(let s): return s.type
        case .function: return "function"
        case .type(let t): return t.description + ".Type"
        case .implicitMember(let name, _): return "." + name
        case .host(let value): return value.typeName
        case .foundation(.calendar): return "Calendar"
        case .foundation(.locale): return "Locale"
        case .foundation(.timeZone): return "TimeZone"
        case .foundation(.uuid): return "UUID"
        case .foundation(.data): return "Data"
        case .foundation(.characterSet): return "CharacterSet"
        case .foundation(.scanner): return "Scanner"
        case .foundation(.url): return "URL"
        case .foundation(.formatStyle(let style)): return style.typeName
        case .foundation(.duration): return "Duration"
        case .foundation(.measurement(let m)): return "Measurement<\(m.unit.dimension)>"
        case .foundation(.unit(let unit)): return unit.dimension
        case .foundation(.regex): return "Regex<Substring>"
        case .foundation(.formatter(let box)):
            switch box.formatter {
            case .number: return "NumberFormatter"
            case .date: return "DateFormatter"
            case .iso8601: return "ISO8601DateFormatter"
            case .components: return "DateComponentsFormatter"
            case .relative: return "RelativeDateTimeFormatter"
            case .jsonDecoder: return "JSONDecoder"
            }
        }
    }

    /// The value with one level of optional removed; nil for `nil`. A non-optional is itself.
    public var unwrapped: Value? {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }
}
