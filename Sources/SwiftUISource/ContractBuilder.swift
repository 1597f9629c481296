import ActivityLayout
import ActivityModel
import Expressions
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Builds the contract sections of a definition (`contentState`, `enums`, `structs` in their YAML
/// shape) from Swift declarations, so `ActivityDefinition.init(root:)` checks them as it checks YAML.
///
/// Follows synthesized `Codable`: stored properties in order, the JSON key from `CodingKeys`, a `var`
/// with a default still required (JSONDecoder ignores defaults), a `let` with a value never decoded.
struct ContractBuilder {
    let index: DeclarationIndex
    let files: [SwiftSourceFile]
    /// `enums:` and `structs:` entries by simple name, in the order first used.
    var enumEntries: [SourceEntry] = []
    var structEntries: [SourceEntry] = []
    private var declared: Set<String> = []
    /// The qualified type each simple contract name came from.
    var qualifiedNames: [String: String] = [:]
    /// Enums' own `init(from:)` as read, by simple name; set on the definition once it is built.
    var enumDecodings: [String: EnumDecoding] = [:]
    /// What the reader read only in part (an arm of an `init(from:)` it could not follow).
    var notes: [Diagnostic] = []
    /// The generic parameters of a generic attributes type and the types the configuration gives
    /// them (`Metadata` of `AlarmAttributes<TimerMetadata>`), with the file each is written in.
    var genericArguments: [String: (type: TypeSyntax, file: Int)] = [:]
    /// The types carried as JSON (`opaque`), each noted once.
    var opaqueTypes: Set<String> = []
    /// How deep named types nest while being read (docs/ARCHITECTURE.md, "Limits": 32).
    private var depth = 0

    init(index: DeclarationIndex, files: [SwiftSourceFile]) {
        self.index = index
        self.files = files
    }

    func error(_ node: some SyntaxProtocol, file: Int, _ code: String, _ message: String) -> DefinitionError {
        let (line, column) = files[file].place(node)
        return DefinitionError(
            file: files[file].path, line: line, column: column, message: "\(message) [\(code)]", code: code)
    }

    func node(_ kind: SourceNode.Kind, _ syntax: some SyntaxProtocol, file: Int) -> SourceNode {
        let (line, column) = files[file].place(syntax)
        return SourceNode(kind, line: line, column: column)
    }

    /// The fields of a struct as a `name: Type` / `name: {type, key}` mapping.
    /// `orDeclared`: for the attributes and the state, a keyed `init(from:)` doing more than the
    /// reader can follow is read as the stored properties declare, said, so the widget is still drawn
    /// (a nested type's refusal carries its field as JSON instead, `opaqueType`).
    mutating func fields(of qualified: String, orDeclared: Bool = false) throws(DefinitionError) -> SourceNode {
        guard let info = index.types[qualified] else { return SourceNode(.mapping([])) }
        let keys = codingKeys(of: qualified)
        if let decoder = info.customDecoder {
            return try decodedFields(of: info, decoder: decoder, keys: keys, orDeclared: orDeclared)
        }
        return try synthesizedFields(of: info, keys: keys)
    }

    /// The fields the decoder Swift synthesizes reads: the stored properties, under their `CodingKeys`.
    mutating func synthesizedFields(
        of info: DeclarationIndex.TypeInfo, keys: [String: String]?
    ) throws(DefinitionError) -> SourceNode {
        let qualified = info.qualified
        var entries: [SourceEntry] = []
        for property in info.stored where !property.isWrapped {
            // A `let` with a value is never decoded; with CodingKeys, only the listed names are.
            if property.isLet, property.initializer != nil { continue }
            if let keys, keys[property.name] == nil { continue }
            guard let type = property.type ?? property.initializer.flatMap(Self.literalType)
                ?? property.initializer.flatMap({ Self.evaluatedType($0, file: files[property.file]) })
            else {
                throw error(property.node, file: property.file, SwiftUIDiagnosticCode.unsupportedExpression,
                            "'\(property.name)' of \(qualified) has no written type; the contract needs one (e.g. `var \(property.name): String`)")
            }
            let spelling = try self.spelling(type, scope: qualified, file: property.file)
            let key = node(.scalar(property.name, .string), property.node, file: property.file)
            let typeNode = node(.scalar(spelling, .string), type, file: property.file)
            if let jsonKey = keys?[property.name], jsonKey != property.name {
                entries.append(SourceEntry(key: key, value: node(.mapping([
                    SourceEntry(key: SourceNode(.scalar("type", .string)), value: typeNode),
                    SourceEntry(key: SourceNode(.scalar("key", .string)), value: SourceNode(.scalar(jsonKey, .string))),
                ]), type, file: property.file)))
            } else {
                entries.append(SourceEntry(key: key, value: typeNode))
            }
        }
        return SourceNode(.mapping(entries), line: files[info.file].place(info.node).line, column: 1)
    }

    /// The state type's name as `contentState:` spells an enum state, declaring the enum; nil
    /// when the state is not an enum.
    mutating func rootEnum(_ qualified: String) throws(DefinitionError) -> SourceNode? {
        guard let info = index.types[qualified], info.kind == .enumeration else { return nil }
        try declare(info, reference: TypeSyntax(IdentifierTypeSyntax(name: .identifier(info.simpleName))), file: info.file)
        let place = files[info.file].place(info.node)
        return SourceNode(.scalar(info.simpleName, .string), line: place.line, column: place.column)
    }

    /// A literal as the definition's scalar (`"Any stall"`, `0`, `-1.5`, `true`), or nil.
    static func literalNode(_ value: ExprSyntax) -> SourceNode? {
        if let text = LiteralText.string(value) { return SourceNode(.scalar(text, .string)) }
        if value.is(BooleanLiteralExprSyntax.self) { return SourceNode(.scalar(value.trimmedSource, .bool)) }
        if let number = LiteralText.number(value) {
            let isWhole = number == number.rounded() && number.magnitude < 1e15
            return SourceNode(.scalar(isWhole ? String(Int64(number)) : String(number), isWhole ? .int : .float))
        }
        return nil
    }

    /// The type Swift infers for a property's literal default (`var count = 0`), where it is one.
    static func literalType(_ value: ExprSyntax) -> TypeSyntax? {
        func named(_ name: String) -> TypeSyntax { TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) }
        if value.is(StringLiteralExprSyntax.self) { return named("String") }
        if value.is(IntegerLiteralExprSyntax.self) { return named("Int") }
        if value.is(FloatLiteralExprSyntax.self) { return named("Double") }
        if value.is(BooleanLiteralExprSyntax.self) { return named("Bool") }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalType(prefix.expression) }
        if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first, let element = literalType(first.expression) {
            return TypeSyntax(ArrayTypeSyntax(element: element))
        }
        if let call = value.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainText,
           ["Date", "UUID", "String", "Int", "Double", "Bool"].contains(name) {
            return named(name)
        }
        return nil
    }

    /// The type Swift infers for a default that is no literal (`var window = Date()...Date().addingTimeInterval(600)`):
    /// the type of its value, evaluated with the library alone. Nil when it needs the program or has no one type.
    static func evaluatedType(_ value: ExprSyntax, file: SwiftSourceFile) -> TypeSyntax? {
        let folded = OperatorTable.standardOperators.foldAll(value) { _ in }.as(ExprSyntax.self) ?? value
        let lowered = SwiftLowering(file: file.path, tree: file.tree).expr(folded)
        guard let result = try? Interpreter().evaluate(lowered), let name = typeName(of: result) else { return nil }
        let declaration = Parser.parse(source: "let x: \(name)")
        return declaration.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }

    /// How the contract spells a value's type; nil for values it has no spelling for.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .date: return "Date"
        case .foundation(.uuid): return "UUID"
        case .foundation(.url): return "URL"
        case .range(.date?, .date?, let closed): return closed ? "ClosedRange<Date>" : "Range<Date>"
        case .array(let items): return items.first.flatMap(typeName).map { "[" + $0 + "]" }
        default: return nil
        }
    }

    /// The fields a hand-written `init(from:)` decodes (`DecoderContract`), in the order it decodes them.
    mutating func decodedFields(of info: DeclarationIndex.TypeInfo, decoder: (node: Syntax, file: Int),
        keys: [String: String]?, orDeclared: Bool = false
    ) throws(DefinitionError) -> SourceNode {
        guard let initializer = decoder.node.as(InitializerDeclSyntax.self) else { return SourceNode(.mapping([])) }
        let contract: DecoderContract
        do {
            contract = try DecoderContract(initializer)
        } catch {
            let text = initializer.trimmedSource
            if orDeclared, text.contains("container(keyedBy:"), !text.contains("singleValueContainer") {
                let (line, column) = files[decoder.file].place(error.node)
                notes.append(.warning(
                    SwiftUIDiagnosticCode.customDecoding,
                    "\(files[decoder.file].path):\(line):\(column): \(info.qualified)'s init(from:) does more than "
                        + "decode keys (`\(error.statement)`); read as its stored properties declare them, "
                        + "so a payload only that code accepts is refused here"))
                return try synthesizedFields(of: info, keys: keys)
            }
            throw self.error(error.node, file: decoder.file, SwiftUIDiagnosticCode.customDecoding,
                             "\(info.qualified)'s init(from:) does more than decode keys (`\(error.statement)`); its JSON contract cannot be read from it")
        }
        var entries: [SourceEntry] = []
        for field in contract.fields {
            var spelling = try self.spelling(field.type, scope: info.qualified, file: decoder.file)
            // `decodeIfPresent(…) ?? literal`: never nil in the property; the literal when the key is missing.
            // Assigned only under `if let`, a missing key leaves the property's literal initial value.
            let initial = field.keepsInitialValue ? info.stored.first { $0.name == field.property }?.initializer : nil
            let fallback = (field.fallback ?? initial).flatMap(Self.literalNode)
            if field.optional, fallback == nil, !spelling.hasSuffix("?") { spelling += "?" }
            let key = node(.scalar(field.property, .string), field.node, file: decoder.file)
            let typeNode = node(.scalar(spelling, .string), field.node, file: decoder.file)
            let jsonKey = keys?[field.key] ?? field.key
            if jsonKey != field.property || fallback != nil {
                var spec = [SourceEntry(key: SourceNode(.scalar("type", .string)), value: typeNode),
                            SourceEntry(key: SourceNode(.scalar("key", .string)), value: SourceNode(.scalar(jsonKey, .string)))]
                if let fallback { spec.append(SourceEntry(key: SourceNode(.scalar("default", .string)), value: fallback)) }
                entries.append(SourceEntry(key: key, value: node(.mapping(spec), field.node, file: decoder.file)))
            } else {
                entries.append(SourceEntry(key: key, value: typeNode))
            }
        }
        return SourceNode(.mapping(entries), line: files[info.file].place(info.node).line, column: 1)
    }

    /// `enum CodingKeys: String, CodingKey` of a type: property name → JSON key; nil without one.
    func codingKeys(of qualified: String) -> [String: String]? {
        guard let keys = index.types[qualified + ".CodingKeys"], keys.kind == .enumeration else { return nil }
        var result: [String: String] = [:]
        for c in keys.cases {
            result[c.name] = c.rawValue.flatMap(LiteralText.string) ?? c.name
        }
        return result
    }

    /// A type as the YAML contract spells it; named types are declared under `enums:`/`structs:` on the way.
    mutating func spelling(_ type: TypeSyntax, scope: String, file: Int) throws(DefinitionError) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return try spelling(optional.wrappedType, scope: scope, file: file) + "?"
        }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return try spelling(iuo.wrappedType, scope: scope, file: file) + "?"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "[" + (try spelling(array.element, scope: scope, file: file)) + "]"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[" + (try spelling(dictionary.key, scope: scope, file: file)) + ": " + (try spelling(dictionary.value, scope: scope, file: file)) + "]"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return try spelling(attributed.baseType, scope: scope, file: file)
        }
        let name: String
        var arguments: [TypeSyntax] = []
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.plainText
            arguments = identifier.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = member.trimmedSource
            arguments = member.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        } else {
            throw error(type, file: file, SwiftUIDiagnosticCode.unsupportedExpression,
                        "type '\(type.trimmedSource)' cannot be part of a Live Activity contract")
        }
        if arguments.isEmpty, let given = genericArguments[name] {
            return try spelling(given.type, scope: "", file: given.file)
        }
        switch (name, arguments.count) {
        case ("Optional", 1): return try spelling(arguments[0], scope: scope, file: file) + "?"
        case ("Array", 1): return "[" + (try spelling(arguments[0], scope: scope, file: file)) + "]"
        case ("Dictionary", 2):
            return "[" + (try spelling(arguments[0], scope: scope, file: file)) + ": " + (try spelling(arguments[1], scope: scope, file: file)) + "]"
        case ("ClosedRange", 1), ("Range", 1):
            return name + "<" + (try spelling(arguments[0], scope: scope, file: file)) + ">"
        default: break
        }
        let builtIn = ["String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                       "Double", "Float", "Float16", "Decimal", "Date", "UUID", "URL", "Data", "CGFloat", "TimeInterval"]
        let bare = name.hasPrefix("Foundation.") || name.hasPrefix("Swift.") ? String(name.split(separator: ".").last ?? "") : name
        if builtIn.contains(bare) { return bare == "CGFloat" || bare == "TimeInterval" ? "Double" : bare }
        // `Item.ID` of an `Identifiable` type: the type of its `id`.
        if name.hasSuffix(".ID"), let owner = index.resolveTypeName(String(name.dropLast(3)), from: scope),
           let id = index.types[owner]?.stored.first(where: { $0.name == "id" }), let idType = id.type {
            return try spelling(idType, scope: owner, file: id.file)
        }
        guard let qualified = index.resolveTypeName(name, from: scope), let info = index.types[qualified] else {
            if let alias = resolveAlias(name, scope: scope) {
                depth += 1
                defer { depth -= 1 }
                guard depth <= 32 else {
                    throw error(type, file: file, SwiftUIDiagnosticCode.unsupportedExpression, "type aliases of '\(name)' refer to each other")
                }
                return try spelling(alias.node, scope: scope, file: alias.file)
            }
            return opaque(
                name, type, file: file,
                "is not declared in the read sources nor one the contract knows (String, Int, Date, …)")
        }
        // A field's type that decodes itself in a way the contract cannot say (`singleValueContainer`)
        // is carried as JSON; the attributes and ContentState themselves must be read.
        let before = self
        do {
            try declare(info, reference: type, file: file)
        } catch {
            self = before
            // `struct AnyCodable { let value: Any }`: any JSON by design, which is what carrying it as JSON is.
            if info.stored.count == 1, info.stored[0].name == "value",
                ["Any", "AnyHashable"].contains(info.stored[0].type?.trimmedSource ?? "")
            {
                return opaque(info.simpleName, type, file: file, "holds any JSON value (its `value: Any`)")
            }
            // livepeek has the type and cannot state its decoding (its own `init(from:)`, a `Float`
            // raw type): a warning with the reason; the widget is not lost for one field.
            return opaque(
                info.simpleName, type, file: file, "cannot be read as a contract (\(error.message))", severity: .warning
            )
        }
        return info.simpleName
    }

    /// `Opaque<name>`: the field takes any JSON value, as the phone's decoder may; said once per type.
    mutating func opaque(
        _ name: String, _ type: TypeSyntax, file: Int, _ why: String, severity: Diagnostic.Severity = .info
    ) -> String {
        if opaqueTypes.insert(name).inserted {
            let place = files[file].place(type)
            let message =
                "\(files[file].path):\(place.line):\(place.column): type '\(name)' \(why): its values are carried as "
                + "JSON, decoded as present or not; a view that reads into them loses that value"
            notes.append(
                severity == .info
                    ? .info(SwiftUIDiagnosticCode.opaqueType, message)
                    : .warning(SwiftUIDiagnosticCode.opaqueType, message))
        }
        return "Opaque<\(name)>"
    }

    func resolveAlias(_ name: String, scope: String) -> DeclarationIndex.Located<TypeSyntax>? {
        var prefix = scope
        while true {
            if let alias = index.typealiases[prefix.isEmpty ? name : prefix + "." + name] { return alias }
            guard !prefix.isEmpty else { return nil }
            prefix = prefix.split(separator: ".").dropLast().joined(separator: ".")
        }
    }

    /// Declares a named type under `enums:` or `structs:` (once).
    mutating func declare(_ info: DeclarationIndex.TypeInfo, reference: TypeSyntax, file: Int) throws(DefinitionError) {
        let name = info.simpleName
        guard declared.insert(name).inserted else { return }
        qualifiedNames[name] = info.qualified
        depth += 1
        defer { depth -= 1 }
        guard depth <= 32 else {
            throw error(reference, file: file, SwiftUIDiagnosticCode.unsupportedExpression, "contract types nest deeper than 32 levels")
        }
        switch info.kind {
        case .enumeration:
            let spec = try enumSpec(info)
            enumEntries.append(SourceEntry(key: SourceNode(.scalar(name, .string)), value: spec))
        case .structure:
            let index = structEntries.count
            structEntries.append(SourceEntry(key: SourceNode(.scalar(name, .string)), value: SourceNode(.mapping([]))))
            structEntries[index].value = try fields(of: info.qualified)
        case .other where info.node.is(ClassDeclSyntax.self) && info.inherits.contains { ["Codable", "Decodable"].contains($0) }:
            // A Codable class decodes its stored properties as a struct does.
            let index = structEntries.count
            structEntries.append(SourceEntry(key: SourceNode(.scalar(name, .string)), value: SourceNode(.mapping([]))))
            structEntries[index].value = try fields(of: info.qualified)
        case .other:
            throw error(reference, file: file, SwiftUIDiagnosticCode.unsupportedExpression,
                        "'\(name)' is a class or actor that is not Codable; a ContentState's types must be Codable structs, enums or classes")
        }
    }

    mutating func enumSpec(_ info: DeclarationIndex.TypeInfo) throws(DefinitionError) -> SourceNode {
        let cases = info.cases
        let place = files[info.file].place(info.node)
        let rawType = info.rawType
        if let decoder = info.customDecoder {
            guard rawType == nil, let initializer = decoder.node.as(InitializerDeclSyntax.self) else {
                throw error(decoder.node, file: decoder.file, SwiftUIDiagnosticCode.customDecoding,
                            "\(info.qualified) decodes itself with init(from:); its JSON contract cannot be inferred")
            }
            try readDecoder(info, initializer, file: decoder.file)
        }
        var entries: [SourceEntry] = []
        if rawType == nil, cases.contains(where: \.hasAssociatedValues) {
            // Synthesized Codable of associated values: `{"case": {"label": value, "_1": value}}`.
            var mapping: [SourceEntry] = []
            for c in cases {
                var values: [SourceEntry] = []
                for value in c.values {
                    let spelling = try self.spelling(value.type, scope: info.qualified, file: c.file)
                    values.append(SourceEntry(key: SourceNode(.scalar(value.key, .string)), value: node(.scalar(spelling, .string), value.type, file: c.file)))
                }
                mapping.append(SourceEntry(key: node(.scalar(c.name, .string), c.node, file: c.file), value: SourceNode(.mapping(values))))
            }
            entries.append(SourceEntry(key: SourceNode(.scalar("rawType", .string)), value: SourceNode(.scalar("none", .string))))
            entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)), value: SourceNode(.mapping(mapping))))
            entries += perCaseValues(info)
            return SourceNode(.mapping(entries), line: place.line, column: place.column)
        }
        if rawType == nil {
            // Synthesized Codable without a raw type: `{"case": {}}`.
            entries.append(SourceEntry(key: SourceNode(.scalar("rawType", .string)), value: SourceNode(.scalar("none", .string))))
            entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)),
                                       value: SourceNode(.sequence(cases.map { node(.scalar($0.name, .string), $0.node, file: $0.file) }))))
            entries += perCaseValues(info)
            return SourceNode(.mapping(entries), line: place.line, column: place.column)
        }
        if let rawType, let floating = Self.floatingRawTypes[rawType] {
            entries.append(
                SourceEntry(key: SourceNode(.scalar("rawType", .string)), value: SourceNode(.scalar(floating, .string)))
            )
            entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)),
                                       value: SourceNode(.mapping(try floatingRawValues(info)))))
            entries += perCaseValues(info)
            return SourceNode(.mapping(entries), line: place.line, column: place.column)
        }
        guard rawType == "String" || rawType?.hasPrefix("Int") == true || rawType?.hasPrefix("UInt") == true else {
            throw error(info.node, file: info.file, SwiftUIDiagnosticCode.unsupportedExpression,
                        "enum \(info.simpleName) needs a String, integer or floating-point raw type, or none, "
                            + "to be decoded from a push" + (rawType.map { " (found \($0))" } ?? ""))
        }
        if rawType == "String" {
            let rawValues = cases.map { ($0, $0.rawValue.flatMap(LiteralText.string) ?? $0.name) }
            if rawValues.allSatisfy({ $0.0.name == $0.1 }) {
                entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)),
                                           value: SourceNode(.sequence(rawValues.map { node(.scalar($0.0.name, .string), $0.0.node, file: $0.0.file) }))))
            } else {
                entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)), value: SourceNode(.mapping(rawValues.map {
                    SourceEntry(key: node(.scalar($0.0.name, .string), $0.0.node, file: $0.0.file), value: SourceNode(.scalar($0.1, .string)))
                }))))
            }
        } else {
            var next: Int64 = 0
            var mapping: [SourceEntry] = []
            for c in cases {
                if let raw = c.rawValue {
                    guard let value = LiteralText.integer(raw) else {
                        throw error(raw, file: c.file, SwiftUIDiagnosticCode.unsupportedExpression, "the raw value of \(info.simpleName).\(c.name) must be an integer literal")
                    }
                    next = value
                }
                mapping.append(SourceEntry(key: node(.scalar(c.name, .string), c.node, file: c.file), value: SourceNode(.scalar(String(next), .int))))
                next &+= 1
            }
            entries.append(SourceEntry(key: SourceNode(.scalar("rawType", .string)), value: SourceNode(.scalar("Int", .string))))
            entries.append(SourceEntry(key: SourceNode(.scalar("cases", .string)), value: SourceNode(.mapping(mapping))))
        }
        entries += perCaseValues(info)
        return SourceNode(.mapping(entries), line: place.line, column: place.column)
    }

    /// The floating-point raw types a synthesized `Codable` enum decodes from a JSON number, and the
    /// precision its cases are compared in.
    static let floatingRawTypes = [
        "Double": "Double", "CGFloat": "Double", "Float": "Float", "Float32": "Float", "Float64": "Double",
    ]

    /// `case low = 0.5, mid, high = 2`: each case's raw value; one without its own is the previous
    /// plus one, which Swift allows only after an integral value.
    mutating func floatingRawValues(_ info: DeclarationIndex.TypeInfo) throws(DefinitionError) -> [SourceEntry] {
        var next = 0.0
        var mapping: [SourceEntry] = []
        for c in info.cases {
            if let raw = c.rawValue {
                guard let value = LiteralText.number(raw) else {
                    throw error(raw, file: c.file, SwiftUIDiagnosticCode.unsupportedExpression,
                                "the raw value of \(info.simpleName).\(c.name) must be a number literal")
                }
                next = value
            } else if next != next.rounded() {
                throw error(c.node, file: c.file, SwiftUIDiagnosticCode.unsupportedExpression,
                    "enum case \(info.simpleName).\(c.name) must declare a raw value when the preceding raw value "
                        + "is not an integer")
            }
            mapping.append(
                SourceEntry(
                    key: node(.scalar(c.name, .string), c.node, file: c.file),
                    value: SourceNode(.scalar(String(next), .float))))
            next += 1
        }
        return mapping
    }

    /// An enum's own `init(from:)` (`EnumDecoderContract`), kept in `enumDecodings`; its arms the
    /// reader could not follow are noted, naming the statement.
    mutating func readDecoder(_ info: DeclarationIndex.TypeInfo, _ initializer: InitializerDeclSyntax, file: Int) throws(DefinitionError) {
        var cases: [String: [(key: String, defaultsToNil: Bool)]] = [:]
        for c in info.cases { cases[c.name] = c.values.map { (key: $0.key, defaultsToNil: $0.defaultsToNil) } }
        let contract: EnumDecoderContract
        do {
            contract = try EnumDecoderContract(initializer, cases: cases) { name in
                info.function(name).flatMap { DeclarationIndex.TypeInfo.isStatic($0.0.modifiers) ? $0.0 : nil }
            }
        } catch {
            throw self.error(error.node, file: file, SwiftUIDiagnosticCode.customDecoding,
                             "\(info.qualified)'s init(from:) does more than decode keys and choose a case (`\(error.statement)`); its JSON contract cannot be read from it")
        }
        // `forKey: .kind` names a `CodingKeys` case; the JSON holds its raw value.
        let keys = codingKeys(of: info.qualified)
        func spec(_ name: String, _ field: EnumDecoderContract.Field) throws(DefinitionError) -> FieldSpec {
            var spelling = try self.spelling(field.type, scope: info.qualified, file: file)
            let fallback = field.fallback.flatMap(Self.literalNode)
            if field.optional, fallback == nil, !spelling.hasSuffix("?") { spelling += "?" }
            let type: SwiftType
            do {
                type = try SwiftType(parsing: spelling)
            } catch {
                throw self.error(field.type, file: file, SwiftUIDiagnosticCode.unsupportedExpression, "cannot read the type '\(spelling)': \(error.message)")
            }
            return FieldSpec(name: name, type: type, key: keys?[field.key] ?? field.key, fallback: fallback?.jsonValue)
        }
        var branches: [EnumDecoding.Branch] = []
        for branch in contract.branches {
            var fields: [FieldSpec] = []
            for (name, field) in branch.fields { fields.append(try spec(name, field)) }
            var unreadable: String? = nil
            if let statement = branch.unreadable {
                let (line, column) = files[file].place(statement)
                unreadable = "\(files[file].path):\(line): `\(EnumDecoderContract.firstLine(statement))`"
                notes.append(.warning(SwiftUIDiagnosticCode.customDecoding,
                                      "\(files[file].path):\(line):\(column): \(info.qualified)'s init(from:) does more here than decode keys and choose a case (`\(EnumDecoderContract.firstLine(statement))`); a payload taking this branch is refused (contract.customDecoding)"))
            }
            var condition = branch.condition
            if case .present(let key) = condition { condition = .present(key: keys?[key] ?? key) }
            branches.append(EnumDecoding.Branch(condition: condition, fields: fields, caseName: branch.caseName,
                                                arguments: branch.arguments, unreadable: unreadable, clock: branch.clock))
        }
        var discriminator: FieldSpec? = nil
        if let found = contract.discriminator { discriminator = try spec(found.name, found.field) }
        enumDecodings[info.simpleName] = EnumDecoding(discriminator: discriminator, branches: branches)
    }

    /// Computed properties written as `switch self { case .a: "x" … }` whose every arm is a string
    /// literal or a colour: the YAML form's per-case values (`step.icon`). Others are expanded where used.
    func perCaseValues(_ info: DeclarationIndex.TypeInfo) -> [SourceEntry] {
        var result: [SourceEntry] = []
        let caseNames = info.cases.map(\.name)
        for name in info.computedPropertyNames where name != "cases" && name != "rawType" {
            guard let (binding, _) = info.computedProperty(name), let body = BodyShapes.getterBody(binding),
                  let value = BodyShapes.singleValue(body), let switchExpr = value.as(SwitchExprSyntax.self),
                  switchExpr.subject.trimmedSource == "self", let arms = BodyShapes.arms(switchExpr) else { continue }
            let isColor = ["Color", "some ShapeStyle"].contains(binding.typeAnnotation?.type.trimmedSource ?? "")
            var values: [String: String] = [:]
            var complete = true
            for arm in arms {
                guard let result = BodyShapes.singleValue(arm.statements).flatMap({ $0.as(ExprSyntax.self) }),
                      let text = LiteralText.string(result) ?? (isColor ? LiteralText.colorName(result) : nil) else { complete = false; break }
                if let patterns = arm.patterns {
                    for pattern in patterns {
                        guard let caseName = pattern.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText,
                            pattern.as(MemberAccessExprSyntax.self)?.base == nil
                        else {
                            complete = false
                            break
                        }
                        values[caseName] = text
                    }
                } else {
                    for caseName in caseNames where values[caseName] == nil { values[caseName] = text }
                }
            }
            guard complete, caseNames.allSatisfy({ values[$0] != nil }) else { continue }
            result.append(SourceEntry(key: SourceNode(.scalar(name, .string)), value: SourceNode(.mapping(caseNames.map {
                SourceEntry(key: SourceNode(.scalar($0, .string)), value: SourceNode(.scalar(values[$0] ?? "", .string)))
            }))))
        }
        return result
    }
}

