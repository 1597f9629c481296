import Foundation

/// A decoded content-state (or attributes) value, typed by the contract.
///
/// This is what the app would hold after `JSONDecoder` succeeded: enum cases by case name,
/// dates as instants, ranges with both bounds. Layout expressions read it.
public indirect enum StateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    /// A `Decimal`, kept as its JSON literal text.
    case decimal(String)
    case string(String)
    case date(Date)
    case dateRange(lower: Date, upper: Date, closed: Bool)
    case uuid(UUID)
    case url(String)
    case array([StateValue])
    case dictionary([StateField])
    case enumCase(type: String, name: String)
    /// A case with associated values, each under its payload key (its label, or `_0`…).
    case enumPayload(type: String, name: String, values: [StateField])
    case structure(type: String, fields: [StateField])

    /// The field or dictionary entry named `name`.
    public subscript(name: String) -> StateValue? {
        switch self {
        case .structure(_, let fields), .dictionary(let fields):
            return fields.last { $0.name == name }?.value
        default:
            return nil
        }
    }
}

/// A named member of a decoded struct or dictionary.
public struct StateField: Sendable, Equatable {
    public var name: String
    public var value: StateValue
    public init(name: String, value: StateValue) {
        self.name = name
        self.value = value
    }
}

extension StateValue {
    /// The value as JSON for people and reports: dates as ISO-8601 strings, enum cases by name,
    /// ranges as `[lower, upper]`; not the wire format.
    public var reportJSON: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(String(i))
        case .uint(let u): return .number(String(u))
        case .double(let d): return JSONValue.number(d)
        case .decimal(let text): return .number(text)
        case .string(let s): return .string(s)
        case .date(let d): return .string(Timestamp.iso8601(d))
        case .dateRange(let lower, let upper, _): return .array([.string(Timestamp.iso8601(lower)), .string(Timestamp.iso8601(upper))])
        case .uuid(let u): return .string(u.uuidString)
        case .url(let s): return .string(s)
        case .array(let items): return .array(items.map(\.reportJSON))
        case .dictionary(let fields), .structure(_, let fields):
            return .object(fields.map { JSONMember(key: $0.name, value: $0.value.reportJSON) })
        case .enumCase(_, let name): return .string(name)
        case .enumPayload(_, let name, let values):
            return .object([JSONMember(key: name, value: .object(values.map { JSONMember(key: $0.name, value: $0.value.reportJSON) }))])
        }
    }
}

extension StateValue {
    /// A JSON value held without a type (`SwiftType.opaque`): whole numbers as integers, objects
    /// as dictionaries in their members' order.
    public init(untyped json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        // A whole number past Int64 (a `Duration`'s low half) stays whole while a UInt64 holds it.
        case .number(let text):
            self = Int64(text).map(StateValue.int) ?? UInt64(text).map(StateValue.uint) ?? .double(Double(text) ?? 0)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(StateValue.init(untyped:)))
        case .object(let members):
            self = .dictionary(members.map { StateField(name: $0.key, value: StateValue(untyped: $0.value)) })
        }
    }
}
