import ActivityLayout
import ActivityModel
import Expressions
import Foundation

/// View modifiers and the methods of SwiftUI's values, applied to the `ViewNode` a view value holds.
///
/// SwiftUI applies modifiers from the inside out: an environment modifier (`font`, `foregroundStyle`)
/// the view set already wins over one written after it, and a layout modifier (`padding`, `frame`,
/// `background`) written after another wraps the view, so `.padding().background(.red)` and
/// `.background(.red).padding()` differ as they do on the phone.
extension SwiftUIHost {
    /// Modifiers that change nothing a still picture of the activity shows.
    static let silentModifiers: Set<String> = [
        "contentTransition", "widgetURL", "contentMargins", "activitySystemActionForegroundColor", "animation",
        "transition", "id", "tag",
        "accessibilityLabel", "accessibilityHidden", "accessibilityElement", "accessibilityValue",
        "accessibilityIdentifier",
        "privacySensitive", "invalidatableContent", "redacted", "unredacted", "symbolRenderingMode", "symbolEffect",
        "imageScale",
        "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "layoutPriority", "buttonStyle",
        "labelsHidden",
        "environment", "dynamicTypeSize", "containerBackground", "numericTextTransition", "interpolation",
        "antialiased", "renderingMode",
        "italic", "monospaced", "fontDesign", "fontWidth", "lineSpacing", "textSelection", "contentShape", "onAppear",
        "onDisappear",
        "task", "help", "disabled", "luminanceToAlpha", "symbolVariant", "widgetAccentable", "containerRelativeFrame",
        "keyframeAnimator", "phaseAnimator", "onPreferenceChange", "preference", "onChange", "onReceive", "lineHeight",
        "sensoryFeedback", "activityBackgroundTintOpacity", "ignoresSafeArea", "edgesIgnoringSafeArea",
    ]

    /// Modifiers with a visible effect that character cells cannot carry (a shadow, a blur, a
    /// rotation): drawn without it, and said once per widget at info level.
    static let approximatedModifiers: Set<String> = [
        "shadow", "blur", "backgroundStyle", "rotationEffect", "rotation3DEffect", "scaleEffect", "brightness",
        "saturation", "contrast",
        "grayscale",
        "hueRotation", "colorMultiply", "blendMode", "compositingGroup", "drawingGroup", "mask", "clipped",
        "minimumScaleFactor",
        "allowsTightening", "fixedSize", "kerning", "tracking", "baselineOffset", "zIndex",
        "position", "alignmentGuide",
        "border", "buttonBorderShape", "controlSize", "colorInvert", "textScale", "gridColumnAlignment",
        "preferredColorScheme",
    ]

    /// `.degrees(-90)`, `.radians(.pi)`: an `Angle` in degrees.
    static func degrees(_ value: Value) -> Double? {
        guard case .implicitMember(let unit, let payload) = value, payload.count == 1,
              let amount = SwiftUIHost.number(payload[0].value) else { return nil }
        switch unit {
        case "degrees": return amount
        case "radians": return amount * 180 / .pi
        default: return nil
        }
    }

    /// Environment values the run sets for the whole widget (one theme, locale and Dynamic Type size).
    static let runEnvironmentKeys: Set<String> = ["colorScheme", "locale", "dynamicTypeSize", "sizeCategory", "font"]
    /// Environment values that change nothing the cells draw: how glass merges, how a symbol is tinted or scaled.
    static let undrawnEnvironmentKeys: Set<String> = [
        "glassEffectSpacing", "symbolRenderingMode", "imageScale", "controlSize", "symbolVariants",
    ]

    /// An option named by its case (`.middle`, `.uppercase`), kept as written closest to the view:
    /// the innermost modifier wins, as SwiftUI's environment does.
    func setOnce<Option: RawRepresentable>(
        _ field: WritableKeyPath<ViewModifiers, Option?>, _ value: Value?, on node: inout ViewNode
    ) where Option.RawValue == String {
        guard node.modifiers[keyPath: field] == nil else { return }
        node.modifiers[keyPath: field] = name(value).flatMap(Option.init(rawValue:))
    }

