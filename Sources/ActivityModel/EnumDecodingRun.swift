import Foundation

extension ContentStateDecoder.Run {
    /// An enum decoded by its own `init(from:)` (`EnumDecoding`): the branch its condition picks,
    /// that branch's keys as a struct's, then the case built from them. Whatever the body would
    /// throw (a missing key, a type mismatch, a `default: throw`) fails the decode, so the phone's
    /// verdict stands: the update is dropped.
    mutating func decodeCustom(_ spec: EnumSpec, _ custom: EnumDecoding, _ json: JSONValue, _ path: ContentStateDecoder.Trail) -> StateValue? {
        guard case .object(let members) = json else {
            error(DiagnosticCode.typeMismatch, "expected an object for \(spec.name) (its init(from:) reads a keyed container), found \(json.kindDescription)", path)
            return nil
        }
        guard let branch = chooseBranch(spec, custom, members, path) else { return nil }
        if let unreadable = branch.unreadable {
            error(DiagnosticCode.customDecoding, "\(spec.name)'s init(from:) takes a branch livepeek cannot follow (\(unreadable))", path)
            return nil
        }
        guard let caseName = branch.caseName else {
            error(DiagnosticCode.unknownEnumCase, "\(spec.name)'s init(from:) throws for this payload (no branch makes a case)", path)
            return nil
        }
        // The discriminator is one of the container's keys too: not an unknown key.
        var fields = branch.fields
        if let discriminator = custom.discriminator { fields.insert(discriminator, at: 0) }
        guard case .structure(_, let decoded)? = decodeFields(fields, typeName: spec.name, from: json, at: path) else { return nil }
        let record = StateValue.structure(type: spec.name, fields: decoded)
        var (made, arguments) = (caseName, branch.arguments)
        // Without the push's time (a state given alone) the branch's own case stands.
        if let clock = branch.clock, let now = referenceDate, case .date(let date) = Self.value(clock.date, in: record),
           clock.inclusive ? now < date : now <= date {
            (made, arguments) = (clock.before, clock.beforeArguments)
        }
        guard !arguments.isEmpty else { return .enumCase(type: spec.name, name: made) }
        return .enumPayload(type: spec.name, name: made, values: arguments.map { StateField(name: $0.label, value: Self.value($0, in: record)) })
    }

    /// An argument's value from the branch's decoded keys; an empty path is a value left to its
    /// `= nil` default.
    static func value(_ argument: EnumDecoding.Argument, in record: StateValue) -> StateValue {
        var value: StateValue = argument.path.isEmpty ? .null : record
        for step in argument.path { value = value[step] ?? .null }
        return convert(value, argument.conversion)
    }

    /// The branch the body's `switch` or `if let` chain takes for these members, or nil (reported)
    /// when the discriminator itself cannot be read.
    private mutating func chooseBranch(_ spec: EnumSpec, _ custom: EnumDecoding, _ members: [JSONMember],
                                       _ path: ContentStateDecoder.Trail) -> EnumDecoding.Branch? {
        let otherwise = custom.branches.first { $0.condition == .otherwise }
        if let discriminator = custom.discriminator {
            let key = discriminator.key
            guard let raw = Self.firstValue(key, in: members) else {
                error(DiagnosticCode.missingKey, "missing key \"\(key)\" (\(discriminator.type)), which \(spec.name)'s init(from:) switches on; JSONDecoder fails and the phone drops the update",
                      { path().appending(key) })
                return nil
            }
            guard let tag = decode(discriminator.type, from: raw, at: { path().appending(key) }) else { return nil }
            let chosen = custom.branches.first { branch in
                guard case .tag(let literal) = branch.condition else { return false }
                switch (literal, tag) {
                case (.string(let a), .string(let b)): return a == b
                case (.number(let a), .int(let b)): return Int64(a) == b
                case (.string(let a), .enumCase(_, let b)): return a == b
                default: return false
                }
            }
            if let chosen { return chosen }
            if let otherwise, otherwise.caseName != nil || otherwise.unreadable != nil { return otherwise }
            let tags = custom.branches.compactMap { if case .tag(let tag) = $0.condition { return tag.compactText } else { return nil } }
            error(DiagnosticCode.unknownEnumCase, "\(tag.reportJSON.compactText) under \"\(key)\" is none of \(tags.joined(separator: ", ")): \(spec.name)'s init(from:) throws and the phone drops the update",
                  { path().appending(key) })
            return nil
        }
        for branch in custom.branches {
            guard case .present(let key) = branch.condition else { continue }
            if let value = Self.firstValue(key, in: members), value != .null { return branch }
        }
        if let otherwise, otherwise.caseName != nil || otherwise.unreadable != nil { return otherwise }
        let keys = custom.branches.compactMap { if case .present(let key) = $0.condition { return "\"\(key)\"" } else { return nil } }
        error(DiagnosticCode.missingKey, "\(spec.name)'s init(from:) needs one of the keys \(keys.joined(separator: ", ")) (not null); without any it throws and the phone drops the update", path)
        return nil
    }

    static func convert(_ value: StateValue, _ conversion: EnumDecoding.Conversion) -> StateValue {
        let seconds: Double
        switch value {
        case .double(let d): seconds = d
        case .int(let i): seconds = Double(i)
        case .uint(let u): seconds = Double(u)
        default: return value
        }
        switch conversion {
        case .none: return value
        case .secondsSince1970: return .date(Date(timeIntervalSince1970: seconds))
        case .secondsSinceReferenceDate: return .date(Date(timeIntervalSinceReferenceDate: seconds))
        }
    }
}
