/// An activity definition: static attributes, the `ContentState` contract and the views.
///
/// Read from a definition file's `SourceNode` tree by `init(root:file:)`, which checks every key
/// (docs/ARCHITECTURE.md, "The activity definition") and throws a `DefinitionError` naming the line
/// of the first mistake. View sections (`lockScreen`, `dynamicIsland`) are kept as source nodes for
/// the layout module to read.
public struct ActivityDefinition: Sendable, Equatable {
    public var name: String
    /// The Swift type name push-to-start must send as `attributes-type`; nil when not declared.
    public var attributesType: String?
    /// The static attributes as JSON (what `attributes` in a push-to-start must decode into).
    public var attributes: JSONValue
    /// The attributes' contract, inferred from the values' YAML types.
    public var attributesContract: ContentStateContract
    public var contentState: ContentStateContract
    public var dateEncoding: DateEncoding
    public var rangeEncoding: RangeEncoding
    public var keylineTint: String?
    public var backgroundTint: String?
    /// `.supplementalActivityFamilies([.small])`: the sizes beyond `.medium` the widget lays out
    /// for, `small` being the Apple Watch Smart Stack's and CarPlay's (docs/ACTIVITYKIT.md, "Surfaces").
    public var supplementalActivityFamilies: [ActivityFamily]
    public var lockScreen: SourceNode?
    public var dynamicIsland: SourceNode?
    /// Views computed at each instant (a Swift widget run by the interpreter), in place of
    /// `lockScreen` and `dynamicIsland`.
    public var program: ProgramReference?
    /// Non-fatal findings (unknown keys, for instance).
    public var warnings: [DefinitionError]
    /// What the front end that read the definition drew as a placeholder or ignored (the Swift
    /// reader's `swiftui.*` warnings); shown with the views' own diagnostics wherever they are.
    public var sourceDiagnostics: [Diagnostic] = []

    /// The decoder for this definition's content state.
    public var contentStateDecoder: ContentStateDecoder {
        ContentStateDecoder(contract: contentState, dateEncoding: dateEncoding, rangeEncoding: rangeEncoding)
    }

    /// The decoder for push-to-start `attributes`.
    public var attributesDecoder: ContentStateDecoder {
        var decoder = ContentStateDecoder(contract: attributesContract, dateEncoding: dateEncoding, rangeEncoding: rangeEncoding)
        decoder.rootTypeName = attributesType ?? "the attributes"
        return decoder
    }

    static let knownKeys = ["name", "attributesType", "attributes", "contentState", "enums", "structs",
                            "dateEncoding", "rangeEncoding", "keylineTint", "backgroundTint",
                            "supplementalActivityFamilies", "lockScreen", "dynamicIsland"]

    public init(root: SourceNode, file: String, defaultName: String = "Activity") throws(DefinitionError) {
        var reader = DefinitionReader(file: file)
        guard let entries = root.entries else {
            throw reader.error(root, "the definition must be a mapping of keys (name, attributes, contentState, …), found \(root.kindDescription)")
        }
        var seen: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalarText else { throw reader.error(entry.key, "keys must be plain names") }
            if !seen.insert(key).inserted { throw reader.error(entry.key, "key '\(key)' appears twice") }
            if !ActivityDefinition.knownKeys.contains(key) {
                var message = "unknown key '\(key)' (ignored)"
                if let near = ActivityDefinition.knownKeys.first(where: { $0.lowercased() == key.lowercased() }) {
                    message += "; did you mean '\(near)'?"
                }
                reader.warnings.append(reader.error(entry.key, message))
            }
        }

        name = try reader.optionalString(root, "name") ?? defaultName
        attributesType = try reader.optionalString(root, "attributesType")
        keylineTint = try reader.optionalString(root, "keylineTint")
        backgroundTint = try reader.optionalString(root, "backgroundTint")
        supplementalActivityFamilies = try reader.families(root["supplementalActivityFamilies"])
        dateEncoding = try reader.choice(root, "dateEncoding", default: .deferredToDate)
        rangeEncoding = try reader.choice(root, "rangeEncoding", default: .array)