    func method(
        _ base: Value, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        var args = args
        // A modifier that changes nothing drawn needs none of its arguments
        // (`.transition(.opacity.combined(with: …))`).
        let modifiable: Bool = {
            if case .host(_ as DynamicIslandValue) = base { return true }
            return Self.isView(base, interpreter)
        }()
        if Self.silentModifiers.contains(name), modifiable,
            args.contains(where: { if case .host(_ as UnreadArgument) = $0.value { true } else { false } })
        {
            return base
        }
        // `.progressViewStyle(StripedStyle())`: a style of the app's, drawn as the default style.
        if name.hasSuffix("Style"), let first = args.first?.value {
            var custom: String?
            if case .host(let unread as UnreadArgument) = first { custom = unread.error.message }
            if case .structure(let s) = first { custom = s.type }
            if let custom {
                report(
                    SwiftUIDiagnosticCode.approximatedModifier,
                    "'.\(name)' of a style of the app's (\(custom)) is drawn as the default style",
                    at: range, severity: .info)
                args[0].value = .implicitMember("automatic", [])
            }
        }
        // `.modifier(Shimmer())` of a type the sources do not declare: the view without it.
        if name == "modifier", case .host(let unread as UnreadArgument)? = args.first?.value {
            report(
                SwiftUIDiagnosticCode.unsupportedModifier,
                "\(unread.error.message): the view is drawn without this modifier", at: range)
            return base
        }
        args = try Self.needed(args)
        if name == "environment", let set = try customEnvironment(base, args, interpreter) { return set }
        switch base {
        case .host(let colour as ColorValue):
            switch name {
            case "opacity":
                guard let alpha = args.first.flatMap({ Self.number($0.value) }) else { return base }
                return .host(ColorValue(spec: colour.spec + ".opacity(" + String(alpha) + ")"))
            case "gradient", "mix", "shadow", "secondary", "tertiary":
                return base
            default:
                return try modify(
                    ViewValue(node: viewNode(base) ?? ViewNode(.empty)), name, args, interpreter, at: range)
            }
        case .host(let font as FontValue):
            var font = font
            switch name {
            case "weight": font.weight = self.name(args.first?.value).flatMap(FontWeight.init(rawValue:))
            case "bold": font.weight = .bold
            case "monospacedDigit": font.monospacedDigit = true
            default: break
            }
            return .host(font)
        case .host(var island as DynamicIslandValue):
            if name == "keylineTint" {
                island.keylineTint = args.first.flatMap { colorSpec($0.value, interpreter, at: range) }
            }
            return .host(island)
        case .host(var configuration as ConfigurationValue):
            if name == "supplementalActivityFamilies", case .array(let items)? = args.first?.value {
                configuration.families = items.compactMap { self.name($0) }
            }
            return .host(configuration)
        case .host(var region as ExpandedRegionValue):
            guard
                case .host(let modified as ViewValue)? = try modify(
                    ViewValue(node: region.node), name, args, interpreter, at: range)
            else { return nil }
            region.node = modified.node
            return .host(region)
        case .host(let view as ViewValue):
            return try modify(view, name, args, interpreter, at: range)
        case .structure(let proxy) where proxy.type == "GeometryProxy" && name == "frame":
            // `geometry.frame(in: .local)`: the proxy's size at the origin (no other space is laid out).
            guard case .structure(let size)? = proxy["size"], let width = size["width"].flatMap(Self.number),
                let height = size["height"].flatMap(Self.number)
            else { return nil }
            let point = Value.structure(StructValue(type: "CGPoint", fields: [("x", .double(0)), ("y", .double(0))]))
            let fields: [(String, Value)] = [
                ("origin", point), ("size", .structure(size)), ("width", .double(width)), ("height", .double(height)),
                ("minX", .double(0)), ("minY", .double(0)), ("midX", .double(width / 2)), ("midY", .double(height / 2)),
                ("maxX", .double(width)), ("maxY", .double(height)),
            ]
            return .structure(StructValue(type: "CGRect", fields: fields))
        case .string(let text) where name == "size" && args.first?.label == "withAttributes":
            return try measured(text, args[0].value, at: range)
        case .structure(let s) where Self.isView(s.type, interpreter):
            return try modify(ViewValue(node: viewNode(base) ?? ViewNode(.empty)), name, args, interpreter, at: range)
        case .enumCase(let e) where Self.isView(e.type, interpreter):
            return try modify(ViewValue(node: viewNode(base) ?? ViewNode(.empty)), name, args, interpreter, at: range)
        default:
            return nil
        }
    }

