import ActivityLayout
import Expressions
import Foundation

/// The initializers of SwiftUI's views and values, and of ActivityKit's configuration.
extension SwiftUIHost {
    func construct(
        _ type: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        // An asset image is drawn as a box whatever its name: a name the sources lack loses nothing drawn.
        if type == "Image", let first = args.first, first.label == nil || first.label == "uiImage",
            case .host(let unread as UnreadArgument) = first.value
        {
            report(
                SwiftUIDiagnosticCode.assetImage,
                "an image of the app's (\(unread.error.message)); drawn as a box", at: range, severity: .info)
            return .host(ViewValue(node: Self.node(.assetImage("image"), at: range)))
        }
        let args = try Self.needed(args)
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        /// The trailing closure of a container (`VStack { … }`), however it is labelled.
        var closure: Value? {
            args.last {
                if case .function = $0.value { return $0.label == nil || $0.label == "content" } else { return false }
            }?.value
        }
        func view(_ kind: ViewKind) -> Value { .host(ViewValue(node: Self.node(kind, at: range))) }
        func views() throws -> [ViewNode] { try content(closure, [], interpreter, at: range) }

        switch type {
        case "Text":
            return view(try text(args, interpreter, at: range))
        case "Label":
            if let title = arg(nil), case .string(let text) = title {
                let image = arg("systemImage").flatMap {
                    if case .string(let s) = $0 { return ViewTemplate(literal: s) } else { return nil }
                }
                return view(.label(title: ViewTemplate(literal: text), systemImage: image))
            }
            let title = try content(arg("title") ?? arg(nil), [], interpreter, at: range)
            let icon = try content(arg("icon"), [], interpreter, at: range)
            return view(.hStack(icon + title, alignment: .center, spacing: 6))
        case "Image":
            if case .string(let name)? = arg("systemName") { return view(.image(ViewTemplate(literal: name))) }
            if case .structure(let image)? = arg("uiImage"), case .string(let name)? = image["assetName"], !name.isEmpty
            {
                report(
                    SwiftUIDiagnosticCode.assetImage,
                    "Image(uiImage:) of the app's asset \"\(name)\"; drawn as a box", at: range, severity: .info)
                return view(.assetImage(name))
            }
            if case .string(let name)? = arg(nil) {
                report(
                    SwiftUIDiagnosticCode.assetImage,
                    "Image(\"\(name)\") is an image of the app's assets; drawn as a box", at: range, severity: .info)
                return view(.assetImage(name))
            }
            report(
                SwiftUIDiagnosticCode.assetImage, "an image the app supplies is drawn as a box", at: range,
                severity: .info)
            return view(.assetImage("image"))
        case "VStack", "LazyVStack":
            let alignment = name(arg("alignment")).flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
            return view(.vStack(try views(), alignment: alignment, spacing: arg("spacing").flatMap(Self.number)))
        case "HStack", "LazyHStack":
            let alignment = name(arg("alignment")).flatMap(VerticalAlignment.init(rawValue:)) ?? .center
            return view(.hStack(try views(), alignment: alignment, spacing: arg("spacing").flatMap(Self.number)))
        case "ZStack":
            return view(
                .zStack(try views(), alignment: name(arg("alignment")).flatMap(Alignment2D.init(name:)) ?? .center))
        // A widget navigates nowhere: a `NavigationLink` draws its label, as a `Link` does.
        case "Group", "Link", "NavigationLink", "Button", "AnyView", "Toggle":
            if type == "AnyView", let inner = arg(nil) { return inner }
            // `Button("Skip") { … }`: the title is the label, the closure the action.
            if type != "Group", case .string(let title)? = arg(nil) {
                return view(.text(.string(ViewTemplate(literal: title))))
            }
            let label = arg("label") ?? closure
            return view(.group(try content(label, [], interpreter, at: range)))
        case "Alignment":
            // `Alignment(horizontal: .trailing, vertical: .bottom)`: the name of that corner or edge.
            let horizontal = name(arg("horizontal")) ?? "center"
            let vertical = name(arg("vertical")) ?? "center"
            let combined =
                vertical == "center"
                ? horizontal
                : horizontal == "center"
                    ? vertical : vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
            return .implicitMember(combined, [])
        case "AsyncImage":
            // An image loaded from a URL: the app's, drawn as a box.
            report(
                SwiftUIDiagnosticCode.assetImage, "AsyncImage loads an image from a URL; drawn as a box", at: range,
                severity: .info)
            return view(.assetImage("image"))
        case "CircularProgressViewStyle": return .implicitMember("circular", [])
        case "LinearProgressViewStyle": return .implicitMember("linear", [])
        case "DefaultProgressViewStyle": return .implicitMember("automatic", [])
        case "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle", "DefaultButtonStyle":
            return .implicitMember("plain", [])
        case "Grid":
            let alignment = name(arg("alignment")).flatMap {
                HorizontalAlignment(rawValue: $0.replacingOccurrences(of: "Leading", with: "").lowercased())
            }
            return view(
                Self.grid(
                    try views(), alignment: alignment ?? .center,
                    horizontalSpacing: arg("horizontalSpacing").flatMap(Self.number),
                    verticalSpacing: arg("verticalSpacing").flatMap(Self.number)))
        case "GridRow":
            var row = Self.node(
                .hStack(
                    try views(),
                    alignment: name(arg("alignment")).flatMap(VerticalAlignment.init(rawValue:)) ?? .center,
                    spacing: nil), at: range)
            row.modifiers.isGridRow = true
            return .host(ViewValue(node: row))
        case "StrokeStyle":
            return .structure(StructValue(type: "StrokeStyle", fields: [("lineWidth", arg("lineWidth") ?? .double(1))]))
        case _ where Self.unsupportedViews.contains(type):
            report(
                SwiftUIDiagnosticCode.unsupportedView,
                "\(type) is not drawn in character cells; shown as a placeholder", at: range)
            return view(.unknown(type))
        case "ViewThatFits":
            return view(.viewThatFits(try views(), axes: FitAxes(name: name(arg("in")))))
        case "GeometryReader":
            let size = geometry ?? GeometrySize(width: 0, height: 0)
            let proxy = Value.structure(
                StructValue(
                    type: "GeometryProxy",
                    fields: [
                        (
                            "size",
                            .structure(
                                StructValue(
                                    type: "CGSize",
                                    fields: [("width", .double(size.width)), ("height", .double(size.height))]))
                        )
                    ]))
            return view(.geometryReader(try content(closure, [proxy], interpreter, at: range)))
        case "TimelineView":
            let timeline = Value.structure(
                StructValue(type: "TimelineViewDefaultContext", fields: [("date", .date(now))]))
            return view(.group(try content(closure, [timeline], interpreter, at: range)))
        case "Spacer":
            return view(.spacer(minLength: arg("minLength").flatMap(Self.number)))
        case "Divider":
            return view(.divider)
        case "EmptyView":
            return view(.empty)
        case "ProgressView":
            let progress: ViewKind
            if let interval = arg("timerInterval") {
                let countsDown =
                    arg("countsDown").map { if case .bool(let b) = $0 { return b } else { return true } } ?? true
                progress = .progress(.timer(interval: Self.constant(interval), countsDown: countsDown))
            } else if let value = arg("value") {
                progress = .progress(.value(Self.constant(value), total: arg("total").map(Self.constant)))
            } else {
                // Indeterminate: the spinner, which cells show as a symbol.
                return view(.image(ViewTemplate(literal: "progress.indicator")))
            }
            // `ProgressView("Uploading", value:)`, `ProgressView(…) { label } currentValueLabel: { … }`:
            // a linear bar shows its label above it and its value below.
            var label = try views()
            if label.isEmpty, let written = arg("label") { label = try content(written, [], interpreter, at: range) }
            if label.isEmpty, case .string(let title)? = arg(nil) {
                label = [Self.node(.text(.string(ViewTemplate(literal: title))), at: range)]
            }
            let value = try content(arg("currentValueLabel"), [], interpreter, at: range)
            guard !label.isEmpty || !value.isEmpty else { return view(progress) }
            let stack = ViewKind.vStack(
                label + [Self.node(progress, at: range)] + value, alignment: .leading, spacing: 4)
            return .host(ViewValue(node: Self.node(stack, at: range), composite: .labelledProgress))
        case "Gauge":
            guard let value = arg("value") else { return nil }
            let bounds = arg("in")
            var range: ViewExpression?
            if case .range(let lower?, let upper?, _)? = bounds, let l = Self.number(lower), let u = Self.number(upper)
            {
                range = ViewExpression(Expr.binary(.closedRange, .double(l), .double(u)))
            }
            return view(.gauge(value: Self.constant(value), range: range))
        case "ForEach":
            guard let data = arg(nil) else { return nil }
            let items = try Self.elements(data, interpreter, at: range)
            var nodes: [ViewNode] = []
            for item in items { nodes += try content(closure, [item], interpreter, at: range) }
            return view(.group(nodes))
        case _ where ShapeKind(rawValue: type) != nil:
            return view(.shape(ShapeKind(rawValue: type) ?? .rectangle, fill: nil, stroked: false))
        case "UnevenRoundedRectangle":
            return view(.shape(.roundedRectangle, fill: nil, stroked: false))
        case "Color", "UIColor":
            return try color(args, interpreter, at: range).map { .host(ColorValue(spec: $0)) }
        case "LinearGradient", "RadialGradient", "AngularGradient", "Gradient":
            return gradient(type, args, interpreter, at: range).map { .host(ColorValue(spec: $0)) }
        case "AnyShapeStyle":
            return arg(nil)
        case "Font":
            if let inner = arg(nil), let font = try fontValue(inner, at: range) { return .host(font) }
            return .host(FontValue(style: .body))
        case "LocalizedStringKey":
            return arg(nil)
        case "State", "AppStorage", "SceneStorage", "Binding", "Published", "ScaledMetric":
            // A wrapper written out (`_x = State(initialValue: y)`): its value is the property's.
            return arg("initialValue") ?? arg("wrappedValue") ?? arg(nil)
        case "EdgeInsets":
            return .structure(
                StructValue(
                    type: "EdgeInsets",
                    fields: ["top", "leading", "bottom", "trailing"].map { ($0, arg($0) ?? .double(0)) }))
        case "CGSize":
            return .structure(
                StructValue(
                    type: "CGSize",
                    fields: [("width", arg("width") ?? .double(0)), ("height", arg("height") ?? .double(0))]))
        case "UnitPoint":
            return .structure(
                StructValue(type: "UnitPoint", fields: [("x", arg("x") ?? .double(0)), ("y", arg("y") ?? .double(0))]))
        case "ActivityConfiguration":
            // `ActivityConfiguration<T>(…)` says its type in its generic argument, which the reader
            // has taken already; `for: T.self` says it here.
            var attributes = ""
            if let given = arg("for") {
                guard case .type(let type) = given else { return nil }
                attributes = type.description
            }
            guard let content = args.first(where: { $0.label == nil || $0.label == "content" })?.value else {
                return nil
            }
            return .host(
                ConfigurationValue(attributesType: attributes, content: content, dynamicIsland: arg("dynamicIsland")))
        case "DynamicIsland":
            return .host(try dynamicIsland(args, interpreter, at: range))
        case "DynamicIslandExpandedRegion":
            let position = name(arg(nil)) ?? "center"
            var node = ViewNode(.group(try views()), line: range.line, column: range.column)
            if let priority = arg("priority").flatMap(Self.number) { node.modifiers.priority = priority }
            return .host(ExpandedRegionValue(position: position, node: node))
        default:
            return nil
        }
    }

