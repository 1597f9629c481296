import ActivityModel

/// Enum cases with associated values in previews, encoded as the contract decodes them: synthesized
/// (`{"case": {"label": value}}`) or through the enum's own `init(from:)` (`EnumDecoding`).
extension PreviewEncoding {
    /// A content state of the preview as JSON: a struct's fields, or the case of an enum state.
    static func state(_ value: PreviewValue, _ contract: ContentStateContract) -> JSONValue? {
        if let root = contract.rootEnum {
            switch value {
            case .enumCase, .enumValues: return encode(value, as: .named(root), contract: contract)
            default: return nil
            }
        }
        guard case .object(let fields) = value else { return nil }
        return object(fields, contract.fields, contract: contract)
    }

    /// A case as the push carries it for `spec`.
    static func encodeCase(_ name: String, _ values: [(String, PreviewValue)], _ spec: EnumSpec?, contract: ContentStateContract) -> JSONValue {
        guard let spec, let found = spec.cases.first(where: { $0.name == name }) else { return .string(name) }
        guard let custom = spec.customDecoding else {
            let fields = found.values ?? []
            return .object([JSONMember(key: name, value: object(values, fields, contract: contract))])
        }
        // The inverse of the branch that makes this case: its tag or present key, and each value
        // put back under the key (or the member of a decoded struct) it was read from.
        // A branch choosing by the clock makes its other case too, before its date.
        guard var branch = custom.branches.first(where: { ($0.caseName == name || $0.clock?.before == name) && $0.unreadable == nil }) else {
            return .object([])
        }
        if branch.caseName != name, let clock = branch.clock { branch.arguments = clock.beforeArguments }
        var members = custom.discriminatorMember(for: branch, contract: contract).map { [$0] } ?? []
        for field in branch.fields {
            var nested: [JSONMember] = []
            var direct: JSONValue? = nil
            for argument in branch.arguments where argument.path.first == field.name {
                guard let value = values.first(where: { $0.0 == argument.label })?.1 else { continue }
                let raw = Self.unconverted(value, argument.conversion)
                if argument.path.count == 1 {
                    direct = encode(raw, as: field.type, contract: contract)
                } else if argument.path.count == 2, case .named(let structName) = Self.unwrapped(field.type),
                          let member = contract.structs[structName]?.fields.first(where: { $0.name == argument.path[1] }) {
                    if case .null = raw { continue }
                    nested.append(JSONMember(key: member.key, value: encode(raw, as: member.type, contract: contract)))
                }
            }
            if let direct { members.append(JSONMember(key: field.key, value: direct)) }
            else if !nested.isEmpty { members.append(JSONMember(key: field.key, value: .object(nested))) }
        }
        return .object(members)
    }

    static func unwrapped(_ type: SwiftType) -> SwiftType {
        if case .optional(let inner) = type { return unwrapped(inner) }
        return type
    }

    /// A preview date (seconds since 1970) as the number a `Date(timeInterval…:)` conversion reads.
    static func unconverted(_ value: PreviewValue, _ conversion: EnumDecoding.Conversion) -> PreviewValue {
        guard case .date(let seconds) = value else { return value }
        switch conversion {
        case .none: return value
        case .secondsSince1970: return .double(seconds)
        case .secondsSinceReferenceDate: return .double(seconds - 978_307_200)
        }
    }
}
