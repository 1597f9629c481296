import ActivityModel
import SwiftSyntax

/// Reads `ActivityConfiguration(for: X.self) { context in … } dynamicIsland: { context in DynamicIsland { … } … }`
/// into the definition's `lockScreen` and `dynamicIsland` sections.
enum ConfigurationReader {
    static func read(_ call: FunctionCallExprSyntax, translator: inout Translator) -> (SourceNode?, SourceNode?) {
        let closures = Translator.closures(call, labels: ["content", "dynamicIsland"])
        let context = Term(kind: .context, text: "context", type: "context")
        // The Widget's own helpers (`func row(…) -> some View`) are in scope inside its closures.
        let widget = Translator.Scope(selfType: translator.index.enclosingType(of: call))
        var lockScreen: SourceNode? = nil
        if let content = closures["content"] {
            noteIfEmpty(content, "the Lock Screen", path: "lockScreen", translator: &translator)
            lockScreen = single(translator.views(ofClosure: content, widget, parameter: context))
        }
        var island: SourceNode? = nil
        if let closure = closures["dynamicIsland"] {
            var scope = widget
            let name = Translator.closureParameterNames(closure).first ?? "$0"
            scope.bindings[name] = context
            scope.bindings["$0"] = context
            island = dynamicIsland(closure.statements, scope, translator: &translator, at: closure)
        }
        return (lockScreen, island)
    }

