import Expressions
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Lowers swift-syntax trees to the typed IR the interpreter evaluates: expressions, statements and
/// declarations with their source ranges. Nothing is printed back as text: each construct becomes
/// its IR node, and one the IR cannot say becomes an `.unsupported` node at its own place.
///
/// Operators are folded with Swift's standard precedence table (swift-syntax's SwiftOperators) as
/// each sequence expression is reached, so `a + b * c` is lowered as a tree: folding a whole file
/// first rewrote every node of it, 3.4M instructions of a dump (BENCHMARKS.md, "Swift sources").
public struct SwiftLowering {
    let file: String
    let converter: SourceLocationConverter
    /// How deep the expression being lowered nests: past `maximumDepth` it is one `.unsupported`
    /// node, so neither the lowering nor the interpreter recurses without bound (a mutated
    /// widget's 1,000-member chain). A reference so the lowering's methods stay non-mutating.
    let depth = Counter()
    /// Where the tree being lowered starts in the file: a folded sequence is a tree of its own, whose
    /// positions count from the sequence's.
    let origin = Counter()

    /// The definitions' limit on expression nesting (docs/ARCHITECTURE.md, "Limits").
    public static let maximumDepth = 64

    final class Counter {
        var value = 0
    }

    /// Calls whose IR a later step asks for (the widget's `ActivityConfiguration(…)`), by where they
    /// start: kept when the declarations' lowering meets them, so they are not lowered twice.
    let kept = Kept()

    final class Kept {
        var wanted: Set<Int> = []
        var found: [Int: IR.Expr] = [:]
    }

    /// `tree` is the file's whole tree, whose nodes are lowered.
    public init(file: String, tree: some SyntaxProtocol) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// A file parsed, for `init(file:tree:)`.
    public static func parse(_ text: String) -> SourceFileSyntax {
        Parser.parse(source: text)
    }

    func location(_ position: AbsolutePosition) -> SourceLocation {
        converter.location(for: position.advanced(by: origin.value))
    }

    /// `sequence` with its operators folded, and the lowering of it, whose positions count from it.
    func folded<T>(_ sequence: SequenceExprSyntax, _ lower: (ExprSyntax) -> T) -> T {
        let tree = OperatorTable.standardOperators.foldSingle(sequence) { _ in }
        let saved = origin.value
        origin.value += sequence.position.utf8Offset
        defer { origin.value = saved }
        return lower(tree)
    }

    func range(_ node: some SyntaxProtocol) -> Expressions.SourceRange {
        let start = location(node.positionAfterSkippingLeadingTrivia)
        let end = location(node.endPositionBeforeTrailingTrivia)
        return Expressions.SourceRange(file: file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }

    func unsupported(_ node: some SyntaxProtocol, _ what: String? = nil) -> IR.Expr {
        let text = node.trimmedDescription
        let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return IR.Expr(.unsupported(what ?? "livepeek cannot evaluate '\(shown)'"), range(node))
    }

    // MARK: Expressions

    public func expr(_ syntax: ExprSyntax) -> IR.Expr {
        if let sequence = syntax.as(SequenceExprSyntax.self) { return folded(sequence) { expr($0) } }
        guard depth.value < Self.maximumDepth else {
            return unsupported(syntax, "this expression nests deeper than \(Self.maximumDepth) levels")
        }
        depth.value += 1
        defer { depth.value -= 1 }
        var lowered = IR.Expr(kind(syntax), range(syntax))
        // A method call is where its `.name` is (a modifier's diagnostics point at the modifier).
        if let call = syntax.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let start = location(member.period.positionAfterSkippingLeadingTrivia)
            lowered.range = Expressions.SourceRange(file: file, line: start.line, column: start.column, endLine: lowered.range.endLine,
                                                    endColumn: lowered.range.endColumn)
        }
        if Self.isChainRoot(syntax), Self.spineHasOptional(syntax) {
            lowered = IR.Expr(.optionalChain(lowered), lowered.range)
        }
        if !kept.wanted.isEmpty, syntax.is(FunctionCallExprSyntax.self) {
            let start = syntax.positionAfterSkippingLeadingTrivia.utf8Offset + origin.value
            if kept.wanted.contains(start) { kept.found[start] = lowered }
        }
        return lowered
    }

