import ActivityModel
import Expressions
import Foundation
import SwiftSyntax

/// Reads a widget's Swift sources (the `ActivityAttributes` type, its `ContentState`, the
/// `ActivityConfiguration` closures and a `#Preview`) into the same `ActivityDefinition` the YAML
/// loader makes.
///
/// The sources are translated into the YAML form's `SourceNode` tree (views, arguments and modifiers
/// in their YAML spelling, positions from swift-syntax) and handed to the same parsers, so a view or
/// modifier added to the grammar later is read from both front ends. Unusable input (a syntax error,
/// no or several `ActivityAttributes`, a custom decoder) throws a `DefinitionError` naming
/// `file:line:column`; anything else not understood is a placeholder and a `swiftui.*` warning.
public enum SwiftSourceReader {
    /// One source file: the path to report and its text.
    public struct Source: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// What the sources hold.
    public struct Read: Sendable {
        public var definition: ActivityDefinition
        /// `swiftui.*` findings: what was drawn as a placeholder or ignored, with file:line:column.
        public var diagnostics: [Diagnostic]
        /// The file that holds the `ActivityConfiguration` (else the attributes): where view lines point.
        public var file: String
        /// The `#Preview`'s content states as push JSON, in order (empty without a `#Preview`).
        public var previewStates: [JSONValue]
        /// Where each of `previewStates` is written: its file and line.
        public var previewStatePlaces: [(file: String, line: Int)] = []
        /// The string literals the sources subscript with (`data["title"]`), in order, once each.
        public var subscriptKeys: [String] = []
        /// Whether the attributes came from a `#Preview` (else `--attributes` or the feed must give them).
        public var hasPreviewAttributes: Bool

        /// The preview's states as a feed: one a minute apart from `start`, the first at `start`.
        public func previewFeed(start: Date) -> String {
            previewStates.enumerated().map { offset, state -> String in
                guard case .object(let members) = state else { return "" }
                let at = JSONMember(key: "at", value: .number(PreviewEncoding.number(start.timeIntervalSince1970 + Double(offset) * 60)))
                return JSONValue.object([at] + members).prettyText
            }.joined(separator: "\n") + "\n"
        }
    }

    /// Reads `sources` together. `activity` picks one `ActivityAttributes` type by name when there are
    /// several; `start` is the clock's start, the `Date.now` of the `#Preview`'s values.
    /// `defaults` are the app's `UserDefaults` (an object of key to value), when the user gave them;
    /// `stringTables` its string tables, which `Text("key")` and `String(localized:)` look up.
    /// `previewStates`: whether to run the `#Preview`s' content states (a command given its own
    /// states, `--feed` or `--state`, never plays them).
    public static func read(
        _ sources: [Source], activity: String? = nil, start: Date, defaults: JSONValue? = nil,
        stringTables: [StringTableReader.File] = [], previewStates: Bool = true
    ) throws(DefinitionError) -> Read {
        let (strings, tableDiagnostics) = StringTableReader.read(stringTables)
        let sources = sources + FrameworkDeclarations.needed(by: sources)
        let (files, skipped) = try parse(SourceSelection.needed(sources.map(\.text)).map { sources[$0] })
        let index = DeclarationIndex(files: files)
        let chosen = try chooseActivity(index, files, activity: activity)
        var contract = ContractBuilder(index: index, files: files)
        contract.genericArguments = genericArguments(of: chosen.type, index)
        // `enum ContentState: Codable` (or a typealias to an enum): the state is that enum.
        let stateFields: SourceNode
        if let root = try contract.rootEnum(chosen.stateType) {
            stateFields = root
        } else {
            stateFields = try contract.fields(of: chosen.stateType, orDeclared: true)
        }
        let attributeFields = try contract.fields(of: chosen.type, orDeclared: true)
        let lowered = LoweredSources(files: files, keeping: index.configurations.map { ($0.file, ExprSyntax($0.node)) })
        let views = programViews(index, files, chosen, lowered: lowered, defaults: defaults, strings: strings)
        var definition = try assemble(views, chosen, files, contract: contract, stateFields: stateFields, attributeFields: attributeFields)
        var diagnostics =
            skipped + (chosen.note.map { [$0] } ?? []) + views.diagnostics + contract.notes + tableDiagnostics
        let previews = readPreviews(
            index, files, chosen, definition: definition, lowered: lowered, start: start, states: previewStates)
        if let attributes = previews.attributes { definition.attributes = attributes }
        diagnostics += previews.diagnostics
        definition.sourceDiagnostics = diagnostics
        var read = Read(definition: definition, diagnostics: diagnostics, file: views.viewFile, previewStates: previews.states,
                        hasPreviewAttributes: previews.attributes != nil)
        read.previewStatePlaces = previews.places
        read.subscriptKeys = files.flatMap(\.subscriptKeys).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return read
    }