    /// `.configurationDisplayName("…")` after the configuration, when it is a literal.
    static func displayName(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "configurationDisplayName", let argument = outer.arguments.first?.expression,
               let text = LiteralText.string(argument) {
                return text
            }
            node = Syntax(outer)
        }
        return nil
    }

    /// `.supplementalActivityFamilies([.small, .medium])` after the configuration: the families'
    /// names, in the order written; nil when the configuration declares none.
    static func supplementalFamilies(of call: FunctionCallExprSyntax) -> [String]? {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "supplementalActivityFamilies",
               let list = outer.arguments.first?.expression.as(ArrayExprSyntax.self) {
                return list.elements.nodes.compactMap { element in
                    element.expression.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text)
                }
            }
            node = Syntax(outer)
        }
        return nil
    }

    /// A presentation left empty in the source (often all comments) is drawn empty on purpose; one
    /// info line says so, so a blank box is not taken for lost content.
    static func noteIfEmpty(_ closure: ClosureExprSyntax, _ presentation: String, path: String, translator: inout Translator) {
        guard closure.statements.isEmpty else { return }
        let (line, column) = translator.place(closure)
        translator.diagnostics.append(.info(SwiftUIDiagnosticCode.emptyPresentation,
                                            "\(translator.files[translator.file].path):\(line):\(column): \(presentation) closure holds no views; drawn empty, as the phone shows it",
                                            path: path))
    }

    static func single(_ nodes: [SourceNode]) -> SourceNode {
        nodes.count == 1 ? nodes[0] : SourceNode(.sequence(nodes), line: nodes.first?.line ?? 0, column: nodes.first?.column ?? 0)
    }

    static func key(_ name: String) -> SourceNode { SourceNode(.scalar(name, .string)) }

    static func dynamicIsland(_ statements: CodeBlockItemListSyntax, _ scope: Translator.Scope, translator: inout Translator,
                              at closure: ClosureExprSyntax) -> SourceNode? {
        var scope = scope
        var result: ExprSyntax? = nil
        for item in statements.nodes {
            switch item.item {
            case .decl(let decl): translator.bind(decl, into: &scope)
            case .expr(let e): result = e
            case .stmt(let s): result = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
            }
        }
        guard var expression = result else {
            translator.report(closure, SwiftUIDiagnosticCode.unsupportedView, "the dynamicIsland closure returns no DynamicIsland")
            return nil
        }
        // Modifiers on the DynamicIsland: .keylineTint, .widgetURL, .contentMargins.
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            modifiers.append((member.declName.baseName.text, call))
            expression = base
        }
        guard let island = expression.as(FunctionCallExprSyntax.self), island.calledExpression.trimmedSource == "DynamicIsland" else {
            translator.report(expression, SwiftUIDiagnosticCode.unsupportedView, "expected DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }")
            return nil
        }
        for (name, call) in modifiers {
            _ = translator.applyModifier(name, call, to: SourceNode(.mapping([])), scope)
        }
        let closures = Translator.closures(island, labels: ["expanded", "compactLeading", "compactTrailing", "minimal"])
        var entries: [SourceEntry] = []
        if let expanded = closures["expanded"] {
            let regions = self.regions(expanded.statements, scope, translator: &translator)
            entries.append(SourceEntry(key: key("expanded"), value: SourceNode(.mapping(regions))))
        }
        for name in ["compactLeading", "compactTrailing", "minimal"] {
            guard let closure = closures[name] else { continue }
            noteIfEmpty(closure, name, path: "dynamicIsland." + name, translator: &translator)
            entries.append(SourceEntry(key: key(name), value: single(translator.views(ofClosure: closure, scope))))
        }
        return SourceNode(.mapping(entries))
    }

    /// The expanded regions a list of statements makes: `let`s in scope for the regions after them,
    /// and a helper `func expanded(…) -> DynamicIslandExpandedContent<some View>` expanded in place.
    static func regions(_ statements: CodeBlockItemListSyntax, _ scope: Translator.Scope, translator: inout Translator) -> [SourceEntry] {
        var scope = scope
        var regions: [SourceEntry] = []
        for item in statements.nodes {
            if case .decl(let decl) = item.item { translator.bind(decl, into: &scope) }
            guard let value = BodyShapes.value(of: item.item)?.as(ExprSyntax.self) else { continue }
            if let call = value.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name != "DynamicIslandExpandedRegion",
               let (function, file) = scope.selfType.flatMap({ translator.index.types[$0]?.function(name) }).map({ ($0.decl, $0.file) })
                   ?? translator.index.functions[name]?.first.map({ ($0.node, $0.file) }),
               let body = function.body {
                var inner = Translator.Scope(selfTerm: scope.selfTerm, selfType: scope.selfType)
                inner.members = scope.members
                translator.bindParameters(of: function, file: file, call, scope, into: &inner)
                regions += translator.expanding(in: file, at: call, what: name + "()", fallback: [SourceEntry]()) {
                    Self.regions(body.statements, inner, translator: &$0)
                }
                continue
            }
            if let region = self.region(value, scope, translator: &translator) { regions.append(region) }
        }
        return regions
    }

    /// `DynamicIslandExpandedRegion(.leading, priority: 1) { … }` with its modifiers.
    static func region(_ syntax: ExprSyntax, _ scope: Translator.Scope, translator: inout Translator) -> SourceEntry? {
        var expression = syntax
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            modifiers.insert((member.declName.baseName.text, call), at: 0)
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedSource == "DynamicIslandExpandedRegion",
              let position = call.arguments.first?.expression else {
            translator.report(syntax, SwiftUIDiagnosticCode.unsupportedView, "expected DynamicIslandExpandedRegion(.leading|.trailing|.center|.bottom) { … }")
            return nil
        }
        let name = Translator.memberName(position)
        let content = Translator.closures(call, labels: ["content"])["content"]
        var nodes = content.map { translator.views(ofClosure: $0, scope) } ?? []
        if nodes.count != 1 {
            nodes = [SourceNode(.mapping([SourceEntry(key: key("VStack"), value: SourceNode(.sequence(nodes)))]), line: translator.place(call).line, column: translator.place(call).column)]
        }
        var view = nodes[0]
        if let priority = Translator.argument(call, "priority") {
            view = Translator.adding("priority", translator.priority(priority, scope), to: view)
        }
        for (modifier, modifierCall) in modifiers {
            view = translator.applyModifier(modifier, modifierCall, to: view, scope)
        }
        let (line, column) = translator.place(position)
        return SourceEntry(key: SourceNode(.scalar(name, .string), line: line, column: column), value: view)
    }
}
