import Foundation

/// A value of a contract made up from its types alone, for widgets whose sources give no states:
/// a `String` shows its field's name, numbers a small plausible value, a `Date` a quarter of an hour
/// from `now`, a date range around `now`, an enum its first case, an optional its wrapped value, a
/// collection two elements. Encoded as the contract's decoder reads it, so it always decodes.
public struct ContractSample {
    public var now: Date
    public var dateEncoding: DateEncoding
    public var rangeEncoding: RangeEncoding
    /// The string keys the widget's code looks up (`data["title"]`): a `[String: T]` sample holds
    /// those, so the views that read them have something to show.
    public var dictionaryKeys: [String]

    public init(now: Date, dateEncoding: DateEncoding = .deferredToDate, rangeEncoding: RangeEncoding = .array,
                dictionaryKeys: [String] = []) {
        self.now = now
        self.dateEncoding = dateEncoding
        self.rangeEncoding = rangeEncoding
        self.dictionaryKeys = dictionaryKeys
    }

    /// Nesting deeper than this is cut with `null` (arrays and optionals of named types can recurse).
    static let maximumDepth = 8

    public func value(of contract: ContentStateContract) -> JSONValue {
        if let root = contract.rootEnum { return value(.named(root), name: root, contract, depth: 0) }
        return object(contract.fields, contract, depth: 0)
    }

    func object(_ fields: [FieldSpec], _ contract: ContentStateContract, depth: Int) -> JSONValue {
        .object(fields.map { JSONMember(key: $0.key, value: value($0.type, name: $0.name, contract, depth: depth + 1)) })
    }

    func value(_ type: SwiftType, name: String, _ contract: ContentStateContract, depth: Int) -> JSONValue {
        guard depth <= Self.maximumDepth else { return .null }
        switch type {
        case .string: return .string(name)
        case .bool: return .bool(true)
        case .integer: return .number("3")
        case .double, .float, .float16, .decimal: return .number("4.5")
        case .date: return date(now.addingTimeInterval(15 * 60))
        case .uuid: return .string("00000000-0000-4000-8000-000000000001")
        case .url: return .string("https://example.com/" + name)
        case .data: return .string("")
        case .opaque: return .object([])
        case .closedDateRange, .dateRange:
            let lower = date(now.addingTimeInterval(-5 * 60)), upper = date(now.addingTimeInterval(25 * 60))
            switch rangeEncoding {
            case .array: return .array([lower, upper])
            case .bounds: return .object([JSONMember(key: "lowerBound", value: lower), JSONMember(key: "upperBound", value: upper)])
            }
        case .array(let element):
            return .array([value(element, name: name + " 1", contract, depth: depth + 1), value(element, name: name + " 2", contract, depth: depth + 1)])
        case .optional(let wrapped):
            return value(wrapped, name: name, contract, depth: depth)
        case .intDictionary(let element):
            return .object([JSONMember(key: "1", value: value(element, name: name, contract, depth: depth + 1))])
        case .dictionary(let element):
            guard !dictionaryKeys.isEmpty else {
                return .object([JSONMember(key: "key", value: value(element, name: name, contract, depth: depth + 1))])
            }
            // Any JSON under a key shows the key, as a `String` shows its field's name.
            return .object(dictionaryKeys.map { key in
                if case .opaque = element { return JSONMember(key: key, value: .string(key)) }
                return JSONMember(key: key, value: value(element, name: key, contract, depth: depth + 1))
            })
        case .named(let typeName):
            if let spec = contract.enums[typeName], let first = spec.cases.first {
                if let custom = spec.customDecoding { return customSample(custom, contract, depth: depth) }
                if spec.rawType == .none {
                    return .object([JSONMember(key: first.name, value: first.values.map { object($0, contract, depth: depth) } ?? .object([]))])
                }
                return first.rawValue.json
            }
            if let spec = contract.structs[typeName] { return object(spec.fields, contract, depth: depth) }
            return .null
        }
    }

    /// An object a hand-written `init(from:)` reads as its first readable case: the discriminator's
    /// tag or the present key, then that branch's keys.
    func customSample(_ custom: EnumDecoding, _ contract: ContentStateContract, depth: Int) -> JSONValue {
        guard let branch = custom.sampleBranch else { return .object([]) }
        var members = custom.discriminatorMember(for: branch, contract: contract).map { [$0] } ?? []
        for field in branch.fields {
            var sample = value(field.type, name: field.name, contract, depth: depth + 1)
            // A number the body turns into a `Date` gets a time a quarter of an hour from `now`.
            for argument in branch.arguments where argument.conversion != .none && argument.path.first == field.name {
                let instant = now.addingTimeInterval(15 * 60)
                let seconds = argument.conversion == .secondsSince1970 ? instant.timeIntervalSince1970 : instant.timeIntervalSinceReferenceDate
                sample = Self.replacing(argument.path.dropFirst(), in: sample, with: .number(String(Int64(seconds.rounded()))))
            }
            members.append(JSONMember(key: field.key, value: sample))
        }
        return .object(members)
    }

    /// `json` with the value at the member path `path` replaced, where that path exists.
    static func replacing(_ path: ArraySlice<String>, in json: JSONValue, with leaf: JSONValue) -> JSONValue {
        guard let head = path.first else { return json == .null ? json : leaf }
        guard case .object(let members) = json else { return json }
        return .object(members.map { $0.key == head ? JSONMember(key: $0.key, value: replacing(path.dropFirst(), in: $0.value, with: leaf)) : $0 })
    }

    func date(_ date: Date) -> JSONValue {
        switch dateEncoding {
        case .deferredToDate: return .number(String(Int64(date.timeIntervalSinceReferenceDate.rounded())))
        case .secondsSince1970: return .number(String(Int64(date.timeIntervalSince1970.rounded())))
        case .millisecondsSince1970: return .number(String(Int64((date.timeIntervalSince1970 * 1000).rounded())))
        case .iso8601: return .string(ISO8601DateFormatter().string(from: date))
        }
    }
}
