/// A node of a definition file (YAML or JSON) with the line and column it came from.
///
/// The loader turns Yams' nodes into these so that everything that reads a definition (the contract
/// here, the view tree in `ActivityLayout`) can name the exact line of a mistake without importing a
/// YAML library. Scalars keep their resolved YAML tag: `42` is an int, `"42"` a string.
public struct SourceNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case scalar(String, ScalarTag)
        case sequence([SourceNode])
        case mapping([SourceEntry])
    }

    /// The YAML core-schema type a scalar resolved to.
    public enum ScalarTag: String, Sendable, Equatable {
        case string, int, float, bool, null
    }

    public var kind: Kind
    /// 1-based; 0 when unknown.
    public var line: Int
    public var column: Int
    /// The column of a scalar's first character of content, when each character of its text sits
    /// in one column from there (plain and single-quoted scalars: after the quote); nil where
    /// escapes or block indentation break that (double-quoted, `|` and `>` scalars). It lets an
    /// error inside an expression or a type point at the character, not only at the scalar.
    public var contentColumn: Int?
    /// The file the node was written in, when it is not the definition's own (a widget's views
    /// spread over several Swift files).
    public var file: String?

    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The scalar's text, whatever its tag.
    public var scalarText: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// The scalar's text when it is a string, or a plain scalar that reads as one.
    public var string: String? {
        guard case .scalar(let text, let tag) = kind, tag != .null else { return nil }
        return text
    }

    public var entries: [SourceEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    public var items: [SourceNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The value under `key` in a mapping (the last one, should a key repeat).
    public subscript(key: String) -> SourceNode? {
        entries?.last { $0.key.scalarText == key }?.value
    }

    /// What kind of node this is, in words, for error messages.
    public var kindDescription: String {
        switch kind {
        case .scalar(_, .null): return "null"
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The node as a JSON value: how a static attribute is stored and later compared with a push.
    public var jsonValue: JSONValue {
        switch kind {
        case .scalar(let text, let tag):
            switch tag {
            case .null: return .null
            case .bool: return .bool(["true", "yes", "on"].contains(text.lowercased()))
            case .int, .float:
                if let number = SourceNode.jsonNumber(text) { return .number(number) }
                return .string(text)
            case .string: return .string(text)
            }
        case .sequence(let items): return .array(items.map(\.jsonValue))
        case .mapping(let entries):
            return .object(entries.map { JSONMember(key: $0.key.scalarText ?? "", value: $0.value.jsonValue) })
        }
    }

    /// YAML numbers (`0x1F`, `1_000`, `.5`, `+3`) written as JSON number text.
    static func jsonNumber(_ text: String) -> String? {
        let cleaned = text.replacingEvery("_", with: "")
        if let i = Int64(cleaned) { return String(i) }
        if cleaned.hasPrefix("0x"), let i = Int64(cleaned.dropFirst(2), radix: 16) { return String(i) }
        if cleaned.hasPrefix("0o"), let i = Int64(cleaned.dropFirst(2), radix: 8) { return String(i) }
        if let d = Double(cleaned), d.isFinite { return "\(d)" }
        return nil
    }
}

/// A `key: value` pair of a mapping.
public struct SourceEntry: Sendable, Equatable {
    public var key: SourceNode
    public var value: SourceNode
    public init(key: SourceNode, value: SourceNode) {
        self.key = key
        self.value = value
    }
}