/// The literal text of simple expressions: string literals without interpolation, integers, colours.
enum LiteralText {
    static func string(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments.nodes {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += unescape(part.content.text)
        }
        return text
    }

    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var iterator = raw.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else { result.append(c); continue }
            if let escaped = SwiftStringEscape.character(after: next) {
                result.append(escaped)
                continue
            }
            switch next {
            case "u":
                // `\u{1F69A}`: the scalar, as Swift reads it; malformed text is kept as written.
                var digits = ""
                guard iterator.next() == "{" else { result += "\\u"; continue }
                while let d = iterator.next(), d != "}", digits.count <= 8 { digits.append(d) }
                if let scalar = SwiftStringEscape.scalar(hex: digits) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + digits + "}"
                }
            default: result.append(c); result.append(next)
            }
        }
        return result
    }

    static func integer(_ expr: ExprSyntax) -> Int64? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return Int64(literal.literal.text.replacingEvery("_", with: "")) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let inner = integer(prefix.expression) { return -inner }
        return nil
    }

    static let colorNames: Set<String> = ["primary", "secondary", "tertiary", "quaternary", "red", "orange", "yellow", "green", "mint",
                                          "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray", "black", "clear",
                                          "accentColor"]

    /// `.green`, `Color.green`, `Color(red:green:blue:)` and `Color(white:)` as the definition spells a colour.
    static func colorName(_ expr: ExprSyntax) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.plainText
            let base = member.base?.trimmedSource
            guard base == nil || base == "Color" || base == "SwiftUI.Color" || base == "HierarchicalShapeStyle" else { return nil }
            return colorNames.contains(name) ? name : nil
        }
        // `Color(red:green:blue:)`, `Color(white:)` and Xcode's `#colorLiteral(red:green:blue:alpha:)`.
        let arguments = expr.as(FunctionCallExprSyntax.self).flatMap { ["Color", "Color.init"].contains($0.calledExpression.trimmedSource) ? $0.arguments : nil }
            ?? expr.as(MacroExpansionExprSyntax.self).flatMap { $0.macroName.text == "colorLiteral" ? $0.arguments : nil }
        if let arguments {
            var components: [String: Double] = [:]
            for argument in arguments.nodes {
                guard let label = argument.label?.text else {
                    if argument.expression.trimmedSource == ".sRGB" { continue }
                    return nil
                }
                guard let value = number(argument.expression) else { return nil }
                components[label] = value
            }
            func hex(_ v: Double) -> String {
                let byte = Int((max(0, min(1, v)) * 255).rounded())
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            // `opacity:` (`alpha:` in a colour literal) is drawn mixed into what is behind (`Theme.color`).
            let alpha = components["opacity"] ?? components["alpha"]
            let suffix = alpha.map { $0 < 1 ? ".opacity(\(max(0, $0)))" : "" } ?? ""
            if let r = components["red"], let g = components["green"], let b = components["blue"] { return "#" + hex(r) + hex(g) + hex(b) + suffix }
            if let w = components["white"] { return "#" + hex(w) + hex(w) + hex(w) + suffix }
            if let h = components["hue"], let s = components["saturation"], let v = components["brightness"] {
                let (r, g, b) = rgb(hue: h, saturation: s, brightness: v)
                return "#" + hex(r) + hex(g) + hex(b) + suffix
            }
        }
        return nil
    }

    /// HSB (each 0…1, as `Color(hue:saturation:brightness:)` takes them) to RGB.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A numeric literal, or literals combined with `+ - * /` (`28 / 255`, `0.5 * 2`).
    static func number(_ expr: ExprSyntax) -> Double? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingEvery("_", with: "")) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingEvery("_", with: "")) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = number(p.expression) { return -v }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return number(only.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = sequence.elements.nodes
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let a = number(elements[0]), let b = number(elements[2]) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        }
        return nil
    }
}
