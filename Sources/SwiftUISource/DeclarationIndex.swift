import Expressions
import SwiftSyntax

/// Every declaration of the read files that the reader may need, found once: types (with the members
/// their extensions add), free functions, `ActivityConfiguration(…)` calls and `#Preview` blocks.
///
/// Types are keyed by their qualified name (`DeliveryAttributes.ContentState`) and found by their
/// last component too, since a reference inside the type's own scope writes only that.
struct DeclarationIndex {
    /// A struct, enum, class or actor, with its extensions' members merged in.
    struct TypeInfo {
        enum Kind { case structure, enumeration, other }
        var qualified: String
        var kind: Kind
        var inherits: [String]
        var members: [(decl: DeclSyntax, file: Int)]
        var file: Int
        var node: Syntax
        /// `storedProperties` and `enumCases`, worked out once all extensions are merged: the
        /// translator asks for them at every member access.
        var stored: [StoredProperty] = []
        var cases: [EnumCase] = []

        var simpleName: String { qualified.split(separator: ".").last.map(String.init) ?? qualified }
    }

    /// A declaration together with the index of the file it is in.
    struct Located<Node> {
        var node: Node
        var file: Int
    }

    var types: [String: TypeInfo] = [:]
    var typeOrder: [String] = []
    var typealiases: [String: Located<TypeSyntax>] = [:]
    var functions: [String: [Located<FunctionDeclSyntax>]] = [:]
    var globals: [String: Located<PatternBindingSyntax>] = [:]
    /// Protocols of the sources and what they refine (`protocol TimerAttributes: ActivityAttributes`).
    var protocols: [String: [String]] = [:]
    var configurations: [Located<FunctionCallExprSyntax>] = []
    var previews: [Located<PreviewMacro>] = []
    /// `attributes.previewContext(state, viewKind:)` of `PreviewProvider`s, the style before `#Preview`.
    var previewContexts: [Located<FunctionCallExprSyntax>] = []

    init(files: [SwiftSourceFile]) {
        var pendingExtensions: [(String, [String], MemberBlockItemListSyntax, Int)] = []
        for (index, file) in files.enumerated() {
            collect(file.tree.statements.nodes.map { $0.item }, prefix: "", file: index, extensions: &pendingExtensions)
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            configurations += finder.configurations.map { Located(node: $0, file: index) }
            previews += finder.previews.map { Located(node: $0, file: index) }
            previewContexts += finder.previewContexts.map { Located(node: $0, file: index) }
        }
        for (name, inherits, members, file) in pendingExtensions {
            // An extension of a type the sources do not declare (`extension Color { static let brand = … }`)
            // is kept under that name, so its static members can be found.
            if resolveTypeName(name, from: "") == nil, name.first?.isUppercase ?? false {
                types[name] = TypeInfo(qualified: name, kind: .other, inherits: [], members: [], file: file, node: Syntax(members))
            }
            guard let key = resolveTypeName(name, from: "") else { continue }
            types[key]?.inherits += inherits
            types[key]?.members += members.nodes.map { (decl: $0.decl, file: file) }
            // Types nested in an extension (`extension X { enum Step … }`) are collected with X's prefix.
        }
        for key in types.keys {
            guard let info = types[key] else { continue }
            types[key]?.stored = info.storedProperties
            types[key]?.cases = info.enumCases
        }
    }