    /// The attributes type read, its declaration and its `ContentState`'s qualified name.
    struct Chosen {
        var type: String
        var info: DeclarationIndex.TypeInfo
        var stateType: String
        var place: (line: Int, column: Int)
        /// Why this type of several was read, when no `--activity` said.
        var note: Diagnostic?
    }

    /// The sources as syntax trees. A file nested too deep (Swift's parser slows down with each
    /// level) or with a syntax error refuses the read when the widget needs it: it is the only file,
    /// holds an `ActivityConfiguration` or `ActivityAttributes`, or declares a name another file
    /// uses. Any other such file (a repository's unrelated code) is left out with a warning.
    static func parse(_ sources: [Source]) throws(DefinitionError) -> (files: [SwiftSourceFile], skipped: [Diagnostic])
    {
        /// A file that cannot be read: where, why, and its tree as far as the parser recovered it.
        struct Broken {
            var source: Source
            var file: SwiftSourceFile?
            var line: Int, column: Int
            var reason: String, code: String
            var error: DefinitionError {
                DefinitionError(file: source.path, line: line, column: column, message: "\(reason) [\(code)]")
            }
        }
        var files: [SwiftSourceFile] = []
        var broken: [Broken] = []
        for source in sources {
            if let (line, column) = SquareBracketNesting.firstTooDeep(in: source.text) {
                let reason =
                    "square brackets nest more than \(SquareBracketNesting.limit) deep here; "
                    + "Swift's parser slows down twofold with each level past that"
                broken.append(
                    Broken(
                        source: source, line: line, column: column, reason: reason, code: SwiftUIDiagnosticCode.tooDeep)
                )
                continue
            }
            let file = SwiftSourceFile(path: source.path, text: source.text)
            if let (line, column, message) = file.firstSyntaxError() {
                broken.append(
                    Broken(
                        source: source, file: file, line: line, column: column, reason: message,
                        code: SwiftUIDiagnosticCode.syntaxError))
            } else {
                files.append(file)
            }
        }
        guard !broken.isEmpty else { return (files, []) }
        if files.isEmpty, let first = broken.first { throw first.error }
        let used = Set(files.flatMap(\.identifiers))
        var skipped: [Diagnostic] = []
        for file in broken {
            let holdsWidget =
                file.source.text.contains("ActivityConfiguration") || file.source.text.contains("ActivityAttributes")
            if holdsWidget || file.file.map({ !used.isDisjoint(with: $0.declaredNames) }) ?? true { throw file.error }
            skipped.append(.warning(
                SwiftUIDiagnosticCode.skippedFile,
                "\(file.source.path):\(file.line):\(file.column): \(file.reason); "
                    + "read without this file: it holds no part of the widget and declares nothing the others use"))
        }
        return (files, skipped)
    }

