import SwiftSyntax

/// `case` patterns that bind associated values: `.a(let x, _)`, `let .a(x, _)`, `.a(x: let y)`,
/// in a `switch` and in `if case … = value`. The evaluator reads `value.a` as case `a`'s payload,
/// nil for another case, so a pattern becomes the test `value == .a` and each bound name the
/// expression `value.a.label`.
extension Translator {
    /// What a pattern tests and the names it binds.
    struct CaseMatch {
        var test: String
        var bindings: [String: Term] = [:]
    }

    /// The test and bindings of one pattern, or nil when it binds nothing (an ordinary pattern the
    /// caller compares with `==`) or cannot be read (reported).
    mutating func caseMatch(_ subject: Term, _ pattern: ExprSyntax, bindsAll: Bool, _ scope: Scope) -> CaseMatch?? {
        guard let call = pattern.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              bindsAll || call.arguments.nodes.contains(where: { Self.bindingName($0.expression, bindsAll: false) != nil }) else { return nil }
        let caseName = member.declName.baseName.text
        guard let declared = associatedValues(caseName, subject: subject, base: member.base, scope) else {
            return refused(pattern, "the associated values of '.\(caseName)' are not known; shown as a placeholder")
        }
        let (enumType, keys) = declared
        let arguments = call.arguments.nodes
        guard arguments.count == keys.count else {
            return refused(pattern, "this pattern binds \(arguments.count) values where '.\(caseName)' has \(keys.count); shown as a placeholder")
        }
        var match = CaseMatch(test: subject.operand + " == ." + caseName)
        for (argument, value) in zip(arguments, keys) {
            if let label = argument.label?.text, label != value.key {
                return refused(argument, "'.\(caseName)' has no associated value labelled '\(label)'; shown as a placeholder")
            }
            if Self.isWildcard(argument.expression) { continue }
            guard let name = Self.bindingName(argument.expression, bindsAll: bindsAll) else {
                return refused(argument, "a pattern inside '.\(caseName)(…)' that is not a name or '_' is not read; shown as a placeholder")
            }
            match.bindings[name] = .value(subject.operand + "." + caseName + "." + value.key, typeText(value.type, scope: enumType))
        }
        return .some(match)
    }

    /// A pattern that binds values but cannot be read: reported, and the arm is lost.
    mutating func refused(_ node: some SyntaxProtocol, _ message: String) -> CaseMatch?? {
        _ = unsupported(node, message)
        return .some(nil)
    }

    /// The enum declaring case `name` with associated values, and their keys: from the pattern's
    /// own type (`Phase.a(…)`), the subject's type, or the one enum of the sources with such a case.
    mutating func associatedValues(_ name: String, subject: Term, base: ExprSyntax?, _ scope: Scope) -> (String, [(key: String, type: TypeSyntax, defaultsToNil: Bool)])? {
        var candidates: [String] = []
        if let base, let qualified = index.resolveTypeName(base.trimmedSource, from: scope.selfType ?? "") {
            candidates = [qualified]
        } else if let type = TypeText.unwrapped(subject.type), index.types[type]?.kind == .enumeration {
            candidates = [type]
        } else {
            candidates = index.typeOrder.filter { index.types[$0]?.kind == .enumeration }
        }
        let found = candidates.compactMap { type -> (String, [(key: String, type: TypeSyntax, defaultsToNil: Bool)])? in
            guard let c = index.types[type]?.cases.first(where: { $0.name == name && $0.hasAssociatedValues }) else { return nil }
            return (type, c.values)
        }
        guard let first = found.first, found.dropFirst().allSatisfy({ $0.1.map(\.key) == first.1.map(\.key) }) else { return nil }
        return first
    }

    /// `let x` (or `x` under an outer `case let`): the name bound.
    static func bindingName(_ expression: ExprSyntax, bindsAll: Bool) -> String? {
        if bindsAll, let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let pattern = expression.as(PatternExprSyntax.self)?.pattern else { return nil }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if bindsAll { return pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        return nil
    }

    static func isWildcard(_ expression: ExprSyntax) -> Bool {
        expression.is(DiscardAssignmentExprSyntax.self) || expression.as(PatternExprSyntax.self)?.pattern.is(WildcardPatternSyntax.self) == true
    }

    /// One `switch` arm's test and the scope its statements see: patterns joined with `||`, a name
    /// bound by several patterns reading whichever matched (`a ?? b`).
    mutating func armMatch(_ subject: Term, _ arm: BodyShapes.SwitchArm, _ scope: Scope) -> (test: String, scope: Scope)? {
        guard let patterns = arm.patterns else { return nil }
        var tests: [String] = []
        var inner = scope
        var bound: [String: [Term]] = [:]
        for (offset, pattern) in patterns.enumerated() {
            if let match = caseMatch(subject, pattern, bindsAll: arm.bindsAll.contains(offset), scope) {
                guard let match else { return nil }
                tests.append(match.test)
                for (name, term) in match.bindings { bound[name, default: []].append(term) }
            } else if let test = matches(subject, pattern, scope) {
                tests.append(test)
            }
        }
        for (name, terms) in bound {
            let text = terms.count == 1 ? terms[0].text : terms.map(\.operand).joined(separator: " ?? ")
            inner.bindings[name] = .value(text, terms.first?.type)
        }
        return (tests.isEmpty ? "false" : tests.joined(separator: " || "), inner)
    }

    /// `if case .a(let x) = value`: the test, and the bindings for what follows.
    mutating func matchingCondition(_ condition: MatchingPatternConditionSyntax, _ scope: Scope) -> CaseMatch? {
        guard let subject = expr(condition.initializer.value, scope) else { return nil }
        var pattern = PatternSyntax(condition.pattern)
        var bindsAll = false
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bindsAll = true
            pattern = binding.pattern
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            _ = unsupported(condition, "this 'if case' pattern is not read; shown as a placeholder")
            return nil
        }
        if let match = caseMatch(subject, expression, bindsAll: bindsAll, scope) { return match }
        guard let test = matches(subject, expression, scope) else { return nil }
        return CaseMatch(test: test)
    }
}
