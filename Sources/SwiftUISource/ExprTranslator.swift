import ActivityLayout
import ActivityModel
import SwiftSyntax

/// Expressions: Swift syntax to the evaluator's expression text.
extension Translator {
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "&&", "||"]
    static let passedOperators: Set<String> = comparisonOperators.union(["+", "-", "*", "/", "%", "...", "..<", "??"])
    /// Methods the evaluator runs as Swift's standard library does, with the type they return
    /// (nil: the base's); argument labels are dropped (`joined(separator:)`).
    static let passedMethods: [String: String?] = [
        "rounded": "Double", "contains": "Bool", "hasPrefix": "Bool", "hasSuffix": "Bool", "joined": "String",
        "reversed": nil, "suffix": nil, "dropFirst": nil, "dropLast": nil, "enumerated": nil, "truncatingRemainder": "Double",
    ]

    /// The expression, or nil when it cannot be said in the evaluator's grammar (reported).
    mutating func expr(_ syntax: ExprSyntax, _ scope: Scope) -> Term? {
        guard depth < Self.maximumDepth else {
            report(syntax, SwiftUIDiagnosticCode.unsupportedExpression, "expressions nest deeper than \(Self.maximumDepth) levels here")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        guard let term = translate(syntax, scope) else { return nil }
        guard term.text.utf8.count <= Self.maximumTextLength else {
            report(syntax, SwiftUIDiagnosticCode.unsupportedExpression, "this expression expands to more than \(Self.maximumTextLength) characters")
            return nil
        }
        return term
    }

    mutating func unsupported(_ syntax: some SyntaxProtocol, _ what: String? = nil) -> Term? {
        let text = syntax.trimmedSource
        let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
        report(syntax, SwiftUIDiagnosticCode.unsupportedExpression, what ?? "cannot evaluate '\(shown)' here; shown as a placeholder")
        return nil
    }

    private mutating func translate(_ syntax: ExprSyntax, _ scope: Scope) -> Term? {
        if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
            return .value(literal.literal.text.replacingEvery("_", with: ""), "Int")
        }
        if let literal = syntax.as(FloatLiteralExprSyntax.self) {
            return .value(literal.literal.text.replacingEvery("_", with: ""), "Double")
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) { return .value(literal.literal.text, "Bool") }
        if syntax.is(NilLiteralExprSyntax.self) { return .value("nil") }
        if let string = syntax.as(StringLiteralExprSyntax.self) {
            guard let content = interpolated(string, scope, inExpression: true) else { return nil }
            return .value("\"" + content + "\"", "String")
        }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            guard let inner = expr(only.expression, scope) else { return nil }
            return Term(kind: inner.kind, text: "(" + inner.text + ")", type: inner.type)
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) { return name(reference.baseName.text, syntax, scope) }
        if let defaults = userDefaults(syntax) { return defaults }
        if let member = syntax.as(MemberAccessExprSyntax.self) { return memberAccess(member, scope) }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) { return expr(unwrap.expression, scope) }
        // `try? x`, `try x`: the value, as when nothing throws.
        if let attempt = syntax.as(TryExprSyntax.self) { return expr(attempt.expression, scope) }
        if let chain = syntax.as(OptionalChainingExprSyntax.self) { return expr(chain.expression, scope) }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            guard ["!", "-"].contains(prefix.operator.text), let inner = expr(prefix.expression, scope) else { return unsupported(syntax) }
            return .value(prefix.operator.text + inner.operand, inner.type)
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            if sequence.elements.count == 3, sequence.elements.nodes[1].is(UnresolvedAsExprSyntax.self) { return cast(sequence, scope) ?? unsupported(syntax) }
            return self.sequence(sequence, scope)
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), let attributes = textAttributes(dictionary, scope) { return attributes }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            guard let c = expr(ternary.condition, scope), let a = expr(ternary.thenExpression, scope), let b = expr(ternary.elseExpression, scope) else { return nil }
            return .value(c.operand + " ? " + a.operand + " : " + b.operand, a.type ?? b.type)
        }
        if syntax.is(FunctionCallExprSyntax.self) || syntax.is(MacroExpansionExprSyntax.self), let color = LiteralText.colorName(syntax) {
            return .value("\"" + color + "\"", "String")
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return self.call(call, scope) }
        if let subscripted = syntax.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1, let argument = subscripted.arguments.first,
           argument.label == nil {
            guard let base = expr(subscripted.calledExpression, scope), let index = expr(argument.expression, scope) else { return nil }
            return .value(base.operand + "[" + index.text + "]", TypeText.element(base.type))
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            var items: [Term] = []
            for element in array.elements.nodes {
                guard let item = expr(element.expression, scope) else { return nil }
                items.append(item)
            }
            return .value("[" + items.map(\.text).joined(separator: ", ") + "]", items.first?.type.map { "[" + $0 + "]" })
        }
        if syntax.is(IfExprSyntax.self) || syntax.is(SwitchExprSyntax.self) { return value(Syntax(syntax), scope) }
        if syntax.is(ClosureExprSyntax.self) || syntax.is(KeyPathExprSyntax.self) {
            return function(syntax, parameterTypes: [], scope).map { .value($0.text, "Closure") }
        }
        return unsupported(syntax)
    }

    /// A string literal's content with `\(…)` segments in the evaluator's grammar; `\(x, specifier: "%.1f")`
    /// becomes `\(formatted(x, "%.1f"))`.
    /// - Parameter inExpression: the content goes inside an expression's `"…"` (literal text keeps
    ///   Swift's escapes); else it is a definition string, where only `\(` is special.
    mutating func interpolated(_ string: StringLiteralExprSyntax, _ scope: Scope, inExpression: Bool = false) -> String? {
        interpolated(string.segments.nodes, scope, inExpression: inExpression)
    }

    /// `interpolated(_:_:inExpression:)` of some of a literal's segments.
    mutating func interpolated(_ segments: [StringLiteralSegmentListSyntax.Element], _ scope: Scope, inExpression: Bool = false) -> String? {
        var text = ""
        for segment in segments {
            if let part = segment.as(StringSegmentSyntax.self) {
                let literal = LiteralText.unescape(part.content.text)
                text += inExpression ? literal.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
                                         .replacingEvery("\n", with: "\\n") : literal
            } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
                let arguments = expression.expressions.nodes
                guard let first = arguments.first, first.label == nil, let value = expr(first.expression, scope) else {
                    if arguments.first?.label != nil { _ = unsupported(expression) }
                    // The segment it could not read (reported) stands as ⟨…⟩; the rest of the text stays.
                    let shown = String(expression.expressions.trimmedSource.prefix(24))
                    text += "⟨" + (inExpression ? shown.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") : shown) + "⟩"
                    continue
                }
                if arguments.count == 2, arguments[1].label?.text == "specifier", let format = LiteralText.string(arguments[1].expression) {
                    text += "\\(formatted(" + value.text + ", \"" + format + "\"))"
                } else if arguments.count == 2, arguments[1].label?.text == "style" {
                    // `"\(date, style: .relative)"`: the text `Text(date, style:)` shows.
                    text += "\\(" + Self.dateStyleCall(value.text, Self.memberName(arguments[1].expression)) + ")"
                } else if arguments.count == 1 {
                    text += "\\(" + value.text + ")"
                } else {
                    return unsupported(expression, "interpolation with '\(arguments.dropFirst().compactMap { $0.label?.text }.joined(separator: ", "))' is not read; shown as a placeholder").map(\.text)
                }
            }
        }
        return text
    }

    /// A name: a binding, `self`, an implicit member of the declaration being expanded, a global
    /// constant or a type.
    mutating func name(_ name: String, _ syntax: ExprSyntax, _ scope: Scope) -> Term? {
        if let bound = scope.bindings[name] ?? scope.members[name] { return bound }
        // `$progress`, a `@State`/`@Binding`'s projection: in a still picture, its value.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { return self.name(String(name.dropFirst()), syntax, scope) }
        if scope.unreadable.contains(name) { return nil }
        if name == "self", let me = scope.selfTerm { return me }
        if let selfType = scope.selfType, let info = index.types[selfType] {
            if let stored = info.stored.first(where: { $0.name == name }), let me = scope.selfTerm {
                return .value(me.text + "." + name, typeText(stored.type, scope: selfType))
            }
            // `let accent = Color(red: …)` on the widget or view being read: its value.
            if let stored = info.stored.first(where: { $0.name == name }), let value = stored.initializer {
                var declared = self.scope(Scope(selfType: selfType), givenAs: stored.type, in: selfType)
                declared.colors = declared.colors || scope.colors
                return expanding(in: stored.file, at: syntax, what: name, fallback: nil) { $0.expr(value, declared) }
            }
            if let (binding, declFile) = info.computedProperty(name) {
                return computed(binding, file: declFile, base: scope.selfTerm, selfType: selfType, scope: scope, at: syntax)
            }
            if name == "rawValue", info.kind == .enumeration, let me = scope.selfTerm {
                return .value(me.operand + ".rawValue", info.rawType)
            }
        }
        if let global = index.globals[name], let initializer = global.node.initializer?.value {
            return expanding(in: global.file, at: syntax, what: name, fallback: nil) { $0.expr(initializer, Scope()) }
        }
        if let qualified = index.resolveTypeName(name, from: scope.selfType ?? "") {
            return Term(kind: .type, text: index.types[qualified]?.simpleName ?? name, type: qualified)
        }
        if ["Date", "Color", "Double", "Int", "Bool", "CGFloat", "Float", "String", "TimeInterval", "Duration", "FileManager"].contains(name) { return Term(kind: .type, text: name, type: name) }
        return unsupported(syntax, "'\(name)' is not declared in the read sources; shown as a placeholder")
    }

    mutating func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope) -> Term? {
        let name = member.declName.baseName.text
        guard let baseSyntax = member.base else {
            if scope.colors, LiteralText.colorNames.contains(name) { return .value("\"" + name + "\"", "String") }
            if scope.colors, let custom = customColor(name, member) { return custom }
            // `var tint: Color { switch style { case .light: .appBlue … } }`: an asset's symbol.
            if scope.colors, isAssetColorName(name) { return assetColor(name, member) }
            // `let style: Style = .dark`: the declared enum's case, typed, so its members are found
            // (and `.dark == .light` still folds, as an argument's case does).
            if let expected = TypeText.unwrapped(scope.expected), index.types[expected]?.cases.contains(where: { $0.name == name }) ?? false {
                return .value("." + name, expected)
            }
            if scope.fonts, let style = customFontStyle(name) { return .value("." + style) }
            if name == "now" { return .value("now", "Date") }
            return .value("." + name)
        }
        if baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", scope.selfTerm == nil || scope.bindings[name] != nil {
            return self.name(name, ExprSyntax(member), scope)
        }
        guard let base = expr(baseSyntax, scope) else { return nil }
        switch base.kind {
        case .context:
            switch name {
            case "state": return .value("state", stateType)
            case "attributes": return .value("attributes", attributesType)
            case "isStale": return .value("context.isStale", "Bool")
            default: return unsupported(member, "context.\(name) is not read (context.state, context.attributes and context.isStale are)")
            }
        case .type:
            return staticMember(base, name, member, scope)
        case .views:
            return unsupported(member)
        case .instance:
            return instanceMember(base, name, member)
        case .value:
            return valueMember(base, name, member, scope)
        }
    }

    /// A colour the sources declare (`extension Color { static let brand = Color(red: …) }`), as the
    /// definition spells it.
    mutating func customColor(_ name: String, _ syntax: some SyntaxProtocol) -> Term? {
        guard let (binding, declFile) = index.types["Color"]?.staticMember(name),
              let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) else { return nil }
        return expanding(in: declFile, at: syntax, what: "Color.\(name)", fallback: nil) { translator in
            if let literal = LiteralText.colorName(value) { return .value("\"" + literal + "\"", "String") }
            return translator.expr(value, Scope(colors: true))
        }
    }

    /// `Color.brandPrimary` that no source declares: the symbol Xcode generates for a colour of the
    /// asset catalog, drawn gray and noted once, as `Color("BrandPrimary")` is.
    mutating func assetColor(_ name: String, _ syntax: some SyntaxProtocol) -> Term {
        inform(syntax, SwiftUIDiagnosticCode.assetColor, "Color.\(name) is a colour of the app's assets (a symbol Xcode generates); drawn gray")
        return .value("\"gray\"", "String")
    }

    /// A name that can only be a colour of the asset catalog: no named colour, no colour the sources
    /// declare, no case of any enum they declare.
    func isAssetColorName(_ name: String) -> Bool {
        !LiteralText.colorNames.contains(name) && index.types["Color"]?.staticMember(name) == nil
            && !index.types.values.contains { $0.cases.contains { $0.name == name } }
    }

    mutating func staticMember(_ base: Term, _ name: String, _ member: MemberAccessExprSyntax, _ scope: Scope) -> Term? {
        let typeName = base.type ?? base.text
        if typeName == "Date", name == "now" { return .value("now", "Date") }
        // `FileManager.default`: the app's files, read as present (`appFile`).
        if typeName == "FileManager", name == "default" { return .value("\"app files\"", "FileManager") }
        // Foundation's bounds: 4001-01-01 and 0001-01-01, as seconds since 1970.
        if typeName == "Date", name == "distantFuture" { return .value("date(64092211200)", "Date") }
        if typeName == "Date", name == "distantPast" { return .value("date(-62135769600)", "Date") }
        if typeName == "Color" {
            if LiteralText.colorNames.contains(name) { return .value("\"" + name + "\"", "String") }
            return customColor(name, member) ?? assetColor(name, member)
        }
        if name == "allCases" { return .value(base.text + ".allCases", "[" + typeName + "]") }
        guard let info = index.types[typeName] else { return .value(base.text + "." + name) }
        if info.cases.contains(where: { $0.name == name }) { return .value(base.text + "." + name, typeName) }
        if let (binding, declFile) = info.staticMember(name) {
            guard let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) else {
                return unsupported(member)
            }
            return expanding(in: declFile, at: member, what: "\(typeName).\(name)", fallback: nil) {
                $0.expr(value, Scope(selfType: typeName))
            }
        }
        if let nested = index.resolveTypeName(name, from: typeName), nested.hasPrefix(typeName + ".") {
            return Term(kind: .type, text: index.types[nested]?.simpleName ?? name, type: nested)
        }
        return unsupported(member, "\(info.simpleName) has no case or static member '\(name)' in the read sources")
    }

    /// A member of a value built in view code: its stored property's term, or a computed property
    /// expanded with the stored ones in scope.
    mutating func instanceMember(_ base: Term, _ name: String, _ member: MemberAccessExprSyntax) -> Term? {
        if let stored = base.members[name] { return stored }
        guard let type = base.type, let info = index.types[type] else { return unsupported(member) }
        if let (binding, declFile) = info.computedProperty(name) {
            var scope = Scope(selfType: type)
            scope.members = base.members
            return computed(binding, file: declFile, base: nil, selfType: type, scope: scope, at: member)
        }
        return unsupported(member, "\(info.simpleName) has no property '\(name)' the reader can see")
    }

    mutating func valueMember(_ base: Term, _ name: String, _ member: some SyntaxProtocol, _ scope: Scope) -> Term? {
        let type = TypeText.unwrapped(base.type)
        if let type, let info = index.types[type] {
            if let stored = info.stored.first(where: { $0.name == name }) {
                return .value(base.text + "." + name, typeText(stored.type, scope: type))
            }
            if perCaseProperties[info.simpleName]?.contains(name) ?? false {
                return .value(base.text + "." + name, "String")
            }
            if let (binding, declFile) = info.computedProperty(name) {
                return computed(binding, file: declFile, base: base, selfType: type, at: member)
            }
            if name == "rawValue" { return .value(base.text + ".rawValue", info.rawType) }
        }
        switch name {
        case "count": return .value(base.operand + ".count", "Int")
        case "isEmpty": return .value(base.operand + ".isEmpty", "Bool")
        case "first", "last": return .value(base.operand + "." + name, TypeText.element(base.type).map { $0 + "?" })
        case "lowerBound", "upperBound": return .value(base.operand + "." + name, "Date")
        case "rawValue": return .value(base.operand + "." + name)
        // `count.description`: the value's text, as an interpolation gives it.
        case "description" where ["Int", "Double", "String", "Bool"].contains(TypeText.unwrapped(base.type) ?? "") || Double(base.text) != nil:
            return .value("\"\\(" + base.text + ")\"", "String")
        case "timeIntervalSince1970", "timeIntervalSinceReferenceDate": return .value(base.operand + "." + name, "Double")
        case "doubleValue" where base.type == "NSDecimalNumber": return .value(base.text, "Double")
        // `Color.blue.gradient`: a shade of the one colour, which a cell shows as that colour.
        case "gradient" where scope.colors || base.type == "String" && base.text.hasPrefix("\""): return base
        default:
            // Unknown to the reader (an undeclared type): the evaluator names what is missing.
            return .value(base.operand + "." + name)
        }
    }

    /// A computed property expanded where it is read, with `self` bound to the value it is read on.
    mutating func computed(_ binding: PatternBindingSyntax, file declFile: Int, base: Term?, selfType: String, scope: Scope = Scope(),
                           at syntax: some SyntaxProtocol) -> Term? {
        guard let body = BodyShapes.getterBody(binding) else { return unsupported(syntax) }
        let isColor = ["Color", "some ShapeStyle"].contains(binding.typeAnnotation?.type.trimmedSource ?? "")
        let declared = typeText(binding.typeAnnotation?.type, scope: selfType)
        let name = binding.pattern.trimmedSource
        var inner = Scope(selfTerm: base, selfType: selfType, colors: isColor)
        if let base { inner.bindings["self"] = base } else { inner.members = scope.members }
        guard let result = expanding(in: declFile, at: syntax, what: name, fallback: nil as Term?, { $0.statementsValue(body, inner) }) else { return nil }
        return .value("(" + result.text + ")", declared ?? result.type)
    }

    /// The single value a list of statements produces: `let` bindings, `if c { return a }` followed by
    /// more, `guard`, and a final value.
    mutating func statementsValue(_ items: CodeBlockItemListSyntax, _ scope: Scope) -> Term? {
        guard !items.isEmpty else { return unsupported(items) }
        return statementsValue(items.nodes[...], scope)
    }

    /// The statements as a slice of the tree's own nodes: a new `CodeBlockItemListSyntax` of the rest
    /// would detach them and lose their lines.
    mutating func statementsValue(_ list: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) -> Term? {
        var scope = scope
        for (offset, item) in zip(list.indices, list) {
            if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings.nodes {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                          let term = expr(value, scope) else { return unsupported(binding) }
                    scope.bindings[name] = term
                }
                continue
            }
            if let setting = formatterSetting(item, scope) ?? componentsFormatterSetting(item, scope) {
                scope.bindings[setting.name] = setting.term
                continue
            }
            let rest = list[(offset + 1)...]
            if case .stmt(let stmt) = item.item, let guardStmt = stmt.as(GuardStmtSyntax.self), !rest.isEmpty {
                guard let condition = conditions(guardStmt.conditions, scope), let otherwise = statementsValue(guardStmt.body.statements, scope),
                      let then = statementsValue(rest, bindings(guardStmt.conditions, scope)) else { return nil }
                return .value(condition.operand + " ? " + then.operand + " : " + otherwise.operand, then.type ?? otherwise.type)
            }
            if let ifExpr = Self.ifExpression(item), !rest.isEmpty {
                return ifChain(ifExpr, then: rest, scope)
            }
            if item.item.as(ForStmtSyntax.self) != nil { return earlyReturnLoop(item, then: rest, scope) ?? unsupported(item) }
            // The last statement, or a `return` (what follows it is not reached).
            let returns = item.item.as(ReturnStmtSyntax.self) != nil
            guard offset == list.endIndex - 1 || returns, let value = BodyShapes.value(of: item.item) else { return unsupported(item) }
            return self.value(value, scope)
        }
        return nil
    }

    /// `if a { … } else if b { … }` followed by more statements: a branch that does not return goes
    /// on with them, so each branch is read with the rest after it.
    mutating func ifChain(_ ifExpr: IfExprSyntax, then rest: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) -> Term? {
        guard let condition = conditions(ifExpr.conditions, scope),
              let then = statementsValue((ifExpr.body.statements.nodes + rest)[...], bindings(ifExpr.conditions, scope)) else { return nil }
        let otherwise: Term?
        switch ifExpr.elseBody {
        case .ifExpr(let next): otherwise = ifChain(next, then: rest, scope)
        case .codeBlock(let block): otherwise = statementsValue((block.statements.nodes + rest)[...], scope)
        case nil: otherwise = statementsValue(rest, scope)
        }
        guard let otherwise else { return nil }
        return .value(condition.operand + " ? " + then.operand + " : " + otherwise.operand, then.type ?? otherwise.type)
    }

    /// `formatter.dateFormat = "HH:mm"`, `.dateStyle = .medium`, `.timeStyle = .short`, `.locale =
    /// Locale(identifier: "de_DE")` on a local `DateFormatter`: the formatter with that setting.
    mutating func formatterSetting(_ item: CodeBlockItemSyntax, _ scope: Scope) -> (name: String, term: Term)? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.nodes[1].is(AssignmentExprSyntax.self),
              let target = sequence.elements.nodes[0].as(MemberAccessExprSyntax.self),
              let name = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let bound = scope.bindings[name], bound.type == "DateFormatter",
              case .string(let spec)? = try? ExprParser.parse(bound.text), var format = DateFormat(spec: spec) else { return nil }
        let value = sequence.elements.nodes[2]
        switch target.declName.baseName.text {
        case "dateFormat":
            guard let pattern = LiteralText.string(value) else { return nil }
            format.format = pattern
        case "dateStyle", "timeStyle":
            guard let style = DateFormat(spec: "date:" + Self.memberName(value))?.dateStyle else { return nil }
            if target.declName.baseName.text == "dateStyle" { format.dateStyle = style } else { format.timeStyle = style }
        case "locale":
            guard let call = value.as(FunctionCallExprSyntax.self), let identifier = Self.argument(call, "identifier").flatMap(LiteralText.string),
                  let parsed = DateFormat(spec: "locale:" + identifier) else { return nil }
            format.locale = parsed.locale
        case "timeZone":
            // The render's time zone stands (`--timezone`): a mockup draws one clock.
            break
        default:
            return nil
        }
        return (name, .value(Expr.string(format.spec).description, "DateFormatter"))
    }

    static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        switch item.item {
        case .expr(let e): return e.as(IfExprSyntax.self)
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        case .decl: return nil
        }
    }

    /// A value that may be an `if` or `switch` expression.
    mutating func value(_ syntax: Syntax, _ scope: Scope) -> Term? {
        if let ifExpr = syntax.as(IfExprSyntax.self) {
            guard let condition = conditions(ifExpr.conditions, scope),
                  let then = statementsValue(ifExpr.body.statements, bindings(ifExpr.conditions, scope)) else { return nil }
            let otherwise: Term?
            switch ifExpr.elseBody {
            case .ifExpr(let next): otherwise = value(Syntax(next), scope)
            case .codeBlock(let block): otherwise = statementsValue(block.statements, scope)
            case nil: return unsupported(ifExpr, "an 'if' without 'else' gives no value")
            }
            guard let otherwise else { return nil }
            return .value(condition.operand + " ? " + then.operand + " : " + otherwise.operand, then.type ?? otherwise.type)
        }
        if let switchExpr = syntax.as(SwitchExprSyntax.self) {
            guard let subject = expr(switchExpr.subject, scope), let arms = BodyShapes.arms(switchExpr) else {
                return unsupported(switchExpr, "a switch whose cases bind values or use 'where' is not read")
            }
            var results: [(condition: Term?, value: Term)] = []
            for arm in arms {
                guard arm.patterns != nil else {
                    guard let result = statementsValue(arm.statements, scope) else { return nil }
                    results.append((nil, result))
                    continue
                }
                guard let match = armMatch(subject, arm, scope), let result = statementsValue(arm.statements, match.scope) else { return nil }
                results.append((.value(match.test, "Bool"), result))
            }
            guard var chain = results.last?.value else { return unsupported(switchExpr) }
            for (condition, result) in results.dropLast().reversed() {
                guard let condition else { continue }
                chain = .value(condition.operand + " ? " + result.operand + " : " + chain.operand, result.type ?? chain.type)
            }
            return chain
        }
        guard let e = syntax.as(ExprSyntax.self) else { return unsupported(syntax) }
        return expr(e, scope)
    }

    /// `subject == pattern`, or a range test for `a...b` / `a..<b` patterns.
    mutating func matches(_ subject: Term, _ pattern: ExprSyntax, _ scope: Scope) -> String? {
        if let sequence = pattern.as(SequenceExprSyntax.self) {
            let elements = sequence.elements.nodes
            if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
               let low = expr(elements[0], scope), let high = expr(elements[2], scope) {
                return "(" + subject.operand + " >= " + low.operand + " && " + subject.operand + (op == "..." ? " <= " : " < ") + high.operand + ")"
            }
        }
        guard let value = expr(pattern, scope) else { return nil }
        var parts = [subject.operand, "==", value.operand]
        Self.foldCaseComparisons(&parts)
        return parts.joined(separator: " ")
    }

    /// The conditions of an `if`/`guard`, joined with `&&`; `if let x = e` tests `e != nil`.
    mutating func conditions(_ list: ConditionElementListSyntax, _ outer: Scope) -> Term? {
        var parts: [String] = []
        var scope = outer
        for element in list.nodes {
            // `if let d = x, d > 0`: a name bound earlier in the list is in scope for the later conditions.
            defer { scope = bindings([element], scope) }
            switch element.condition {
            case .expression(let e):
                guard let term = expr(e, scope) else { return nil }
                parts.append(term.operand)
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedSource
                let source: Term?
                if let initializer = binding.initializer?.value { source = expr(initializer, scope) } else { source = self.name(name, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope) }
                guard let source else { return nil }
                parts.append(source.operand + " != nil")
            case .availability:
                parts.append("true")
            case .matchingPattern(let pattern):
                guard let match = matchingCondition(pattern, scope) else { return nil }
                parts.append(match.test.contains(" ") ? "(" + match.test + ")" : match.test)
            @unknown default:
                return unsupported(element)
            }
        }
        return .value(parts.joined(separator: " && "), "Bool")
    }

    /// The bindings an `if let` adds: each name stands for its source expression.
    mutating func bindings(_ list: ConditionElementListSyntax, _ scope: Scope) -> Scope {
        bindings(list.nodes, scope)
    }

    mutating func bindings(_ list: [ConditionElementSyntax], _ scope: Scope) -> Scope {
        var inner = scope
        for element in list {
            if case .matchingPattern(let pattern) = element.condition {
                for (name, term) in matchingCondition(pattern, inner)?.bindings ?? [:] { inner.bindings[name] = term }
                continue
            }
            guard case .optionalBinding(let binding) = element.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // A name bound earlier in the list is in scope for the later ones (`if let d = …, let i = f(d)`).
            let source = binding.initializer.map { expr($0.value, inner) } ?? inner.bindings[name]
            if let source = source ?? nil {
                inner.bindings[name] = .value(source.text, TypeText.unwrapped(source.type))
            }
        }
        return inner
    }

    /// An operator sequence, unfolded as swift-syntax parses it; the evaluator applies Swift's precedence.
    mutating func sequence(_ sequence: SequenceExprSyntax, _ scope: Scope) -> Term? {
        var parts: [String] = []
        var type: String? = nil
        var comparison = false
        for element in sequence.elements.nodes {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                guard Self.passedOperators.contains(text) else { return unsupported(op, "operator '\(text)' is not read") }
                if Self.comparisonOperators.contains(text) { comparison = true }
                if text == "??" { type = TypeText.unwrapped(type) }
                parts.append(text)
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                guard let then = expr(ternary.thenExpression, scope) else { return nil }
                parts.append("? " + then.operand + " :")
                comparison = false
                type = then.type
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) || element.is(AssignmentExprSyntax.self) {
                return unsupported(sequence)
            } else if element.is(TypeExprSyntax.self) {
                return unsupported(sequence)
            } else {
                guard let term = expr(element, scope) else { return nil }
                if type == nil { type = term.type }
                parts.append(term.operand)
            }
        }
        Self.foldCaseComparisons(&parts)
        // `placement == .lockScreen ? 10 : 0` with `placement` bound to a case: the branch it picks.
        if parts.count == 3, parts[0] == "true" || parts[0] == "false", parts[1].hasPrefix("? "), parts[1].hasSuffix(" :") {
            let chosen = parts[0] == "true" ? String(parts[1].dropFirst(2).dropLast(2)) : parts[2]
            return .value(chosen, type)
        }
        return .value(parts.joined(separator: " "), comparison ? "Bool" : type)
    }

    /// `.lockScreen == .lockScreen` in `parts`: two cases named alike, which a helper's parameter
    /// bound to a case produces, decided here (an enum of the views' own is not in the contract
    /// the evaluator knows).
    static func foldCaseComparisons(_ parts: inout [String]) {
        func isCase(_ text: String) -> Bool {
            text.count > 1 && text.first == "." && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        var i = 1
        while i + 1 < parts.count {
            if parts[i] == "==" || parts[i] == "!=", isCase(parts[i - 1]), isCase(parts[i + 1]) {
                let same = parts[i - 1] == parts[i + 1]
                parts.replaceSubrange((i - 1)...(i + 1), with: [(parts[i] == "==") == same ? "true" : "false"])
            } else {
                i += 2
            }
        }
    }

    mutating func call(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Term? {
        let expected = scope.expected
        var scope = scope
        scope.expected = nil
        // `.systemFont(ofSize: 12, weight: .bold)`, `UIFont.systemFont(…)`: a UIKit font, known by its size in points.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSource == "UIFont",
           ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont"].contains(member.declName.baseName.text),
           let size = Self.argument(call, "ofSize").flatMap(LiteralText.number) {
            return .value(String(size), "UIFont")
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseSyntax = member.base {
            return methodCall(call, member, base: baseSyntax, scope)
        }
        // `{ let f = DateFormatter(); f.dateStyle = .medium; return f }()`: the closure's value.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, closure.signature == nil {
            return statementsValue(closure.statements, scope)
        }
        if let formatter = componentsFormatter(call) { return formatter }
        // `size: CGSize = .init(width: 22, height: 22)`: the declared type's initializer.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init",
           let type = TypeText.unwrapped(expected) {
            return construction(type, call, scope)
        }
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return unsupported(call) }
        if let bound = scope.bindings[callee], bound.kind == .type { return initializer(bound.type ?? callee, name: "init", call, scope) }
        return construction(callee, call, scope)
    }

    /// `base.name(…)`: a static call on a type, a method of a value (formatting, rounding, collection
    /// methods and closures), or a function of the sources' type of the base, expanded.
    mutating func methodCall(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, base baseSyntax: ExprSyntax, _ scope: Scope) -> Term? {
        let arguments = call.arguments.nodes
        let labels = arguments.map { $0.label?.text }
        let name = member.declName.baseName.text
        if let day = calendarDay(call, name, calendar: baseSyntax, scope) { return day }
        guard let base = expr(baseSyntax, scope) else { return nil }
        if base.kind == .type {
            if name == "random" { return random(base.type ?? base.text, call, scope) }
            // `TextTimer.defaultWidth(font:)`: a static function of the sources, expanded.
            if name != "init", let type = base.type, let info = index.types[type], let (function, declFile) = info.function(name) {
                guard let values = terms(arguments, scope) else { return nil }
                return inline(function, file: declFile, arguments: values, base: nil, selfType: type, at: call)
            }
            if name == "init", base.type == "Color" {
                return colorInitializer(call, scope) ?? unsupported(call, "this Color initializer is not read; shown as a placeholder")
            }
            // `Duration.seconds(x)`: seconds the `.formatted(.time(pattern:))` after it shows as a timer does.
            if base.type == "Duration", name == "seconds", arguments.count == 1, let seconds = expr(arguments[0].expression, scope) {
                return .value(seconds.text, "Duration")
            }
            return initializer(base.type ?? base.text, name: name, call, scope)
        }
        // `.time(pattern: .minuteSecond)` and `.hourMinuteSecond` of a Duration: the timer's m:ss / h:mm:ss.
        if name == "formatted", base.type == "Duration", arguments.count == 1,
           arguments[0].expression.trimmedSource.hasPrefix(".time(pattern:") {
            return .value("duration(" + base.text + ")", "String")
        }
        // `x.rounded(.down)`: the rounding rules as the evaluator's floor, ceil and round.
        if name == "rounded", arguments.count == 1, arguments[0].label == nil {
            let rules = ["down": "floor", "up": "ceil", "toNearestOrAwayFromZero": "round"]
            guard let function = rules[Self.memberName(arguments[0].expression)] else {
                return unsupported(call, "rounding rule '\(arguments[0].expression.trimmedSource)' is not read; shown as a placeholder")
            }
            return .value(function + "(" + base.text + ")", base.type)
        }
        // `message.contains(/🔥|⚡/)`: a regex of plain alternatives, as `contains` of each.
        if ["contains", "firstMatch"].contains(name), arguments.count == 1, let regex = arguments[0].expression.as(RegexLiteralExprSyntax.self) {
            let pattern = regex.regex.text
            let special = Set("\\^$.*+?()[]{}")
            guard !pattern.isEmpty, !pattern.contains(where: { special.contains($0) }) else {
                return unsupported(regex, "a regular expression beyond plain alternatives (a|b) is not read; shown as a placeholder")
            }
            let tests = pattern.split(separator: "|", omittingEmptySubsequences: false).map {
                base.operand + ".contains(" + Expr.string(String($0)).description + ")"
            }
            return .value("(" + tests.joined(separator: " || ") + ")", "Bool")
        }
        // `x.formatted()`, `x.formatted(.number.precision(.fractionLength(1)))`, `.percent`, `.currency(code:)`.
        if name == "formatted", base.type != "Date", arguments.count <= 1,
           let style = arguments.first.map({ FormatStyleSyntax.numberStyle($0.expression) }) ?? NumberStyle(kind: .number) {
            return .value("number(" + base.text + ", " + Expr.string(style.spec).description + ")", "String")
        }
        // `appearance?.palette(for: scheme)` where `appearance` is known to be nil: nil, as Swift's chain gives.
        if base.text == "nil", baseSyntax.is(OptionalChainingExprSyntax.self) { return .value("nil") }
        if let result = closureMethodCall(call, name, base: base, chained: baseSyntax.is(OptionalChainingExprSyntax.self), scope) { return result }
        if name == "size", labels == ["withAttributes"], let size = textSize(call, base: base, scope) { return size }
        if name == "frame", let frame = geometryFrame(call, base: base) { return frame }
        if name == "formatted", let text = formattedWithDateStyle(call, base: base) { return text }
        if base.type == "DateComponentsFormatter", name == "string", labels == ["from"], let seconds = arguments.first.flatMap({ expr($0.expression, scope) }) {
            return .value("durationFormat(" + seconds.text + ", " + base.text + ")", "String?")
        }
        if base.type == "UserDefaults" { return userDefaultsValue(name, call) ?? unsupported(call) }
        guard let values = terms(arguments, scope) else { return nil }
        // `FileManager.default.containerURL(…)` and `url.appendingPathComponent(…)`: a path in the app's files.
        if base.type == "FileManager", name == "fileExists" { return .value("true", "Bool") }
        if base.type == "FileManager" || base.type == "URL" && ["appendingPathComponent", "appending"].contains(name) {
            return .value("\"app file\"", "URL")
        }
        if base.type == "DateFormatter", name == "string", labels == ["from"] {
            return .value("dateFormat(" + values[0].text + ", " + base.text + ")", "String")
        }
        switch (name, values.count) {
        case ("prefix", 1): return .value(base.operand + ".prefix(" + values[0].text + ")", base.type)
        case ("uppercased", 0), ("lowercased", 0): return .value(base.operand + "." + name + "()", "String")
        case ("formatted", 0) where base.type == "Date":
            return Self.formattedParts(base)
        case ("formatted", 2) where labels == ["date", "time"]:
            // `.formatted(date: .omitted, time: .shortened)`: the parts not omitted.
            return Self.formattedParts(base, styles: arguments.map(\.expression))
        case (let method, _) where Self.passedMethods[method] != nil:
            return .value(base.operand + "." + method + "(" + values.map(\.text).joined(separator: ", ") + ")", Self.passedMethods[method] ?? base.type)
        case ("opacity", 1) where scope.colors:
            // Cells have no alpha: the colour is the nearest they show.
            return base
        case ("addingTimeInterval", 1): return .value(base.operand + " + " + values[0].operand, "Date")
        case ("timeIntervalSince", 1): return .value(base.operand + " - " + values[0].operand, "Double")

        default: break
        }
        if let type = TypeText.unwrapped(base.type), let info = index.types[type], let (function, declFile) = info.function(name) {
            if base.kind == .instance {
                return inline(function, file: declFile, arguments: values, base: nil, selfType: type, members: base.members, at: call)
            }
            return inline(function, file: declFile, arguments: values, base: base, selfType: type, at: call)
        }
        return unsupported(call, "method '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not read; shown as a placeholder")
    }

    /// `Calendar.current.isDateInToday(d)`, `isDateInTomorrow`, `isDateInYesterday`: the day's offset
    /// from the render's day, in its time zone.
    mutating func calendarDay(_ call: FunctionCallExprSyntax, _ name: String, calendar: ExprSyntax, _ scope: Scope) -> Term? {
        let offsets = ["isDateInToday": 0, "isDateInTomorrow": 1, "isDateInYesterday": -1]
        guard ["Calendar.current", "Calendar.autoupdatingCurrent"].contains(calendar.trimmedSource), let offset = offsets[name],
              call.arguments.count == 1, call.arguments.first?.label == nil, let argument = call.arguments.first else { return nil }
        guard let date = expr(argument.expression, scope) else { return nil }
        return .value("(dayOffset(" + date.text + ") == " + String(offset) + ")", "Bool")
    }

    /// `Callee(…)`: a value the reader knows how to build (a date, a string, a colour, a geometry
    /// value), a type of the sources, or a function of the sources.
    mutating func construction(_ callee: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Term? {
        let arguments = call.arguments.nodes
        let labels = arguments.map { $0.label?.text }
        switch callee {
        case "Date":
            if arguments.isEmpty { return .value("now", "Date") }
            if labels == ["timeIntervalSince1970"], let s = expr(arguments[0].expression, scope) { return .value("date(" + s.text + ")", "Date") }
            if labels == ["timeIntervalSinceReferenceDate"], let s = expr(arguments[0].expression, scope) {
                return .value("date(" + s.operand + " + 978307200)", "Date")
            }
            if labels == ["timeIntervalSinceNow"], let s = expr(arguments[0].expression, scope) { return .value("now + " + s.operand, "Date") }
            if labels == ["timeInterval", "since"], let s = expr(arguments[0].expression, scope), let since = expr(arguments[1].expression, scope) {
                return .value(since.operand + " + " + s.operand, "Date")
            }
            return unsupported(call)
        case "String":
            if labels.first == "format", arguments.count >= 2, let format = LiteralText.string(arguments[0].expression) {
                var values: [String] = []
                for argument in arguments.dropFirst() {
                    guard argument.label == nil, let v = expr(argument.expression, scope) else { return unsupported(call) }
                    values.append(v.text)
                }
                return .value("formatted(" + values.joined(separator: ", ") + ", " + Expr.string(format).description + ")", "String")
            }
            if labels == [nil], let v = expr(arguments[0].expression, scope) { return .value("\"\\(" + v.text + ")\"", "String") }
            // `String(localized: "Arriving")`: the key's own text (the app's translations are not read).
            if labels.first == "localized", let key = arguments.first?.expression.as(StringLiteralExprSyntax.self) { return expr(ExprSyntax(key), scope) }
            return unsupported(call)
        case "Color":
            return colorInitializer(call, scope) ?? unsupported(call, "this Color initializer is not read; shown as a placeholder")
        case "NSLocalizedString", "LocalizedStringKey":
            if labels.first == nil, let key = arguments.first?.expression.as(StringLiteralExprSyntax.self) { return expr(ExprSyntax(key), scope) }
            return unsupported(call)
        case "Int", "Double", "Float", "CGFloat", "TimeInterval", "abs", "ceil", "floor", "round", "max", "min", "duration", "formatted", "time":
            var values: [String] = []
            for argument in arguments where argument.label == nil {
                guard let v = expr(argument.expression, scope) else { return nil }
                values.append(v.text)
            }
            guard labels.allSatisfy({ $0 == nil }) else { return unsupported(call) }
            let name = ["Float", "CGFloat", "TimeInterval"].contains(callee) ? "Double" : callee
            return .value(name + "(" + values.joined(separator: ", ") + ")", ["Int", "Double"].contains(name) ? name : nil)
        case "Array", "AnyShapeStyle":
            // Wrappers that change the static type, not the value.
            if arguments.count == 1, labels == [nil], let inner = expr(arguments[0].expression, scope) { return inner }
            return unsupported(call)
        case "DateFormatter" where arguments.isEmpty:
            // A formatter whose settings the statements after it make (`formatter.dateStyle = .medium`).
            return .value(Expr.string("").description, "DateFormatter")
        case "URL":
            // `URL(string: "…")`: a URL reads as its text, as a decoded one does.
            if labels == ["string"] || labels == ["fileURLWithPath"], let text = expr(arguments[0].expression, scope) { return .value(text.text, "String") }
            return unsupported(call)
        case "UIImage":
            // `UIImage(named: "logo")`: an app image, known by its name (drawn as a box by `Image(uiImage:)`).
            if labels == ["named"], let name = expr(arguments[0].expression, scope) { return .value(name.text, "String") }
            // `UIImage(data:)`, `UIImage(contentsOfFile:)`: an image the app stored (`appFile`).
            if labels == ["data"] || labels == ["contentsOfFile"], expr(arguments[0].expression, scope) != nil { return appFile(call) }
            return unsupported(call)
        case "Data" where labels == ["contentsOf"]:
            return expr(arguments[0].expression, scope) != nil ? appFile(call) : nil
        case "CGSize", "CGPoint", "CGVector", "EdgeInsets", "StrokeStyle", "Alignment":
            // Geometry values: their labelled parts, read by name (`size.width`).
            var members: [String: Term] = [:]
            for argument in arguments {
                guard let label = argument.label?.text else { return unsupported(call) }
                guard let part = expr(argument.expression, scope) else { return nil }
                members[label] = part
            }
            return Self.instance(callee, simpleName: callee, order: arguments.compactMap { $0.label?.text }, members: members)
        case "NSDecimalNumber":
            if arguments.count == 1, labels == ["decimal"], let inner = expr(arguments[0].expression, scope) { return .value(inner.text, "NSDecimalNumber") }
            return unsupported(call)
        default:
            break
        }
        if let qualified = index.resolveTypeName(callee, from: scope.selfType ?? ""), index.types[qualified]?.kind != .enumeration {
            return initializer(callee, name: "init", call, scope)
        }
        if let selfType = scope.selfType, let info = index.types[selfType], let (function, declFile) = info.function(callee) {
            guard let values = terms(arguments, scope) else { return nil }
            return inline(function, file: declFile, arguments: values, base: scope.selfTerm, selfType: selfType, members: scope.members, at: call)
        }
        if let function = index.functions[callee]?.first {
            guard let values = terms(arguments, scope) else { return nil }
            return inline(function.node, file: function.file, arguments: values, base: nil, selfType: nil, at: call)
        }
        return unsupported(call, "function '\(callee)' is not read; shown as a placeholder")
    }

    /// `Color("Brand")` (an asset colour, drawn gray and noted once), `Color(hex: "#FF8800")` or
    /// `Color(hex: 0xFF8800)`, and UIKit's system colours (`Color(.systemGray)`, `Color(uiColor: .label)`).
    mutating func colorInitializer(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Term? {
        guard let argument = call.arguments.first else { return nil }
        let label = argument.label?.text
        if label == nil, let asset = LiteralText.string(argument.expression) {
            inform(call, SwiftUIDiagnosticCode.assetColor, "Color(\"\(asset)\") is a colour of the app's assets; drawn gray")
            return .value("\"gray\"", "String")
        }
        // `Color(team.colorName)`: an asset colour named at run time, drawn gray as a literal one is
        // (a `UIColor` the app computes is not in the sources either).
        let uikitName = argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil || $0.base?.trimmedSource == "UIColor" } ?? false
        if label == nil, !uikitName, let name = expr(argument.expression, scope),
           name.type == "String" || name.type == "UIColor" || name.type == nil {
            inform(call, SwiftUIDiagnosticCode.assetColor, "Color(\(argument.expression.trimmedSource)) is a colour of the app's assets; drawn gray")
            return .value("\"gray\"", "String")
        }
        if label == "hex" {
            let text = argument.expression.trimmedSource.replacingEvery("\"", with: "")
            let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text.hasPrefix("#") ? String(text.dropFirst()) : text
            if digits.count == 6, digits.allSatisfy(\.isHexDigit) { return .value("\"#" + digits.lowercased() + "\"", "String") }
            // A hex string known only when drawn (an attribute, a state field): spelled `#rrggbb` then.
            if LiteralText.string(argument.expression) == nil, let value = expr(argument.expression, scope), value.type == "String" {
                return .value("((" + value.text + ").hasPrefix(\"#\") ? (" + value.text + ") : \"#\" + (" + value.text + "))", "String")
            }
            return nil
        }
        // `.systemGray`, `UIColor.systemBlue`, `.label`, `.secondaryLabel`.
        let name = Self.memberName(argument.expression)
        let known: [String: String] = ["label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary",
                                       "systemBackground": "black", "secondarySystemBackground": "gray", "systemFill": "gray",
                                       "darkText": "black", "lightText": "white"]
        if let mapped = known[name] { return .value("\"" + mapped + "\"", "String") }
        // `Color(.gray)`, `Color(UIColor.red)`: UIKit's colours of the same names.
        if LiteralText.colorNames.contains(name) { return .value("\"" + name + "\"", "String") }
        if name.hasPrefix("system") {
            let colour = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
            if LiteralText.colorNames.contains(colour) { return .value("\"" + colour + "\"", "String") }
            if colour.hasSuffix("gray") || colour.hasPrefix("gray") { return .value("\"gray\"", "String") }
        }
        return nil
    }

    /// Files the app wrote (`Data(contentsOf:)`, `UIImage(data:)`) are not in the sources: read as
    /// present, so the view that shows them draws (an image as a box), and said once at info level.
    mutating func appFile(_ call: FunctionCallExprSyntax) -> Term {
        inform(call, SwiftUIDiagnosticCode.assetImage, "\(call.calledExpression.trimmedSource)(…) reads the app's own files; drawn as if they are there")
        return .value("\"app file\"", "String")
    }

    /// `Int.random(in: 0...900)`, `Double.random(in:)`, `Bool.random()`: a drawing must not change
    /// between runs, so the middle of the range stands in (the value a draw is expected to take: a
    /// bar drawn from `0...1` is half full, not empty), and `false`; said once at info level.
    mutating func random(_ type: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Term? {
        if type == "Bool", call.arguments.isEmpty {
            inform(call, SwiftUIDiagnosticCode.randomValue, "\(call.trimmedSource) is drawn as false, the same on every run")
            return .value("false", "Bool")
        }
        guard ["Int", "Double", "CGFloat", "Float"].contains(type), call.arguments.count == 1, call.arguments.first?.label?.text == "in",
              let range = call.arguments.first?.expression.as(SequenceExprSyntax.self), range.elements.count == 3,
              let op = range.elements.nodes[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
              let lower = expr(range.elements.nodes[0], scope), let upper = expr(range.elements.nodes[2], scope) else {
            return unsupported(call)
        }
        inform(call, SwiftUIDiagnosticCode.randomValue, "\(call.trimmedSource) is drawn as the middle of its range, the same on every run")
        if type == "Int" {
            // The middle whole number the range holds: `0..<4` gives 1, `0...4` gives 2.
            let last = op == "..<" ? "((" + upper.text + ") - 1)" : "(" + upper.text + ")"
            return .value("((" + lower.text + ") + (" + last + " - (" + lower.text + ")) / 2)", "Int")
        }
        return .value("((Double(" + lower.text + ") + Double(" + upper.text + ")) / 2)", "Double")
    }

    /// Every argument translated, or nil when one cannot be (reported).
    mutating func terms(_ arguments: [LabeledExprSyntax], _ scope: Scope) -> [Term]? {
        var values: [Term] = []
        for argument in arguments {
            guard let v = expr(argument.expression, scope) else { return nil }
            values.append(v)
        }
        return values
    }

    /// `Type(…)` or `Type.init(…)` in an expression: not a value the evaluator can build.
    mutating func initializer(_ type: String, name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Term? {
        guard name == "init", let qualified = index.resolveTypeName(type, from: scope.selfType ?? ""), let info = index.types[qualified],
              info.kind != .enumeration, !index.conformsToView(qualified) else {
            return unsupported(call, "building a \(type) value in a view is not read; shown as a placeholder")
        }
        var members: [String: Term] = [:]
        let declared = Scope(selfType: qualified)
        // Properties with a default keep it unless an initializer sets them.
        for property in info.stored where !property.isWrapped {
            guard let value = property.initializer else { continue }
            if let term = expanding(in: property.file, at: call, what: type, fallback: nil as Term?, { $0.expr(value, declared) }) {
                members[property.name] = term
            }
        }
        let labels = call.arguments.nodes.map { $0.label?.text }
        if let (initializer, declFile, given) = info.initializer(labels: labels) {
            guard explicitInitializer(initializer, file: declFile, given: given, call, type: type, scope, into: &members) != nil else { return nil }
        } else {
            // The memberwise initializer: arguments in the order of the stored properties.
            for argument in call.arguments.nodes {
                guard let label = argument.label?.text, let property = info.stored.first(where: { $0.name == label }) else {
                    return unsupported(call, "\(info.simpleName) has no initializer taking these arguments in the read sources; shown as a placeholder")
                }
                let valueScope = self.scope(scope, givenAs: property.type, in: qualified)
                guard let term = expr(argument.expression, valueScope) else { return nil }
                members[label] = term
            }
        }
        return Self.instance(qualified, simpleName: info.simpleName, order: info.stored.map(\.name), members: members)
    }

    /// A struct value built in view code: its members known to the reader (for `x.member` and
    /// computed properties), and as text the evaluator's `record(…)` of them, so it can also travel
    /// as a value (in an array, through `ForEach`).
    static func instance(_ type: String, simpleName: String, order: [String], members: [String: Term]) -> Term {
        let names = order.filter { members[$0] != nil } + members.keys.filter { !order.contains($0) }.sorted()
        var parts = [Expr.string(simpleName).description]
        for name in names {
            guard let member = members[name], member.kind == .value || member.kind == .instance else { continue }
            parts += [Expr.string(name).description, member.text]
        }
        return Term(kind: .instance, text: "record(" + parts.joined(separator: ", ") + ")", type: type, members: members)
    }

    /// `init(a: A) { self.a = a; b = f(a) }` run on a call: parameters bound to the arguments (or
    /// their defaults), then each assignment read into `members`. Strict (a value type): nil at the
    /// first argument or statement that cannot be read. Lenient (a view): such a property is left
    /// out, returned among the unreadable names, and the rest is read.
    mutating func explicitInitializer(_ initializer: InitializerDeclSyntax, file declFile: Int, given: [Int?], _ call: FunctionCallExprSyntax,
                                      type: String, _ scope: Scope, into members: inout [String: Term], lenient: Bool = false) -> Set<String>? {
        let qualified = index.resolveTypeName(type, from: scope.selfType ?? "") ?? type
        let declared = Scope(selfType: qualified)
        var inner = Scope(selfType: qualified)
        var unreadable: Set<String> = []
        let arguments = call.arguments.nodes
        for (parameter, argument) in zip(initializer.signature.parameterClause.parameters.nodes, given) {
            let name = (parameter.secondName ?? parameter.firstName).text
            let term: Term?
            let valueScope = self.scope(scope, givenAs: parameter.type, in: qualified)
            let defaultScope = self.scope(declared, givenAs: parameter.type, in: qualified)
            if let argument {
                let expected = typeText(parameter.type, scope: qualified)
                term = implicitStaticCall(arguments[argument].expression, expected: expected, valueScope) ?? expr(arguments[argument].expression, valueScope)
            } else if let value = parameter.defaultValue?.value {
                term = expanding(in: declFile, at: call, what: type + ".init", fallback: nil as Term?, { $0.expr(value, defaultScope) })
            } else {
                term = nil
            }
            // `theme: Theme = .porcelain`: the parameter's type, so the value's methods are found.
            if var term {
                if term.type == nil, term.kind == .value { term.type = typeText(parameter.type, scope: qualified) }
                inner.bindings[name] = term
            } else if lenient { inner.unreadable.insert(name) } else { return nil }
        }
        for item in initializer.body?.statements.nodes ?? [] {
            guard var (property, value) = BodyShapes.assignment(item) else {
                _ = unsupported(item, "this statement of \(type).init is not read; shown as a placeholder")
                if lenient { continue }
                return nil
            }
            // `_left = State(initialValue: left)`: the wrapped property starts at that value.
            if property.hasPrefix("_"), let wrapper = value.as(FunctionCallExprSyntax.self),
               ["State", "Binding", "StateObject", "ObservedObject"].contains(wrapper.calledExpression.trimmedSource),
               let initial = wrapper.arguments.nodes.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") })?.expression {
                property = String(property.dropFirst())
                value = initial
            }
            inner.members = members
            guard let term = expanding(in: declFile, at: call, what: type + ".init", fallback: nil as Term?, { $0.expr(value, inner) }) else {
                if lenient { unreadable.insert(property); continue }
                return nil
            }
            members[property] = term
        }
        return unreadable
    }

    /// A function returning a value, expanded with its parameters bound to the arguments.
    mutating func inline(_ function: FunctionDeclSyntax, file declFile: Int, arguments: [Term], base: Term?, selfType: String?,
                         members: [String: Term] = [:], at syntax: some SyntaxProtocol) -> Term? {
        guard let body = function.body else { return unsupported(syntax) }
        var inner = Scope(selfTerm: base, selfType: selfType)
        inner.members = members
        let returnType = function.signature.returnClause?.type.trimmedSource ?? ""
        inner.colors = ["Color", "some ShapeStyle"].contains(returnType)
        for (parameter, argument) in withDefaults(function, file: declFile, arguments: arguments, at: syntax) {
            inner.bindings[(parameter.secondName ?? parameter.firstName).text] = argument.kind == .value
                ? .value(argument.text, typeText(parameter.type, scope: selfType ?? "") ?? argument.type) : argument
        }
        let name = function.name.text
        guard let result = expanding(in: declFile, at: syntax, what: name + "()", fallback: nil as Term?, { $0.statementsValue(body.statements, inner) }) else { return nil }
        return .value("(" + result.text + ")", result.type)
    }
}