    /// The `ActivityAttributes` type to read: the one `activity` names, else the only one, else the
    /// only one an `ActivityConfiguration` names, else the only configured one the previews show (as
    /// Xcode's canvas would); and its `ContentState`.
    static func chooseActivity(_ index: DeclarationIndex, _ files: [SwiftSourceFile], activity: String?) throws(DefinitionError) -> Chosen {
        let candidates = index.activityAttributesTypes
        let firstPath = files.first?.path ?? "?"
        guard !candidates.isEmpty else {
            throw DefinitionError(file: firstPath, line: 0, column: 0,
                                  message: noAttributesMessage(index, files) + " [\(SwiftUIDiagnosticCode.noActivityAttributes)]")
        }
        let names = candidates.map { index.types[$0]?.simpleName ?? $0 }
        let chosen: String
        var note: Diagnostic?
        // The candidates an `ActivityConfiguration` names, when there are several to choose among.
        let configured = candidates.count > 1 ? configuredTypes(index, among: candidates) : nil
        if let activity {
            guard let found = candidates.first(where: { $0 == activity || index.types[$0]?.simpleName == activity }) else {
                throw DefinitionError(file: firstPath, line: 0, column: 0,
                                      message: "--activity \(activity) names no ActivityAttributes type; found: \(names.joined(separator: ", ")) [\(SwiftUIDiagnosticCode.ambiguousActivity)]")
            }
            chosen = found
        } else if let configured, configured.count == 1 {
            // The widget says which: `ActivityConfiguration(for: X.self)` names one of them.
            chosen = configured[0]
        } else if let configured, case let previewed = previewedTypes(index, among: configured), previewed.count == 1 {
            chosen = previewed[0]
            let name = index.types[chosen]?.simpleName ?? chosen
            let others = configured.filter { $0 != chosen }.map { index.types[$0]?.simpleName ?? $0 }
            note = Diagnostic(
                .info, SwiftUIDiagnosticCode.previewedActivity,
                "\(declarationPlace(chosen, index, files)): the sources hold \(configured.count) activity types; "
                    + "\(name) is drawn, "
                    + "the one the previews show (\(others.joined(separator: ", ")) with --activity NAME)")
        } else {
            // A repository's several widgets: the first configured one in path order, said with the
            // others' names, so a run is the same every time and the next one knows how to pick.
            let among = configured ?? candidates
            chosen = among[0]
            if among.count > 1 {
                let name = index.types[chosen]?.simpleName ?? chosen
                let others = among.dropFirst().map { index.types[$0]?.simpleName ?? $0 }
                note = Diagnostic(
                    .info, SwiftUIDiagnosticCode.chosenActivity,
                    "\(declarationPlace(chosen, index, files)): the sources hold \(among.count) activity types; "
                        + "\(name) is drawn, "
                        + "the first in path order (\(others.joined(separator: ", ")) with --activity NAME)")
            }
        }
        guard let info = index.types[chosen] else {
            throw DefinitionError(file: firstPath, line: 0, column: 0, message: "internal: \(chosen) vanished")
        }
        let place = files[info.file].place(info.node)
        guard let stateType = index.resolveTypeName("ContentState", from: chosen).flatMap({ $0.hasPrefix(chosen + ".") || index.typealiases[chosen + ".ContentState"] != nil ? $0 : nil }) else {
            throw DefinitionError(file: files[info.file].path, line: place.line, column: place.column,
                                  message: "\(info.simpleName) declares no ContentState (a nested `struct ContentState: Codable, Hashable` or a typealias) [\(SwiftUIDiagnosticCode.noActivityAttributes)]")
        }
        return Chosen(type: chosen, info: info, stateType: stateType, place: (place.line, place.column), note: note)
    }

    /// `file:line:column` of a type's declaration.
    static func declarationPlace(_ type: String, _ index: DeclarationIndex, _ files: [SwiftSourceFile]) -> String {
        guard let info = index.types[type] else { return files.first?.path ?? "?" }
        let (line, column) = files[info.file].place(info.node)
        return "\(files[info.file].path):\(line):\(column)"
    }

    /// The types of `candidates` a preview shows: a `#Preview` whose `using:` names one, or a
    /// `PreviewProvider` whose `previewContext` calls sit in a type that builds or names it.
    static func previewedTypes(_ index: DeclarationIndex, among candidates: [String]) -> [String] {
        // Each provider's text once, however many candidates are asked about.
        let providers = index.previewContexts.map { located -> String in
            var node = Syntax(located.node)
            while let parent = node.parent, !parent.is(StructDeclSyntax.self), !parent.is(EnumDeclSyntax.self) { node = parent }
            return (node.parent ?? node).trimmedSource
        }
        return candidates.filter { type in
            guard let simple = index.types[type]?.simpleName else { return false }
            if PreviewReader.find(index: index, attributesType: type) != nil { return true }
            return providers.contains { $0.contains(simple + "(") || $0.contains(simple + ".") }
        }
    }

    /// What the `ActivityConfiguration` of the chosen type says: its views in their YAML spelling,
    /// the widget's name, its families, and the translator that read them (tints, findings).
    struct Views {
        var entries: [SourceEntry] = []
        var displayName: String
        var viewFile: String
        var program: SwiftViewProgram?
        var diagnostics: [Diagnostic] = []

