import ActivityModel
import SwiftSyntax

/// Turns the syntax of views and expressions into the definition's vocabulary: views, arguments and
/// modifiers in their YAML spelling (as `SourceNode`s for `ViewParser`) and expressions as the text
/// `ExprParser` reads, so both front ends share one grammar.
///
/// Custom `View` structs, `@ViewBuilder` helpers and computed properties are expanded where they are
/// used, with their parameters bound to the argument expressions. What it cannot translate becomes a
/// placeholder and a `swiftui.*` warning naming the file, line and column.
struct Translator {
    let index: DeclarationIndex
    let files: [SwiftSourceFile]
    /// Qualified names of the `ActivityAttributes` type and its `ContentState`.
    let attributesType: String
    let stateType: String
    /// Enum computed properties that became per-case values (`enums.X.icon`), by simple enum name.
    let perCaseProperties: [String: Set<String>]
    var diagnostics: [Diagnostic] = []
    var keylineTint: String?
    var backgroundTint: String?
    /// The file of the syntax being translated (declarations of other files switch it while expanded).
    var file = 0
    var depth = 0
    var expansions = 0
    /// Expansions made so far in all: a view that uses itself five times, sixteen deep, would
    /// otherwise make 5^16 copies.
    var expansionsMade = 0
    static let maximumExpansionsMade = 5_000

    /// Views and expressions nest at most this deep (docs/ARCHITECTURE.md, "Limits": 64 each).
    static let maximumDepth = 64
    /// Custom views, helpers and computed properties expand at most this deep (a property that reads
    /// itself would otherwise never end).
    static let maximumExpansions = 16
    /// The longest expression text an expansion may produce.
    static let maximumTextLength = 20_000

    struct Scope {
        var bindings: [String: Term] = [:]
        /// The properties of the custom view being expanded, bound to its arguments: in scope in its
        /// computed properties and helpers too, unlike local bindings.
        var members: [String: Term] = [:]
        /// The value `self` and implicit members refer to inside an expanded declaration.
        var selfTerm: Term?
        /// The declared type whose members are in scope (a custom view, the type of a computed property).
        var selfType: String?
        /// Inside a `Color`-typed body, `.green` is the colour's name.
        var colors = false
        /// The declared type of the property or parameter the value is given to: `.init(width: 22,
        /// height: 22)` there builds that type. Cleared for the arguments inside a call.
        var expected: String?
        /// Inside a font argument, `.caption3` that a `Font` static of the sources declares is the
        /// Dynamic Type style it stands for.
        var fonts = false
        /// Names declared here whose value could not be read (already reported): a use of one is
        /// lost with it, and not reported again as undeclared.
        var unreadable: Set<String> = []
    }

    init(index: DeclarationIndex, files: [SwiftSourceFile], attributesType: String, stateType: String, perCaseProperties: [String: Set<String>]) {
        self.index = index
        self.files = files
        self.attributesType = attributesType
        self.stateType = stateType
        self.perCaseProperties = perCaseProperties
    }

    // MARK: - Reporting

