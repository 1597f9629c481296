/// The `ContentState` (and static attributes) contract: the fields an app's `Codable` types declare.
///
/// Built from a definition's `contentState:`, `enums:` and `structs:` sections (or, later, from
/// Swift source). Field order is declaration order, which is also the order errors are reported in.
public struct ContentStateContract: Sendable, Equatable {
    public var fields: [FieldSpec]
    public var enums: [String: EnumSpec] {
        didSet { enumList = Array(enums.values) }
    }
    public var structs: [String: StructSpec]
    /// The enum the ContentState is, when it is one (`enum ContentState: Codable` or a typealias to
    /// an enum); `fields` is then empty and the whole state decodes as that enum.
    public var rootEnum: String?
    /// `enums` as a list, for `enumSpec(named:)`.
    private var enumList: [EnumSpec]

    public init(fields: [FieldSpec], enums: [String: EnumSpec] = [:], structs: [String: StructSpec] = [:], rootEnum: String? = nil) {
        self.fields = fields
        self.enums = enums
        self.structs = structs
        self.rootEnum = rootEnum
        enumList = Array(enums.values)
    }

    /// The enum named `name`. A contract declares a few, and view expressions look one up for every
    /// enum member and comparison: comparing a few short names costs less than hashing one.
    public func enumSpec(named name: String) -> EnumSpec? {
        enumList.count <= 8 ? enumList.first { $0.name == name } : enums[name]
    }

    public static func == (lhs: ContentStateContract, rhs: ContentStateContract) -> Bool {
        lhs.fields == rhs.fields && lhs.enums == rhs.enums && lhs.structs == rhs.structs && lhs.rootEnum == rhs.rootEnum
    }

    /// Names used in field types that are neither built in nor declared, each with where it is used.
    public func undeclaredTypeNames() -> [(name: String, field: String)] {
        var missing: [(String, String)] = []
        func visit(_ type: SwiftType, _ field: String) {
            switch type {
            case .array(let t), .optional(let t), .dictionary(let t), .intDictionary(let t): visit(t, field)
            case .named(let name) where enums[name] == nil && structs[name] == nil: missing.append((name, field))
            default: break
            }
        }
        for field in fields { visit(field.type, field.name) }
        if let rootEnum { visit(.named(rootEnum), "contentState") }
        for (name, spec) in enums.sorted(by: { $0.key < $1.key }) {
            for c in spec.cases {
                for field in c.values ?? [] { visit(field.type, "\(name).\(c.name).\(field.name)") }
            }
            for branch in spec.customDecoding?.branches ?? [] {
                for field in branch.fields { visit(field.type, "\(name).\(field.name)") }
            }
        }
        for (name, spec) in structs.sorted(by: { $0.key < $1.key }) {
            for field in spec.fields { visit(field.type, "\(name).\(field.name)") }
        }
        return missing
    }

    /// Struct names that contain themselves without an array, dictionary or optional in between:
    /// Swift rejects such a value type, and decoding one could never finish.
    public func recursiveStructNames() -> [String] {
        var result: [String] = []
        for name in structs.keys.sorted() {
            var seen: Set<String> = []
            var stack = [name]
            var found = false
            while let current = stack.popLast(), !found {
                guard let spec = structs[current] else { continue }
                for field in spec.fields {
                    if case .named(let inner) = field.type {
                        if inner == name { found = true; break }
                        if seen.insert(inner).inserted { stack.append(inner) }
                    }
                }
            }
            if found { result.append(name) }
        }
        return result
    }
}

/// One stored property: its Swift name, its type, and the JSON key (`CodingKeys`) it is read from.
public struct FieldSpec: Sendable, Equatable {
    public var name: String
    public var type: SwiftType
    public var key: String { didSet { hasPlainKey = JSONMember.isPlainKey(key) } }
    /// What a hand-written decoder puts in the field when the key is missing or null
    /// (`decodeIfPresent(…) ?? default`), as JSON of the field's type.
    public var fallback: JSONValue?
    /// `JSONMember.isPlainKey(key)`, asked once rather than per push.
    public private(set) var hasPlainKey: Bool

