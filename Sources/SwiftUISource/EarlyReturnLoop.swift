import SwiftSyntax

/// `for x in xs { if test(x) { return value(x) } }` followed by more statements: the first element
/// that passes gives the value, else the statements after the loop do, written with closures as
/// `xs.contains { x in test } ? [xs.first { x in test }].map { x in value }[0] : rest`.
extension Translator {
    mutating func earlyReturnLoop(_ item: CodeBlockItemSyntax, then rest: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) -> Term? {
        guard !rest.isEmpty, case .stmt(let statement) = item.item, let loop = statement.as(ForStmtSyntax.self),
              loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil,
              let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              loop.body.statements.count == 1, let only = loop.body.statements.first, let test = Self.ifExpression(only),
              test.elseBody == nil, test.body.statements.count == 1,
              let returned = test.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        guard let sequence = expr(loop.sequence, scope) else { return nil }
        let parameter = freshName(name, scope)
        var inner = scope
        inner.unreadable.remove(name)
        inner.bindings[name] = .value(parameter, TypeText.element(sequence.type))
        guard var condition = conditions(test.conditions, inner) else { return nil }
        if let clause = loop.whereClause {
            guard let filter = expr(clause.condition, inner) else { return nil }
            condition = .value(filter.operand + " && " + condition.operand, "Bool")
        }
        guard let value = expr(returned, bindings(test.conditions, inner)), let otherwise = statementsValue(rest, scope) else { return nil }
        let passes = "{ " + parameter + " in " + condition.text + " }"
        let found = "[" + sequence.operand + ".first(" + passes + ")].map({ " + parameter + " in " + value.text + " })[0]"
        return .value(sequence.operand + ".contains(" + passes + ") ? " + found + " : " + otherwise.operand, value.type ?? otherwise.type)
    }
}