        let enums = try reader.enums(root["enums"])
        let structs = try reader.structs(root["structs"])
        guard let stateNode = root["contentState"] else {
            throw reader.error(root, "missing key 'contentState': the ContentState fields, e.g. `contentState: { driverName: String }`")
        }
        // `contentState: Phase`: the state is itself an enum.
        let rootEnum = stateNode.string.flatMap { enums[$0] == nil ? nil : $0 }
        let fields = try rootEnum == nil ? reader.fields(stateNode, owner: "contentState") : []
        contentState = ContentStateContract(fields: fields, enums: enums, structs: structs, rootEnum: rootEnum)
        try reader.checkTypes(contentState, stateNode: stateNode, root: root)

        if let attributesNode = root["attributes"] {
            guard attributesNode.entries != nil else {
                throw reader.error(attributesNode, "'attributes' must be a mapping of static values, found \(attributesNode.kindDescription)")
            }
            attributes = attributesNode.jsonValue
            attributesContract = ContentStateContract(fields: DefinitionReader.inferFields(attributesNode), enums: enums, structs: structs)
        } else {
            attributes = .object([])
            attributesContract = ContentStateContract(fields: [], enums: enums, structs: structs)
        }

        lockScreen = root["lockScreen"]
        dynamicIsland = root["dynamicIsland"]
        if let island = dynamicIsland, island.entries == nil {
            throw reader.error(island, "'dynamicIsland' must be a mapping with expanded, compactLeading, compactTrailing and minimal")
        }
        warnings = reader.warnings
    }
}

/// Reads the contract sections of a definition, remembering the file for error messages.
struct DefinitionReader {
    let file: String
    var warnings: [DefinitionError] = []

    init(file: String) {
        self.file = file
    }

    func error(_ node: SourceNode, _ message: String) -> DefinitionError {
        DefinitionError(file: file, at: node, message)
    }

    func optionalString(_ root: SourceNode, _ key: String) throws(DefinitionError) -> String? {
        guard let node = root[key] else { return nil }
        if case .scalar(_, .null) = node.kind { return nil }
        guard let text = node.string else { throw error(node, "'\(key)' must be a string, found \(node.kindDescription)") }
        return text
    }

    /// `[small]` or `[small, medium]`; a leading dot is accepted, as Swift writes the cases.
    func families(_ node: SourceNode?) throws(DefinitionError) -> [ActivityFamily] {
        guard let node else { return [] }
        guard case .sequence(let items) = node.kind else {
            throw error(node, "'supplementalActivityFamilies' must be a list of families (small, medium), found \(node.kindDescription)")
        }
        var families: [ActivityFamily] = []
        for item in items {
            let text = item.string.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
            guard let text, let family = ActivityFamily(rawValue: text) else {
                throw error(item, "an activity family is small or medium, found '\(item.string ?? item.kindDescription)'")
            }
            if !families.contains(family) { families.append(family) }
        }
        return families
    }

    func choice<T: RawRepresentable & CaseIterable>(_ root: SourceNode, _ key: String, default value: T) throws(DefinitionError) -> T where T.RawValue == String {
        guard let text = try optionalString(root, key) else { return value }
        guard let chosen = T(rawValue: text) else {
            throw error(root[key] ?? root, "'\(key)' must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), found '\(text)'")
        }
        return chosen
    }