    func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        files[file].place(node)
    }

    mutating func report(_ node: some SyntaxProtocol, _ code: String, _ message: String, severity: Diagnostic.Severity = .warning) {
        let (line, column) = place(node)
        let diagnostic = Diagnostic(severity, code, "\(files[file].path):\(line):\(column): \(message)")
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// What the reader drew in place of what no source holds (an asset, a random value), said once
    /// per place at info level.
    mutating func inform(_ node: some SyntaxProtocol, _ code: String, _ message: String) {
        report(node, code, message, severity: .info)
    }

    func scalar(_ text: String, _ tag: SourceNode.ScalarTag = .string, at node: some SyntaxProtocol) -> SourceNode {
        let (line, column) = place(node)
        return located(SourceNode(.scalar(text, tag), line: line, column: column))
    }

    /// The node marked with the file being read, so a diagnostic about it names that file.
    func located(_ node: SourceNode) -> SourceNode {
        var node = node
        node.file = files[file].path
        return node
    }

    static func key(_ name: String) -> SourceNode { SourceNode(.scalar(name, .string)) }

    /// A placeholder view (`Placeholder: name`), drawn as the layout's visible `⟨name⟩`; the
    /// diagnostic is this one, the layout does not add its own.
    mutating func placeholder(_ name: String, _ node: some SyntaxProtocol, _ message: String, code: String = SwiftUIDiagnosticCode.unsupportedView) -> SourceNode {
        report(node, code, message)
        let (line, column) = place(node)
        let shown = String(name.prefix(40))
        return located(SourceNode(.mapping([SourceEntry(key: located(SourceNode(.scalar("Placeholder", .string), line: line, column: column)),
                                                        value: SourceNode(.scalar(shown.isEmpty ? "?" : shown, .string), line: line, column: column))]),
                                  line: line, column: column))
    }

    /// Runs `body` with the file of a declaration made current and one more expansion counted.
    mutating func expanding<T>(in declarationFile: Int, at node: some SyntaxProtocol, what: String, fallback: T,
                               _ body: (inout Translator) -> T) -> T {
        guard expansionsMade < Self.maximumExpansionsMade else {
            report(node, SwiftUIDiagnosticCode.unsupportedExpression,
                   "the sources expand more than \(Self.maximumExpansionsMade) custom views, helpers and properties; \(what) is not expanded")
            return fallback
        }
        expansionsMade += 1
        guard expansions < Self.maximumExpansions else {
            report(node, SwiftUIDiagnosticCode.unsupportedExpression,
                   "\(what) expands more than \(Self.maximumExpansions) levels deep (does it use itself?); not expanded")
            return fallback
        }
        let saved = file
        expansions += 1
        file = declarationFile
        defer {
            file = saved
            expansions -= 1
        }
        return body(&self)
    }

    static func isColor(_ type: TypeSyntax?) -> Bool {
        ["Color", "some ShapeStyle", "AnyShapeStyle", "Color?"].contains(type?.trimmedSource ?? "")
    }

    /// A case-like argument (`.leading`, `.title`), also through a name bound to one.
    mutating func enumLiteral(_ syntax: ExprSyntax, _ scope: Scope) -> String {
        if let member = syntax.as(MemberAccessExprSyntax.self), member.base == nil || ["Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Font.Weight", "TextAlignment", "Edge.Set"].contains(member.base?.trimmedSource ?? "") {
            return member.declName.baseName.text
        }
        if syntax.is(DeclReferenceExprSyntax.self) || syntax.is(MemberAccessExprSyntax.self), let term = expr(syntax, scope), term.text.hasPrefix(".") {
            return String(term.text.dropFirst())
        }
        return syntax.trimmedSource
    }

    /// The text of a type annotation with declared names qualified, so members can be looked up.
    /// `scope` for a value given as `type` (a property's or parameter's declared type, resolved
    /// from `owner`): implicit members read as colours in a `Color`, and `.init(…)` builds the type.
    func scope(_ scope: Scope, givenAs type: TypeSyntax?, in owner: String) -> Scope {
        var given = scope
        given.colors = Self.isColor(type)
        given.expected = typeText(type, scope: owner)
        return given
    }

    func typeText(_ type: TypeSyntax?, scope: String) -> String? {
        guard let type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeText(optional.wrappedType, scope: scope).map { $0 + "?" } }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeText(iuo.wrappedType, scope: scope) }
        if let array = type.as(ArrayTypeSyntax.self) { return typeText(array.element, scope: scope).map { "[" + $0 + "]" } }
        if type.is(DictionaryTypeSyntax.self) { return type.trimmedSource }
        let text = type.trimmedSource
        if text == "Self" { return scope }
        if let identifier = type.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments {
            let inner = arguments.first.flatMap { $0.argument.as(TypeSyntax.self) }.flatMap { typeText($0, scope: scope) }
            switch identifier.name.text {
            case "Optional": return inner.map { $0 + "?" }
            case "Array": return inner.map { "[" + $0 + "]" }
            case "ActivityViewContext": return "context"
            default: return text
            }
        }
        if ["String", "Int", "Double", "Bool", "Date", "Float", "CGFloat", "TimeInterval"].contains(text) { return text }
        return index.resolveTypeName(text, from: scope) ?? text
    }
}
