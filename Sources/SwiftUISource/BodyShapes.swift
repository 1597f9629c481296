import SwiftSyntax

/// The shapes a computed property's body may take that the reader turns into an expression:
/// one expression (with or without `return`), a `switch`, or an `if`/`else` chain whose branches each
/// produce one value.
enum BodyShapes {
    /// The statements of a computed property (`var x: T { … }` or its `get { … }`).
    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let accessors):
            return accessors.nodes.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The single value a list of statements produces: `expr`, `return expr`, or an `if`/`switch`
    /// used as an expression.
    static func singleValue(_ items: CodeBlockItemListSyntax) -> Syntax? {
        let meaningful = items.nodes.filter { !($0.item.is(DeclSyntax.self) && $0.item.as(DeclSyntax.self)?.is(MissingDeclSyntax.self) == true) }
        guard meaningful.count == 1, let only = meaningful.first else { return nil }
        return value(of: only.item)
    }

    /// `self.name = value` or `name = value`: the property and the value.
    static func assignment(_ item: CodeBlockItemSyntax) -> (property: String, value: ExprSyntax)? {
        let expression: ExprSyntax?
        switch item.item {
        case .expr(let e): expression = e
        case .stmt(let s): expression = s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        guard let sequence = expression?.as(SequenceExprSyntax.self) else { return nil }
        let elements = sequence.elements.nodes
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let property: String
        if let name = elements[0].as(DeclReferenceExprSyntax.self) {
            property = name.baseName.text
        } else if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "self" {
            property = member.declName.baseName.text
        } else {
            return nil
        }
        // `x = a + b`: the operands after `=` as one expression (placed at the start of the statement).
        let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
        return (property, value)
    }

    static func value(of item: CodeBlockItemSyntax.Item) -> Syntax? {
        switch item {
        case .expr(let expr): return Syntax(expr)
        case .stmt(let stmt):
            if let ret = stmt.as(ReturnStmtSyntax.self) { return ret.expression.map(Syntax.init) }
            if let expression = stmt.as(ExpressionStmtSyntax.self) { return Syntax(expression.expression) }
            return nil
        case .decl: return nil
        }
    }

    /// One `case` of a `switch`: its patterns (nil for `default`) and its statements.
    struct SwitchArm {
        var patterns: [ExprSyntax]?
        var statements: CodeBlockItemListSyntax
        var node: Syntax
        /// The positions of patterns written under `case let …`, where every name binds.
        var bindsAll: Set<Int> = []
    }

    /// The arms of a `switch`, or nil when an arm uses `where` or a pattern that is not an
    /// expression (`case .a(let x)` is one; `Translator.armMatch` reads its bindings).
    static func arms(_ switchExpr: SwitchExprSyntax) -> [SwitchArm]? {
        var result: [SwitchArm] = []
        for element in switchExpr.cases.nodes {
            guard let arm = element.as(SwitchCaseSyntax.self) else { return nil }
            switch arm.label {
            case .default:
                result.append(SwitchArm(patterns: nil, statements: arm.statements, node: Syntax(arm)))
            case .case(let label):
                var patterns: [ExprSyntax] = []
                var bindsAll: Set<Int> = []
                for item in label.caseItems.nodes {
                    guard item.whereClause == nil else { return nil }
                    var pattern = item.pattern
                    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                        bindsAll.insert(patterns.count)
                        pattern = binding.pattern
                    }
                    guard let expression = pattern.as(ExpressionPatternSyntax.self) else { return nil }
                    patterns.append(expression.expression)
                }
                result.append(SwitchArm(patterns: patterns, statements: arm.statements, node: Syntax(arm), bindsAll: bindsAll))
            }
        }
        return result
    }
}
