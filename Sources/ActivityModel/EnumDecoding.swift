/// How a hand-written `init(from:)` of an enum chooses its case, read from its body: branches tried
/// in order, each with a condition on the keyed container, the keys it decodes and the case it makes.
///
/// Two shapes are read. A discriminator: `switch try container.decode(String.self, forKey: .type)`
/// with one `case "literal":` per case (the object holds the tag and the case's keys side by side).
/// Presence: `if let v = try container.decodeIfPresent(T.self, forKey: .k) { self = … } else if …`,
/// the first key present and not null choosing the case.
public struct EnumDecoding: Sendable, Equatable {
    /// The key a `switch` reads first, with its type; nil for the presence shape.
    public var discriminator: FieldSpec?
    public var branches: [Branch]

    public init(discriminator: FieldSpec?, branches: [Branch]) {
        self.discriminator = discriminator
        self.branches = branches
    }

    public struct Branch: Sendable, Equatable {
        public enum Condition: Sendable, Equatable {
            /// `case "preGame":`: the discriminator's value, as JSON (a string or a number).
            case tag(JSONValue)
            /// `if let v = try container.decodeIfPresent(…, forKey: .k)`: key `k` is there and not
            /// null; it is the branch's first field.
            case present(key: String)
            /// `default:` or the last `else`: taken when no other branch is.
            case otherwise
        }

        public var condition: Condition
        /// The keys the branch decodes, in order; `decodeIfPresent` ones are optional.
        public var fields: [FieldSpec]
        /// The case the branch makes; nil when it throws (`default: throw …`).
        public var caseName: String?
        /// One per associated value of the case, in declaration order.
        public var arguments: [Argument]
        /// Set when the reader could not follow the branch: what it does and where (`file:line`).
        /// A payload that takes it fails to decode here although the phone may read it.
        public var unreadable: String?
        /// Set when the body chooses the case by the clock (`self = Date.now >= start ? .active(…) :
        /// .reservation(…)`): `caseName` from that date on, `clock.before` until then.
        public var clock: ClockChoice?

        public init(condition: Condition, fields: [FieldSpec], caseName: String?, arguments: [Argument] = [], unreadable: String? = nil,
                    clock: ClockChoice? = nil) {
            self.condition = condition
            self.fields = fields
            self.caseName = caseName
            self.arguments = arguments
            self.unreadable = unreadable
            self.clock = clock
        }
    }

    /// A case chosen by when the payload is decoded, against a date it carries. The phone decodes
    /// a push as it arrives; livepeek decodes it at the push's time.
    public struct ClockChoice: Sendable, Equatable {
        /// The date the moment of decoding is compared with.
        public var date: Argument
        /// Whether the branch's own case is made at the date itself (`>=`), or only after it (`>`).
        public var inclusive: Bool
        /// The case made before the date, and its values.
        public var before: String
        public var beforeArguments: [Argument]

        public init(date: Argument, inclusive: Bool, before: String, beforeArguments: [Argument]) {
            self.date = date
            self.inclusive = inclusive
            self.before = before
            self.beforeArguments = beforeArguments
        }
    }

    /// Where an associated value comes from: a decoded field, or a member path into one
    /// (`value.start`), possibly converted.
    public struct Argument: Sendable, Equatable {
        /// The associated value's key in the case's payload (its label, or `_0`…).
        public var label: String
        /// The field's name, then member names.
        public var path: [String]
        public var conversion: Conversion

        public init(label: String, path: [String], conversion: Conversion = .none) {
            self.label = label
            self.path = path
            self.conversion = conversion
        }
    }

    /// A number turned into a `Date` on the way (`Date(timeIntervalSince1970: x)`, also through
    /// `x.map { Date(timeIntervalSince1970: $0) }` on an optional).
    public enum Conversion: String, Sendable, Equatable {
        case none
        case secondsSince1970
        case secondsSinceReferenceDate
    }

    /// The JSON a branch's tag stands for: the tag itself, or, when the discriminator is an enum
    /// with raw values (`case .queue:` on a decoded `Kind`), that case's raw value.
    public func tagJSON(_ tag: JSONValue, contract: ContentStateContract) -> JSONValue {
        guard case .named(let name)? = discriminator?.type, let spec = contract.enums[name], case .string(let caseName) = tag,
              let found = spec.cases.first(where: { $0.name == caseName }) else { return tag }
        switch (spec.rawType, found.rawValue) {
        case (.none, _): return .object([JSONMember(key: caseName, value: .object([]))])
        default: return found.rawValue.json
        }
    }

    /// The discriminator's member in a payload that takes `branch`: its tag, or a value no `case`
    /// names for the `default:` arm; nil without a discriminator.
    public func discriminatorMember(for branch: Branch, contract: ContentStateContract) -> JSONMember? {
        guard let discriminator else { return nil }
        if case .tag(let chosen) = branch.condition { return JSONMember(key: discriminator.key, value: tagJSON(chosen, contract: contract)) }
        return JSONMember(key: discriminator.key, value: untaggedJSON(contract: contract))
    }

    /// The branch a sample payload takes: one that makes a case and that the reader followed,
    /// chosen by its own tag or key where one does, else the `default`/`else` one.
    public var sampleBranch: Branch? {
        let readable = branches.filter { $0.caseName != nil && $0.unreadable == nil }
        return readable.first { $0.condition != .otherwise } ?? readable.first
    }

    /// A discriminator value no `case` names, which takes the `default:` arm.
    public func untaggedJSON(contract: ContentStateContract) -> JSONValue {
        let tags = branches.compactMap { branch -> JSONValue? in
            if case .tag(let tag) = branch.condition { return tag }
            return nil
        }
        switch discriminator?.type {
        case .named(let name)?:
            if let free = contract.enums[name]?.cases.first(where: { !tags.contains(.string($0.name)) }) {
                return tagJSON(.string(free.name), contract: contract)
            }
            return .string(name)
        case .integer?:
            let numbers = tags.compactMap { tag -> Int64? in
                if case .number(let text) = tag { return Int64(text) }
                return nil
            }
            let largest = numbers.max() ?? 0
            return .number(String(largest == Int64.max ? 0 : largest + 1))
        default:
            var text = "other"
            while tags.contains(.string(text)) { text += "_" }
            return .string(text)
        }
    }
}
