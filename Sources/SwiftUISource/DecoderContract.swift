import ActivityModel
import SwiftSyntax

/// The contract a hand-written `init(from:)` decodes, read from its body when the body only takes a
/// keyed container and assigns properties from `decode(T.self, forKey: .k)` or
/// `decodeIfPresent(T.self, forKey: .k)` (with or without `?? default`): the keys, their types and
/// which may be missing. Anything else in the body decides decoding in a way that cannot be read,
/// and is refused with the statement that does it.
struct DecoderContract {
    struct Field {
        var property: String
        var key: String
        var type: TypeSyntax
        /// `decodeIfPresent`: the key may be missing or null.
        var optional: Bool
        /// `?? literal` after it: the value a missing key gets (then the field is not optional).
        var fallback: ExprSyntax?
        var node: Syntax
        /// Assigned only when the key is there (`if let` without `else`): a missing key leaves the
        /// property's initial value.
        var keepsInitialValue = false
    }

    var fields: [Field] = []

    /// Reads `initializer`, or names the first statement that does something else. Besides
    /// assignments it reads `let x = try container.decode(…)` used by a later assignment or
    /// argument, and `self.init(a: try container.decode(…), …)` (the argument labels name the
    /// properties).
    init(_ initializer: InitializerDeclSyntax) throws(Refusal) {
        var locals: [String: Field] = [:]
        for item in initializer.body?.statements.nodes ?? [] {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
               let value = variable.bindings.first?.initializer?.value {
                if Self.isContainer(value) { continue }
                if let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText,
                   let field = Self.decoding(property: name, [value], node: Syntax(item)) {
                    locals[name] = field
                    continue
                }
            }
            if let delegated = Self.delegatedFields(item, locals) {
                fields += delegated
                continue
            }
            if let field = Self.ifLetField(item) {
                fields.append(field)
                continue
            }
            guard let field = Self.field(item, locals) else {
                let first = item.trimmedSource.split(separator: "\n").first.map(String.init) ?? ""
                throw Refusal(node: Syntax(item), statement: String(first.prefix(60)))
            }
            fields.append(field)
        }
    }

