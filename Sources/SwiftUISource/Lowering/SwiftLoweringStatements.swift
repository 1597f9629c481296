import Expressions
import SwiftSyntax

extension SwiftLowering {
    public func statements(_ items: CodeBlockItemListSyntax) -> [IR.Stmt] {
        // Blocks count towards the nesting limit as expressions do (`if` in `if` in a closure).
        guard depth.value < Self.maximumDepth else {
            return [IR.Stmt(.expression(unsupported(items, "these statements nest deeper than \(Self.maximumDepth) levels")), range(items))]
        }
        depth.value += 1
        defer { depth.value -= 1 }
        return items.nodes.flatMap { statement($0) }
    }

    func statement(_ item: CodeBlockItemSyntax) -> [IR.Stmt] {
        let place = range(item)
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return declaration(variable) }
            if let function = decl.as(FunctionDeclSyntax.self) { return [IR.Stmt(.function(self.function(function)), place)] }
            // Local types and `#if` in bodies are not modelled yet; they lose only what uses them.
            return [IR.Stmt(.expression(unsupported(decl, "livepeek does not read declarations of this kind inside a body")), place)]
        case .stmt(let stmt):
            return [statement(stmt)]
        case .expr(let e):
            return [expressionStatement(e)]
        }
    }

    func expressionStatement(_ e: ExprSyntax) -> IR.Stmt {
        // `x = 1`, `total += 2`: an assignment is a sequence until folded.
        if let sequence = e.as(SequenceExprSyntax.self) { return folded(sequence) { expressionStatement($0) } }
        let place = range(e)
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                return IR.Stmt(.assignment(expr(infix.leftOperand), operator: nil, expr(infix.rightOperand)), place)
            }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op.count >= 2, op.hasSuffix("="),
               !["==", "!=", "<=", ">=", "===", "!=="].contains(op) {
                return IR.Stmt(.assignment(expr(infix.leftOperand), operator: String(op.dropLast()), expr(infix.rightOperand)), place)
            }
        }
        if let ifExpr = e.as(IfExprSyntax.self) { return ifStatement(ifExpr) }
        if let switchExpr = e.as(SwitchExprSyntax.self) { return switchStatement(switchExpr) }
        return IR.Stmt(.expression(expr(e)), place)
    }

    func statement(_ stmt: StmtSyntax) -> IR.Stmt {
        let place = range(stmt)
        if let e = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(e.expression) }
        if let r = stmt.as(ReturnStmtSyntax.self) { return IR.Stmt(.return(r.expression.map(expr)), place) }
        if let g = stmt.as(GuardStmtSyntax.self) { return IR.Stmt(.guard(conditions(g.conditions), else: statements(g.body.statements)), place) }
        if let f = stmt.as(ForStmtSyntax.self) {
            return IR.Stmt(.forIn(pattern(f.pattern), expr(f.sequence), where: f.whereClause.map { expr($0.condition) },
                                  body: statements(f.body.statements)), place)
        }
        if let w = stmt.as(WhileStmtSyntax.self) { return IR.Stmt(.while(conditions(w.conditions), body: statements(w.body.statements)), place) }
        if let b = stmt.as(BreakStmtSyntax.self) { return IR.Stmt(.break(b.label?.text), place) }
        if let c = stmt.as(ContinueStmtSyntax.self) { return IR.Stmt(.continue(c.label?.text), place) }
        if let l = stmt.as(LabeledStmtSyntax.self) {
            return IR.Stmt(.labeled(l.label.text, statement(l.statement)), place)
        }
        if let r = stmt.as(RepeatStmtSyntax.self) {
            return IR.Stmt(.repeatWhile(statements(r.body.statements), condition: expr(r.condition)), place)
        }
        if let d = stmt.as(DeferStmtSyntax.self) { return IR.Stmt(.defer(statements(d.body.statements)), place) }
        if stmt.is(FallThroughStmtSyntax.self) { return IR.Stmt(.fallthrough, place) }
        if let d = stmt.as(DoStmtSyntax.self) {
            guard !d.catchClauses.isEmpty else { return IR.Stmt(.block(statements(d.body.statements)), place) }
            // One clause per pattern: `catch A, B` tries each with the same body.
            let catches = d.catchClauses.flatMap { clause -> [IR.CatchClause] in
                let body = statements(clause.body.statements)
                guard !clause.catchItems.isEmpty else { return [IR.CatchClause(pattern: nil, body: body)] }
                return clause.catchItems.map { item in IR.CatchClause(pattern: item.pattern.map(pattern), body: body) }
            }
            return IR.Stmt(.doCatch(statements(d.body.statements), catches: catches), place)
        }
        if let t = stmt.as(ThrowStmtSyntax.self) { return IR.Stmt(.throw(expr(t.expression)), place) }
        return IR.Stmt(.expression(unsupported(stmt)), place)
    }

    func ifStatement(_ syntax: IfExprSyntax) -> IR.Stmt {
        var otherwise: [IR.Stmt]? = nil
        switch syntax.elseBody {
        case .ifExpr(let nested)?: otherwise = [ifStatement(nested)]
        case .codeBlock(let block)?: otherwise = statements(block.statements)
        case nil: break
        }
        return IR.Stmt(.if(conditions(syntax.conditions), then: statements(syntax.body.statements), else: otherwise), range(syntax))
    }

    func switchStatement(_ syntax: SwitchExprSyntax) -> IR.Stmt {
        var cases: [IR.SwitchCase] = []
        for element in syntax.cases.nodes {
            guard case .switchCase(let c) = element else { continue }
            let body = statements(c.statements)
            switch c.label {
            case .default: cases.append(IR.SwitchCase(patterns: [.wildcard], body: body))
            case .case(let label):
                let patterns = label.caseItems.nodes.map { pattern($0.pattern) }
                let guardExpression = label.caseItems.last?.whereClause.map { expr($0.condition) }
                cases.append(IR.SwitchCase(patterns: patterns, guardExpression: guardExpression, body: body))
            }
        }
        return IR.Stmt(.switch(expr(syntax.subject), cases), range(syntax))
    }

    func conditions(_ list: ConditionElementListSyntax) -> [IR.Condition] {
        list.nodes.compactMap { element -> IR.Condition? in
            switch element.condition {
            case .expression(let e): return .boolean(expr(e))
            case .optionalBinding(let binding):
                let bound = pattern(binding.pattern)
                if let initializer = binding.initializer { return .optionalBinding(bound, expr(initializer.value)) }
                // `if let x`: the name itself is the optional.
                guard case .binding(let name) = bound else { return nil }
                return .optionalBinding(bound, IR.Expr(.name(name), range(binding)))
            case .matchingPattern(let matching):
                return .matching(pattern(matching.pattern), expr(matching.initializer.value))
            case .availability:
                return .boolean(IR.Expr(.literal(.bool(true)), range(element)))
            @unknown default:
                return .boolean(unsupported(element))
            }
        }
    }

    func declaration(_ variable: VariableDeclSyntax) -> [IR.Stmt] {
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        return variable.bindings.nodes.map { binding in
            IR.Stmt(.declaration(pattern(binding.pattern), type: binding.typeAnnotation.map { type($0.type) },
                                 value: binding.initializer.map { expr($0.value) }, isVariable: isVariable), range(binding))
        }
    }

    // MARK: Patterns

    func pattern(_ syntax: PatternSyntax) -> IR.Pattern {
        if let identifier = syntax.as(IdentifierPatternSyntax.self) { return .binding(identifier.identifier.plainText) }
        if syntax.is(WildcardPatternSyntax.self) { return .wildcard }
        if let tuple = syntax.as(TuplePatternSyntax.self) {
            return .tuple(tuple.elements.nodes.map { IR.TuplePatternElement($0.label?.text, pattern($0.pattern)) })
        }
        if let binding = syntax.as(ValueBindingPatternSyntax.self) { return pattern(binding.pattern) }
        if let expression = syntax.as(ExpressionPatternSyntax.self) { return pattern(expression: expression.expression) }
        if let test = syntax.as(IsTypePatternSyntax.self) { return .cast(nil, type(test.type)) }
        return .expression(unsupported(syntax))
    }

    /// A pattern written as an expression: `.a`, `.a(let x)`, `Step.b`, `(1, _)`, `x?`, `0..<5`, `"x"`.
    func pattern(expression e: ExprSyntax) -> IR.Pattern {
        if let sequence = e.as(SequenceExprSyntax.self) { return folded(sequence) { pattern(expression: $0) } }
        if let inner = e.as(PatternExprSyntax.self) { return pattern(inner.pattern) }
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        // `let e as E` (a `catch` or a `case`): the value cast, then bound.
        if let cast = e.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return .cast(pattern(expression: cast.expression), type(cast.type))
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base.map({ SwiftLowering.typeName(of: $0) != nil }) ?? true {
            // `Type.name` may also be a static value compared with `~=`; an enum case is the common reading.
            if let base = member.base,
                base.as(DeclReferenceExprSyntax.self)?.baseName.plainText.first?.isLowercase == true
            {
                return .expression(expr(e))
            }
            return .enumCase(member.declName.baseName.plainText, nil)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base.map({ SwiftLowering.typeName(of: $0) != nil }) ?? true {
            return .enumCase(
                member.declName.baseName.plainText,
                call.arguments.nodes.map { IR.TuplePatternElement($0.label?.text, pattern(expression: $0.expression)) })
        }
        if let tuple = e.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return pattern(expression: only.expression) }
            return .tuple(
                tuple.elements.nodes.map { IR.TuplePatternElement($0.label?.text, pattern(expression: $0.expression)) })
        }
        if let chain = e.as(OptionalChainingExprSyntax.self) { return .optional(pattern(expression: chain.expression)) }
        return .expression(expr(e))
    }
}
