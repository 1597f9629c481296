import ActivityLayout
import ActivityModel
import SwiftSyntax

/// Modifiers: SwiftUI's spelling to the definition's modifier keys.
extension Translator {
    /// Modifiers that change nothing a mockup can show; read without a word.
    static let silentModifiers: Set<String> = ["contentTransition", "widgetURL", "contentMargins", "activitySystemActionForegroundColor",
                                               "id", "accessibilityLabel", "accessibilityHidden", "accessibilityValue", "accessibilityElement",
                                               "privacySensitive", "invalidatableContent", "transition", "animation", "numericTransition",
                                               "containerBackground", "unredacted", "redacted",
                                               // An SF Symbol is one glyph in a cell whatever its scaling.
                                               "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "imageScale", "symbolRenderingMode",
                                               "symbolEffect", "symbolVariant", "renderingMode",
                                               // Behaviour and interaction: nothing a still picture shows.
                                               "onAppear", "onDisappear", "onChange", "onReceive", "onTapGesture", "task", "tag", "help",
                                               "preference", "onPreferenceChange",
                                               "allowsHitTesting", "contentShape", "buttonStyle", "buttonBorderShape", "controlSize",
                                               "labelsHidden", "textSelection", "accessibilityIdentifier", "accessibilityAddTraits",
                                               "accessibilityRemoveTraits", "accessibilityHint", "accessibilityAction", "accessibilitySortPriority",
                                               "accessibilityLabeledPair", "accessibilityRepresentation", "sensoryFeedback", "keyboardShortcut",
                                               "dynamicTypeSize", "widgetAccentable", "luminanceToAlpha",
                                               // Type design and width: every glyph is one cell.
                                               "monospaced", "fontDesign", "fontWidth", "italic"]

    /// Modifiers with a visible effect that character cells cannot carry (a shadow, a blur, a
    /// rotation): drawn without it, and said once per widget at info level.
    static let approximatedModifiers: Set<String> = ["shadow", "blur", "rotationEffect", "rotation3DEffect", "scaleEffect", "offset",
                                                     "brightness", "saturation", "contrast", "grayscale", "hueRotation", "colorMultiply",
                                                     "blendMode", "compositingGroup", "drawingGroup", "mask", "clipped", "minimumScaleFactor",
                                                     "allowsTightening", "truncationMode", "fixedSize", "kerning", "tracking", "baselineOffset",
                                                     "zIndex", "position", "alignmentGuide"]