    static func format(_ points: Double) -> String {
        points == points.rounded() && points.magnitude < 1e15 ? String(Int(points)) : String(points)
    }

    /// Whether a value is drawn as a view: the host's views, or a view the program declares.
    static func isView(_ value: Value, _ interpreter: Interpreter) -> Bool {
        switch value {
        case .host(_ as ViewValue), .host(_ as ColorValue): return true
        case .structure(let s): return isView(s.type, interpreter)
        case .enumCase(let e): return isView(e.type, interpreter)
        default: return false
        }
    }

    /// Whether the program declares `type` a view (its `body` is what a modifier applies to).
    static func isView(_ type: String, _ interpreter: Interpreter) -> Bool {
        guard let declaration = interpreter.program.declaration(named: type) else { return false }
        return declaration.inherited.contains { $0.simpleName == "View" }
            || declaration.computedProperties["body"] != nil
            || isShape(type, interpreter)
    }

    /// Whether the program declares `type` a shape: it conforms to `Shape` or draws `path(in:)`.
    static func isShape(_ type: String, _ interpreter: Interpreter) -> Bool {
        guard let declaration = interpreter.program.declaration(named: type) else { return false }
        return declaration.inherited.contains { ["Shape", "InsettableShape"].contains($0.simpleName) }
            || declaration.methods.contains { $0.name == "path" }
    }

    static func isCircular(_ style: String?) -> Bool {
        ["circular", "accessoryCircular", "accessoryCircularCapacity"].contains(style ?? "")
    }

    static func declaredTypeName(_ value: Value) -> String? {
        switch value {
        case .structure(let s): return s.type
        case .enumCase(let e): return e.type
        default: return nil
        }
    }