    public init(name: String, type: SwiftType, key: String? = nil, fallback: JSONValue? = nil) {
        self.name = name
        self.type = type
        self.key = key ?? name
        self.fallback = fallback
        hasPlainKey = JSONMember.isPlainKey(key ?? name)
    }

    /// Whether a JSON object's `key` is this field's, as `JSONDecoder` matches keys.
    @inlinable
    public func named(_ key: String) -> Bool {
        hasPlainKey ? JSONMember.sameKey(key, plain: self.key) : key == self.key
    }
}

/// A `Codable` struct declared under `structs:`.
public struct StructSpec: Sendable, Equatable {
    public var name: String
    public var fields: [FieldSpec]

    public init(name: String, fields: [FieldSpec]) {
        self.name = name
        self.fields = fields
    }
}

/// An enum with raw values, declared under `enums:`, with optional per-case values (`step.icon`).
public struct EnumSpec: Sendable, Equatable {
    public enum RawType: String, Sendable, Equatable {
        case string = "String"
        case int = "Int"
        /// `Double`/`CGFloat` and `Float` raw values, matched at the raw type's own precision.
        case double = "Double"
        case float = "Float"
        /// No raw type: synthesized `Codable` writes a case as an object with one key, `{"name": {}}`.
        case none
    }

    public struct Case: Sendable, Equatable {
        public var name: String
        /// The raw value: the case name itself for plain `String` enums.
        public var rawValue: RawValue
        /// The associated values of `case a(x: Int, _ y: String)` (enums without a raw type), each
        /// keyed by its label, or `_0`, `_1`… by position when it has none, as synthesized `Codable`
        /// names them; nil for a case without associated values.
        public var values: [FieldSpec]?
        public init(name: String, rawValue: RawValue, values: [FieldSpec]? = nil) {
            self.name = name
            self.rawValue = rawValue
            self.values = values
        }
    }

    public enum RawValue: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case int(Int64)
        case double(Double)

        public var description: String {
            switch self {
            case .string(let s): return JSONValue.quoted(s)
            case .int(let i): return String(i)
            case .double(let d): return String(d)
            }
        }

