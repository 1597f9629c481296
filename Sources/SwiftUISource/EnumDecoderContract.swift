import ActivityModel
import SwiftSyntax

/// The contract an enum's hand-written `init(from:)` decodes (`EnumDecoding`), read from its body
/// when it has one of two shapes: a `switch` on a decoded discriminator key whose `case "literal":`
/// (or `case .kind:` of a raw-value enum) arms decode keys and assign `self = .someCase(…)`, or an `if let v = try
/// container.decodeIfPresent(…) { self = … } else if …` chain. An arm may decode into locals,
/// convert a number with `Date(timeIntervalSince1970:)` (or through `.map { … }` on an optional) and
/// `throw`. An arm doing anything else is kept as unreadable, naming its statement; the body is
/// refused only when no arm is readable.
struct EnumDecoderContract {
    /// A key the body decodes into a local: its JSON key (a `CodingKeys` case name), type, and
    /// whether it may be missing (`decodeIfPresent`) with a `?? literal` standing in.
    struct Field {
        var key: String
        var type: TypeSyntax
        var optional: Bool
        var fallback: ExprSyntax?
    }

    struct Branch {
        var condition: EnumDecoding.Branch.Condition
        var fields: [(name: String, field: Field)] = []
        var caseName: String?
        var arguments: [EnumDecoding.Argument] = []
        /// The statement the reader could not follow.
        var unreadable: Syntax?
        var clock: EnumDecoding.ClockChoice?
    }

    var discriminator: (name: String, field: Field)?
    var branches: [Branch] = []

    /// What the arms may name as cases: case name → the keys of its associated values, in order,
    /// with whether each may be left out (a `= nil` default).
    let cases: [String: [(key: String, defaultsToNil: Bool)]]
    /// The enum's static functions by name, for `self = Self.make(…)`.
    let staticFunction: (String) -> FunctionDeclSyntax?

