import ActivityModel
import Expressions
import Foundation

/// A decoded content state as the interpreter's values of the types the sources declare: a struct
/// is a value of its declaration (its computed properties in reach), a case a case of its enum, a
/// `Double` field holding `3` the `3.0` Swift stores.
struct StateConversion {
    let program: IR.Program

    func value(_ state: StateValue, as type: TypeName?, owner: String) -> Value {
        if case .optional(let wrapped)? = type {
            if case .null = state { return .null }
            return .optional(value(state, as: wrapped, owner: owner))
        }
        // `struct AnyCodable { let value: Any }`, which decodes itself from any JSON: the holder,
        // with the JSON's plain values inside, as its own `init(from:)` stores them.
        if let holder = resolve(type, from: owner), let declaration = program.declaration(named: holder),
            case let stored = declaration.storedProperties.filter({ !$0.isStatic }), stored.count == 1,
            stored[0].name == "value",
            stored[0].type?.simpleName == "Any" || stored[0].type?.simpleName == "AnyHashable"
        {
            return .structure(
                StructValue(type: declaration.name, fields: [("value", value(state, as: nil, owner: owner))]))
        }
        let simple = type?.simpleName
        switch state {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i):
            switch simple {
            case "Double"?, "CGFloat"?, "TimeInterval"?: return .double(Double(i))
            case "Float"?: return .float(Float(i))
            default: return .int(Int(clamping: i))
            }
        case .uint(let u): return .int(Int(clamping: u))
        case .double(let d): return simple == "Float" ? .float(Float(d)) : .double(d)
        case .decimal(let text): return .double(Double(text) ?? 0)
        case .string(let s):
            if simple == "Character", s.count == 1 { return .character(s[s.startIndex]) }
            // A `Data` field travels as base64 (JSONDecoder's default), and the app holds its bytes.
            if simple == "Data", let bytes = Data(base64Encoded: s) { return .foundation(.data(bytes)) }
            return .string(s)
        case .date(let d): return .date(d)
        case .dateRange(let lower, let upper, let closed):
            return .range(lower: .date(lower), upper: .date(upper), closed: closed)
        case .uuid(let u): return .foundation(.uuid(u))
        case .url(let s): return URL(string: s).map { .foundation(.url($0)) } ?? .string(s)
        case .array(let items) where simple == "Duration" && items.count == 2:
            // `[high, low]`, the halves of its attoseconds, as `Duration`'s `Codable` writes it.
            guard let high = Self.integer(items[0]),
                let low = Self.integer(items[1]).map(UInt64.init(truncatingIfNeeded:))
            else { return .array(items.map { value($0, as: nil, owner: owner) }) }
            return .foundation(.duration(Duration(attoseconds: Int128(high) << 64 | Int128(low))))
        case .array(let items):
            var element: TypeName?
            if case .array(let e)? = type { element = e }
            return .array(items.map { value($0, as: element, owner: owner) })
        case .dictionary(let fields) where simple == "DateInterval":
            // `{"start": …, "duration": …}`, as `DateInterval`'s `Codable` writes it (seconds since 2001).
            guard case let start?? = fields.last(where: { $0.name == "start" }).map({ Self.number($0.value) }),
                case let duration?? = fields.last(where: { $0.name == "duration" }).map({ Self.number($0.value) })
            else {
                return .dictionary(
                    fields.map { DictionaryEntry(.string($0.name), value($0.value, as: nil, owner: owner)) })
            }
            return .dateInterval(Date(timeIntervalSinceReferenceDate: start), duration)
        case .dictionary(let fields):
            var valueType: TypeName?
            if case .dictionary(_, let v)? = type { valueType = v }
            return .dictionary(
                fields.map { DictionaryEntry(.string($0.name), value($0.value, as: valueType, owner: owner)) })
        case .enumCase(let written, let name):
            return .enumCase(EnumValue(type: resolve(type, from: owner) ?? written, name: name))
        case .enumPayload(let written, let name, let values):
            let typeName = resolve(type, from: owner) ?? written
            let declared = program.declaration(named: typeName)?.cases.first { $0.name == name }?.payload ?? []
            let payload = values.enumerated().map { i, field -> TupleValue in
                let slot = i < declared.count ? declared[i] : nil
                return TupleValue(
                    field.name.hasPrefix("_") ? nil : field.name, value(field.value, as: slot?.type, owner: typeName))
            }
            return .enumCase(EnumValue(type: typeName, name: name, payload: payload))
        case .structure(let written, let fields):
            guard let typeName = resolve(type, from: owner) ?? resolve(.named(written), from: owner),
                let declaration = program.declaration(named: typeName)
            else {
                return .structure(
                    StructValue(type: written, fields: fields.map { ($0.name, value($0.value, as: nil, owner: owner)) })
                )
            }
            var result = StructValue(type: declaration.name, fields: [])
            for property in declaration.storedProperties where !property.isStatic {
                if let field = fields.last(where: { $0.name == property.name }) {
                    result.fields.append(
                        (property.name, value(field.value, as: property.type, owner: declaration.name)))
                } else {
                    result.fields.append((property.name, .null))
                }
            }
            return .structure(result)
        }
    }

    /// A type named in `owner` as the program declares it: nested in `owner` (or an outer type of
    /// it) first, then at the top level.
    func resolve(_ type: TypeName?, from owner: String) -> String? {
        guard case .named(let name, _)? = type else { return nil }
        return program.declaration(named: name, inside: owner)?.declaration.name
    }

    static func number(_ state: StateValue) -> Double? {
        switch state {
        case .int(let i): return Double(i)
        case .uint(let u): return Double(u)
        case .double(let d): return d
        case .date(let d): return d.timeIntervalSinceReferenceDate
        default: return nil
        }
    }

    static func integer(_ state: StateValue) -> Int64? {
        switch state {
        case .int(let i): return i
        case .uint(let u): return Int64(truncatingIfNeeded: u)
        default: return nil
        }
    }
}