    func modify(
        _ view: ViewValue, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        // A labelled `ProgressView` drawn as a ring, or with its labels hidden, is its ring or bar
        // alone (a circular one's current value sits in the ring, which a cell cannot hold).
        if view.composite == .labelledProgress, case .vStack(let parts, _, _) = view.node.kind,
            name == "labelsHidden" || name == "progressViewStyle" && Self.isCircular(self.name(args.first?.value)),
            let bar = parts.first(where: { if case .progress = $0.kind { return true } else { return false } })
        {
            return name == "labelsHidden"
                ? .host(ViewValue(node: bar)) : try modify(ViewValue(node: bar), name, args, interpreter, at: range)
        }
        var node = view.node
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        var first: Value? { args.first?.value }
        func flag() -> Bool {
            if case .bool(let b)? = first { return b }
            return true
        }
        /// A layout modifier written after another wraps the view: each keeps its own order.
        func layout() {
            let m = node.modifiers
            if m.frame != nil || m.padding != nil || !m.background.isEmpty || !m.overlay.isEmpty || m.offset != nil
                || m.clipShape != nil
                || m.opacity != nil
            {
                node = ViewNode(.zStack([node], alignment: .center), line: node.line, column: node.column)
            }
        }
        switch name {
        case "font":
            guard let value = first else { break }
            guard let font = try fontValue(value, at: range) else {
                report(
                    SwiftUIDiagnosticCode.unsupportedModifier,
                    "font \(value.description(module: "")) is not a Dynamic Type style; ignored", at: range)
                break
            }
            if node.modifiers.font == nil { node.modifiers.font = font.style }
            if let weight = font.weight, node.modifiers.fontWeight == nil { node.modifiers.fontWeight = weight }
            if font.monospacedDigit { node.modifiers.monospacedDigit = true }
        case "fontWeight":
            if node.modifiers.fontWeight == nil {
                node.modifiers.fontWeight = self.name(first).flatMap(FontWeight.init(rawValue:))
            }
        case "bold":
            if flag(), node.modifiers.fontWeight == nil { node.modifiers.fontWeight = .bold }
        case "foregroundStyle", "foregroundColor":
            guard let value = first else { break }
            if case .shape(let kind, nil, let stroked) = node.kind, let spec = colorSpec(value, interpreter, at: range)
            {
                node.kind = .shape(kind, fill: ViewTemplate(literal: spec), stroked: stroked)
            } else if node.modifiers.foregroundStyle == nil, let spec = colorSpec(value, interpreter, at: range) {
                node.modifiers.foregroundStyle = ViewTemplate(literal: spec)
            }
        case "fill", "stroke", "strokeBorder":
            guard case .shape(let kind, _, _) = node.kind else { break }
            let spec = first.flatMap { colorSpec($0, interpreter, at: range) }
            node.kind = .shape(kind, fill: spec.map { ViewTemplate(literal: $0) }, stroked: name != "fill")
        case "trim":
            guard case .shape = node.kind else { break }
            let from = arg("from").flatMap(Self.number) ?? 0, to = arg("to").flatMap(Self.number) ?? 1
            node.modifiers.trim = ShapeTrim(from: from, to: to)
        case "rotationEffect" where node.modifiers.trim != nil:
            // Turning a trimmed ring moves where its drawn part starts, which cells can show.
            guard let degrees = first.flatMap(Self.degrees) else { break }
            node.modifiers.trim?.rotationDegrees += degrees
        case "monospacedDigit":
            node.modifiers.monospacedDigit = true
        case "strikethrough":
            if flag() { node.modifiers.strikethrough = true }
        case "underline":
            if flag() { node.modifiers.underline = true }
        case "lineLimit":
            if node.modifiers.lineLimit == nil, case .int(let n)? = first, n > 0 { node.modifiers.lineLimit = n }
        case "labelStyle": setOnce(\.labelStyle, first, on: &node)
        case "truncationMode": setOnce(\.truncationMode, first, on: &node)
        case "multilineTextAlignment": setOnce(\.multilineTextAlignment, first, on: &node)
        case "textCase": setOnce(\.textCase, first, on: &node)
        case "tint":
            if let spec = first.flatMap({ colorSpec($0, interpreter, at: range) }) {
                node.modifiers.tint = ViewTemplate(literal: spec)
            }
        case "progressViewStyle", "gaugeStyle":
            node.modifiers.progressStyle = Self.isCircular(self.name(first)) ? .circular : .linear
        case "opacity":
            guard let alpha = first.flatMap(Self.number) else { break }
            layout()
            node.modifiers.opacity = max(0, min(1, alpha))
        case "hidden":
            layout()
            node.modifiers.opacity = 0
        case "offset":
            let x = arg("x").flatMap(Self.number) ?? 0
            let y = arg("y").flatMap(Self.number) ?? 0
            layout()
            node.modifiers.offset = Offset(x: x, y: y)
        case "padding":
            layout()
            node.modifiers.padding = padding(args)
        case "frame":
            layout()
            var frame = Frame()
            for (label, slot) in [
                ("width", ValueSlot.width), ("height", .height), ("minWidth", .minWidth), ("maxWidth", .maxWidth),
                ("minHeight", .minHeight), ("maxHeight", .maxHeight),
            ] {
                guard let points = arg(label).flatMap(Self.number) else { continue }
                guard points >= 0, !points.isNaN else {
                    // SwiftUI logs "Invalid frame dimension (negative or non-finite)" and leaves the size to the content.
                    report(
                        ExprDiagnosticCode.invalidValue,
                        "frame \(label) \(Self.format(points)) is negative or not a number; SwiftUI ignores it",
                        at: range)
                    continue
                }
                frame.set(slot, min(points, 1_000_000) == points ? points : .infinity)
            }
            frame.alignment = self.name(arg("alignment")).flatMap(Alignment2D.init(name:)) ?? .center
            node.modifiers.frame = frame
        case "background", "overlay":
            layout()
            var views: [ViewNode] = []
            // `.background(style, in: shape)`: the style fills the shape (a clear one draws nothing).
            var filled = ShapeKind.rectangle
            if case .shape(let kind, _, _)? = arg("in").flatMap({ viewNode($0) })?.kind { filled = kind }
            for argument in args
            where !["alignment", "ignoresSafeAreaEdges", "in", "fillStyle"].contains(argument.label) {
                if case .function = argument.value {
                    views += try content(argument.value, [], interpreter, at: range)
                } else if case .host(let view as ViewValue) = argument.value {
                    // A view, a shape stroked or filled included, is drawn as it is, not as its colour.
                    views.append(view.node)
                } else if let spec = colorSpec(argument.value, interpreter, at: range) {
                    views.append(
                        ViewNode(
                            .shape(filled, fill: ViewTemplate(literal: spec), stroked: false), line: range.line,
                            column: range.column))
                } else if let inner = viewNode(argument.value) {
                    views.append(inner)
                }
            }
            if name == "background" { node.modifiers.background = views } else { node.modifiers.overlay = views }
        case "cornerRadius":
            node.modifiers.clipShape = .roundedRectangle
        case "clipShape", "containerShape":
            if case .shape(let kind, _, _)? = first.flatMap { viewNode($0) }?.kind {
                node.modifiers.clipShape = kind
            } else if let shape = self.name(first).flatMap({
                ShapeKind(rawValue: $0.prefix(1).uppercased() + $0.dropFirst())
            }) {
                node.modifiers.clipShape = shape
            }
        case "environment":
            guard case .function(let key)? = first, let path = key.keyPath, args.count == 2 else { break }
            switch path.first {
            case "layoutDirection":
                if node.modifiers.layoutDirection == nil {
                    node.modifiers.layoutDirection = self.name(args[1].value).flatMap(LayoutDirection.init(rawValue:))
                }
            case let name? where Self.runEnvironmentKeys.contains(name) || Self.undrawnEnvironmentKeys.contains(name):
                let why = Self.runEnvironmentKeys.contains(name)
                    ? "is drawn with the theme, --locale and --dynamic-type of the run"
                    : "has no form in character cells; drawn without it"
                report(
                    SwiftUIDiagnosticCode.approximatedModifier,
                    "'.environment(\\.\(path.joined(separator: ".")), …)' \(why)", at: range, severity: .info)
            default:
                report(
                    SwiftUIDiagnosticCode.unsupportedModifier,
                    "the environment value \\.\(path.joined(separator: ".")) is not read; ignored", at: range)
            }
        case "dynamicIsland":
            if self.name(arg("verticalPlacement")) == "belowIfTooWide" { node.modifiers.belowIfTooWide = true }
        case "activityBackgroundTint":
            backgroundTint = first.flatMap { colorSpec($0, interpreter, at: range) }
        case "modifier":
            guard let modifier = first else { break }
            return try interpreter.callMethod(
                modifier, "body", [TupleValue("content", .host(ViewValue(node: node)))], at: range)
        case "keylineTint":
            break
        case _ where Self.approximatedModifiers.contains(name):
            let text = "'.\(name)' has no form in character cells; drawn without it"
            if !diagnostics.contains(where: {
                $0.code == SwiftUIDiagnosticCode.approximatedModifier && $0.message.hasSuffix(text)
            }) {
                report(SwiftUIDiagnosticCode.approximatedModifier, text, at: range, severity: .info)
            }
        default:
            guard Self.silentModifiers.contains(name) else {
                report(
                    SwiftUIDiagnosticCode.unsupportedModifier,
                    "modifier '\(name)' is not read; the view is drawn without it", at: range)
                return .host(ViewValue(node: node))
            }
        }
        return .host(ViewValue(node: node))
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading])`, `.padding(EdgeInsets(…))`.
    func padding(_ args: [TupleValue]) -> EdgeInsets {
        var edges: [String] = ["all"]
        var length = EdgeInsets.standard.top
        for argument in args {
            switch argument.value {
            case .implicitMember(let name, _): edges = [name]
            case .array(let items): edges = items.compactMap { self.name($0) }
            case .structure(let s) where s.type == "EdgeInsets":
                return EdgeInsets(
                    top: s["top"].flatMap(Self.number) ?? 0, leading: s["leading"].flatMap(Self.number) ?? 0,
                    bottom: s["bottom"].flatMap(Self.number) ?? 0, trailing: s["trailing"].flatMap(Self.number) ?? 0)
            default: if let n = Self.number(argument.value) { length = n }
            }
        }
        var insets = EdgeInsets()
        for edge in edges {
            switch edge {
            case "all": insets = EdgeInsets(all: length)
            case "horizontal":
                insets.leading = length
                insets.trailing = length
            case "vertical":
                insets.top = length
                insets.bottom = length
            case "top": insets.top = length
            case "bottom": insets.bottom = length
            case "leading": insets.leading = length
            case "trailing": insets.trailing = length
            default: break
            }
        }
        return insets
    }
}