    /// Arguments that do not change what is drawn (an intent, an action, a destination): one that
    /// could not be evaluated is dropped; any other is the error it was.
    static let undrawnArguments: Set<String> = ["intent", "action", "destination", "url", "isOn", "perform"]

    var undrawnArgumentLabels: Set<String> { Self.undrawnArguments }

    /// The views whose first, unlabelled string literal is a `LocalizedStringKey`.
    var localizedKeyTypes: Set<String> {
        ["Text", "Label", "Button", "Toggle", "Link", "NavigationLink", "LocalizedStringKey", "Section", "Menu"]
    }

    static func needed(_ args: [TupleValue]) throws -> [TupleValue] {
        try args.filter { argument in
            guard case .host(let unread as UnreadArgument) = argument.value else { return true }
            if let label = argument.label, undrawnArguments.contains(label) { return false }
            throw unread.error
        }
    }

    /// The name of a case-like argument (`.leading`, `Alignment.top`).
    func name(_ value: Value?) -> String? {
        switch value {
        case .implicitMember(let name, _)?: return name
        case .host(let named as NamedValue)?: return named.name
        case .enumCase(let e)?: return e.name
        default: return nil
        }
    }

    static func elements(_ value: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(.int(let lower)?, .int(let upper)?, let closed):
            let end = closed ? upper + 1 : upper
            return lower < end ? (lower..<end).map { .int($0) } : []
        case .optional(let wrapped?): return try elements(wrapped, interpreter, at: range)
        default:
            throw EvaluationError(.typeMismatch, "ForEach takes a collection, not \(value.typeName)", at: range)
        }
    }

    func text(_ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> ViewKind {
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        func flag(_ label: String, _ otherwise: Bool) -> Bool {
            if case .bool(let b)? = arg(label) { return b }
            return otherwise
        }
        if let interval = arg("timerInterval") {
            let pause = arg("pauseTime").flatMap { $0.isNil ? nil : Self.constant($0) }
            return .text(
                .timer(
                    interval: Self.constant(interval), pauseTime: pause, countsDown: flag("countsDown", true),
                    showsHours: flag("showsHours", true)))
        }
        if let style = arg("style"), let date = arg(nil) {
            let styleName = name(style) ?? "time"
            return .text(.date(Self.constant(date), style: DateStyle(rawValue: styleName) ?? .time))
        }
        if let format = arg("format"), let value = arg(nil) {
            let formatted = try interpreter.callMethod(value, "formatted", [TupleValue(nil, format)], at: range)
            return .text(.string(ViewTemplate(literal: Self.string(formatted))))
        }
        if let formatter = arg("formatter"), let value = arg(nil) {
            // `Formatter.string(for:)`, what SwiftUI calls: a subclass the app declares overrides it.
            let formatted = try interpreter.callMethod(formatter, "string", [TupleValue("for", value)], at: range)
            return .text(.string(ViewTemplate(literal: Self.string(formatted))))
        }
        if let value = arg("verbatim") ?? arg(nil) {
            if case .date(let date) = value { return .text(.date(Self.constant(.date(date)), style: .date)) }
            if case .host(let view as ViewValue) = value { return view.node.kind }
            return .text(.string(ViewTemplate(literal: Self.string(value))))
        }
        throw EvaluationError(
            .unsupported, "livepeek does not model Text(\(args.map { ($0.label ?? "_") + ":" }.joined()))", at: range)
    }

    /// A value as a `Text` shows it. ICU puts a narrow no-break space before a day period
    /// (`9:55\u{202F}AM`), as iOS does; the cells draw a space there, as for `Text(date, style:)`.
    /// A `Grid` of `GridRow`s as its columns side by side, each column its rows' cells one above
    /// another, so a column is as wide as its widest cell as on the phone (cells of one row line up
    /// as long as they are as tall); a grid holding anything else is a column of its rows.
    static func grid(
        _ children: [ViewNode], alignment: HorizontalAlignment, horizontalSpacing: Double?, verticalSpacing: Double?
    ) -> ViewKind {
        func rows(_ nodes: [ViewNode]) -> [ViewNode] {
            nodes.flatMap { node -> [ViewNode] in
                if case .group(let inner) = node.kind, node.modifiers == ViewModifiers() { return rows(inner) }
                return [node]
            }
        }
        let flat = rows(children)
        var cells: [[ViewNode]] = []
        for row in flat {
            guard row.modifiers.isGridRow, case .hStack(let rowCells, _, _) = row.kind else {
                return .vStack(children, alignment: alignment, spacing: verticalSpacing)
            }
            cells.append(rowCells)
        }
        let width = cells.map(\.count).max() ?? 0
        guard width > 0 else { return .vStack(children, alignment: alignment, spacing: verticalSpacing) }
        let columns = (0..<width).map { column in
            ViewNode(.vStack(cells.map { column < $0.count ? $0[column] : ViewNode(.empty) }, alignment: alignment,
                             spacing: verticalSpacing))
        }
        return .hStack(columns, alignment: .top, spacing: horizontalSpacing)
    }

    static func string(_ value: Value) -> String {
        switch value {
        case .string(let s): return s.replacingEvery("\u{202F}", with: " ")
        case .optional(let wrapped?): return string(wrapped)
        default: return value.description(module: "")
        }
    }

    func color(_ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> String? {
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        if let hex = arg("hex") {
            // The app's own `Color(hex:)`, which no read source declares: a value that is no hex
            // colour (a sample's field name) is drawn gray, as an asset colour is, and said.
            guard let spec = Self.hex(hex) else {
                report(
                    SwiftUIDiagnosticCode.assetColor,
                    "Color(hex: \(hex.debugDescription(module: ""))) is not six hex digits, "
                        + "and no read source declares Color(hex:); drawn gray",
                    at: range, severity: .info)
                return "gray"
            }
            return spec
        }
        // Cells mix a colour's opacity into what is behind it: the spec keeps it.
        let opacity =
            arg("opacity").flatMap(Self.number).map { $0 < 1 ? ".opacity(" + String(max(0, $0)) + ")" : "" } ?? ""
        if let r = arg("red").flatMap(Self.number), let g = arg("green").flatMap(Self.number),
            let b = arg("blue").flatMap(Self.number)
        {
            return Self.rgb(r, g, b) + opacity
        }
        if let white = arg("white").flatMap(Self.number) { return Self.rgb(white, white, white) + opacity }
        if let h = arg("hue").flatMap(Self.number), let s = arg("saturation").flatMap(Self.number),
            let v = arg("brightness").flatMap(Self.number)
        {
            let (r, g, b) = LiteralText.rgb(hue: h, saturation: s, brightness: v)
            return Self.rgb(r, g, b) + opacity
        }
        if let inner = arg(nil) ?? arg("uiColor") ?? arg("named") {
            switch inner {
            case .string(let asset):
                report(
                    SwiftUIDiagnosticCode.assetColor, "Color(\"\(asset)\") is a colour of the app's assets; drawn gray",
                    at: range, severity: .info)
                return "gray"
            case .implicitMember(let name, let payload) where payload.isEmpty:
                // `Color(.brandBlue)`: a `ColorResource` Xcode generates from the asset catalog.
                return Self.namedColor(name) ?? assetColor(name, at: range)
            case .implicitMember(let name, _):
                return Self.namedColor(name)
            case .host(let colour as ColorValue):
                return colour.spec
            default:
                return nil
            }
        }
        return nil
    }

    /// A gradient as the renderer spells one: `linear(blue, purple; leading, trailing)`.
    func gradient(_ type: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) -> String? {
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        var colours: [String] = []
        if case .array(let items)? = arg("colors") {
            colours = items.compactMap { colorSpec($0, interpreter, at: range) }
        } else if case .array(let stops)? = arg("stops") {
            colours = stops.compactMap { stop -> String? in
                // `Gradient.Stop(color:location:)`, or `.init(color:location:)` in the stops' array.
                var fields: [TupleValue] = []
                if case .structure(let s) = stop { fields = s.fields.map { TupleValue($0.0, $0.1) } }
                if case .implicitMember("init", let payload) = stop { fields = payload }
                guard let c = fields.first(where: { $0.label == "color" })?.value,
                    let spec = colorSpec(c, interpreter, at: range)
                else { return nil }
                return fields.first { $0.label == "location" }.flatMap { Self.number($0.value) }.map {
                    spec + " " + String($0)
                } ?? spec
            }
        } else if case .host(let gradient as ColorValue)? = arg("gradient") {
            // A `Gradient`'s stops, drawn the way this gradient type draws them.
            guard gradient.spec.hasPrefix("linear("), gradient.spec.hasSuffix(")"), !gradient.spec.contains(";") else {
                return gradient.spec
            }
            colours = [String(gradient.spec.dropFirst(7).dropLast())]
        }
        guard !colours.isEmpty else { return nil }
        var body = colours.joined(separator: ", ")
        if type == "LinearGradient" || type == "Gradient", let start = name(arg("startPoint")),
            let end = name(arg("endPoint"))
        {
            body += "; " + start + ", " + end
        }
        return Self.gradientName(type) + "(" + body + ")"
    }

    static func gradientName(_ type: String) -> String {
        switch type {
        case "RadialGradient": return "radial"
        case "AngularGradient": return "angular"
        default: return "linear"
        }
    }

    func dynamicIsland(
        _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> DynamicIslandValue {
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        var island = DynamicIslandValue(expanded: ExpandedRegions())
        for region in Self.regions(try interpreter.build(arg("expanded") ?? arg(nil) ?? .void, at: range)) {
            switch region.position {
            case "leading": island.expanded.leading = region.node
            case "trailing": island.expanded.trailing = region.node
            case "bottom": island.expanded.bottom = region.node
            default: island.expanded.center = region.node
            }
        }
        func single(_ label: String) throws -> ViewNode? {
            guard let closure = arg(label) else { return nil }
            let nodes = try content(closure, [], interpreter, at: range)
            if case .function(let callable) = closure, callable.isEmptyClosure {
                // Often all comments: drawn empty on purpose, and said so a blank box is not taken for lost content.
                report(
                    SwiftUIDiagnosticCode.emptyPresentation,
                    "\(label) closure holds no views; drawn empty, as the phone shows it", at: range,
                    severity: .info, path: "dynamicIsland." + label)
            } else if nodes.allSatisfy({ $0.drawsNothing }) {
                // `if … { … } else { EmptyView() }` taking its empty branch: the code's choice for this state.
                report(
                    SwiftUIDiagnosticCode.emptyPresentation,
                    "\(label) draws no views for this state (its code chose none); drawn empty, as the phone shows it",
                    at: range, severity: .info, path: "dynamicIsland." + label)
            }
            return nodes.count == 1 ? nodes[0] : ViewNode(.group(nodes), line: range.line, column: range.column)
        }
        island.compactLeading = try single("compactLeading")
        island.compactTrailing = try single("compactTrailing")
        island.minimal = try single("minimal")
        return island
    }
}

extension ViewNode {
    /// An `EmptyView`, or a group or stack of nothing else: what a builder's empty branch leaves.
    fileprivate var drawsNothing: Bool {
        switch kind {
        case .empty: return true
        case .group(let nodes), .vStack(let nodes, _, _), .hStack(let nodes, _, _), .zStack(let nodes, _):
            return nodes.allSatisfy(\.drawsNothing)
        default: return false
        }
    }
}