        /// The raw value as JSON carries it.
        public var json: JSONValue {
            switch self {
            case .string(let s): return .string(s)
            case .int(let i): return .number(String(i))
            case .double(let d): return .number(String(d))
            }
        }
    }

    /// The parts, in one box: expressions copy a spec each time they look one up (`step.icon`,
    /// `step < .delivered`), and a box is copied by one reference count.
    private final class Storage: Sendable {
        let name: String
        let rawType: RawType
        let cases: [Case]
        let caseValues: [String: [String: String]]
        let customDecoding: EnumDecoding?
        /// What each member name reads, case names first (see `member(named:)`).
        let members: [(name: String, member: Member)]
        /// `members` by name, for the enums with more than a few.
        let memberIndex: [String: Member]

        init(name: String, rawType: RawType, cases: [Case], caseValues: [String: [String: String]], customDecoding: EnumDecoding?) {
            self.name = name
            self.rawType = rawType
            self.cases = cases
            self.caseValues = caseValues
            self.customDecoding = customDecoding
            var members = cases.enumerated().map { (name: $1.name, member: Member.caseTest(ordinal: $0)) }
            for (property, perCase) in caseValues.sorted(by: { $0.key < $1.key }) where !cases.contains(where: { $0.name == property }) {
                members.append((property, .values(cases.map { perCase[$0.name] })))
            }
            self.members = members
            memberIndex = members.count > 8 ? Dictionary(members, uniquingKeysWith: { first, _ in first }) : [:]
        }
    }

    private var storage: Storage

    public var name: String {
        get { storage.name }
        set { storage = Storage(name: newValue, rawType: rawType, cases: cases, caseValues: caseValues, customDecoding: customDecoding) }
    }
    public var rawType: RawType {
        get { storage.rawType }
        set { storage = Storage(name: name, rawType: newValue, cases: cases, caseValues: caseValues, customDecoding: customDecoding) }
    }
    public var cases: [Case] {
        get { storage.cases }
        set { storage = Storage(name: name, rawType: rawType, cases: newValue, caseValues: caseValues, customDecoding: customDecoding) }
    }
    /// Per-case values keyed by property name, then by case name: `["icon": ["confirmed": "checkmark.circle"]]`.
    public var caseValues: [String: [String: String]] {
        get { storage.caseValues }
        set { storage = Storage(name: name, rawType: rawType, cases: cases, caseValues: newValue, customDecoding: customDecoding) }
    }
    /// How a hand-written `init(from:)` reads the enum; nil for synthesized `Codable`.
    public var customDecoding: EnumDecoding? {
        get { storage.customDecoding }
        set { storage = Storage(name: name, rawType: rawType, cases: cases, caseValues: caseValues, customDecoding: newValue) }
    }

    public init(name: String, rawType: RawType, cases: [Case], caseValues: [String: [String: String]] = [:],
                customDecoding: EnumDecoding? = nil) {
        storage = Storage(name: name, rawType: rawType, cases: cases, caseValues: caseValues, customDecoding: customDecoding)
    }

    public static func == (lhs: EnumSpec, rhs: EnumSpec) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.rawType == rhs.rawType && lhs.cases == rhs.cases && lhs.caseValues == rhs.caseValues
                && lhs.customDecoding == rhs.customDecoding)
    }

    /// What a member of a case reads in a view expression.
    public enum Member: Sendable, Equatable {
        /// A case's name (`step.pickedUp`): a case pattern's test, true for that case.
        case caseTest(ordinal: Int)
        /// A per-case value the definition declares (`step.icon`), by case ordinal; nil where a
        /// case has none.
        case values([String?])
    }

    /// What member `name` of a case reads: a case name before a per-case value of the same name;
    /// nil for neither. By list for the few most enums have (comparing a few short names costs
    /// less than hashing one), else by hash.
    public func member(named name: String) -> Member? {
        if storage.members.count > 8 { return storage.memberIndex[name] }
        for entry in storage.members where entry.name == name { return entry.member }
        return nil
    }

    /// The case whose raw value is `raw`, compared exactly as `init(rawValue:)` does (case-sensitive).
    public func caseNamed(rawValue raw: RawValue) -> Case? {
        // `Float(rawValue:)` compares Floats: a number that rounds to a case's value is that case.
        if rawType == .float, case .double(let d) = raw {
            return cases.first { if case .double(let c) = $0.rawValue { Float(c) == Float(d) } else { false } }
        }
        return cases.first { $0.rawValue == raw }
    }

    /// Position in declaration order, which is what `<` compares in view expressions.
    public func ordinal(of caseName: String) -> Int? {
        cases.firstIndex { $0.name == caseName }
    }
}

/// How `Date` values are written in JSON. ActivityKit uses `.deferredToDate`.
public enum DateEncoding: String, Sendable, Equatable, CaseIterable {
    /// `JSONDecoder`'s default: a number of seconds since 2001-01-01T00:00:00Z.
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    /// An ISO-8601 internet date-time string, as `.iso8601` parses it (`Date.ISO8601FormatStyle`,
    /// which also takes fractional seconds).
    case iso8601
}

/// How `ClosedRange<Date>` and `Range<Date>` are written in JSON.
public enum RangeEncoding: String, Sendable, Equatable, CaseIterable {
    /// Synthesized `Codable`: `[lower, upper]`.
    case array
    /// A custom `Codable` conformance writing `{"lowerBound": …, "upperBound": …}`.
    case bounds
}