    /// A field's type: a Swift spelling (`'[Int]'`, `String?`), or YAML's flow collections read as
    /// Swift writes them, since that is how most people write a list type: `[Int]` (a sequence of
    /// one type) is the array, `{String: Int}` (a mapping of one entry) and `[String: Int]` (YAML's
    /// single-pair mapping in a sequence) the dictionary.
    func type(_ node: SourceNode, field: String) throws(DefinitionError) -> SwiftType {
        let spelling: String
        if let text = node.string {
            spelling = text
        } else if let written = DefinitionReader.typeSpelling(node) {
            spelling = written
        } else {
            throw error(node, "the type of '\(field)' must be a Swift type such as String, [Int] or ClosedRange<Date>, found "
                        + (node.items.map { "a list of \($0.count) values (a list type holds one type: [Int])" } ?? node.kindDescription))
        }
        do {
            return try SwiftType(parsing: spelling)
        } catch {
            // Within a plain or single-quoted spelling the offset points at the character; a
            // double-quoted one (escapes) or one composed from YAML collections has no such
            // column, so the node's own place is given.
            let column = node.string == nil ? node.column : node.contentColumn.map { $0 + error.offset } ?? node.column
            throw DefinitionError(file: file, line: node.line, column: column,
                                  message: "cannot read the type of '\(field)': \(error.message)" + (node.string == nil ? " (in \(spelling))" : ""))
        }
    }

    /// The Swift spelling of a type written with YAML collections, or nil when the node is not one
    /// type. Deeper than `SwiftType`'s own limit, the spelling is cut there so the parser refuses
    /// it with its usual message (and this recursion stays bounded whatever the YAML holds).
    static func typeSpelling(_ node: SourceNode, depth: Int = 0) -> String? {
        if let text = node.string { return text }
        guard depth <= typeSpellingDepth else { return String(repeating: "[", count: depth) }
        if let items = node.items, items.count == 1, let item = items.first {
            if let pair = item.entries, pair.count == 1, let entry = pair.first,
               entry.key.line == item.line, entry.key.column == item.column {
                // `[String: Int]`: no `{` opens the mapping, so it starts where its key does.
                return dictionarySpelling(entry, depth: depth)
            }
            return typeSpelling(item, depth: depth + 1).map { "[\($0)]" }
        }
        if let entries = node.entries, entries.count == 1, let entry = entries.first {
            return dictionarySpelling(entry, depth: depth)
        }
        return nil
    }

    static func dictionarySpelling(_ entry: SourceEntry, depth: Int) -> String? {
        guard let key = entry.key.string, let value = typeSpelling(entry.value, depth: depth + 1) else { return nil }
        return "[\(key): \(value)]"
    }

    /// Past `SwiftType`'s nesting limit: far enough for its message, near enough for the stack.
    static let typeSpellingDepth = 40

    /// `name: Type` or `name: {type: Type, key: json_key}` entries.
    func fields(_ node: SourceNode, owner: String) throws(DefinitionError) -> [FieldSpec] {
        if case .scalar(_, .null) = node.kind { return [] }
        guard let entries = node.entries else {
            throw error(node, "'\(owner)' must be a mapping of field names to Swift types, found \(node.kindDescription)")
        }
        var fields: [FieldSpec] = []
        var names: Set<String> = []
        var keys: Set<String> = []
        for entry in entries {
            guard let name = entry.key.scalarText, !name.isEmpty else { throw error(entry.key, "field names must be plain strings") }
            guard names.insert(name).inserted else { throw error(entry.key, "field '\(name)' is declared twice in \(owner)") }
            let field: FieldSpec
            // `{type: T, key: k}` names a field's type and JSON key; any other mapping is a type
            // (`{String: Int}`, a dictionary).
            if let spec = entry.value.entries, DefinitionReader.isFieldSpec(spec) {
                guard let typeNode = entry.value["type"] else {
                    throw error(entry.value, "field '\(name)' needs `type:` (e.g. `{ type: String, key: driver_name }`)")
                }
                for inner in spec {
                    if let k = inner.key.scalarText, !["type", "key", "default"].contains(k) {
                        throw error(inner.key, "unknown key '\(k)' in field '\(name)'; expected type, key and default")
                    }
                }
                var key: String? = nil
                if let keyNode = entry.value["key"] {
                    guard let text = keyNode.string else { throw error(keyNode, "the key of '\(name)' must be a string") }
                    key = text
                }
                // `default:` stands in when the key is missing or null, as `decodeIfPresent(…) ?? d` does.
                field = FieldSpec(name: name, type: try type(typeNode, field: name), key: key, fallback: entry.value["default"]?.jsonValue)
            } else {
                field = FieldSpec(name: name, type: try type(entry.value, field: name))
            }
            guard keys.insert(field.key).inserted else {
                throw error(entry.key, "JSON key '\(field.key)' is used by two fields of \(owner)")
            }
            fields.append(field)
        }
        return fields
    }