        mutating func add(_ key: String, _ value: SourceNode) { entries.append(SourceEntry(key: SourceNode(.scalar(key, .string)), value: value)) }
    }

    static func programViews(
        _ index: DeclarationIndex, _ files: [SwiftSourceFile], _ chosen: Chosen, lowered: LoweredSources,
                             defaults: JSONValue?, strings: LocalizedStrings = LocalizedStrings()) -> Views {
        let info = chosen.info
        let simpleName = info.simpleName
        var views = Views(displayName: simpleName.hasSuffix("Attributes") && simpleName.count > 10 ? String(simpleName.dropLast(10)) : simpleName,
                          viewFile: files[info.file].path)
        guard let configuration = index.configurations.first(where: { configuredType($0.node, index) == chosen.type }) else {
            views.diagnostics.append(.warning(SwiftUIDiagnosticCode.noActivityConfiguration,
                                              "\(files[info.file].path):\(chosen.place.line):\(chosen.place.column): no ActivityConfiguration(for: \(simpleName).self) in the sources; nothing to draw"))
            return views
        }
        views.viewFile = files[configuration.file].path
        views.program = SwiftViewProgram(
            program: lowered.program,
            configuration: lowered.expr(ExprSyntax(configuration.node), file: configuration.file),
            enclosingType: index.enclosingType(of: configuration.node), attributesType: chosen.type,
            stateType: chosen.stateType,
            defaults: defaults, strings: strings)
        // The name a user sees for the widget: `.configurationDisplayName("…")`, else the Widget
        // struct's name without its `LiveActivity`/`Widget` suffix.
        if let name = ConfigurationModifiers.displayName(of: configuration.node) {
            views.displayName = name
        } else if let widget = index.enclosingType(of: configuration.node).flatMap({ index.types[$0]?.simpleName }) {
            var name = widget
            for suffix in ["LiveActivityWidget", "LiveActivity", "ActivityWidget", "Widget"] where name.hasSuffix(suffix) && name.count > suffix.count {
                name.removeLast(suffix.count)
                break
            }
            views.displayName = name
        }
        if let families = ConfigurationModifiers.supplementalFamilies(of: configuration.node) {
            views.add("supplementalActivityFamilies", SourceNode(.sequence(families.map { SourceNode(.scalar($0, .string)) })))
        }
        return views
    }

    /// The definition the YAML loader would make of the same widget, with the attributes' contract
    /// declared (not inferred from values as in YAML) and the hand-written decoders' rules.
    static func assemble(_ views: Views, _ chosen: Chosen, _ files: [SwiftSourceFile], contract: ContractBuilder, stateFields: SourceNode,
                         attributeFields: SourceNode) throws(DefinitionError) -> ActivityDefinition {
        var views = views
        views.add("name", SourceNode(.scalar(views.displayName, .string)))
        views.add("attributesType", SourceNode(.scalar(chosen.info.simpleName, .string)))
        views.add("contentState", stateFields)
        if !contract.enumEntries.isEmpty { views.add("enums", SourceNode(.mapping(contract.enumEntries))) }
        if !contract.structEntries.isEmpty { views.add("structs", SourceNode(.mapping(contract.structEntries))) }
        var definition = try ActivityDefinition(root: SourceNode(.mapping(views.entries)), file: views.viewFile, defaultName: views.displayName)
        let attributesDefinition = try ActivityDefinition(
            root: SourceNode(.mapping([SourceEntry(key: SourceNode(.scalar("contentState", .string)), value: attributeFields)]
                                      + views.entries.filter { ["enums", "structs"].contains($0.key.scalarText ?? "") })),
            file: files[chosen.info.file].path)
        definition.attributesContract = attributesDefinition.contentState
        definition.program = views.program.map(ProgramReference.init)
        for (name, decoding) in contract.enumDecodings {
            definition.contentState.enums[name]?.customDecoding = decoding
            definition.attributesContract.enums[name]?.customDecoding = decoding
        }
        return definition
    }

    /// What the previews give: the attributes, and the content states in order with where each is
    /// written, from a `#Preview`, else from `PreviewProvider`s' `previewContext` calls.
    struct Previews {
        var attributes: JSONValue?
        var states: [JSONValue] = []
        var places: [(file: String, line: Int)] = []
        var diagnostics: [Diagnostic] = []
    }