    /// Whether `syntax` ends a postfix chain: nothing continues it as a base or callee.
    static func isChainRoot(_ syntax: ExprSyntax) -> Bool {
        guard let parent = syntax.parent else { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == syntax.id { return false }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == syntax.id { return false }
        if let sub = parent.as(SubscriptCallExprSyntax.self), sub.calledExpression.id == syntax.id { return false }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return false }
        return true
    }

    /// Whether a `?` stands on the chain's left spine (`a?.b.c`, `f()?[0]`).
    static func spineHasOptional(_ syntax: ExprSyntax) -> Bool {
        var node: ExprSyntax? = syntax
        while let current = node {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let m = current.as(MemberAccessExprSyntax.self) { node = m.base } else if let c = current.as(FunctionCallExprSyntax.self) {
                node = c.calledExpression
            } else if let s = current.as(SubscriptCallExprSyntax.self) { node = s.calledExpression } else if let f = current.as(ForceUnwrapExprSyntax.self) {
                node = f.expression
            } else { return false }
        }
        return false
    }

    func kind(_ syntax: ExprSyntax) -> IR.Expr.Kind {
        if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
            guard let value = Self.integer(literal.literal.text) else { return .unsupported("integer literal '\(literal.literal.text)' overflows Int") }
            return .literal(.int(value))
        }
        if let literal = syntax.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.replacingEvery("_", with: "")) else { return unsupported(syntax).kind }
            return .literal(.double(value))
        }
        // `#colorLiteral(red:green:blue:alpha:)`: the colour Xcode's literal makes.
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return .call(
                IR.Expr(.name("Color"), range(syntax)),
                macro.arguments.nodes.map {
                    IR.Argument($0.label?.text == "alpha" ? "opacity" : $0.label?.text, expr($0.expression))
                })
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) { return .literal(.bool(literal.literal.tokenKind == .keyword(.true))) }
        if syntax.is(NilLiteralExprSyntax.self) { return .literal(.nil) }
        if let string = syntax.as(StringLiteralExprSyntax.self) { return stringLiteral(string) }
        if let regex = syntax.as(RegexLiteralExprSyntax.self) { return .literal(.regex(regex.regex.text)) }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.plainText) }
        if let member = syntax.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.plainText
            guard let base = member.base else { return .implicitMember(name) }
            if name == "self" {
                // `Step.self` names a type; `context.state.self` is the value itself. Types are told
                // by their capital, as nothing else is known before the program runs.
                if let type = Self.typeName(of: base),
                    type.description.split(separator: ".").last?.first?.isUppercase == true
                {
                    return .type(type)
                }
                // `[Stop].self`, `[String: Date].self`.
                if let collection = Self.collectionType(base, self) { return .type(collection) }
                return expr(base).kind
            }
            // `URL.init(string:)`, `Item.make(from:)` named as functions: a closure calling them with
            // their labels, so the call is the one written.
            if let names = member.declName.argumentNames?.arguments, !names.isEmpty {
                let labels = names.nodes.map { $0.name.plainText == "_" ? nil : $0.name.plainText }
                let parameters = labels.indices.map { "$\($0)" }
                let whole = range(ExprSyntax(member))
                let call = IR.Expr(
                    .call(IR.Expr(.member(expr(base), name), whole),
                          zip(labels, parameters).map { IR.Argument($0, IR.Expr(.name($1), whole)) }), whole)
                return .closure(IR.Closure(parameters: parameters, body: [IR.Stmt(.expression(call), whole)]))
            }
            return .member(expr(base), name)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) {
            var arguments = call.arguments.nodes.map { IR.Argument($0.label?.text, expr($0.expression)) }
            if let trailing = call.trailingClosure { arguments.append(IR.Argument(nil, expr(ExprSyntax(trailing)))) }
            for extra in call.additionalTrailingClosures.nodes {
                arguments.append(IR.Argument(extra.label.text, expr(ExprSyntax(extra.closure))))
            }
            // `[Int]()`, `[String: Double]()`: the callee is a type written as a collection literal.
            if let type = Self.collectionType(call.calledExpression, self) { return .call(IR.Expr(.type(type), range(call.calledExpression)), arguments) }
            return .call(expr(call.calledExpression), arguments)
        }
        if let sub = syntax.as(SubscriptCallExprSyntax.self) {
            return .subscript(
                expr(sub.calledExpression), sub.arguments.nodes.map { IR.Argument($0.label?.text, expr($0.expression)) }
            )
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            // `-5` is one literal in Swift, so `-9223372036854775808` does not overflow.
            if prefix.operator.text == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self),
               let value = Self.integer("-" + literal.literal.text) {
                return .literal(.int(value))
            }
            if prefix.operator.text == "-", let literal = prefix.expression.as(FloatLiteralExprSyntax.self),
               let value = Double("-" + literal.literal.text.replacingEvery("_", with: "")) {
                return .literal(.double(value))
            }
            return .prefix(prefix.operator.text, expr(prefix.expression))
        }
        if let postfix = syntax.as(PostfixOperatorExprSyntax.self) { return .postfix(postfix.operator.text, expr(postfix.expression)) }
        if let infix = syntax.as(InfixOperatorExprSyntax.self) {
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self) { return .infix(op.operator.text, expr(infix.leftOperand), expr(infix.rightOperand)) }
            return unsupported(syntax, "an assignment is a statement, not a value").kind
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            return .ternary(expr(ternary.condition), expr(ternary.thenExpression), expr(ternary.elseExpression))
        }
        if let cast = syntax.as(AsExprSyntax.self) {
            let kind: IR.CastKind = switch cast.questionOrExclamationMark?.text { case "?": .conditional; case "!": .forced; default: .as }
            return .cast(expr(cast.expression), kind, type(cast.type))
        }
        if let test = syntax.as(IsExprSyntax.self) { return .cast(expr(test.expression), .is, type(test.type)) }
        if let array = syntax.as(ArrayExprSyntax.self) {
            return .array(array.elements.nodes.map { expr($0.expression) })
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(elements.nodes.map { IR.DictionaryElement(expr($0.key), expr($0.value)) })
        }
        if let tuple = syntax.as(TupleExprSyntax.self) {
            return .tuple(tuple.elements.nodes.map { IR.TupleElement($0.label?.text, expr($0.expression)) })
        }
        if let closure = syntax.as(ClosureExprSyntax.self) { return .closure(self.closure(closure)) }
        if let reference = syntax.as(InOutExprSyntax.self) { return .inout(expr(reference.expression)) }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) { return .forceUnwrap(expr(unwrap.expression)) }
        if let chain = syntax.as(OptionalChainingExprSyntax.self) { return .bindOptional(expr(chain.expression)) }
        if let attempt = syntax.as(TryExprSyntax.self) {
            return .try(expr(attempt.expression), optional: attempt.questionOrExclamationMark?.text == "?")
        }
        if let wait = syntax.as(AwaitExprSyntax.self) { return expr(wait.expression).kind }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) {
            var names: [String] = []
            for component in keyPath.components.nodes {
                guard case .property(let property) = component.component else { return unsupported(syntax).kind }
                names.append(property.declName.baseName.plainText)
            }
            return .keyPath(names)
        }
        if let ifExpr = syntax.as(IfExprSyntax.self) { return .statement(ifStatement(ifExpr)) }
        if let switchExpr = syntax.as(SwitchExprSyntax.self) { return .statement(switchStatement(switchExpr)) }
        if let typeExpr = syntax.as(TypeExprSyntax.self) { return .type(type(typeExpr.type)) }
        if let generic = syntax.as(GenericSpecializationExprSyntax.self), let base = Self.typeName(of: generic.expression) {
            guard case .named(let name, _) = base else { return .type(base) }
            let arguments = generic.genericArgumentClause.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) }
                .map(type)
            if name == "Array", arguments.count == 1 { return .type(.array(arguments[0])) }
            if name == "Dictionary", arguments.count == 2 { return .type(.dictionary(arguments[0], arguments[1])) }
            if name == "Optional", arguments.count == 1 { return .type(.optional(arguments[0])) }
            return .type(.named(name, arguments))
        }
        if syntax.is(DiscardAssignmentExprSyntax.self) { return .name("_") }
        return unsupported(syntax).kind
    }

    /// The type `[T]` or `[K: V]` spells when it is called, else nil.
    static func collectionType(_ syntax: ExprSyntax, _ lowering: SwiftLowering) -> TypeName? {
        func element(_ e: ExprSyntax) -> TypeName? {
            if let t = typeName(of: e), case .named(let name, _) = t, name.first?.isUppercase == true { return t }
            if let nested = collectionType(e, lowering) { return nested }
            return nil
        }
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.nodes.first
        {
            return element(only.expression).map { .array($0) }
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let only = elements.first, let key = element(only.key), let value = element(only.value) {
            return .dictionary(key, value)
        }
        return nil
    }

    /// `0x1F`, `0b101`, `0o17`, `1_000`.
    static func integer(_ text: String) -> Int? {
        var digits = text.replacingEvery("_", with: "")
        var negative = false
        if digits.hasPrefix("-") { negative = true; digits.removeFirst() }
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            radix = r
            digits.removeFirst(2)
        }
        return Int(negative ? "-" + digits : digits, radix: radix)
    }

    /// The type a base expression names, when it is a type's name (`Int`, `Foo.Bar`, `[Int]`).
    static func typeName(of syntax: ExprSyntax) -> TypeName? {
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return .named(reference.baseName.plainText) }
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base, case .named(let outer, _)? = typeName(of: base) {
            return .named(outer + "." + member.declName.baseName.plainText)
        }
        return nil
    }

    func stringLiteral(_ string: StringLiteralExprSyntax) -> IR.Expr.Kind {
        var segments: [IR.Segment] = []
        let isRaw = string.openingPounds != nil
        for segment in string.segments.nodes {
            if let text = segment.as(StringSegmentSyntax.self) {
                let content = isRaw ? text.content.text : LiteralText.unescape(text.content.text)
                if case .text(let previous)? = segments.last {
                    segments[segments.count - 1] = .text(previous + content)
                } else {
                    segments.append(.text(content))
                }
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let arguments = interpolation.expressions.nodes
                guard let first = arguments.first else { continue }
                // `\(timerInterval: r, countsDown: true)`: a labelled first argument is one of the
                // arguments too, so the interpolation it names can be told from `\(r, countsDown:)`.
                let rest = first.label == nil ? arguments.dropFirst() : arguments[...]
                segments.append(
                    .value(expr(first.expression), rest.map { IR.Argument($0.label?.text, expr($0.expression)) }))
            }
        }
        if segments.isEmpty { return .literal(.string("")) }
        if segments.count == 1, case .text(let only) = segments[0] { return .literal(.string(only)) }
        return .interpolation(segments)
    }

    func closure(_ closure: ClosureExprSyntax) -> IR.Closure {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameters = names.nodes.map(\.name.plainText)
        case .parameterClause(let clause)?:
            parameters = clause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text }
        case nil:
            // `$0`, `$1`: as many parameters as the highest one the body names.
            let highest = Self.anonymousParameters(in: Syntax(closure.statements))
            parameters = highest < 0 ? [] : (0...highest).map { "$\($0)" }
        }
        return IR.Closure(parameters: parameters, body: statements(closure.statements))
    }

    /// The highest `$n` a closure body uses outside nested closures, or -1.
    static func anonymousParameters(in node: Syntax) -> Int {
        var highest = -1
        for child in node.children(viewMode: .sourceAccurate) {
            if child.is(ClosureExprSyntax.self) { continue }
            if let reference = child.as(DeclReferenceExprSyntax.self), reference.baseName.plainText.hasPrefix("$"),
               let n = Int(reference.baseName.plainText.dropFirst()) {
                highest = max(highest, n)
            }
            highest = max(highest, anonymousParameters(in: child))
        }
        return highest
    }

    // MARK: Types

    public func type(_ syntax: TypeSyntax) -> TypeName {
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let arguments =
                identifier.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) }.map(
                    type) ?? []
            let name = identifier.name.plainText
            if name == "Array", arguments.count == 1 { return .array(arguments[0]) }
            if name == "Optional", arguments.count == 1 { return .optional(arguments[0]) }
            if name == "Dictionary", arguments.count == 2 { return .dictionary(arguments[0], arguments[1]) }
            return .named(name, arguments)
        }
        if let member = syntax.as(MemberTypeSyntax.self) {
            let base = type(member.baseType)
            let arguments =
                member.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(TypeSyntax.self) }.map(type)
                ?? []
            return .named(base.description + "." + member.name.plainText, arguments)
        }
        if let optional = syntax.as(OptionalTypeSyntax.self) { return .optional(type(optional.wrappedType)) }
        if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(type(iuo.wrappedType)) }
        if let array = syntax.as(ArrayTypeSyntax.self) { return .array(type(array.element)) }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) { return .dictionary(type(dictionary.key), type(dictionary.value)) }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.nodes.first { return type(only.type) }
            return .tuple(
                tuple.elements.nodes.map { type($0.type) }, labels: tuple.elements.nodes.map { $0.firstName?.text })
        }
        if syntax.is(FunctionTypeSyntax.self) { return .function }
        if let attributed = syntax.as(AttributedTypeSyntax.self) { return type(attributed.baseType) }
        return .opaque(syntax.trimmedDescription)
    }
}