    mutating func applyModifier(_ name: String, _ call: FunctionCallExprSyntax, to view: SourceNode, _ scope: Scope) -> SourceNode {
        let arguments = call.arguments.nodes
        let first = arguments.first?.expression
        if let conditional = conditionalModifier(name, call, to: view, scope) { return conditional }
        var added: [(String, SourceNode)] = []
        switch name {
        case "font":
            guard var first else { break }
            // `extension Font { static let score = Font.system(size: 28, weight: .bold) }`: its value.
            if let member = first.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSource == "Font",
               let (binding, _) = index.types["Font"]?.staticMember(member.declName.baseName.text),
               let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) {
                first = value
            }
            var base = first
            // `.headline.weight(.semibold)`, `.title3.bold()`, `.caption.monospacedDigit()`
            while let inner = base.as(FunctionCallExprSyntax.self), let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let b = member.base,
                  !["system", "custom"].contains(member.declName.baseName.text) {
                switch member.declName.baseName.text {
                case "weight": if let w = inner.arguments.first?.expression { added.append(("fontWeight", scalar(Self.memberName(w), at: w))) }
                case "bold": added.append(("fontWeight", scalar("bold", at: inner)))
                case "monospacedDigit": added.append(("monospacedDigit", scalar("true", .bool, at: inner)))
                // Every glyph is one cell already; a slant or small capitals has no cell form.
                case "monospaced", "italic", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width": break
                default:
                    report(inner, SwiftUIDiagnosticCode.unsupportedModifier, "font modifier '\(member.declName.baseName.text)' is not read")
                }
                base = b
            }
            // `.system(size: 15, weight: .semibold)`: the text style of that size, as near as the
            // mockup's Dynamic Type metrics come (a fixed size does not scale on the phone). A font
            // function of the app's called with `size:` (`.brand(size: 14, weight: .bold)`) the same.
            if let system = base.as(FunctionCallExprSyntax.self),
               [".system", "Font.system", ".custom", "Font.custom"].contains(system.calledExpression.trimmedSource)
                || Self.argument(system, "size") != nil {
                if let sizeSyntax = Self.argument(system, "size") {
                    // `size: size` bound to a number: its text style; one the state decides reads as body.
                    let size = LiteralText.number(sizeSyntax) ?? expr(sizeSyntax, scope).flatMap { Double($0.text) }
                    added.append(("font", scalar(size.map(Self.textStyle(points:)) ?? "body", at: system)))
                } else if system.calledExpression.trimmedSource.hasSuffix("system"),
                          let style = system.arguments.nodes.first(where: { $0.label == nil })?.expression {
                    added.append(("font", scalar(enumLiteral(style, scope), at: style)))
                }
                if let weight = Self.argument(system, "weight") { added.append(("fontWeight", scalar(enumLiteral(weight, scope), at: weight))) }
                break
            }
            // `Font(uiFont)` of a `.systemFont(ofSize:)`: the text style of that size.
            if let wrap = base.as(FunctionCallExprSyntax.self), wrap.calledExpression.trimmedSource == "Font",
               let argument = wrap.arguments.first?.expression, let size = expr(argument, scope).flatMap({ Double($0.text) }) {
                added.append(("font", scalar(Self.textStyle(points: size), at: wrap)))
                break
            }
            let style = enumLiteral(base, scope)
            guard style.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                // `compact ? .footnote : .title2`, nested or through a property: chosen at each instant.
                // A condition that cannot be read has been reported as such.
                var fonts = scope
                fonts.fonts = true
                guard let term = expr(first, fonts) else { break }
                if let parsed = try? ExprParser.parse(term.text), Self.choosesStyle(parsed) {
                    added.append(("font", scalar(term.text, at: first)))
                    break
                }
                report(first, SwiftUIDiagnosticCode.unsupportedModifier, "font '\(first.trimmedSource)' is not a Dynamic Type style; ignored")
                break
            }
            added.append(("font", scalar(style, at: base)))
        case "fontWeight":
            if let first { added.append(("fontWeight", scalar(enumLiteral(first, scope), at: first))) }
        case "bold":
            added.append(("fontWeight", scalar("bold", at: call)))
        case "foregroundStyle", "foregroundColor":
            guard let first else { break }
            if let color = color(first, scope) { added.append(("foregroundStyle", color)) }
        case "monospacedDigit":
            added.append(("monospacedDigit", scalar("true", .bool, at: call)))
        case "strikethrough", "underline":
            added.append((name, first.map { boolean($0, scope) } ?? scalar("true", .bool, at: call)))
        case "hidden":
            added.append(("hidden", scalar("true", .bool, at: call)))
        case "offset" where arguments.allSatisfy({ ["x", "y"].contains($0.label?.text ?? "") && LiteralText.number($0.expression) != nil }):
            // `.offset(x: 4, y: -2)` with literal points; other forms are noted as approximated below.
            let parts = arguments.compactMap { argument -> (String, SourceNode)? in
                guard let label = argument.label?.text, let value = LiteralText.number(argument.expression) else { return nil }
                return (label, scalar(String(value), .float, at: argument.expression))
            }
            added.append(("offset", mapping(parts, at: call)))
        case "lineLimit":
            guard let first else { break }
            if first.is(NilLiteralExprSyntax.self) { break }
            added.append(("lineLimit", number(first, scope)))
        case "opacity":
            if let first { added.append(("opacity", number(first, scope))) }
        case "multilineTextAlignment":
            if let first { added.append(("multilineTextAlignment", scalar(enumLiteral(first, scope), at: first))) }
        case "padding":
            added.append(("padding", padding(call, scope)))
        case "frame":
            var entries: [(String, SourceNode)] = []
            for argument in arguments {
                let label = argument.label?.text ?? "?"
                entries.append((label, label == "alignment" ? frameAlignment(argument.expression, scope) : number(argument.expression, scope)))
            }
            added.append(("frame", mapping(entries, at: call)))
        case "environment":
            let key = arguments.first?.expression.trimmedSource ?? ""
            if arguments.count == 2, ["\\.colorScheme", "\\.locale", "\\.dynamicTypeSize", "\\.sizeCategory", "\\.font"].contains(key) {
                // The mockup draws one theme, locale and Dynamic Type size for the whole widget (the options).
                note(call, "'.environment(\(key), …)' is drawn with the theme, --locale and --dynamic-type of the run")
                break
            }
            guard arguments.count == 2, key == "\\.layoutDirection" else {
                report(call, SwiftUIDiagnosticCode.unsupportedModifier, "only .environment(\\.layoutDirection, …) is read; ignored")
                break
            }
            added.append(("layoutDirection", scalar(Self.memberName(arguments[1].expression), at: arguments[1])))
        case "layoutPriority":
            if let first { added.append(("priority", priority(first, scope))) }
        case "dynamicIsland":
            if Self.argument(call, "verticalPlacement").map(Self.memberName) == "belowIfTooWide" {
                added.append(("belowIfTooWide", scalar("true", .bool, at: call)))
            }
        // A colour computed from the state stays an interpolation, read for each activity as it is drawn.
        case "activityBackgroundTint":
            if let first, let tint = color(first, scope)?.scalarText { backgroundTint = Self.fixedColour(tint) ?? tint }
            else if first != nil { report(call, SwiftUIDiagnosticCode.unsupportedModifier, "activityBackgroundTint's colour is not read; ignored") }
        case "keylineTint":
            if let first, let tint = color(first, scope)?.scalarText { keylineTint = Self.fixedColour(tint) ?? tint }
            else if first != nil { report(call, SwiftUIDiagnosticCode.unsupportedModifier, "keylineTint's colour is not read; ignored") }
        case "tint":
            if let first, let colour = color(first, scope) { added.append(("tint", colour)) }
        case "progressViewStyle", "gaugeStyle":
            // `.circular`, `CircularProgressViewStyle()`, `.accessoryCircularCapacity`…; a style the app
            // wrote itself is drawn as the built-in shape its name suggests.
            let style = first.map { Self.memberName($0).replacingEvery("ProgressViewStyle()", with: "").lowercased() } ?? ""
            let circular = style.contains("circular") || style.contains("ring")
            if !circular, !style.contains("linear"), style != "automatic" {
                note(call, "'.\(name)(\(first?.trimmedSource ?? ""))' is drawn as a linear bar")
            }
            added.append(("progressViewStyle", scalar(circular ? "circular" : "linear", at: call)))
        case "trim":
            // `Circle().trim(from: 0, to: progress)`: a ring drawn as far as the progress, which is
            // what a circular progress view draws.
            guard view["Circle"] != nil, let to = Self.argument(call, "to") else {
                note(call, "'.trim' of this shape has no form in character cells; drawn whole")
                break
            }
            let from = Self.argument(call, "from").flatMap { LiteralText.number($0) == 0 ? nil : $0 }
            var value = expressionScalar(to, scope)
            if let from, let start = expr(from, scope), let text = value.scalarText { value = scalar(text + " - " + start.operand, at: to) }
            return mapping([("ProgressView", mapping([("value", value)], at: call)), ("progressViewStyle", scalar("circular", at: call))], at: call)
        case "textCase":
            if let first { added.append(("textCase", scalar(Self.memberName(first), at: first))) }
        case "modifier":
            if let first, let expanded = viewModifier(first, to: view, scope) { return expanded }
            report(call, SwiftUIDiagnosticCode.unsupportedModifier, "'.modifier(\(first?.trimmedSource ?? ""))' is not a ViewModifier of the read sources; ignored")
        case "background", "overlay":
            if let decoration = decoration(call, scope) { added.append((name, decoration)) }
        case "cornerRadius":
            added.append(("clipShape", scalar("RoundedRectangle", at: call)))
        case "clipShape", "containerShape":
            guard name == "clipShape", let first else { break }
            // `Circle()`, `.capsule`, `RoundedRectangle(cornerRadius: 8)`, `.rect(cornerRadius: 8)`.
            let text = first.trimmedSource
            let shape = ["Circle", "Ellipse", "Capsule", "Rectangle", "ContainerRelativeShape"].first { text.lowercased().contains($0.lowercased()) }
                ?? (text.contains("cornerRadius") || text.contains("RoundedRectangle") ? "RoundedRectangle" : "Rectangle")
            added.append(("clipShape", scalar(shape, at: first)))
        case "fill", "stroke", "strokeBorder":
            // A shape's style: `fill(color)`, `stroke(color, lineWidth:)`.
            let key = name == "fill" ? "fill" : "stroke"
            // The style is the unlabelled argument; `lineWidth:` and `style: StrokeStyle(…)` shape the
            // line, which a cell outline does not show.
            let style = arguments.first { $0.label == nil || $0.label?.text == "content" }?.expression
            // A trimmed circle became a progress ring: its stroke colour is the ring's tint.
            if view["ProgressView"] != nil {
                if let style, let colour = color(style, scope) { added.append(("tint", colour)) }
                break
            }
            if let style, let colour = color(style, scope) { added.append((key, colour)) }
            else if key == "stroke" { added.append(("stroke", scalar("true", .bool, at: call))) }
        case _ where Self.silentModifiers.contains(name):
            break
        case _ where Self.approximatedModifiers.contains(name):
            note(call, "'.\(name)' has no form in character cells; drawn without it")
        default:
            if let expanded = extensionModifier(name, call, to: view, scope) { return expanded }
            report(call, SwiftUIDiagnosticCode.unsupportedModifier, "modifier '.\(name)' is not read; ignored")
        }
        return added.reduce(view) { Self.adding($1.0, $1.1, to: $0) }
    }

    /// An approximation said once per widget at info level, at the modifier's `.`.
    mutating func note(_ call: FunctionCallExprSyntax, _ text: String) {
        guard !diagnostics.contains(where: { $0.code == SwiftUIDiagnosticCode.approximatedModifier && $0.message.hasSuffix(text) }) else { return }
        let (line, column) = place(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call))
        diagnostics.append(.info(SwiftUIDiagnosticCode.approximatedModifier, "\(files[file].path):\(line):\(column): " + text))
    }

    /// A colour scalar that is the same whatever the state: a name, or a choice between branches
    /// that all name one colour (`isWasher ? Color("Blue") : Color("Red")`, both asset colours).
    static func fixedColour(_ scalar: String) -> String? {
        guard scalar.hasPrefix("\\("), scalar.hasSuffix(")") else { return scalar.contains("\\(") ? nil : scalar }
        guard let parsed = try? ExprParser.parse(String(scalar.dropFirst(2).dropLast())) else { return nil }
        func constant(_ e: Expr) -> String? {
            switch e {
            case .string(let s): return s
            case .ternary(_, let a, let b):
                guard let x = constant(a), x == constant(b) else { return nil }
                return x
            default: return nil
            }
        }
        return constant(parsed)
    }

    /// `.modifier(Badge(count: 3))` with `struct Badge: ViewModifier` in the sources: its
    /// `body(content:)` with `content` bound to the view and its properties to the arguments.
    mutating func viewModifier(_ syntax: ExprSyntax, to view: SourceNode, _ scope: Scope) -> SourceNode? {
        guard let call = syntax.as(FunctionCallExprSyntax.self), let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let qualified = index.resolveTypeName(typeName, from: scope.selfType ?? ""), let info = index.types[qualified],
              let (body, declFile) = info.function("body"), let statements = body.body?.statements,
              let instance = initializer(typeName, name: "init", call, scope), instance.kind == .instance else { return nil }
        var inner = Scope(selfType: qualified)
        inner.members = instance.members.merging(Self.environmentMembers(of: info)) { $1 }
        let parameter = body.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "content"
        inner.bindings[parameter] = Term(kind: .views, text: parameter, type: nil, views: [view])
        let result = expanding(in: declFile, at: call, what: typeName + ".body", fallback: [SourceNode]()) { $0.views(statements, inner) }
        if result.count == 1, let only = result.first { return only }
        return mapping([("VStack", SourceNode(.sequence(result)))], at: call)
    }

    /// What `.background(…)` or `.overlay(…)` draws: a colour or material is a rectangle of it, a
    /// view or a closure its views. Nil (reported) when it cannot be read.
    mutating func decoration(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SourceNode? {
        if let closure = Self.closures(call, labels: ["content"])["content"] {
            return SourceNode(.sequence(views(ofClosure: closure, scope)), line: place(closure).line, column: place(closure).column)
        }
        guard let first = call.arguments.nodes.first(where: { $0.label == nil || $0.label?.text == "content" })?.expression else { return nil }
        let text = first.trimmedSource
        if text.hasSuffix("Material") || text.hasPrefix(".ultra") || text.hasPrefix(".thin") || text.hasPrefix(".thick") || text.hasPrefix(".regular") {
            return mapping([("Rectangle", SourceNode(.scalar("", .null))), ("fill", scalar("tertiary", at: first))], at: first)
        }
        if readsAsColour(first, scope) {
            guard let colour = color(first, scope) else { return nil }
            return mapping([("Rectangle", SourceNode(.scalar("", .null))), ("fill", colour)], at: first)
        }
        return SourceNode(.sequence(views(of: first, scope)), line: place(first).line, column: place(first).column)
    }

    /// Whether a `.background`/`.overlay` argument is a colour (a rectangle of it), not a view.
    func readsAsColour(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        if LiteralText.colorName(expression) != nil || Self.isColorExpression(expression, index: index) { return true }
        // A name bound to a colour (`var tint: Color` of a view or modifier).
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let bound = scope.bindings[reference.baseName.text] ?? scope.members[reference.baseName.text],
           bound.kind == .value && bound.text.hasPrefix("\"") && !bound.text.contains("\\(") {
            return true
        }
        // `Constants.Colors.accent` with `static let accent = Color(…)`.
        if let member = expression.as(MemberAccessExprSyntax.self), isStaticColour(member, scope) { return true }
        // `isStudy ? Color.red.opacity(0.3) : .green`: a colour either way.
        if let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
           let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
           [ternary.thenExpression, elements[elements.count - 1]].allSatisfy({ LiteralText.colorName($0) != nil || Self.isColorExpression($0, index: index) }) {
            return true
        }
        // `badgeColor.opacity(0.25)` where `var badgeColor: Color { … }`: a colour of the view's own.
        var root = expression
        while let call = root.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { root = base }
        guard let reference = root.as(DeclReferenceExprSyntax.self), let type = scope.selfType,
              let property = index.types[type]?.computedProperty(reference.baseName.text) else { return false }
        return Self.isColor(property.binding.typeAnnotation?.type)
    }

    /// Whether a static member of the sources holds a colour, also through other static members
    /// (`static let start = Palette.accent`).
    func isStaticColour(_ member: MemberAccessExprSyntax, _ scope: Scope, depth: Int = 0) -> Bool {
        guard depth < Self.maximumExpansions, let (value, _, type) = staticValue(member, scope) else { return false }
        if let next = value.as(MemberAccessExprSyntax.self), next.base != nil, isStaticColour(next, Scope(selfType: type), depth: depth + 1) { return true }
        return Self.isColorExpression(value, index: index)
    }

    /// `LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)` (or
    /// `gradient: Gradient(colors: […])`), `RadialGradient`, `AngularGradient`: the definition's
    /// spelling, `linear(blue, purple; leading, trailing)`. Nil when it is not one, or a colour
    /// cannot be read.
    mutating func gradient(_ syntax: ExprSyntax, _ scope: Scope) -> String? {
        guard let call = syntax.as(FunctionCallExprSyntax.self) else { return nil }
        let kinds = ["LinearGradient": "linear", "RadialGradient": "radial", "EllipticalGradient": "radial", "AngularGradient": "angular",
                     // `.foregroundStyle(.linearGradient(colors:startPoint:endPoint:))`: the same, as a ShapeStyle.
                     ".linearGradient": "linear", ".radialGradient": "radial", ".angularGradient": "angular"]
        guard let kind = kinds[call.calledExpression.trimmedSource] else { return nil }
        var list = call.arguments.nodes.first { $0.label?.text == "colors" }?.expression
        var colours: [String] = []
        if list == nil, let inner = call.arguments.nodes.first(where: { $0.label?.text == "gradient" })?.expression.as(FunctionCallExprSyntax.self) {
            list = inner.arguments.nodes.first { $0.label?.text == "colors" }?.expression
            if list == nil, let stops = inner.arguments.nodes.first(where: { $0.label?.text == "stops" })?.expression {
                guard let spelled = gradientStops(stops, scope) else { return nil }
                colours = spelled
            }
        }
        if colours.isEmpty {
            guard let elements = list?.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty else { return nil }
            for element in elements.nodes {
                guard let text = color(element.expression, scope)?.scalarText else { return nil }
                colours.append(text)
            }
        }
        var spelling = kind + "(" + colours.joined(separator: ", ")
        if kind == "linear" {
            let points = ["startPoint", "endPoint"].compactMap { label in
                call.arguments.nodes.first { $0.label?.text == label }?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            if points.count == 2 { spelling += "; " + points.joined(separator: ", ") }
        }
        return spelling + ")"
    }

    /// Whether an expression reads as a colour: `.blue.opacity(0.2)`, `Color.accentColor`, `Color(…)`, a gradient.
    static func isColorExpression(_ syntax: ExprSyntax, index: DeclarationIndex) -> Bool {
        let text = syntax.trimmedSource
        if text.hasPrefix("Color") || text.hasPrefix("#colorLiteral") { return true }
        if ["LinearGradient(", "RadialGradient(", "EllipticalGradient(", "AngularGradient("].contains(where: text.hasPrefix) { return true }
        var root = syntax
        while let call = root.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { root = base }
        // `.indigo.gradient`: a shade of the colour before it.
        while let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "gradient", let base = member.base { root = base }
        if let member = root.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSource == "Color" {
            let name = member.declName.baseName.text
            return LiteralText.colorNames.contains(name) || index.types["Color"]?.staticMember(name) != nil || name == "accentColor"
        }
        return false
    }

    /// The Dynamic Type style whose default size (at the Large setting) is nearest `points`.
    static func textStyle(points: Double) -> String {
        let sizes: [(String, Double)] = [("caption2", 11), ("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16),
                                         ("body", 17), ("title3", 20), ("title2", 22), ("title", 28), ("largeTitle", 34)]
        return sizes.min { abs($0.1 - points) < abs($1.1 - points) }?.0 ?? "body"
    }

    /// A modifier whose value depends on the state, where the definition grammar takes a literal:
    /// `.strikethrough(stop.cancelled)` or `.opacity(context.isStale ? 0.4 : 1)` become an `if` between
    /// the view with each value, which is what SwiftUI draws. Each of these modifiers is spelled as its
    /// own definition key.
    mutating func conditionalModifier(_ name: String, _ call: FunctionCallExprSyntax, to view: SourceNode, _ scope: Scope) -> SourceNode? {
        guard ["strikethrough", "underline", "opacity", "lineLimit", "fontWeight", "multilineTextAlignment", "padding", "monospacedDigit"].contains(name),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
        let expression = argument.expression
        func literal(_ e: ExprSyntax) -> SourceNode? {
            if let b = e.as(BooleanLiteralExprSyntax.self) { return scalar(b.literal.text, .bool, at: e) }
            if let n = LiteralText.number(e) { return scalar(n == n.rounded() && n.magnitude < 1e15 ? String(Int(n)) : String(n), n == n.rounded() ? .int : .float, at: e) }
            if let m = e.as(MemberAccessExprSyntax.self), m.base == nil { return scalar(m.declName.baseName.text, at: e) }
            return nil
        }
        let condition: Term?
        let whenTrue: SourceNode
        let whenFalse: SourceNode?
        if name == "strikethrough" || name == "underline" || name == "monospacedDigit", expression.as(BooleanLiteralExprSyntax.self) == nil,
           !(expression.as(SequenceExprSyntax.self)?.elements.nodes.contains { $0.is(UnresolvedTernaryExprSyntax.self) } ?? false) {
            condition = expr(expression, scope)
            whenTrue = scalar("true", .bool, at: expression)
            whenFalse = nil
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3, sequence.elements.count % 2 == 1,
                  let ternary = sequence.elements.nodes[sequence.elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                  let a = literal(ternary.thenExpression), let b = literal(sequence.elements.nodes[sequence.elements.count - 1]) {
            // `a == b ? .title2 : .body`: the operands before `?` are the condition.
            let head = sequence.elements.nodes.dropLast(2)
            condition = expr(head.count == 1 ? head[head.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(head))), scope)
            whenTrue = a
            whenFalse = b
        } else {
            return nil
        }
        guard let condition else { return view }
        var entries: [(String, SourceNode)] = [("if", scalar(condition.text, at: expression)),
                                               ("then", SourceNode(.sequence([Self.adding(name, whenTrue, to: view)])))]
        entries.append(("else", SourceNode(.sequence([whenFalse.map { Self.adding(name, $0, to: view) } ?? view]))))
        return mapping(entries, at: call)
    }

    /// Adds a modifier key to a view mapping. SwiftUI applies the innermost modifier of a kind that
    /// the environment carries (font, colour), so an outer one of the same key is dropped; an outer
    /// frame or padding wraps the view instead.
    static func adding(_ key: String, _ value: SourceNode, to view: SourceNode) -> SourceNode {
        guard case .mapping(var entries) = view.kind else { return view }
        var result: SourceNode
        if entries.contains(where: { $0.key.scalarText == key }) {
            guard key == "padding" || key == "frame" else { return view }
            result = SourceNode(.mapping([SourceEntry(key: SourceNode(.scalar("VStack", .string), line: view.line, column: view.column),
                                                      value: SourceNode(.sequence([view]))),
                                          SourceEntry(key: SourceNode(.scalar(key, .string)), value: value)]), line: view.line, column: view.column)
        } else {
            entries.append(SourceEntry(key: SourceNode(.scalar(key, .string), line: value.line, column: value.column), value: value))
            result = SourceNode(.mapping(entries), line: view.line, column: view.column)
        }
        // The view keeps the file it was written in.
        result.file = view.file
        return result
    }

    /// A frame's alignment: `.topLeading`, `Alignment(horizontal: h, vertical: v)` (as
    /// `{horizontal, vertical}`), or the text of an expression choosing one at each instant.
    mutating func frameAlignment(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        if let call = syntax.as(FunctionCallExprSyntax.self), ["Alignment", ".init"].contains(call.calledExpression.trimmedSource),
           call.arguments.nodes.map({ $0.label?.text }) == ["horizontal", "vertical"] {
            return mapping(call.arguments.nodes.map { ($0.label?.text ?? "", alignmentValue($0.expression, scope)) }, at: call)
        }
        return alignmentValue(syntax, scope)
    }

    /// An alignment's name, or the text of an expression that chooses one; null (reported) when
    /// the expression cannot be read.
    mutating func alignmentValue(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode {
        if let member = syntax.as(MemberAccessExprSyntax.self),
           member.base == nil || [ViewVocabulary.alignment, ViewVocabulary.horizontalAlignment, ViewVocabulary.verticalAlignment].contains(member.base?.trimmedSource ?? "") {
            return scalar(member.declName.baseName.text, at: syntax)
        }
        guard let term = expr(syntax, scope) else { return scalar("", .null, at: syntax) }
        if term.text.hasPrefix("."), ViewParser.isName(term.text) { return scalar(String(term.text.dropFirst()), at: syntax) }
        return scalar(term.text, at: syntax)
    }

    /// The Dynamic Type style a `Font` static of the sources stands for (`static var caption3: Font {
    /// .system(size: 11, weight: .medium) }` is `caption2`), for a choice among them; nil when it is
    /// none the reader can tell.
    func customFontStyle(_ name: String) -> String? {
        guard let (binding, _) = index.types["Font"]?.staticMember(name),
              var value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) else { return nil }
        // `.headline.weight(.semibold)`: the weight is the definition's `fontWeight`, not the style's.
        while let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              !["system", "custom"].contains(member.declName.baseName.text) {
            value = base
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let size = Self.argument(call, "size").flatMap(LiteralText.number) { return Self.textStyle(points: size) }
            value = call.arguments.nodes.first(where: { $0.label == nil })?.expression ?? value
        }
        guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSource == "Font",
              TextStyle(rawValue: member.declName.baseName.text) != nil else { return nil }
        return member.declName.baseName.text
    }

    /// Whether every value a ternary tree (`a ? .footnote : (b ? .title2 : .body)`) can give is a
    /// Dynamic Type style (`.title2`, `Font.title2`).
    static func choosesStyle(_ expr: Expr) -> Bool {
        switch expr {
        case .ternary(_, let whenTrue, let whenFalse): return choosesStyle(whenTrue) && choosesStyle(whenFalse)
        case .implicitMember(let name), .member(.identifier("Font"), let name): return TextStyle(rawValue: name) != nil
        default: return false
        }
    }

    /// `.padding()`, `.padding(16)`, `.padding(.horizontal)`, `.padding(.horizontal, 8)`, `.padding([.top, .bottom], 4)`.
    mutating func padding(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SourceNode {
        let arguments = call.arguments.nodes
        guard let first = arguments.first else { return scalar("true", .bool, at: call) }
        // `EdgeInsets(top: 14, leading: 20, bottom: hasEnd ? 16 : 12, trailing: 32)`: each inset its own
        // length (an `EdgeInsets` value built elsewhere is read as one when it is drawn).
        if let insets = first.expression.as(FunctionCallExprSyntax.self), ["EdgeInsets", ".init"].contains(insets.calledExpression.trimmedSource),
           !insets.arguments.isEmpty, insets.arguments.nodes.allSatisfy({ argument in ValueSlot.paddingSlots.contains { $0.rawValue == argument.label?.text } }) {
            return mapping(insets.arguments.nodes.map { ($0.label?.text ?? "", number($0.expression, scope)) }, at: insets)
        }
        let isEdges = first.expression.is(MemberAccessExprSyntax.self) || first.expression.is(ArrayExprSyntax.self)
        guard isEdges else { return number(first.expression, scope) }
        var edges: [SourceNode] = []
        if let array = first.expression.as(ArrayExprSyntax.self) {
            edges = array.elements.nodes.map { scalar(Self.memberName($0.expression), at: $0) }
        } else {
            edges = [scalar(Self.memberName(first.expression), at: first)]
        }
        var entries: [(String, SourceNode)] = [("edges", SourceNode(.sequence(edges)))]
        if arguments.count > 1 { entries.append(("length", number(arguments[1].expression, scope))) }
        return mapping(entries, at: call)
    }

    /// A colour as the definition writes it: a name, `#rrggbb`, or `\(expr)` choosing one.
    mutating func color(_ syntax: ExprSyntax, _ scope: Scope) -> SourceNode? {
        if let name = LiteralText.colorName(syntax) { return scalar(name, at: syntax) }
        // `AppConstants.Gradients.background`: the colour or gradient a static member of the sources holds.
        if let member = syntax.as(MemberAccessExprSyntax.self), member.base != nil, let (value, declFile, type) = staticValue(member, scope) {
            return expanding(in: declFile, at: syntax, what: member.trimmedSource, fallback: nil as SourceNode?) {
                $0.color(value, Scope(selfType: type))
            }
        }
        if let gradient = gradient(syntax, scope) { return scalar(gradient, at: syntax) }
        if let member = syntax.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSource == "Color" {
            let name = member.declName.baseName.text
            if let custom = customColor(name, member), custom.text.hasPrefix("\""), custom.text.hasSuffix("\"") {
                return scalar(String(custom.text.dropFirst().dropLast()), at: syntax)
            }
            // `.foregroundStyle(.brandPrimary)`: no colour, case or member of the sources has the name.
            if member.base == nil, isAssetColorName(name) {
                return scalar(String(assetColor(name, member).text.dropFirst().dropLast()), at: syntax)
            }
        }
        // `.orange.opacity(0.6)`: drawn mixed into what is behind it (`Theme.color`); an opacity
        // that is not a literal draws the colour itself.
        if let call = syntax.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "opacity", let base = member.base {
            guard let colour = color(base, scope) else { return nil }
            guard call.arguments.count == 1, let alpha = call.arguments.first.flatMap({ LiteralText.number($0.expression) }),
                  let text = colour.scalarText, !text.contains("\\(") else { return colour }
            return scalar(text + ".opacity(\(alpha))", at: syntax)
        }
        var inner = scope
        inner.colors = true
        guard let term = expr(syntax, inner) else { return nil }
        if term.text.hasPrefix("\""), term.text.hasSuffix("\""), !term.text.contains("\\("), term.text.count >= 2 {
            return scalar(String(term.text.dropFirst().dropLast()), at: syntax)
        }
        return scalar("\\(" + term.text + ")", at: syntax)
    }
}
