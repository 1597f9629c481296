import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its path as the user named it, its syntax tree as an iOS widget build
/// sees it (`#if` decided, `InactiveCode`), and the converter that turns a node's position into the
/// line and column swift-syntax reports.
struct SwiftSourceFile {
    let path: String
    let tree: SourceFileSyntax
    /// The file as written, `#if` clauses and all: what syntax errors are looked for in.
    let written: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        written = Parser.parse(source: text)
        if let active = InactiveCode.blank(text, tree: written) {
            tree = Parser.parse(source: active)
        } else {
            tree = written
        }
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// `path:line:column` of a node's first token (after its leading trivia).
    func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    /// The first syntax error swift-syntax recovered from: a missing token or unexpected text.
    /// The parser never fails; it marks what it had to invent or skip, and such a file would not compile.
    func firstSyntaxError() -> (line: Int, column: Int, message: String)? {
        // The tree flags errors in its raw nodes: a file without any costs no walk.
        guard written.hasError else { return nil }
        for token in written.tokens(viewMode: .all) {
            if token.presence == .missing {
                let (line, column) = place(token)
                return (line, column, "expected \(SwiftSourceFile.describe(token)) here")
            }
            if token.parent?.is(UnexpectedNodesSyntax.self) ?? false {
                let (line, column) = place(token)
                return (line, column, "unexpected '\(token.text)'")
            }
        }
        return nil
    }

    /// The names the file's top-level declarations introduce (types, functions, globals, and the
    /// members its extensions add), as far as the parser recovered them: what another file could use.
    var declaredNames: Set<String> {
        var names: Set<String> = []
        func name(of decl: DeclSyntax) -> [String] {
            if let d = decl.as(StructDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(ClassDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(EnumDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(ActorDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(ProtocolDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(TypeAliasDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(FunctionDeclSyntax.self) { return [d.name.text] }
            if let d = decl.as(VariableDeclSyntax.self) {
                return d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }
        for item in written.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                for member in ext.memberBlock.members { names.formUnion(name(of: member.decl)) }
            } else {
                names.formUnion(name(of: decl))
            }
        }
        return names
    }

    /// The string literals written as a subscript's one argument (`data["title"]`).
    var subscriptKeys: [String] {
        final class Finder: SyntaxVisitor {
            var keys: [String] = []
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                    let literal = argument.expression.as(StringLiteralExprSyntax.self),
                    let text = literal.representedLiteralValue
                {
                    keys.append(text)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.keys
    }

    /// Every identifier the file writes.
    var identifiers: Set<String> {
        Set(tree.tokens(viewMode: .sourceAccurate).compactMap { $0.tokenKind.isIdentifierLike ? $0.text : nil })
    }

    static func describe(_ token: TokenSyntax) -> String {
        if let parent = token.parent {
            if parent.is(ExprSyntax.self) { return "an expression" }
            if parent.is(TypeSyntax.self) { return "a type" }
            if parent.is(PatternSyntax.self) { return "a name" }
            if parent.is(DeclSyntax.self), token.tokenKind.isIdentifierLike { return "a name" }
        }
        switch token.tokenKind {
        case .identifier: return "a name"
        case .rightBrace: return "'}'"
        case .leftBrace: return "'{'"
        case .rightParen: return "')'"
        case .leftParen: return "'('"
        case .rightSquare: return "']'"
        case .colon: return "':'"
        case .stringQuote: return "'\"'"
        default:
            let text = token.text
            return text.isEmpty ? "an expression or declaration" : "'\(text)'"
        }
    }
}

extension TokenKind {
    var isIdentifierLike: Bool {
        if case .identifier = self { return true }
        return false
    }
}