    static func readPreviews(_ index: DeclarationIndex, _ files: [SwiftSourceFile], _ chosen: Chosen, definition: ActivityDefinition,
                             lowered: LoweredSources, start: Date, states: Bool = true) -> Previews {
        var found = Previews()
        let preview = PreviewReader.find(index: index, attributesType: chosen.type)
        guard preview != nil || !index.previewContexts.isEmpty else { return found }
        var evaluator = PreviewInterpreter(lowered: lowered, start: start)
        // What the previews' attributes and states cost, each under its path: a command given its
        // own (`--attributes`, `--state`) never runs that code, and drops what it said.
        var attributeDiagnostics: [Diagnostic] = [], stateDiagnostics: [Diagnostic] = []
        func evaluate(
            _ expression: ExprSyntax, file: Int, type: String, selfType: String? = nil, state: Bool,
            prelude: [IR.Stmt] = []
        ) -> PreviewValue? {
            let before = evaluator.diagnostics.count
            let value = evaluator.evaluate(expression, file: file, type: type, selfType: selfType, prelude: prelude)
            for var diagnostic in evaluator.diagnostics[before...] {
                diagnostic.path = diagnostic.path ?? (state ? Self.previewStatePath : Self.previewAttributesPath)
                if state { stateDiagnostics.append(diagnostic) } else { attributeDiagnostics.append(diagnostic) }
            }
            return value
        }
        func attributes(_ value: PreviewValue?) {
            guard found.attributes == nil, let value, case .object(let fields) = value else { return }
            found.attributes = PreviewEncoding.object(fields, definition.attributesContract.fields, contract: definition.attributesContract)
        }
        if let preview {
            if let using = preview.node.arguments.nodes.first(where: { $0.label?.text == "using" })?.expression {
                attributes(evaluate(using, file: preview.file, type: chosen.type, state: false))
            }
            // Each declaration is lowered once, and run before each state written after it.
            var prelude: [IR.Stmt] = []
            for item in states ? PreviewReader.stateItems(preview.node) : [] {
                guard let state = PreviewReader.state(item) else {
                    if case .decl = item.item { prelude += evaluator.declaration(item, file: preview.file) }
                    continue
                }
                if let value = evaluate(
                    state, file: preview.file, type: chosen.stateType, state: true, prelude: prelude),
                   let json = PreviewEncoding.state(value, definition.contentState) {
                    found.states.append(json)
                    found.places.append((files[preview.file].path, files[preview.file].place(state).line))
                }
            }
        }
        if found.states.isEmpty {
            // `PreviewProvider`s: `attributes.previewContext(state, viewKind: …)`, each state once.
            for located in index.previewContexts {
                guard let base = located.node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                      let stateSyntax = located.node.arguments.first?.expression else { continue }
                let selfType = index.enclosingType(of: located.node)
                if found.attributes == nil {
                    attributes(evaluate(base, file: located.file, type: chosen.type, selfType: selfType, state: false))
                }
                if states, let value = evaluate(
                    stateSyntax, file: located.file, type: chosen.stateType, selfType: selfType, state: true),
                   let state = PreviewEncoding.state(value, definition.contentState), !found.states.contains(state) {
                    found.states.append(state)
                    found.places.append((files[located.file].path, files[located.file].place(stateSyntax).line))
                }
            }
        }
        found.diagnostics = attributeDiagnostics + stateDiagnostics
        return found
    }
}

extension SwiftSourceReader {
    /// The paths of what evaluating the previews' attributes and states said.
    public static let previewAttributesPath = "preview.attributes"
    public static let previewStatePath = "preview.contentState"

    /// Where the reader looked for `ActivityAttributes`, and the types that may conform through a
    /// protocol declared in a file it was not given.
    static func noAttributesMessage(_ index: DeclarationIndex, _ files: [SwiftSourceFile]) -> String {
        let read = files.count == 1 ? "this file" : "these \(files.count) files"
        var message = "no struct conforms to ActivityAttributes in \(read), directly or through a protocol they declare"
        let known: Set<String> = ["Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Sendable",
                                  "CaseIterable", "CustomStringConvertible", "View", "Widget", "WidgetBundle", "Comparable"]
        let maybe = index.typeOrder.compactMap { name -> String? in
            guard let info = index.types[name], info.kind == .structure else { return nil }
            let unknown = info.inherits.filter { !known.contains($0) && index.types[$0] == nil && index.protocols[$0] == nil }
            guard let first = unknown.first else { return nil }
            let place = files[info.file].place(info.node)
            return "\(info.simpleName) (\(files[info.file].path):\(place.line)) conforms to \(first), declared in no file read"
        }
        if !maybe.isEmpty { message += "; " + maybe.prefix(3).joined(separator: "; ") }
        return message + "; the attributes often live in the app's target or a shared folder: give that file or folder too"
    }

