import ActivityModel
import Foundation

/// The value of a view expression: what a Swift expression in the app's view would hold.
///
/// There is no Optional wrapper: an optional field is either its value or `.null`, and member
/// access on `.null` yields `.null`, which is what `a?.b` does. Integers of every width become
/// `Int`; `UInt64` values above `Int.max` and `Decimal`s become `Double`; `UUID` and `URL` become
/// their string forms. A `[String: T]` dictionary becomes a `.structure` with no type name.
///
/// Not `indirect`: the arrays already hold nested values out of line, and an indirect enum
/// allocated a box for every number, string and case an expression produced. The two widest cases
/// are boxed, so a value stays 33 bytes.
public enum ExprValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    /// A `ClosedRange<Date>` (a `Range<Date>` from the contract reads as closed: timers treat them alike).
    case dateRange(lower: Date, upper: Date)
    case enumCase(type: String, name: String)
    /// A case with associated values, each under its label (or `_0`…). `value.name` is the payload
    /// when the value is that case and nil otherwise, which is how a `case .name(let x)` pattern reads.
    indirect case enumPayload(type: String, name: String, values: [Field])
    case array([ExprValue])
    /// A struct's stored properties in declaration order; `type` is nil for a dictionary.
    case structure(type: String?, fields: [Field])
    /// A closure with the names it captured where it was written.
    indirect case closure(ExprClosure)

    /// One stored property of a `.structure`.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: ExprValue
        public init(name: String, value: ExprValue) {
            self.name = name
            self.value = value
        }
    }

    /// Converts a decoded content-state (or attributes) value.
    public init(_ value: StateValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(Int(i))
        case .uint(let u): self = u <= UInt64(Int.max) ? .int(Int(u)) : .double(Double(u))
        case .double(let d): self = .double(d)
        case .decimal(let text): self = Double(text).map(ExprValue.double) ?? .string(text)
        case .string(let s): self = .string(s)
        case .date(let d): self = .date(d)
        case .dateRange(let lower, let upper, _): self = .dateRange(lower: lower, upper: upper)
        case .uuid(let u): self = .string(u.uuidString)
        case .url(let s): self = .string(s)
        case .array(let items): self = .array(items.map(ExprValue.init))
        case .dictionary(let fields): self = .structure(type: nil, fields: fields.map { Field(name: $0.name, value: ExprValue($0.value)) })
        case .enumCase(let type, let name): self = .enumCase(type: type, name: name)
        case .enumPayload(let type, let name, let values):
            self = .enumPayload(type: type, name: name, values: values.map { Field(name: $0.name, value: ExprValue($0.value)) })
        case .structure(let type, let fields): self = .structure(type: type, fields: fields.map { Field(name: $0.name, value: ExprValue($0.value)) })
        }
    }

    /// The field named `name` of a structure or dictionary.
    public subscript(field name: String) -> ExprValue? {
        guard case .structure(_, let fields) = self else { return nil }
        return fields.last { $0.name == name }?.value
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// An `Int` or `Double` as a `Double`.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    public var dateValue: Date? {
        if case .date(let d) = self { return d }
        return nil
    }

    public var dateRangeBounds: (lower: Date, upper: Date)? {
        if case .dateRange(let lower, let upper) = self { return (lower, upper) }
        return nil
    }

    public var arrayValue: [ExprValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var isNull: Bool {
        self == .null
    }

    /// The kind of value as a message names it: `Int`, `String`, `DeliveryStep`, `nil`.
    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .date: return "Date"
        case .dateRange: return "ClosedRange<Date>"
        case .enumCase(let type, _), .enumPayload(let type, _, _): return type
        case .array: return "Array"
        case .structure(let type, _): return type ?? "Dictionary"
        case .closure: return "closure"
        }
    }

    /// What `Text("\(x)")` shows for this value.
    ///
    /// Swift's own `description` where it has one (Int digits, `2.5`, `3.0`, `true`, `nil`, an
    /// enum case's name, `["a", "b"]`), except dates: ISO-8601 (`2026-11-22T10:00:00Z`) rather
    /// than `Date.description`'s `2026-11-22 10:00:00 +0000`, so output reads like the rest of
    /// the tool. Numbers are not localized (see the report: SwiftUI's `LocalizedStringKey`
    /// interpolation may group digits; definitions that care use `formatted(x, "%d")`).
    public var displayText: String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .string(let s): return s
        case .date(let d): return Timestamp.iso8601(d)
        case .dateRange(let lower, let upper): return Timestamp.iso8601(lower) + "..." + Timestamp.iso8601(upper)
        case .enumCase(_, let name): return name
        case .enumPayload(_, let name, let values):
            // Swift prints `firstPart(minute: 12)`, and `_0` values without their label.
            return name + "(" + values.map { ($0.name.hasPrefix("_") ? "" : $0.name + ": ") + $0.value.debugText }.joined(separator: ", ") + ")"
        case .array(let items): return "[" + items.map(\.debugText).joined(separator: ", ") + "]"
        case .structure(let type, let fields):
            guard let type else {
                if fields.isEmpty { return "[:]" }
                return "[" + fields.map { Expr.quoted($0.name) + ": " + $0.value.debugText }.joined(separator: ", ") + "]"
            }
            return type + "(" + fields.map { $0.name + ": " + $0.value.debugText }.joined(separator: ", ") + ")"
        case .closure: return "(Function)"
        }
    }

    /// The text inside a collection, where Swift quotes strings and qualifies enum cases.
    private var debugText: String {
        switch self {
        case .string(let s): return Expr.quoted(s)
        case .enumCase(let type, let name): return type + "." + name
        case .enumPayload(let type, _, _): return type + "." + displayText
        default: return displayText
        }
    }
}
