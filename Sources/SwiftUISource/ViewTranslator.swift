import ActivityLayout
import ActivityModel
import SwiftSyntax

/// Views: SwiftUI calls to the definition's view mappings.
extension Translator {
    /// The views a builder's statements produce: `let` bindings, expressions, `if`, `switch`, `return`.
    mutating func views(_ items: CodeBlockItemListSyntax, _ scope: Scope) -> [SourceNode] {
        views(items.nodes[...], scope)
    }

    /// The statements as a slice of the tree's own nodes, so the rest after a `guard` keeps its lines.
    mutating func views(_ list: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) -> [SourceNode] {
        var scope = scope
        var result: [SourceNode] = []
        for (offset, item) in zip(list.indices, list) {
            // `guard let url = … else { return fallback }`: the rest of the body when it holds, else its body.
            if case .stmt(let stmt) = item.item, let guardStmt = stmt.as(GuardStmtSyntax.self) {
                let condition = conditions(guardStmt.conditions, scope)?.text ?? "false"
                let rest = views(list[(offset + 1)...], bindings(guardStmt.conditions, scope))
                let otherwise = views(guardStmt.body.statements, scope)
                result.append(mapping([("if", scalar(condition, at: guardStmt.conditions)), ("then", SourceNode(.sequence(rest))),
                                       ("else", SourceNode(.sequence(otherwise)))], at: guardStmt))
                return result
            }
            switch item.item {
            case .decl(let decl):
                if decl.is(VariableDeclSyntax.self) {
                    bind(decl, into: &scope)
                } else {
                    report(decl, SwiftUIDiagnosticCode.unsupportedView, "declaration inside a view builder is not read")
                }
            case .expr(let e):
                result += views(of: e, scope)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) {
                    result += views(of: expression.expression, scope)
                } else if let ret = stmt.as(ReturnStmtSyntax.self), let e = ret.expression {
                    result += views(of: e, scope)
                } else {
                    result.append(placeholder("statement", stmt, "this statement is not a view; drawn as a placeholder"))
                }
            }
        }
        return result
    }

    /// The names a `let`/`var` declaration binds, each to its value's term (one that cannot be read is
    /// reported and left unbound).
    mutating func bind(_ decl: DeclSyntax, into scope: inout Scope) {
        for binding in decl.as(VariableDeclSyntax.self)?.bindings.nodes ?? [] {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            // `let fallback = Image(systemName: "star")`: a view, used later as one.
            if isView(value, scope) {
                scope.bindings[name] = Term(kind: .views, text: name, type: nil, views: views(of: value, scope))
                continue
            }
            if let term = expr(value, scope) { scope.bindings[name] = term } else { scope.unreadable.insert(name) }
        }
    }

    /// Whether an expression makes a view: a built-in view or a `View` struct of the sources, with
    /// any modifiers after it.
    func isView(_ syntax: ExprSyntax, _ scope: Scope) -> Bool {
        var expression = syntax
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return BuiltInView(rawValue: name).map { !$0.isGradient } ?? false
                    || index.resolveTypeName(name, from: scope.selfType ?? "").map(index.conformsToView) ?? false
            }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
            expression = base
        }
        return false
    }

    /// The views of a closure, with its first parameter (if any) bound to `parameter`.
    mutating func views(ofClosure closure: ClosureExprSyntax, _ scope: Scope, parameter: Term? = nil) -> [SourceNode] {
        var inner = scope
        if let parameter {
            inner.bindings[Self.closureParameterNames(closure).first ?? "$0"] = parameter
            inner.bindings["$0"] = parameter
        }
        return views(closure.statements, inner)
    }

    /// A closure type that returns nothing (`(CGSize) -> Void`, `() -> ()`): an action, not views.
    static func isAction(_ type: TypeSyntax?) -> Bool {
        let text = type?.trimmedSource.filter { !$0.isWhitespace } ?? ""
        return text.contains("->") && (text.hasSuffix("->Void") || text.hasSuffix("->()") || text.hasSuffix("->Void)?") || text.hasSuffix("->())?"))
    }

    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.nodes.map { $0.name.text }
        case .parameterClause(let clause): return clause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// One or more views (a `Group` or a custom view whose body has several splice into the parent).
    mutating func views(of syntax: ExprSyntax, _ scope: Scope) -> [SourceNode] {
        guard depth < Self.maximumDepth else {
            return [placeholder("…", syntax, "views nest deeper than \(Self.maximumDepth) levels here; the rest is drawn as a placeholder")]
        }
        depth += 1
        defer { depth -= 1 }
        if let ifExpr = syntax.as(IfExprSyntax.self) { return [conditional(ifExpr, scope)] }
        if let sequence = syntax.as(SequenceExprSyntax.self), let joined = concatenatedText(sequence, scope) { return [joined] }
        if let switchExpr = syntax.as(SwitchExprSyntax.self) { return [switchView(switchExpr, scope)] }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return views(of: only.expression, scope)
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = scope.bindings[name], bound.kind == .views { return bound.views }
            if let selfType = scope.selfType, let info = index.types[selfType], let (binding, declFile) = info.computedProperty(name) {
                return viewProperty(binding, file: declFile, scope, at: syntax)
            }
            return [placeholder(name, syntax, "'\(name)' is not a view the reader knows; drawn as a placeholder")]
        }
        if let member = syntax.as(MemberAccessExprSyntax.self) {
            if member.base?.trimmedSource == "self", let selfType = scope.selfType, let info = index.types[selfType],
               let (binding, declFile) = info.computedProperty(member.declName.baseName.text) {
                return viewProperty(binding, file: declFile, scope, at: syntax)
            }
            // `Color.clear`, `.orange` where a view goes: a colour fills its frame.
            if let name = LiteralText.colorName(ExprSyntax(member)) {
                return [mapping([("Rectangle", SourceNode(.scalar("", .null))), ("fill", scalar(name, at: member))], at: member)]
            }
            // `AppConstants.Images.car` with `static let car = Image("Car")`: the view it holds.
            if let (value, declFile, type) = staticValue(member, scope) {
                return expanding(in: declFile, at: syntax, what: member.trimmedSource, fallback: [SourceNode]()) {
                    $0.views(of: value, Scope(selfType: type))
                }
            }
            return [placeholder(member.trimmedSource, syntax, "'\(member.trimmedSource)' is not a view the reader knows; drawn as a placeholder")]
        }
        guard let call = syntax.as(FunctionCallExprSyntax.self) else {
            return [placeholder(String(syntax.trimmedSource.prefix(30)), syntax, "this expression is not a view the reader knows; drawn as a placeholder")]
        }
        // `Text.init(…)` is `Text(…)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let type = member.base?.as(DeclReferenceExprSyntax.self) {
            return views(of: ExprSyntax(call.with(\.calledExpression, ExprSyntax(type))), scope)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "reduce", let joined = reducedTexts(call, base: base, scope) { return [joined] }
            // `Image.dynamic(assetNameOrPath:)` of `extension Image { static func dynamic(…) -> Image }`:
            // an image the app loads itself (from its files or its assets), drawn as a box as any app image.
            let function = member.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image", index.types["Image"]?.function(function) != nil {
                inform(call, SwiftUIDiagnosticCode.assetImage, "Image.\(function)(…) is an image the app loads itself; drawn as a box")
                return [mapping([("Image", scalar(function, at: call)), ("asset", scalar("true", .bool, at: call))], at: call)]
            }
            let nodes = views(of: base, scope)
            return nodes.map { applyModifier(member.declName.baseName.text, call, to: $0, scope) }
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return [placeholder(String(call.calledExpression.trimmedSource.prefix(30)), call, "this call is not a view the reader knows; drawn as a placeholder")]
        }
        // `content()` in a helper that takes `@ViewBuilder content: () -> Content`: the closure it was given.
        if let bound = scope.bindings[name] ?? scope.members[name], bound.kind == .views { return bound.views }
        // `modifier(Title())` or `padding()` inside `extension View { func title() -> some View { … } }`:
        // a modifier on the implicit `self`. Views are types, so their names start upper-case.
        if let me = scope.bindings["self"], me.kind == .views, name.first?.isLowercase ?? false, index.functions[name] == nil {
            return me.views.map { applyModifier(name, call, to: $0, scope) }
        }
        return builtIn(name, call, scope)
    }

    /// The value a `static let`/`static var` of a type of the sources holds (`Palette.brand`,
    /// `AppConstants.Images.car`), with its file and its type.
    func staticValue(_ member: MemberAccessExprSyntax, _ scope: Scope) -> (ExprSyntax, Int, String)? {
        guard let base = member.base, let type = index.resolveTypeName(base.trimmedSource, from: scope.selfType ?? ""),
              let (binding, declFile) = index.types[type]?.staticMember(member.declName.baseName.text),
              let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) else {
            return nil
        }
        return (value, declFile, type)
    }

    /// `Text("a") + Text(b).bold() + …`: one `Text` of the parts' strings, with the first part's
    /// modifiers (a part's own font or weight is not carried into the joined run).
    mutating func concatenatedText(_ sequence: SequenceExprSyntax, _ scope: Scope) -> SourceNode? {
        let elements = sequence.elements.nodes
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        guard elements.count >= 3, elements.count % 2 == 1,
              stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }),
              operands.allSatisfy(Self.isTextCall) else { return nil }
        return joinedTexts(operands, scope)
    }

    /// One `Text` of the operands' strings, with the first one's modifiers; a placeholder when an
    /// operand is neither a `Text` of a string nor `Text(date, style:)`.
    mutating func joinedTexts(_ operands: [ExprSyntax], _ scope: Scope) -> SourceNode? {
        var joined = ""
        var first: SourceNode?
        for operand in operands {
            let nodes = views(of: operand, scope)
            guard nodes.count == 1, let node = nodes.first, let part = node["Text"].flatMap(Self.joinedPart) else {
                return placeholder("Text", operand, "only Texts of a string or of a date's style join with '+'; drawn as a placeholder")
            }
            joined += part
            if first == nil { first = node }
        }
        guard let first, let entries = first.entries else { return nil }
        return located(SourceNode(.mapping(entries.map { entry in
            entry.key.scalarText == "Text" ? SourceEntry(key: entry.key, value: SourceNode(.scalar(joined, .string), line: entry.value.line, column: entry.value.column)) : entry
        }), line: first.line, column: first.column))
    }

    /// A joined operand's text: its string, or `Text(date, style:)` as the interpolation that shows
    /// the date so (`"\(date, style: .relative)"`), which ticks as the `Text` does.
    static func joinedPart(_ text: SourceNode) -> String? {
        if let string = text.scalarText { return string }
        guard text.entries?.count == 2, let date = text["date"]?.scalarText, let style = text["style"]?.scalarText else { return nil }
        return "\\(" + dateStyleCall(date, style) + ")"
    }

    /// Whether `syntax` is `Text(…)` with modifiers after it.
    static func isTextCall(_ syntax: ExprSyntax) -> Bool {
        var expression = syntax
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { return true }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
            expression = base
        }
        return false
    }

    /// A computed property or function returning `some View`, expanded in place.
    mutating func viewProperty(_ binding: PatternBindingSyntax, file declFile: Int, _ scope: Scope, at syntax: some SyntaxProtocol) -> [SourceNode] {
        guard let body = BodyShapes.getterBody(binding) else { return [placeholder(binding.pattern.trimmedSource, syntax, "not a view")] }
        return expanding(in: declFile, at: syntax, what: binding.pattern.trimmedSource, fallback: [SourceNode]()) { $0.views(body, scope) }
    }

    /// The closures of a call by label: trailing closures take the labels the view declares in order.
    static func closures(_ call: FunctionCallExprSyntax, labels: [String]) -> [String: ClosureExprSyntax] {
        var result: [String: ClosureExprSyntax] = [:]
        for argument in call.arguments.nodes {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { result[argument.label?.text ?? labels.first ?? "content"] = closure }
        }
        if let trailing = call.trailingClosure {
            let taken = Set(result.keys)
            result[labels.first { !taken.contains($0) } ?? "content"] = trailing
        }
        for extra in call.additionalTrailingClosures.nodes { result[extra.label.text] = extra.closure }
        return result
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.nodes.first { $0.label?.text == label && !$0.expression.is(ClosureExprSyntax.self) }?.expression
    }

    func mapping(_ entries: [(String, SourceNode)], at node: some SyntaxProtocol) -> SourceNode {
        let (line, column) = place(node)
        return located(SourceNode(.mapping(entries.map { SourceEntry(key: located(SourceNode(.scalar($0.0, .string), line: line, column: column)), value: $0.1) }),
                                  line: line, column: column))
    }

    /// An expression as a definition's expression scalar; a placeholder text where it cannot be read.
    mutating func expressionScalar(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        scalar(expr(syntax, scope)?.text ?? "\"?\"", at: syntax)
    }

    /// A string as a definition writes it: literal text with `\(expr)` segments.
    mutating func stringScalar(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        if let literal = syntax.as(StringLiteralExprSyntax.self) {
            return scalar(interpolated(literal, scope) ?? "?", at: syntax)
        }
        guard let term = expr(syntax, scope) else { return scalar("?", at: syntax) }
        return scalar("\\(" + term.text + ")", at: syntax)
    }

    mutating func builtIn(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [SourceNode] {
        let arguments = call.arguments.nodes
        guard let view = BuiltInView(rawValue: name) else { return custom(name, call, scope) }
        switch view {
        case .vStack, .hStack, .zStack:
            let content = Self.closures(call, labels: ["content"])["content"]
            let children = content.map { views(ofClosure: $0, scope) } ?? []
            var entries: [(String, SourceNode)] = [(name, SourceNode(.sequence(children), line: place(call).line, column: place(call).column))]
            if let alignment = Self.argument(call, "alignment") { entries.append(("alignment", scalar(enumLiteral(alignment, scope), at: alignment))) }
            if let spacing = Self.argument(call, "spacing") { entries.append(("spacing", number(spacing, scope))) }
            return [mapping(entries, at: call)]
        case .viewThatFits:
            // `in: .horizontal`, `.vertical` or `[.horizontal, .vertical]` (the default): both.
            let children = Self.closures(call, labels: ["content"])["content"].map { views(ofClosure: $0, scope) } ?? []
            var entries: [(String, SourceNode)] = [(name, SourceNode(.sequence(children), line: place(call).line, column: place(call).column))]
            if let axes = Self.argument(call, "in")?.as(MemberAccessExprSyntax.self) {
                entries.append(("in", scalar(axes.declName.baseName.text, at: axes)))
            }
            return [mapping(entries, at: call)]
        case .geometryReader:
            // Its content, top-leading in all the room it is given; the proxy (`_geometry`) reads
            // the reader's size, which the renderer measures.
            guard let content = Self.closures(call, labels: ["content"])["content"] else {
                return [placeholder(name, call, "GeometryReader is read as GeometryReader { proxy in … }")]
            }
            let proxy = Term.value("_geometry", "GeometryProxy")
            let children = views(ofClosure: content, scope, parameter: proxy)
            return [mapping([("GeometryReader", SourceNode(.sequence(children), line: place(call).line, column: place(call).column))], at: call)]
        case .grid, .gridRow:
            // A grid as rows of stacks: its columns are not aligned across rows (said once).
            if name == "Grid" { note(call, "Grid is drawn as rows of stacks; its columns are not lined up across rows") }
            let children = Self.closures(call, labels: ["content"])["content"].map { views(ofClosure: $0, scope) } ?? []
            var entries: [(String, SourceNode)] = [(name == "Grid" ? "VStack" : "HStack", SourceNode(.sequence(children)))]
            if name == "Grid" { entries.append(("alignment", scalar("leading", at: call))) }
            if let spacing = Self.argument(call, name == "Grid" ? "verticalSpacing" : "spacing") { entries.append(("spacing", number(spacing, scope))) }
            return [mapping(entries, at: call)]
        case .anyView:
            // Type erasure: the view it wraps.
            return arguments.first.map { views(of: $0.expression, scope) } ?? []
        case .group:
            return Self.closures(call, labels: ["content"])["content"].map { views(ofClosure: $0, scope) } ?? []
        case .spacer, .divider, .emptyView:
            var entries: [(String, SourceNode)] = [(name, SourceNode(.scalar("", .null)))]
            if name == "Spacer", let minLength = Self.argument(call, "minLength") { entries.append(("minLength", number(minLength, scope))) }
            return [mapping(entries, at: call)]
        case .text:
            return [text(call, scope)]
        case .label:
            // `Label { Text(…) } icon: { Image(systemName: …) }`: the same as Label(title, systemImage:).
            let parts = Self.closures(call, labels: ["title", "icon"])
            if arguments.isEmpty, let title = parts["title"], let icon = parts["icon"],
               let text = Self.onlyCall(title, named: "Text")?.arguments.first, text.label == nil,
               let image = Self.onlyCall(icon, named: "Image").flatMap({ Self.argument($0, "systemName") }) {
                return [mapping([("Label", stringScalar(text.expression, scope)), ("systemImage", stringScalar(image, scope))], at: call)]
            }
            // Any other title and icon: the icon's views beside the title's, as Label lays them out.
            if arguments.isEmpty, let title = parts["title"], let icon = parts["icon"] {
                let row = views(ofClosure: icon, scope) + views(ofClosure: title, scope)
                return [mapping([("HStack", SourceNode(.sequence(row))), ("spacing", scalar("6", .int, at: call))], at: call)]
            }
            if let title = arguments.first, title.label == nil, let image = Self.argument(call, "image") {
                // `Label("Gate", image: "gate")`: an app image beside the title.
                let icon = mapping([("Image", stringScalar(image, scope)), ("asset", scalar("true", .bool, at: image))], at: image)
                return [mapping([("HStack", SourceNode(.sequence([icon, mapping([("Text", stringScalar(title.expression, scope))], at: title)]))),
                                 ("spacing", scalar("6", .int, at: call))], at: call)]
            }
            guard let title = arguments.first, title.label == nil, let symbol = Self.argument(call, "systemImage") else {
                return [placeholder("Label", call, "Label is read as Label(title, systemImage:), Label(title, image:) or Label { … } icon: { … }")]
            }
            return [mapping([("Label", stringScalar(title.expression, scope)), ("systemImage", stringScalar(symbol, scope))], at: call)]
        case .image, .asyncImage:
            if name == "Image", let symbol = Self.argument(call, "systemName") {
                return [mapping([("Image", stringScalar(symbol, scope))], at: call)]
            }
            // `Image("Logo")`, `Image(uiImage:)`, `AsyncImage(url:)`: an app image, drawn as a box.
            let asset = arguments.first.flatMap { LiteralText.string($0.expression) } ?? arguments.first?.expression.trimmedSource ?? name
            inform(call, SwiftUIDiagnosticCode.assetImage, "\(name)(\(arguments.first?.trimmedSource ?? "")) is an image of the app that no source holds; drawn as a box")
            return [mapping([("Image", scalar(asset, at: call)), ("asset", scalar("true", .bool, at: call))], at: call)]
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            // A gradient used as a view fills its frame, as a colour does.
            if let spelling = gradient(ExprSyntax(call), scope) {
                return [mapping([("Rectangle", SourceNode(.scalar("", .null))), ("fill", scalar(spelling, at: call))], at: call)]
            }
            return custom(name, call, scope)
        case .circle, .ellipse, .capsule, .rectangle, .roundedRectangle, .containerRelativeShape, .unevenRoundedRectangle:
            return [mapping([(name == "UnevenRoundedRectangle" ? "RoundedRectangle" : name, SourceNode(.scalar("", .null)))], at: call)]
        case .button, .link, .toggle:
            return control(name, call, scope)
        case .progressView:
            if let interval = Self.argument(call, "timerInterval") {
                var inner: [(String, SourceNode)] = [("timerInterval", expressionScalar(interval, scope))]
                if let countsDown = Self.argument(call, "countsDown") { inner.append(("countsDown", boolean(countsDown, scope))) }
                return [mapping([("ProgressView", mapping(inner, at: call))], at: call)]
            }
            if let value = Self.argument(call, "value") {
                var inner: [(String, SourceNode)] = [("value", expressionScalar(value, scope))]
                if let total = Self.argument(call, "total") { inner.append(("total", expressionScalar(total, scope))) }
                return [mapping([("ProgressView", mapping(inner, at: call))], at: call)]
            }
            return [placeholder("ProgressView", call, "ProgressView is read with value:total: or timerInterval:countsDown:")]
        case .gauge:
            guard let value = Self.argument(call, "value") else { return [placeholder("Gauge", call, "Gauge is read as Gauge(value:in:)")] }
            var inner: [(String, SourceNode)] = [("value", expressionScalar(value, scope))]
            if let range = Self.argument(call, "in") { inner.append(("in", expressionScalar(range, scope))) }
            return [mapping([("Gauge", mapping(inner, at: call))], at: call)]
        case .forEach:
            return [forEach(call, scope)]
        }
    }

    /// `Button`, `Link`, `Toggle`: what a still picture shows of them, their label.
    mutating func control(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [SourceNode] {
        // `Button { … } label: { … }` and `label:` arguments name the label.
        if let label = call.additionalTrailingClosures.nodes.first(where: { $0.label.text == "label" })?.closure
            ?? call.arguments.nodes.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) {
            return views(ofClosure: label, scope)
        }
        // `Button("Pause") { … }`, `Link("Open", destination:)`: the title.
        if let title = call.arguments.first, title.label == nil {
            if let symbol = Self.argument(call, "systemImage") {
                return [mapping([("Label", stringScalar(title.expression, scope)), ("systemImage", stringScalar(symbol, scope))], at: call)]
            }
            return [mapping([("Text", stringScalar(title.expression, scope))], at: call)]
        }
        // `Button(intent:) { … }`, `Link(destination:) { … }`, `Toggle(isOn:) { … }`: the trailing closure.
        if let label = call.trailingClosure { return views(ofClosure: label, scope) }
        return [placeholder(name, call, "\(name) is read with a title or a label closure")]
    }

    /// The one call a closure's body is, when it is a call of `name` (modifiers after it ignored).
    static func onlyCall(_ closure: ClosureExprSyntax, named name: String) -> FunctionCallExprSyntax? {
        guard closure.statements.count == 1, var expression = closure.statements.first.flatMap({ BodyShapes.value(of: $0.item) })?.as(ExprSyntax.self) else { return nil }
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return call }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            expression = base
        }
        return nil
    }

    static func memberName(_ syntax: ExprSyntax) -> String {
        if let member = syntax.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return syntax.trimmedSource
    }

    /// A number of points: a literal, `.infinity`, or arithmetic on literals.
    mutating func number(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        if let value = LiteralText.number(syntax) {
            let text = value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
            return scalar(text, value == value.rounded() ? .int : .float, at: syntax)
        }
        let text = syntax.trimmedSource
        if [".infinity", "CGFloat.infinity", "Double.infinity", ".greatestFiniteMagnitude", "CGFloat.greatestFiniteMagnitude"].contains(text)
            // The screen's own width: as wide as the presentation lets a view be.
            || text.hasPrefix("UIScreen.main.bounds") {
            return scalar("infinity", at: syntax)
        }
        if [".zero", "CGFloat.zero", "Double.zero"].contains(text) { return scalar("0", .int, at: syntax) }
        // One that cannot be read was reported: it stands as not given.
        guard let term = expr(syntax, scope) else { return scalar("", .null, at: syntax) }
        if let value = Double(term.text) { return scalar(term.text, value == value.rounded() ? .int : .float, at: syntax) }
        // A length that depends on the state (`isLive ? 45 : 32`): evaluated at each instant.
        return scalar(term.text, at: syntax)
    }

    /// A layout priority: a number, where `.greatestFiniteMagnitude` (the highest there is) reads as
    /// the highest the definition takes.
    mutating func priority(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        let node = number(syntax, scope)
        return node.scalarText == "infinity" ? scalar("1000000", .int, at: syntax) : node
    }

    mutating func boolean(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) { return scalar(literal.literal.text, .bool, at: syntax) }
        report(syntax, SwiftUIDiagnosticCode.unsupportedExpression, "only true or false is read here, not '\(syntax.trimmedSource)'")
        return scalar("true", .bool, at: syntax)
    }

    mutating func text(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SourceNode {
        let arguments = call.arguments.nodes
        if let interval = Self.argument(call, "timerInterval") {
            var inner: [(String, SourceNode)] = [("timerInterval", expressionScalar(interval, scope))]
            if let pause = Self.argument(call, "pauseTime") { inner.append(("pauseTime", expressionScalar(pause, scope))) }
            if let countsDown = Self.argument(call, "countsDown") { inner.append(("countsDown", boolean(countsDown, scope))) }
            if let showsHours = Self.argument(call, "showsHours") { inner.append(("showsHours", boolean(showsHours, scope))) }
            return mapping([("Text", mapping(inner, at: call))], at: call)
        }
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "style" {
            let style = enumLiteral(arguments[1].expression, scope)
            return mapping([("Text", mapping([("date", expressionScalar(arguments[0].expression, scope)), ("style", scalar(style, at: arguments[1]))], at: call))], at: call)
        }
        // `Text(date, format: .dateTime.hour().minute())`: the clock time, as `style: .time` shows it.
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "format",
           arguments[1].expression.trimmedSource.replacingEvery(" ", with: "") == ".dateTime.hour().minute()" {
            return mapping([("Text", mapping([("date", expressionScalar(arguments[0].expression, scope)), ("style", scalar("time", at: arguments[1]))], at: call))], at: call)
        }
        // `Text(date, formatter: Self.timeFormatter)`: the formatter's text.
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "formatter" {
            guard let date = expr(arguments[0].expression, scope), let formatter = expr(arguments[1].expression, scope),
                  formatter.type == "DateFormatter" else {
                return mapping([("Text", scalar("?", at: call))], at: call)
            }
            return mapping([("Text", scalar("\\(dateFormat(" + date.text + ", " + formatter.text + "))", at: call))], at: call)
        }
        // `Text(distance, format: .number.precision(.fractionLength(1)))`, `.percent`, `.currency(code:)`.
        if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "format",
           let style = FormatStyleSyntax.numberStyle(arguments[1].expression) {
            guard let value = expr(arguments[0].expression, scope) else { return mapping([("Text", scalar("?", at: call))], at: call) }
            return mapping([("Text", scalar("\\(number(" + value.text + ", " + Expr.string(style.spec).description + "))", at: call))], at: call)
        }
        if arguments.count == 1, arguments[0].label == nil, let literal = arguments[0].expression.as(StringLiteralExprSyntax.self),
           let row = textWithImages(literal, call, scope) {
            return row
        }
        if arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "verbatim" {
            return mapping([("Text", stringScalar(arguments[0].expression, scope))], at: call)
        }
        return placeholder("Text", call, "this form of Text is not read (Text(string), Text(timerInterval:…), Text(date, style:) are)")
    }

    mutating func forEach(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SourceNode {
        guard let data = call.arguments.first, data.label == nil || data.label?.text == "data",
              let closure = Self.closures(call, labels: ["content"])["content"] else {
            return placeholder("ForEach", call, "ForEach is read as ForEach(collection, id:) { item in … }")
        }
        // The collection's own diagnostic says what could not be read; the loop draws nothing of its own.
        guard let collection = expr(data.expression, scope) else { return mapping([("EmptyView", SourceNode(.scalar("", .null)))], at: call) }
        let names = Self.closureParameterNames(closure)
        var variable = names.first ?? "item"
        if variable == "_" || names.count == 2 { variable = "item" }
        // `{ state in … }`: the evaluator's own names (`state` is the content state) are kept for it.
        if ["state", "attributes", "context", "now"].contains(variable) { variable = "each_" + variable }
        let element = Term.value(variable, TypeText.element(collection.type))
        var inner = scope
        inner.bindings[names.count == 1 && names[0] != "_" ? names[0] : variable] = element
        inner.bindings["$0"] = element
        if names.count == 2 {
            // `ForEach(Array(xs.enumerated()), id: \.offset) { index, x in … }`: the pair's two parts.
            inner.bindings[names[0]] = .value(variable + ".offset", "Int")
            inner.bindings[names[1]] = .value(variable + ".element", TypeText.element(collection.type))
        }
        let content = views(closure.statements, inner)
        return mapping([("ForEach", scalar(collection.text, at: data)), ("as", scalar(variable, at: closure)),
                        ("content", SourceNode(.sequence(content), line: place(closure).line, column: place(closure).column))], at: call)
    }

    /// `if` in a builder; `if let x = e` binds `x` to `e` in the `then` branch.
    mutating func conditional(_ ifExpr: IfExprSyntax, _ scope: Scope) -> SourceNode {
        let condition = conditions(ifExpr.conditions, scope)?.text ?? "false"
        let then = views(ifExpr.body.statements, bindings(ifExpr.conditions, scope))
        var entries: [(String, SourceNode)] = [("if", scalar(condition, at: ifExpr.conditions)), ("then", SourceNode(.sequence(then)))]
        switch ifExpr.elseBody {
        case .ifExpr(let next): entries.append(("else", conditional(next, scope)))
        case .codeBlock(let block): entries.append(("else", SourceNode(.sequence(views(block.statements, scope)))))
        case nil: break
        }
        return mapping(entries, at: ifExpr)
    }

    /// `switch` in a builder: a chain of `if`s comparing the subject with each case.
    mutating func switchView(_ switchExpr: SwitchExprSyntax, _ scope: Scope) -> SourceNode {
        guard let subject = expr(switchExpr.subject, scope), let arms = BodyShapes.arms(switchExpr) else {
            return placeholder("switch", switchExpr, "a switch whose cases bind values or use 'where' is not read; drawn as a placeholder")
        }
        var otherwise: SourceNode? = nil
        for arm in arms.reversed() {
            guard arm.patterns != nil else { otherwise = SourceNode(.sequence(views(arm.statements, scope))); continue }
            let (test, inner) = armMatch(subject, arm, scope) ?? ("false", scope)
            let content = SourceNode(.sequence(views(arm.statements, inner)))
            var entries: [(String, SourceNode)] = [("if", scalar(test, at: arm.node)), ("then", content)]
            if let otherwise { entries.append(("else", otherwise)) }
            otherwise = mapping(entries, at: arm.node)
        }
        return otherwise ?? mapping([("EmptyView", SourceNode(.scalar("", .null)))], at: switchExpr)
    }

    /// A `View` struct of the sources called with its memberwise initializer, or a `@ViewBuilder`
    /// function; expanded with its properties (or parameters) bound to the arguments.
    mutating func custom(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [SourceNode] {
        // `struct HLine: Shape { func path(in:) … }`: a shape of the app's own, drawn as its frame.
        if let qualified = index.resolveTypeName(name, from: scope.selfType ?? ""),
           index.types[qualified]?.inherits.contains(where: { $0 == "Shape" || $0 == "InsettableShape" }) ?? false {
            return [mapping([("Rectangle", SourceNode(.scalar("", .null)))], at: call)]
        }
        if let qualified = index.resolveTypeName(name, from: scope.selfType ?? ""), index.conformsToView(qualified), let info = index.types[qualified] {
            guard let body = info.computedProperty("body"), let statements = BodyShapes.getterBody(body.binding) else {
                return [placeholder(name, call, "\(name) has no body the reader can see")]
            }
            var inner = Scope(selfType: qualified)
            // Closures go to the properties of function type (`@ViewBuilder var content: () -> Content`).
            let closureProperties = info.stored.filter {
                !$0.isWrapped && !($0.isLet && $0.initializer != nil) && ($0.type?.trimmedSource.contains("->") ?? false) && !Self.isAction($0.type)
            }
            let closures = Self.closures(call, labels: closureProperties.map(\.name))
            inner.members.merge(Self.environmentMembers(of: info)) { $1 }
            for property in info.stored where !property.isWrapped {
                if Self.isAction(property.type) {
                    inner.members[property.name] = .value("nil")
                    continue
                }
                let typeName = typeText(property.type, scope: qualified)
                let valueScope = self.scope(scope, givenAs: property.type, in: qualified)
                let declared = self.scope(Scope(selfType: qualified), givenAs: property.type, in: qualified)
                if property.isLet, property.initializer != nil, let value = property.initializer {
                    if let term = expanding(in: property.file, at: call, what: name, fallback: nil as Term?, { $0.expr(value, declared) }) {
                        inner.members[property.name] = term
                    }
                } else if let closure = closures[property.name] {
                    inner.members[property.name] = Term(kind: .views, text: property.name, type: nil, views: views(ofClosure: closure, scope))
                } else if let argument = Self.argument(call, property.name) {
                    if let term = expr(argument, valueScope) {
                        inner.members[property.name] = term.kind == .value ? .value(term.operand, typeName ?? term.type) : term
                    } else {
                        inner.unreadable.insert(property.name)
                    }
                } else if let value = property.initializer {
                    if let term = expanding(in: property.file, at: call, what: name, fallback: nil as Term?, { $0.expr(value, declared) }) {
                        inner.members[property.name] = term
                    }
                } else if property.type?.is(OptionalTypeSyntax.self) ?? false, !property.isLet {
                    // `@State private var size: CGSize?`: an optional `var` starts as nil.
                    inner.members[property.name] = .value("nil", typeName)
                }
            }
            // `init(_ range: ClosedRange<Date>, width: CGFloat? = nil) { … }`: an initializer of the
            // view's own whose parameters the call's labels match (a struct that declares one has no
            // memberwise initializer).
            let labels = call.arguments.nodes.map { $0.label?.text }
            if call.trailingClosure == nil, !call.arguments.nodes.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
               let (initializer, declFile, given) = info.initializer(labels: labels) {
                var members = inner.members
                if let unreadable = explicitInitializer(initializer, file: declFile, given: given, call, type: qualified, scope, into: &members, lenient: true) {
                    inner.members = members
                    inner.unreadable.formUnion(unreadable)
                }
            }
            // `self.x` reads the bound properties too.
            inner.selfTerm = nil
            return expanding(in: info.file, at: call, what: name, fallback: [SourceNode]()) { translator in
                translator.views(statements, inner)
            }
        }
        if let (function, declFile) = scope.selfType.flatMap({ index.types[$0]?.function(name) }).map({ ($0.decl, $0.file) })
            ?? index.functions[name]?.first.map({ ($0.node, $0.file) }) {
            guard let body = function.body else { return [placeholder(name, call, "\(name) has no body")] }
            var inner = Scope(selfTerm: scope.selfTerm, selfType: scope.selfType)
            inner.members = scope.members
            bindParameters(of: function, file: declFile, call, scope, into: &inner)
            return expanding(in: declFile, at: call, what: name + "()", fallback: [SourceNode]()) { $0.views(body.statements, inner) }
        }
        return [placeholder(name, call, "\(name) is not a view the reader knows (nor a View struct or @ViewBuilder function of the sources); drawn as a placeholder")]
    }

    /// The `@Environment` values a view or modifier of the sources reads, as the mockup knows them.
    static func environmentMembers(of info: DeclarationIndex.TypeInfo) -> [String: Term] {
        var members: [String: Term] = [:]
        for property in info.stored {
            switch property.environmentKey {
            // Always-On, which the environment carries.
            case "isLuminanceReduced": members[property.name] = .value("context.isLuminanceReduced", "Bool")
            // `.medium` on the phone, `.small` in the Smart Stack and CarPlay: the surface decides.
            case "activityFamily": members[property.name] = .value("context.activityFamily", "ActivityFamily")
            // True in StandBy only, where the Lock Screen presentation fills the screen.
            case "isActivityFullscreen": members[property.name] = .value("context.isActivityFullscreen", "Bool")
            // The appearance of the default theme.
            case "colorScheme": members[property.name] = .value(".dark", "ColorScheme")
            default: break
            }
        }
        return members
    }

    /// A function's parameters bound to a call's arguments: values by label (defaults where left
    /// out), closures (inline or trailing) to the parameters of function type as views, in order.
    mutating func bindParameters(of function: FunctionDeclSyntax, file declFile: Int, _ call: FunctionCallExprSyntax, _ scope: Scope,
                                 into inner: inout Scope) {
        let parameters = function.signature.parameterClause.parameters.nodes
        var closures = call.arguments.nodes.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.nodes.map(\.closure)
        var values = call.arguments.nodes.filter { !$0.expression.is(ClosureExprSyntax.self) }[...]
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if Self.isAction(parameter.type) {
                // `_ onChange: @escaping (CGSize) -> Void`: run on the phone, never drawn.
                if !closures.isEmpty { closures.removeFirst() }
                inner.bindings[name] = .value("nil")
                continue
            }
            if parameter.type.trimmedSource.contains("->") {
                guard !closures.isEmpty else { continue }
                // `applyIf(_ c: Bool, _ transform: (Self) -> some View)`, whose body calls `transform(self)`:
                // the closure's argument is the view the function extends.
                let takesSelf = parameter.type.trimmedSource.filter { !$0.isWhitespace }.contains("(Self)->")
                let receiver = takesSelf ? inner.bindings["self"] : nil
                inner.bindings[name] = Term(kind: .views, text: name, type: nil, views: views(ofClosure: closures.removeFirst(), scope, parameter: receiver))
                continue
            }
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let valueScope = self.scope(scope, givenAs: parameter.type, in: scope.selfType ?? "")
            if let argument = values.first, argument.label?.text == label {
                values.removeFirst()
                if let term = expr(argument.expression, valueScope) {
                    inner.bindings[name] = term.kind == .value
                        ? .value(term.operand, typeText(parameter.type, scope: scope.selfType ?? "") ?? term.type) : term
                } else {
                    inner.unreadable.insert(name)
                }
            } else if let value = parameter.defaultValue?.value,
                      let term = expanding(in: declFile, at: call, what: name, fallback: nil as Term?, { $0.expr(value, valueScope) }) {
                inner.bindings[name] = term
            }
        }
    }

    /// `view.card()` where the sources declare `extension View { func card() -> some View }` (or on
    /// `Text`, `Image`, `Shape`): the function's body with `self` bound to the view.
    mutating func extensionModifier(_ name: String, _ call: FunctionCallExprSyntax, to view: SourceNode, _ scope: Scope) -> SourceNode? {
        guard let (function, declFile) = ["View", "Text", "Image", "Shape"].lazy.compactMap({ self.index.types[$0]?.function(name) }).first,
              let body = function.body else { return nil }
        var inner = Scope(selfTerm: nil, selfType: nil)
        inner.bindings["self"] = Term(kind: .views, text: "self", type: nil, views: [view])
        bindParameters(of: function, file: declFile, call, scope, into: &inner)
        let result = expanding(in: declFile, at: call, what: "." + name + "()", fallback: [SourceNode]()) { $0.views(body.statements, inner) }
        if result.count == 1, let only = result.first { return only }
        return mapping([("VStack", SourceNode(.sequence(result)))], at: call)
    }
}