    init(_ initializer: InitializerDeclSyntax, cases: [String: [(key: String, defaultsToNil: Bool)]],
         staticFunction: @escaping (String) -> FunctionDeclSyntax? = { _ in nil }) throws(DecoderContract.Refusal) {
        self.cases = cases
        self.staticFunction = staticFunction
        var statements = (initializer.body?.statements.nodes ?? [])
        statements.removeAll { item in
            guard let variable = item.item.as(VariableDeclSyntax.self), let value = variable.bindings.first?.initializer?.value else { return false }
            return DecoderContract.isContainer(value)
        }
        // Keys decoded before the case is chosen are decoded (and required) whichever case it is.
        var locals: [String: Field] = [:]
        var order: [String] = []
        for (offset, item) in statements.enumerated() {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText,
                let value = binding.initializer?.value,
               let decoded = DecoderContract.decoding(property: name, [value], node: Syntax(item)) {
                locals[name] = Field(key: decoded.key, type: decoded.type, optional: decoded.optional, fallback: decoded.fallback)
                order.append(name)
                continue
            }
            let rest = statements[(offset + 1)...]
            if let switchExpr = Self.expression(item)?.as(SwitchExprSyntax.self), rest.isEmpty {
                try readSwitch(switchExpr, locals, order)
                return
            }
            if let ifExpr = Self.expression(item)?.as(IfExprSyntax.self), rest.isEmpty {
                try readPresence(ifExpr, locals, order)
                return
            }
            throw DecoderContract.Refusal(node: Syntax(item), statement: Self.firstLine(item))
        }
        throw DecoderContract.Refusal(node: Syntax(initializer), statement: "init(from:) without a switch or if-let chain choosing the case")
    }

    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String((node.trimmedSource.split(separator: "\n").first.map(String.init) ?? "").prefix(60))
    }

    /// `switch type { case "a": … default: throw … }` on a decoded local (or a decode call).
    mutating func readSwitch(_ switchExpr: SwitchExprSyntax, _ locals: [String: Field], _ order: [String]) throws(DecoderContract.Refusal) {
        let subject = switchExpr.subject.as(TryExprSyntax.self)?.expression ?? switchExpr.subject
        if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.plainText, let field = locals[name],
            !field.optional
        {
            discriminator = (name, field)
        } else if let decoded = DecoderContract.decoding(property: "tag", [switchExpr.subject], node: Syntax(switchExpr)), !decoded.optional {
            discriminator = ("tag", Field(key: decoded.key, type: decoded.type, optional: false, fallback: nil))
        } else {
            throw DecoderContract.Refusal(node: Syntax(switchExpr.subject), statement: "switch " + Self.firstLine(switchExpr.subject))
        }
        var shared = locals
        shared[discriminator?.name ?? ""] = nil
        let sharedOrder = order.filter { shared[$0] != nil }
        for element in switchExpr.cases.nodes {
            guard let arm = element.as(SwitchCaseSyntax.self) else {
                throw DecoderContract.Refusal(node: Syntax(element), statement: Self.firstLine(element))
            }
            var conditions: [EnumDecoding.Branch.Condition] = []
            switch arm.label {
            case .default:
                conditions = [.otherwise]
            case .case(let label):
                for item in label.caseItems.nodes {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                          let tag = Self.tag(pattern) else {
                        throw DecoderContract.Refusal(node: Syntax(item), statement: "case " + Self.firstLine(item))
                    }
                    conditions.append(.tag(tag))
                }
            }
            for condition in conditions {
                branches.append(self.arm(condition, arm.statements, shared, leading: sharedOrder))
            }
        }
        try requireReadable(Syntax(switchExpr))
    }

    /// A `case` label's literal, the JSON the discriminator holds for it; or `.queue`, a case of
    /// the enum the discriminator decodes as, by name (`EnumDecoding.tagJSON` gives its raw value).
    static func tag(_ pattern: ExprSyntax) -> JSONValue? {
        if let text = LiteralText.string(pattern) { return .string(text) }
        if let number = LiteralText.integer(pattern) { return .number(String(number)) }
        if let member = pattern.as(MemberAccessExprSyntax.self) { return .string(member.declName.baseName.plainText) }
        return nil
    }

    /// `if let v = try container.decodeIfPresent(T.self, forKey: .k) { … } else if … else { … }`.
    mutating func readPresence(_ ifExpr: IfExprSyntax, _ shared: [String: Field], _ sharedOrder: [String]) throws(DecoderContract.Refusal) {
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            // `if let _ = …` only tests the key.
            guard branch.conditions.count == 1, case .optionalBinding(let binding)? = branch.conditions.first?.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText
                    ?? (binding.pattern.trimmedSource == "_" ? "$\(branches.count)" : nil),
                  let value = binding.initializer?.value,
                  let decoded = DecoderContract.decoding(property: name, [value], node: Syntax(binding)),
                  decoded.optional, decoded.fallback == nil else {
                throw DecoderContract.Refusal(node: Syntax(branch.conditions), statement: "if " + Self.firstLine(branch.conditions))
            }
            // Bound by `if let`: present, not null, and of the decoded type.
            let field = Field(key: decoded.key, type: decoded.type, optional: false, fallback: nil)
            branches.append(arm(.present(key: decoded.key), branch.body.statements, shared.merging([name: field]) { $1 }, leading: sharedOrder + [name]))
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block):
                branches.append(arm(.otherwise, block.statements, shared, leading: sharedOrder))
                current = nil
            case nil: current = nil
            }
        }
        try requireReadable(Syntax(ifExpr))
    }

    func requireReadable(_ node: Syntax) throws(DecoderContract.Refusal) {
        guard branches.contains(where: { $0.unreadable == nil && $0.caseName != nil }) else {
            let first = branches.lazy.compactMap(\.unreadable).first ?? node
            throw DecoderContract.Refusal(node: first, statement: Self.firstLine(first))
        }
    }

    /// One arm: decoded locals, derived locals, then `self = .case(…)` or `throw`.
    func arm(_ condition: EnumDecoding.Branch.Condition, _ statements: CodeBlockItemListSyntax, _ bound: [String: Field], leading: [String]) -> Branch {
        var branch = Branch(condition: condition)
        var decoded = bound
        var order = leading
        var derived: [String: EnumDecoding.Argument] = [:]
        for item in statements.nodes {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText,
                let value = binding.initializer?.value
            {
                if let field = DecoderContract.decoding(property: name, [value], node: Syntax(item)) {
                    decoded[name] = Field(key: field.key, type: field.type, optional: field.optional, fallback: field.fallback)
                    order.append(name)
                    continue
                }
                if let argument = source(value, decoded, derived, label: name) {
                    derived[name] = argument
                    continue
                }
                branch.unreadable = Syntax(item)
                return branch
            }
            if item.item.is(ThrowStmtSyntax.self) { break }
            guard let assignment = BodyShapes.assignment(item), assignment.property == "self" else {
                branch.unreadable = Syntax(item)
                return branch
            }
            if let made = made(assignment.value, &decoded, &order, derived) {
                branch.caseName = made.caseName
                branch.arguments = made.arguments
            } else if let chosen = clocked(assignment.value, &decoded, &order, derived) {
                branch.caseName = chosen.caseName
                branch.arguments = chosen.arguments
                branch.clock = chosen.clock
            } else {
                branch.unreadable = Syntax(item)
                return branch
            }
            break
        }
        branch.fields = order.compactMap { name in decoded[name].map { (name, $0) } }
        return branch
    }

    /// `.someCase(label: source, …)` or `.someCase`: the case and where each value comes from.
    func made(_ value: ExprSyntax, _ decoded: inout [String: Field], _ order: inout [String],
              _ derived: [String: EnumDecoding.Argument]) -> (caseName: String, arguments: [EnumDecoding.Argument])? {
        let call = value.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? value).as(MemberAccessExprSyntax.self),
              member.base == nil || ["Self", "self"].contains(member.base?.trimmedSource ?? ""),
              let keys = cases[member.declName.baseName.plainText] else { return nil }
        let given = (call?.arguments.nodes ?? [])
        var arguments: [EnumDecoding.Argument] = []
        var next = 0
        for (key, defaultsToNil) in keys {
            // Arguments come in declaration order; a `= nil` value may be left out.
            if next < given.count, given[next].label?.text == key || (given[next].label == nil && key.hasPrefix("_")) {
                // `.preGame(title: try container.decode(String.self, forKey: .title))`: decoded in place.
                if let field = DecoderContract.decoding(property: key, [given[next].expression], node: Syntax(given[next])) {
                    var name = key
                    while decoded[name] != nil || derived[name] != nil { name = "$" + name }
                    decoded[name] = Field(key: field.key, type: field.type, optional: field.optional, fallback: field.fallback)
                    order.append(name)
                    arguments.append(EnumDecoding.Argument(label: key, path: [name]))
                    next += 1
                    continue
                }
                guard let argument = source(given[next].expression, decoded, derived, label: key) else { return nil }
                arguments.append(argument)
                next += 1
            } else if defaultsToNil {
                arguments.append(EnumDecoding.Argument(label: key, path: []))
            } else {
                return nil
            }
        }
        guard next == given.count else { return nil }
        return (member.declName.baseName.plainText, arguments)
    }

    /// `Date.now >= start ? .active(…) : .reservation(…)` (`>`, `<`, `<=`, either side; `Date()` or
    /// `.now`), also as the single value of a static function of the enum the arm calls with its
    /// locals (`Self.make(start: start, end: end)`): the case from the date on, and the one before.
    func clocked(_ value: ExprSyntax, _ decoded: inout [String: Field], _ order: inout [String], _ derived: [String: EnumDecoding.Argument])
        -> (caseName: String, arguments: [EnumDecoding.Argument], clock: EnumDecoding.ClockChoice)? {
        if let call = value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainText,
           let function = staticFunction(callee), let body = function.body, let result = BodyShapes.singleValue(body.statements)?.as(ExprSyntax.self) {
            var bound = derived
            let parameters = function.signature.parameterClause.parameters.nodes
            guard parameters.count == call.arguments.count else { return nil }
            for (parameter, argument) in zip(parameters, call.arguments.nodes) {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard let source = source(argument.expression, decoded, derived, label: name) else { return nil }
                bound[name] = source
            }
            return clocked(result, &decoded, &order, bound)
        }
        guard let sequence = value.as(SequenceExprSyntax.self), case let elements = sequence.elements.nodes, elements.count == 5,
              let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) else {
            return nil
        }
        // Written as `now OP date`: `date OP now` turns the operator round.
        let nowFirst = Self.isNow(elements[0])
        guard nowFirst || Self.isNow(elements[2]) else { return nil }
        let flipped = [">=": "<=", "<=": ">=", ">": "<", "<": ">"]
        guard let test = nowFirst ? op : flipped[op], flipped[test] != nil,
              let date = source(nowFirst ? elements[2] : elements[0], decoded, derived, label: "date"),
              let then = made(ternary.thenExpression, &decoded, &order, derived),
              let otherwise = made(elements[4], &decoded, &order, derived) else { return nil }
        let (from, before) = test.hasPrefix(">") ? (then, otherwise) : (otherwise, then)
        // `now >= d` and `now < d` make the first case at d itself; `now > d` and `now <= d` after it.
        let inclusive = test == ">=" || test == "<"
        return (from.caseName, from.arguments,
                EnumDecoding.ClockChoice(date: date, inclusive: inclusive, before: before.caseName, beforeArguments: before.arguments))
    }

    static func isNow(_ expression: ExprSyntax) -> Bool {
        ["Date.now", ".now", "Date()", "Date.init()"].contains(expression.trimmedSource)
    }

    /// A decoded local, a member path into one (`value.start`), or either converted to a `Date`.
    func source(_ expression: ExprSyntax, _ decoded: [String: Field], _ derived: [String: EnumDecoding.Argument], label: String) -> EnumDecoding.Argument? {
        let expression = expression.as(TryExprSyntax.self)?.expression ?? expression
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.plainText {
            if decoded[name] != nil { return EnumDecoding.Argument(label: label, path: [name]) }
            if var argument = derived[name] {
                argument.label = label
                return argument
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let inner = source(base, decoded, derived, label: label), inner.conversion == .none {
            return EnumDecoding.Argument(label: label, path: inner.path + [member.declName.baseName.plainText])
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // `x.map { Date(timeIntervalSince1970: $0) }`: the conversion of an optional, nil staying nil.
        if let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.plainText == "map", let base = callee.base,
           call.arguments.isEmpty, let closure = call.trailingClosure, let body = BodyShapes.singleValue(closure.statements)?.as(ExprSyntax.self),
           let inner = source(base, decoded, derived, label: label), inner.conversion == .none,
           let conversion = Self.dateConversion(body, argument: "$0") {
            return EnumDecoding.Argument(label: label, path: inner.path, conversion: conversion)
        }
        guard let conversion = Self.dateConversion(expression, argument: nil), let argument = call.arguments.first?.expression,
              let inner = source(argument, decoded, derived, label: label), inner.conversion == .none else { return nil }
        return EnumDecoding.Argument(label: label, path: inner.path, conversion: conversion)
    }

    /// `Date(timeIntervalSince1970: x)` or `Date(timeIntervalSinceReferenceDate: x)`; with
    /// `argument`, only when `x` is that name.
    static func dateConversion(_ expression: ExprSyntax, argument: String?) -> EnumDecoding.Conversion? {
        guard let call = expression.as(FunctionCallExprSyntax.self), ["Date", "Date.init"].contains(call.calledExpression.trimmedSource),
              call.arguments.count == 1, let only = call.arguments.first else { return nil }
        if let argument, only.expression.trimmedSource != argument { return nil }
        switch only.label?.text {
        case "timeIntervalSince1970": return .secondsSince1970
        case "timeIntervalSinceReferenceDate": return .secondsSinceReferenceDate
        default: return nil
        }
    }
}