    /// The attributes type an `ActivityConfiguration(for: X.self)` names, qualified.
    static func configuredType(_ configuration: FunctionCallExprSyntax, _ index: DeclarationIndex) -> String? {
        let typeText: String
        if let argument = configuration.arguments.nodes.first(where: { $0.label?.text == "for" })?.expression {
            typeText = argument.trimmedSource.replacingEvery(".self", with: "")
        } else if let generic = configuration.calledExpression.as(GenericSpecializationExprSyntax.self),
            let argument = generic.genericArgumentClause.arguments.first?.argument
        {
            // `ActivityConfiguration<T> { context in … }`: the type is the generic argument.
            typeText = argument.trimmedSource
        } else {
            return nil
        }
        // `AlarmAttributes<Metadata>`: the generic type; its arguments are the contract's (`genericArguments`).
        let base = typeText.firstIndex(of: "<").map { String(typeText[..<$0]) } ?? typeText
        return index.resolveTypeName(base, from: "")
    }

    /// What `ActivityConfiguration(for: AlarmAttributes<TimerMetadata>.self)` gives the chosen
    /// generic type's parameters, by parameter name.
    static func genericArguments(of type: String, _ index: DeclarationIndex) -> [String: (type: TypeSyntax, file: Int)]
    {
        guard let info = index.types[type], let declaration = info.node.as(StructDeclSyntax.self),
            let parameters = declaration.genericParameterClause?.parameters
        else { return [:] }
        for configuration in index.configurations where configuredType(configuration.node, index) == type {
            guard
                let argument = configuration.node.arguments.nodes.first(where: { $0.label?.text == "for" })?.expression,
                let specialized = argument.as(MemberAccessExprSyntax.self)?.base?.as(
                    GenericSpecializationExprSyntax.self)
            else { continue }
            let given = specialized.genericArgumentClause.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) }
            var result: [String: (type: TypeSyntax, file: Int)] = [:]
            for (parameter, argument) in zip(parameters.nodes, given) {
                result[parameter.name.text] = (argument, configuration.file)
            }
            return result
        }
        return [:]
    }

    /// The candidates some `ActivityConfiguration` of the sources names, in declaration order; nil when none does.
    static func configuredTypes(_ index: DeclarationIndex, among candidates: [String]) -> [String]? {
        let named = Set(index.configurations.compactMap { configuredType($0.node, index) })
        let configured = candidates.filter(named.contains)
        return configured.isEmpty ? nil : configured
    }
}

/// Finds the `#Preview` of an activity and the states in its `contentStates:` closure.
enum PreviewReader {
    static func find(index: DeclarationIndex, attributesType: String) -> DeclarationIndex.Located<PreviewMacro>? {
        let withUsing = index.previews.filter { $0.node.arguments.nodes.contains { $0.label?.text == "using" } }
        let simple = index.types[attributesType]?.simpleName ?? attributesType
        // The preview whose `using:` names this type; else the only one there is.
        return withUsing.first { preview in
            let text = preview.node.arguments.nodes.first { $0.label?.text == "using" }?.expression.trimmedSource ?? ""
            return text.hasPrefix(simple + ".") || text.hasPrefix(attributesType + ".") || text.hasPrefix(simple + "(")
        } ?? (withUsing.count == 1 && index.activityAttributesTypes.count == 1 ? withUsing.first : nil)
    }

    /// The statements of the preview's `contentStates:` closure: its states and the declarations
    /// they read.
    static func stateItems(_ preview: PreviewMacro) -> [CodeBlockItemSyntax] {
        let closure = preview.additionalTrailingClosures.nodes.first { $0.label.text == "contentStates" }?.closure
            ?? preview.arguments.nodes.first { $0.label?.text == "contentStates" }?.expression.as(ClosureExprSyntax.self)
        return closure?.statements.nodes ?? []
    }

    /// The state a statement of `contentStates:` gives, if it is one (not a declaration).
    static func state(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