    /// A field's `{type: …, key: …}` mapping, as opposed to a dictionary type `{String: Int}`: it
    /// has a `type` or a `key` entry, or more than one entry (which no type has).
    static func isFieldSpec(_ entries: [SourceEntry]) -> Bool {
        entries.count != 1 || entries.contains { ["type", "key", "default"].contains($0.key.scalarText ?? "") }
    }

    func enums(_ node: SourceNode?) throws(DefinitionError) -> [String: EnumSpec] {
        guard let node else { return [:] }
        guard let entries = node.entries else { throw error(node, "'enums' must be a mapping of enum names") }
        var result: [String: EnumSpec] = [:]
        for entry in entries {
            guard let name = entry.key.scalarText else { throw error(entry.key, "enum names must be plain strings") }
            guard let body = entry.value.entries else {
                throw error(entry.value, "enum '\(name)' must be a mapping with `cases:`")
            }
            let rawTypeText = entry.value["rawType"]?.string ?? "String"
            guard let rawType = EnumSpec.RawType(rawValue: rawTypeText) else {
                throw error(
                    entry.value["rawType"] ?? entry.value,
                    "enum '\(name)': rawType must be String, Int, Double, Float or none, found '\(rawTypeText)'")
            }
            guard let casesNode = entry.value["cases"] else {
                throw error(entry.value, "enum '\(name)' needs `cases:` (a list of names, or a mapping of names to raw values)")
            }
            var cases: [EnumSpec.Case] = []
            if let list = casesNode.items {
                guard rawType == .string || rawType == .none else {
                    throw error(
                        casesNode,
                        "enum '\(name)' has \(rawType.rawValue) raw values: write cases as a mapping, "
                            + "e.g. `{ low: 0, high: 1 }`")
                }
                for item in list {
                    guard let caseName = item.string else { throw error(item, "enum '\(name)': case names must be strings") }
                    cases.append(EnumSpec.Case(name: caseName, rawValue: .string(caseName)))
                }
            } else if let mapping = casesNode.entries {
                for caseEntry in mapping {
                    guard let caseName = caseEntry.key.scalarText else { throw error(caseEntry.key, "enum '\(name)': case names must be strings") }
                    if rawType == .none {
                        // `{ idle: {}, charging: { kilowatts: Double, _1: Int } }`: each case's associated values.
                        if case .scalar(_, .null) = caseEntry.value.kind {
                            cases.append(EnumSpec.Case(name: caseName, rawValue: .string(caseName)))
                            continue
                        }
                        guard let values = caseEntry.value.entries else {
                            throw error(caseEntry.value, "enum '\(name)' has no raw type: '\(caseName)' maps to its associated values, e.g. `{ minute: Int }`, or `{}`")
                        }
                        let fields = try self.fields(caseEntry.value, owner: "case \(name).\(caseName)")
                        cases.append(EnumSpec.Case(name: caseName, rawValue: .string(caseName), values: values.isEmpty ? nil : fields))
                        continue
                    }
                    guard let rawText = caseEntry.value.scalarText else {
                        throw error(caseEntry.value, "enum '\(name)': the raw value of '\(caseName)' must be a scalar")
                    }
                    switch rawType {
                    case .none:
                        continue
                    case .string:
                        cases.append(EnumSpec.Case(name: caseName, rawValue: .string(rawText)))
                    case .int:
                        guard let raw = Int64(rawText) else {
                            throw error(caseEntry.value, "enum '\(name)': the raw value of '\(caseName)' must be an integer, found '\(rawText)'")
                        }
                        cases.append(EnumSpec.Case(name: caseName, rawValue: .int(raw)))
                    case .double, .float:
                        guard let raw = Double(rawText), raw.isFinite else {
                            throw error(
                                caseEntry.value,
                                "enum '\(name)': the raw value of '\(caseName)' must be a number, found '\(rawText)'")
                        }
                        cases.append(EnumSpec.Case(name: caseName, rawValue: .double(raw)))
                    }
                }
            } else {
                throw error(casesNode, "enum '\(name)': `cases` must be a list or a mapping")
            }
            guard !cases.isEmpty else { throw error(casesNode, "enum '\(name)' has no cases") }
            var caseNames: Set<String> = []
            var rawValues: [String] = []
            for c in cases {
                guard caseNames.insert(c.name).inserted else { throw error(casesNode, "enum '\(name)' declares case '\(c.name)' twice") }
                guard !rawValues.contains(c.rawValue.description) else {
                    throw error(casesNode, "enum '\(name)': raw value \(c.rawValue) is used by two cases")
                }
                rawValues.append(c.rawValue.description)
            }
            var caseValues: [String: [String: String]] = [:]
            for property in body {
                guard let propertyName = property.key.scalarText, propertyName != "cases", propertyName != "rawType" else { continue }
                guard let perCase = property.value.entries else {
                    throw error(property.value, "enum '\(name)': '\(propertyName)' must map each case to a value, e.g. `{ confirmed: checkmark.circle }`")
                }
                var values: [String: String] = [:]
                for value in perCase {
                    guard let caseName = value.key.scalarText, caseNames.contains(caseName) else {
                        throw error(value.key, "enum '\(name)': '\(value.key.scalarText ?? "?")' in '\(propertyName)' is not a case")
                    }
                    values[caseName] = value.value.scalarText ?? ""
                }
                caseValues[propertyName] = values
            }
            result[name] = EnumSpec(name: name, rawType: rawType, cases: cases, caseValues: caseValues)
        }
        return result
    }