    /// `self.init(a: try container.decode(A.self, forKey: .a), b: b)`: each argument a decode call
    /// or a local that holds one.
    static func delegatedFields(_ item: CodeBlockItemSyntax, _ locals: [String: Field]) -> [Field]? {
        guard let call = (item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.plainText == "init",
              callee.base?.trimmedSource == "self" else { return nil }
        var result: [Field] = []
        for argument in call.arguments.nodes {
            guard let label = argument.label?.text else { return nil }
            if let local = argument.expression.as(DeclReferenceExprSyntax.self).flatMap({
                locals[$0.baseName.plainText]
            }) {
                result.append(Field(property: label, key: local.key, type: local.type, optional: local.optional, fallback: local.fallback, node: local.node))
            } else if let field = decoding(property: label, [argument.expression], node: Syntax(argument)) {
                result.append(field)
            } else {
                return nil
            }
        }
        return result
    }

    /// `if let v = try container.decodeIfPresent(T.self, forKey: .k) { x = v } else { x = literal }`:
    /// the key may be missing or null, the literal (or nil, without `else`) standing in.
    static func ifLetField(_ item: CodeBlockItemSyntax) -> Field? {
        guard let ifExpr = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?.as(IfExprSyntax.self),
              ifExpr.conditions.count == 1, case .optionalBinding(let binding)? = ifExpr.conditions.first?.condition,
            let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText,
            let value = binding.initializer?.value,
              let decoded = decoding(property: bound, [value], node: Syntax(item)), decoded.optional, decoded.fallback == nil,
              ifExpr.body.statements.count == 1, let first = ifExpr.body.statements.first, let assigned = BodyShapes.assignment(first),
              assigned.value.as(DeclReferenceExprSyntax.self)?.baseName.plainText == bound else { return nil }
        var fallback: ExprSyntax? = nil
        switch ifExpr.elseBody {
        case nil:
            var field = Field(property: assigned.property, key: decoded.key, type: decoded.type, optional: true, fallback: nil, node: Syntax(item))
            field.keepsInitialValue = true
            return field
        case .codeBlock(let block):
            guard block.statements.count == 1, let only = block.statements.first, let otherwise = BodyShapes.assignment(only),
                  otherwise.property == assigned.property, ContractBuilder.literalNode(otherwise.value) != nil else { return nil }
            fallback = otherwise.value
        case .ifExpr:
            return nil
        }
        return Field(property: assigned.property, key: decoded.key, type: decoded.type, optional: true, fallback: fallback, node: Syntax(item))
    }

    struct Refusal: Error {
        var node: Syntax
        var statement: String
    }

    /// `decoder.container(keyedBy: CodingKeys.self)`, under `try`.
    static func isContainer(_ expression: ExprSyntax) -> Bool {
        let call = (expression.as(TryExprSyntax.self)?.expression ?? expression).as(FunctionCallExprSyntax.self)
        guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.plainText == "container" && call?.arguments.first?.label?.text == "keyedBy"
    }

    /// `name = try container.decode(T.self, forKey: .k)` and its `self.name`, `decodeIfPresent`
    /// and `?? default` forms.
    static func field(_ item: CodeBlockItemSyntax, _ locals: [String: Field] = [:]) -> Field? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else {
            return nil
        }
        let elements = sequence.elements.nodes
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        let property: String
        if let name = target.as(DeclReferenceExprSyntax.self) {
            property = name.baseName.plainText
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "self" {
            property = member.declName.baseName.plainText
        } else {
            return nil
        }
        // `self.title = title` after `let title = try container.decode(…)`.
        if elements.count == 3,
            let local = elements[2].as(DeclReferenceExprSyntax.self).flatMap({ locals[$0.baseName.plainText] })
        {
            return Field(property: property, key: local.key, type: local.type, optional: local.optional, fallback: local.fallback, node: Syntax(item))
        }
        return decoding(property: property, Array(elements.dropFirst(2)), node: Syntax(item))
    }

    /// The field a right-hand side decodes: one `decode`/`decodeIfPresent` call, with `?? default`.
    static func decoding(property: String, _ elements: [ExprSyntax], node: Syntax) -> Field? {
        let finder = DecodeCallFinder(viewMode: .sourceAccurate)
        for element in elements { finder.walk(element) }
        guard finder.calls.count == 1, let call = finder.calls.first,
            let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText
        else { return nil }
        let arguments = call.arguments.nodes
        guard arguments.count == 2, arguments[1].label?.text == "forKey",
            let typeExpression = arguments[0].expression.as(MemberAccessExprSyntax.self),
            typeExpression.declName.baseName.plainText == "self",
              let base = typeExpression.base, let type = TypeExprSyntax(base)?.type ?? Self.type(base),
            let key = arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText
        else { return nil }
        // `decodeIfPresent(…) ?? literal`: the literal after the last `??`, when there is one.
        let coalesce = elements.lastIndex { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
        let fallback = coalesce.flatMap { $0 + 1 < elements.count ? elements[$0 + 1] : nil } ?? finder.fallback
        let defaulted = coalesce != nil || finder.coalesced
        return Field(property: property, key: key, type: type, optional: method == "decodeIfPresent" || defaulted,
                     fallback: fallback, node: node)
    }

    /// The type an expression such as `Int` or `[String]` names.
    static func type(_ expression: ExprSyntax) -> TypeSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(reference.baseName.plainText)))
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
           let elementType = type(element.expression) {
            return TypeSyntax(ArrayTypeSyntax(element: elementType))
        }
        // `[Int: Int].self`: a dictionary literal's one key and value, read as types.
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let element = elements.first, let key = type(element.key), let value = type(element.value) {
            return TypeSyntax(DictionaryTypeSyntax(key: key, value: value))
        }
        return nil
    }

    private final class DecodeCallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var coalesced = false
        /// The operand after a `??` inside `try (…)`.
        var fallback: ExprSyntax?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText,
               name == "decode" || name == "decodeIfPresent" {
                calls.append(node)
            }
            return .visitChildren
        }

        override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.text == "??" {
                coalesced = true
                if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) {
                    let elements = sequence.elements.nodes
                    if let index = elements.firstIndex(where: { $0.id == ExprSyntax(node).id }), index + 1 < elements.count { fallback = elements[index + 1] }
                }
            }
            return .visitChildren
        }
    }
}
