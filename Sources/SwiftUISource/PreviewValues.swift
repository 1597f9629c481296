import ActivityModel
import Foundation

/// A value a `#Preview`'s expressions gave (the attributes and content states a designer wants to
/// see, run by `PreviewInterpreter`), before it is encoded as the JSON a push would carry.
indirect enum PreviewValue {
    case null
    case bool(Bool)
    case int(Int64)
    /// The low half of a `Duration`'s attoseconds, which may not fit an `Int64`.
    case uint(UInt64)
    case double(Double)
    case string(String)
    /// Seconds since 1970.
    case date(Double)
    case range(Double, Double)
    case array([PreviewValue])
    /// A struct built with its memberwise initializer: property name → value.
    case object([(String, PreviewValue)])
    case enumCase(String)
    /// `.firstPart(minute: 12)`: a case with its associated values, by payload key.
    case enumValues(String, [(String, PreviewValue)])
}

/// Preview values as the JSON a push would carry them.
enum PreviewEncoding {
    /// The value as the JSON a push carries, typed by the contract (dates as seconds since 2001,
    /// ranges as `[lower, upper]`, enum cases as raw values, keys from `CodingKeys`).
    static func encode(_ value: PreviewValue, as type: SwiftType, contract: ContentStateContract) -> JSONValue {
        switch (value, type) {
        case (.null, _): return .null
        case (_, .optional(let inner)): return encode(value, as: inner, contract: contract)
        case (.date(let t), _): return .number(number(t - 978_307_200))
        case (.range(let a, let b), _): return .array([.number(number(a - 978_307_200)), .number(number(b - 978_307_200))])
        case (.bool(let b), _): return .bool(b)
        case (.int(let i), .double), (.int(let i), .float), (.int(let i), .float16): return .number(number(Double(i)))
        case (.int(let i), _): return .number(String(i))
        case (.uint(let u), _): return .number(String(u))
        case (.double(let d), _): return .number(number(d))
        case (.string(let s), _): return .string(s)
        case (.array(let items), .array(let element)): return .array(items.map { encode($0, as: element, contract: contract) })
        case (.array(let items), _): return .array(items.map { encode($0, as: .string, contract: contract) })
        case (.enumCase(let name), .named(let enumName)):
            guard let spec = contract.enums[enumName], let found = spec.cases.first(where: { $0.name == name }) else { return .string(name) }
            if spec.customDecoding != nil { return encodeCase(name, [], spec, contract: contract) }
            if spec.rawType == .none { return .object([JSONMember(key: found.name, value: .object([]))]) }
            return found.rawValue.json
        case (.enumCase(let name), _): return .string(name)
        case (.enumValues(let name, let values), .named(let enumName)):
            return encodeCase(name, values, contract.enums[enumName], contract: contract)
        case (.enumValues(let name, _), _): return .string(name)
        case (.object(let fields), .named(let structName)):
            guard let spec = contract.structs[structName] else { return .object([]) }
            return object(fields, spec.fields, contract: contract)
        // A dictionary literal, keyed by its keys' text.
        case (.object(let fields), .dictionary(let element)), (.object(let fields), .intDictionary(let element)):
            return .object(fields.map { JSONMember(key: $0.0, value: encode($0.1, as: element, contract: contract)) })
        // A type the contract carries as any JSON (`DateInterval`): its fields as they are.
        case (.object(let fields), .opaque):
            return .object(
                fields.map { JSONMember(key: $0.0, value: encode($0.1, as: .opaque(""), contract: contract)) })
        case (.object, _): return .object([])
        }
    }

    static func object(_ fields: [(String, PreviewValue)], _ specs: [FieldSpec], contract: ContentStateContract) -> JSONValue {
        .object(specs.compactMap { spec in
            guard let value = fields.first(where: { $0.0 == spec.name })?.1 else { return nil }
            // JSONEncoder leaves out a nil optional (encodeIfPresent).
            if case .null = value { return nil }
            return JSONMember(key: spec.key, value: encode(value, as: spec.type, contract: contract))
        })
    }

    static func number(_ d: Double) -> String {
        d.isFinite ? NumberText.of(d) : "0"
    }
}