    private mutating func collect(_ items: [CodeBlockItemSyntax.Item], prefix: String, file: Int,
                                  extensions: inout [(String, [String], MemberBlockItemListSyntax, Int)]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            collect(decl, prefix: prefix, file: file, extensions: &extensions)
        }
    }

    private mutating func collect(_ decl: DeclSyntax, prefix: String, file: Int,
                                  extensions: inout [(String, [String], MemberBlockItemListSyntax, Int)]) {
        func addType(_ name: String, _ kind: TypeInfo.Kind, _ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, _ node: Syntax) {
            let qualified = prefix.isEmpty ? name : prefix + "." + name
            let inherits = DeclarationIndex.names(clause)
            if types[qualified] == nil {
                typeOrder.append(qualified)
                types[qualified] = TypeInfo(qualified: qualified, kind: kind, inherits: inherits, members: [], file: file, node: node)
            } else {
                types[qualified]?.inherits += inherits
            }
            types[qualified]?.members += members.members.nodes.map { (decl: $0.decl, file: file) }
            for member in members.members.nodes { collect(member.decl, prefix: qualified, file: file, extensions: &extensions) }
        }
        if let s = decl.as(StructDeclSyntax.self) {
            addType(s.name.plainText, .structure, s.inheritanceClause, s.memberBlock, Syntax(s))
        } else if let e = decl.as(EnumDeclSyntax.self) {
            addType(e.name.plainText, .enumeration, e.inheritanceClause, e.memberBlock, Syntax(e))
        } else if let c = decl.as(ClassDeclSyntax.self) {
            addType(c.name.plainText, .other, c.inheritanceClause, c.memberBlock, Syntax(c))
        } else if let a = decl.as(ActorDeclSyntax.self) {
            addType(a.name.plainText, .other, a.inheritanceClause, a.memberBlock, Syntax(a))
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = x.extendedType.trimmedSource
            extensions.append((name, DeclarationIndex.names(x.inheritanceClause), x.memberBlock.members, file))
            // Nested types declared in an extension belong to the extended type.
            let extended = name.replacingEvery(" ", with: "")
            for member in x.memberBlock.members.nodes where !member.decl.is(ExtensionDeclSyntax.self) {
                if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self)
                    || member.decl.is(TypeAliasDeclSyntax.self) {
                    collect(member.decl, prefix: extended, file: file, extensions: &extensions)
                }
            }
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            protocols[p.name.plainText, default: []] += DeclarationIndex.names(p.inheritanceClause)
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            let qualified = prefix.isEmpty ? t.name.plainText : prefix + "." + t.name.plainText
            typealiases[qualified] = Located(node: t.initializer.value, file: file)
        } else if let f = decl.as(FunctionDeclSyntax.self), prefix.isEmpty {
            functions[f.name.plainText, default: []].append(Located(node: f, file: file))
        } else if let v = decl.as(VariableDeclSyntax.self), prefix.isEmpty {
            for binding in v.bindings.nodes {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText {
                    globals[name] = Located(node: binding, file: file)
                }
            }
        }
    }

    static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).nodes.map { inherited in
            let text = inherited.type.trimmedSource
            return text.split(separator: ".").last.map(String.init) ?? text
        }
    }

    /// The qualified name a type reference means, seen from inside `scope` (a qualified type name or
    /// ""): the innermost enclosing declaration first, then anywhere by its last component.
    func resolveTypeName(_ reference: String, from scope: String, aliasesFollowed: Int = 0) -> String? {
        // `typealias A = B; typealias B = A` must end.
        guard aliasesFollowed < 16 else { return nil }
        let name = reference.replacingEvery(" ", with: "")
        var prefix = scope
        while true {
            let candidate = prefix.isEmpty ? name : prefix + "." + name
            if types[candidate] != nil { return candidate }
            if let alias = typealiases[candidate],
                let target = alias.node.as(IdentifierTypeSyntax.self)?.name.plainText
                    ?? Optional(alias.node.trimmedSource),
               target != name, let resolved = resolveTypeName(target, from: prefix, aliasesFollowed: aliasesFollowed + 1) {
                return resolved
            }
            guard !prefix.isEmpty else { break }
            prefix = prefix.enclosingName.map(String.init) ?? ""
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let matches = typeOrder.filter { $0 == last || $0.hasSuffix("." + last) }
        return matches.count >= 1 ? matches[0] : nil
    }

    /// The qualified names of the types that conform to `ActivityAttributes`, in declaration order:
    /// directly, through a protocol of the sources, or through one they do not declare (an SDK's
    /// refinement) when an `ActivityConfiguration(for: X.self)` names the type, which only an
    /// `ActivityAttributes` type can be.
    var activityAttributesTypes: [String] {
        let configured = Set(configurations.compactMap { SwiftSourceReader.configuredType($0.node, self) })
        return typeOrder.filter { name in
            guard let info = types[name] else { return false }
            return info.inherits.contains(where: refinesActivityAttributes) || configured.contains(name)
        }
    }

    /// Whether conforming to `name` conforms to `ActivityAttributes`: it is that protocol, or a
    /// protocol of the sources that refines it.
    func refinesActivityAttributes(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            if next == "ActivityAttributes" { return true }
            guard seen.insert(next).inserted else { continue }
            pending += protocols[next] ?? []
        }
        return false
    }

    /// The qualified name of the type declaration (or extension) around `node`, if any: whose
    /// members a call inside it may use without `self.`.
    func enclosingType(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let s = parent.as(StructDeclSyntax.self) { names.insert(s.name.plainText, at: 0) }
            else if let e = parent.as(EnumDeclSyntax.self) { names.insert(e.name.plainText, at: 0) }
            else if let c = parent.as(ClassDeclSyntax.self) { names.insert(c.name.plainText, at: 0) }
            else if let x = parent.as(ExtensionDeclSyntax.self) { names.insert(x.extendedType.trimmedSource, at: 0) }
            current = parent.parent
        }
        guard !names.isEmpty else { return nil }
        let qualified = names.joined(separator: ".")
        return types[qualified] != nil ? qualified : resolveTypeName(qualified, from: "")
    }

    func conformsToView(_ qualified: String) -> Bool {
        types[qualified]?.inherits.contains("View") ?? false
    }
}

/// Finds `ActivityConfiguration(…)` calls and `#Preview` blocks anywhere in a file.
final class CallFinder: SyntaxVisitor {
    var configurations: [FunctionCallExprSyntax] = []
    var previews: [PreviewMacro] = []
    var previewContexts: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `ActivityConfiguration(for: T.self)`, or in its generic form `ActivityConfiguration<T>(…)`.
        let called = node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? node.calledExpression
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.plainText, name == "ActivityConfiguration" {
            configurations.append(node)
        }
        // `.previewContext(WidgetPreviewContext(family:))` previews a Home Screen widget, not an activity.
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText == "previewContext",
            !node.arguments.isEmpty,
           node.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedSource != "WidgetPreviewContext" {
            previewContexts.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(PreviewMacro(arguments: node.arguments, additionalTrailingClosures: node.additionalTrailingClosures))
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(PreviewMacro(arguments: node.arguments, additionalTrailingClosures: node.additionalTrailingClosures))
        }
        return .skipChildren
    }
}

/// A `#Preview(…) { … } contentStates: { … }`, parsed as a declaration at the top level or as an
/// expression elsewhere: the parts the reader needs of either.
struct PreviewMacro {
    var arguments: LabeledExprListSyntax
    var additionalTrailingClosures: MultipleTrailingClosureElementListSyntax
}