    func structs(_ node: SourceNode?) throws(DefinitionError) -> [String: StructSpec] {
        guard let node else { return [:] }
        guard let entries = node.entries else { throw error(node, "'structs' must be a mapping of struct names") }
        var result: [String: StructSpec] = [:]
        for entry in entries {
            guard let name = entry.key.scalarText else { throw error(entry.key, "struct names must be plain strings") }
            result[name] = StructSpec(name: name, fields: try fields(entry.value, owner: "struct \(name)"))
        }
        return result
    }

    /// Every named type must be declared, no name may be both an enum and a struct, and no struct
    /// may contain itself directly (Swift rejects that value type).
    func checkTypes(_ contract: ContentStateContract, stateNode: SourceNode, root: SourceNode) throws(DefinitionError) {
        for name in contract.enums.keys.sorted() where contract.structs[name] != nil {
            throw error(root["structs"] ?? root, "'\(name)' is declared both as an enum and as a struct")
        }
        if let (name, field) = contract.undeclaredTypeNames().first {
            let owner = field.contains(".") ? root["structs"] ?? root : stateNode
            let node = owner.entries?.first { $0.key.scalarText == field.split(separator: ".").last.map(String.init) }?.value ?? owner
            throw error(node, "type '\(name)' of '\(field)' is not a built-in type and is not declared under enums: or structs:")
        }
        if let name = contract.recursiveStructNames().first {
            throw error(root["structs"] ?? root, "struct '\(name)' contains itself; use an optional or an array")
        }
    }

    /// Attributes have values, not declared types: `42` is an Int, `4.5` a Double, `"x"` a String.
    /// Lists and mappings have no single Swift type to infer, so a push-to-start is not checked on them.
    static func inferFields(_ node: SourceNode) -> [FieldSpec] {
        (node.entries ?? []).compactMap { entry in
            guard let name = entry.key.scalarText else { return nil }
            switch entry.value.kind {
            case .scalar(_, .int): return FieldSpec(name: name, type: .integer(.int))
            case .scalar(_, .float): return FieldSpec(name: name, type: .double)
            case .scalar(_, .bool): return FieldSpec(name: name, type: .bool)
            case .scalar(_, .string): return FieldSpec(name: name, type: .string)
            default: return nil
            }
        }
    }
}
