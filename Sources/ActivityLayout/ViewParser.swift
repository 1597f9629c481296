import ActivityModel

/// Reads the view sections of a definition (`lockScreen`, `dynamicIsland`) into `ViewNode`s.
///
/// It never fails: an unknown view becomes a visible placeholder, an unknown or malformed modifier is
/// ignored, and each is reported as a `layout.unknownView` diagnostic naming the line, so a typo in
/// one region never blanks the whole preview.
public struct ViewParser {
    public private(set) var diagnostics: [Diagnostic] = []
    let file: String

    public init(file: String) {
        self.file = file
    }

    static let stackKeys = ["VStack", "HStack", "ZStack"]
    static let shapeKeys = ShapeKind.allCases.map(\.rawValue)
    static let viewKeys = stackKeys + ["ViewThatFits", "GeometryReader", "Text", "Label", "Image", "ProgressView", "Gauge", "ForEach", "if",
                                       "Spacer", "Divider", "EmptyView", "Placeholder"] + shapeKeys
    static let argumentKeys: [String: Set<String>] = [
        "VStack": ["alignment", "spacing"], "HStack": ["alignment", "spacing"], "ZStack": ["alignment"], "ViewThatFits": ["in"],
        "Label": ["systemImage"], "ForEach": ["as", "content"], "if": ["then", "else"], "Spacer": ["minLength"],
        "Image": ["asset"],
    ].merging(ShapeKind.allCases.map { ($0.rawValue, ["fill", "stroke"]) }) { a, _ in a }
    static let modifierKeys: Set<String> = ["font", "fontWeight", "foregroundStyle", "monospacedDigit", "lineLimit", "frame",
                                            "padding", "layoutDirection", "multilineTextAlignment", "strikethrough", "underline", "opacity", "hidden", "offset",
                                            "priority", "belowIfTooWide", "contentTransition", "tint", "progressViewStyle", "gaugeStyle",
                                            "textCase", "background", "overlay", "cornerRadius", "clipShape"]

    /// Parses both sections of a definition.
    /// A definition's views: parsed from its sections, or computed by its program at each instant.
    public static func parse(_ definition: ActivityDefinition, file: String) -> (ActivityViews, [Diagnostic]) {
        var (views, diagnostics) = parse(lockScreen: definition.lockScreen, dynamicIsland: definition.dynamicIsland, file: file)
        views.program = definition.program
        return (views, diagnostics)
    }

    public static func parse(lockScreen: SourceNode?, dynamicIsland: SourceNode?, file: String) -> (ActivityViews, [Diagnostic]) {
        var parser = ViewParser(file: file)
        var views = ActivityViews()
        if let lockScreen { views.lockScreen = parser.view(lockScreen, path: "lockScreen") }
        if let island = dynamicIsland {
            for entry in island.entries ?? [] {
                let key = entry.key.scalarText ?? ""
                switch key {
                case "expanded":
                    for region in entry.value.entries ?? [] {
                        let name = region.key.scalarText ?? ""
                        let node = parser.view(region.value, path: "dynamicIsland.expanded.\(name)")
                        switch name {
                        case "leading": views.expanded.leading = node
                        case "trailing": views.expanded.trailing = node
                        case "center": views.expanded.center = node
                        case "bottom": views.expanded.bottom = node
                        default:
                            parser.report(region.key, "dynamicIsland.expanded.\(name)",
                                          "unknown expanded region '\(name)'; expected leading, trailing, center or bottom")
                        }
                    }
                    if entry.value.entries == nil {
                        parser.report(entry.value, "dynamicIsland.expanded", "'expanded' must be a mapping of leading, trailing, center and bottom")
                    }
                case "compactLeading": views.compactLeading = parser.view(entry.value, path: "dynamicIsland.compactLeading")
                case "compactTrailing": views.compactTrailing = parser.view(entry.value, path: "dynamicIsland.compactTrailing")
                case "minimal": views.minimal = parser.view(entry.value, path: "dynamicIsland.minimal")
                default:
                    parser.report(entry.key, "dynamicIsland.\(key)",
                                  "unknown Dynamic Island presentation '\(key)'; expected expanded, compactLeading, compactTrailing or minimal")
                }
            }
        }
        return (views, parser.diagnostics)
    }

    mutating func report(_ node: SourceNode, _ path: String, _ message: String, code: String = ExprDiagnosticCode.unknownView) {
        let place = node.line > 0 ? "\(node.file ?? file):\(node.line):\(node.column): " : ""
        diagnostics.append(.warning(code, place + message, path: path))
    }

    /// How deep views may nest. Every later stage (resolving, layout, drawing) walks the tree
    /// recursively, and 800 nested stacks overflow the stack; no real Live Activity comes near 64.
    static let maximumDepth = 64
    var depth = 0

    /// One view: a bare name, or a mapping with exactly one view key. A list becomes a `VStack`.
    public mutating func view(_ node: SourceNode, path: String) -> ViewNode {
        guard depth < Self.maximumDepth else {
            report(node, path, "views nest deeper than \(Self.maximumDepth) levels here; the rest is drawn as a placeholder",
                   code: ExprDiagnosticCode.invalidValue)
            return ViewNode(.unknown("…"), line: node.line, column: node.column)
        }
        depth += 1
        defer { depth -= 1 }
        switch node.kind {
        case .scalar(let name, _):
            return bareView(name, node, path: path)
        case .sequence(let items):
            // A list where one view is expected is a ViewBuilder's implicit VStack.
            return ViewNode(.vStack(children(items, path: path), alignment: .center, spacing: nil), line: node.line, column: node.column)
        case .mapping(let entries):
            let viewEntries = entries.filter { ViewParser.viewKeys.contains($0.key.scalarText ?? "") }
            guard let main = viewEntries.first, let key = main.key.scalarText else {
                let unknown = entries.first { ($0.key.scalarText ?? "").first?.isUppercase ?? false }
                let name = unknown?.key.scalarText ?? entries.first?.key.scalarText ?? "?"
                report(node, path, "unknown view '\(name)'; drawn as a placeholder")
                return ViewNode(.unknown(name), line: node.line, column: node.column)
            }
            if viewEntries.count > 1 {
                report(viewEntries[1].key, path, "a view mapping has two view keys ('\(key)' and '\(viewEntries[1].key.scalarText ?? "")'); the second is ignored: put them in a stack")
            }
            let viewPath = "\(path).\(key)"
            var result = ViewNode(.empty, line: main.key.line, column: main.key.column)
            result.kind = kind(key, main.value, arguments: node, path: viewPath, expressions: &result.modifiers.valueExpressions)
            let allowed = ViewParser.argumentKeys[key] ?? []
            for entry in entries where entry.key.scalarText != key {
                let name = entry.key.scalarText ?? ""
                if allowed.contains(name) || ViewParser.viewKeys.contains(name) { continue }
                if ViewParser.modifierKeys.contains(name) {
                    modifier(name, entry.value, into: &result.modifiers, path: "\(viewPath).\(name)")
                } else {
                    report(entry.key, "\(viewPath).\(name)", "unknown modifier or argument '\(name)' on \(key); ignored")
                }
            }
            if case .geometryReader = result.kind { ViewParser.fillOffer(&result.modifiers) }
            return result
        }
    }

    /// A `GeometryReader` takes all the width it is offered (SwiftUI's reader takes the height too;
    /// here it is its content's, so a bar in a reader stays one line) and puts its content top
    /// leading whatever its frame's alignment, since it fills that frame: a frame that sets no width
    /// of its own gets `maxWidth: infinity`.
    static func fillOffer(_ modifiers: inout ViewModifiers) {
        var frame = modifiers.frame ?? Frame()
        let widthSlots: [ValueSlot] = [.width, .minWidth, .maxWidth]
        if frame.width == nil, frame.minWidth == nil, frame.maxWidth == nil, !widthSlots.contains(where: { modifiers.valueExpressions[$0] != nil }) {
            frame.maxWidth = .infinity
        }
        frame.alignment = Alignment2D(horizontal: .leading, vertical: .top)
        modifiers.frame = frame
    }

    /// The expression a scalar holds, parsed, with its place.
    func expression(_ node: SourceNode?) -> ViewExpression? {
        guard let node, let text = node.scalarText else { return nil }
        return ViewExpression(text, source: ExprSource(node, file: node.file ?? file))
    }

    /// The interpolated string a scalar holds, parsed, with its place.
    func template(_ node: SourceNode?) -> ViewTemplate? {
        guard let node, let text = node.scalarText else { return nil }
        return ViewTemplate(text, source: ExprSource(node, file: node.file ?? file))
    }

    mutating func bareView(_ name: String, _ node: SourceNode, path: String) -> ViewNode {
        switch name {
        case "Spacer": return ViewNode(.spacer(minLength: nil), line: node.line, column: node.column)
        case "Divider": return ViewNode(.divider, line: node.line, column: node.column)
        case "EmptyView", "": return ViewNode(.empty, line: node.line, column: node.column)
        case _ where ShapeKind(rawValue: name) != nil:
            return ViewNode(.shape(ShapeKind(rawValue: name) ?? .rectangle, fill: nil, stroked: false), line: node.line, column: node.column)
        default:
            report(node, path, "unknown view '\(name)'; a bare name must be Spacer, Divider or EmptyView")
            return ViewNode(.unknown(name), line: node.line, column: node.column)
        }
    }

    mutating func children(_ items: [SourceNode], path: String) -> [ViewNode] {
        items.enumerated().map { view($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// A view or a list of views (`then:`, `else:`, `content:`).
    mutating func viewList(_ node: SourceNode?, path: String) -> [ViewNode] {
        guard let node else { return [] }
        if let items = node.items { return children(items, path: path) }
        if case .scalar(_, .null) = node.kind { return [] }
        return [view(node, path: path)]
    }

    mutating func kind(_ key: String, _ value: SourceNode, arguments: SourceNode, path: String, expressions: inout [ValueSlot: ViewExpression]) -> ViewKind {
        switch key {
        case "VStack", "HStack", "ZStack":
            let items = children(value.items ?? (value.entries != nil ? [value] : []), path: path)
            if value.items == nil, value.entries == nil, value.scalarText != nil {
                report(value, path, "\(key) takes a list of views")
            }
            let spacing = length(arguments["spacing"], path: "\(path).spacing", slots: [.spacing], expressions: &expressions)
            let alignmentName = arguments["alignment"]?.string
            switch key {
            case "VStack":
                let alignment = alignmentName.flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
                if let alignmentName, HorizontalAlignment(rawValue: alignmentName) == nil {
                    report(arguments["alignment"] ?? value, path, "VStack alignment must be \(ViewVocabulary.either(ViewVocabulary.horizontalAlignmentNames)), not '\(alignmentName)'")
                }
                return .vStack(items, alignment: alignment, spacing: spacing)
            case "HStack":
                let alignment = alignmentName.flatMap(VerticalAlignment.init(rawValue:)) ?? .center
                if let alignmentName, VerticalAlignment(rawValue: alignmentName) == nil {
                    report(arguments["alignment"] ?? value, path, "HStack alignment must be \(ViewVocabulary.either(ViewVocabulary.verticalAlignmentNames)), not '\(alignmentName)'")
                }
                return .hStack(items, alignment: alignment, spacing: spacing)
            default:
                return .zStack(items, alignment: alignmentName.flatMap(Alignment2D.init(name:)) ?? .center)
            }
        case "ViewThatFits":
            let items = children(value.items ?? (value.entries != nil ? [value] : []), path: path)
            return .viewThatFits(items, axes: FitAxes(name: arguments["in"]?.string))
        case "GeometryReader":
            return .geometryReader(children(value.items ?? (value.entries != nil ? [value] : []), path: path))
        case "Text":
            return .text(textContent(value, path: path))
        case "Label":
            return .label(title: template(value) ?? ViewTemplate(""), systemImage: template(arguments["systemImage"]))
        case "Image":
            // `Image: Logo` with `asset: true` is an app image (`Image("Logo")`), else an SF Symbol.
            if bool(arguments["asset"], default: false) { return .assetImage(value.scalarText ?? "") }
            return .image(template(value) ?? ViewTemplate(""))
        case _ where ShapeKind(rawValue: key) != nil:
            // `stroke: true` or `stroke: red` outlines; `fill: red` (or the foreground) fills.
            let stroke = arguments["stroke"]
            let strokeColor = stroke.flatMap { ["true", "false", "yes", "no"].contains($0.scalarText?.lowercased() ?? "") ? nil : template($0) }
            let stroked = strokeColor != nil || bool(stroke, default: false)
            return .shape(ShapeKind(rawValue: key) ?? .rectangle, fill: strokeColor ?? template(arguments["fill"]), stroked: stroked)
        case "ProgressView":
            if let interval = expression(value["timerInterval"]) {
                return .progress(.timer(interval: interval, countsDown: bool(value["countsDown"], default: true)))
            }
            if let v = expression(value["value"]) {
                return .progress(.value(v, total: expression(value["total"])))
            }
            report(value, path, "ProgressView needs {value, total} or {timerInterval, countsDown}")
            return .unknown("ProgressView")
        case "Gauge":
            guard let v = expression(value["value"]) ?? expression(value) else {
                report(value, path, "Gauge needs {value, in}")
                return .unknown("Gauge")
            }
            return .gauge(value: v, range: expression(value["in"]))
        case "ForEach":
            let variable = arguments["as"]?.string ?? "item"
            return .forEach(collection: expression(value) ?? ViewExpression(""), variable: variable,
                            content: viewList(arguments["content"], path: "\(path).content"))
        case "if":
            return .conditional(condition: expression(value) ?? ViewExpression("false"),
                                then: viewList(arguments["then"], path: "\(path).then"),
                                otherwise: viewList(arguments["else"], path: "\(path).else"))
        case "Spacer":
            return .spacer(minLength: number(value["minLength"] ?? arguments["minLength"], path: "\(path).minLength"))
        case "Divider":
            return .divider
        case "Placeholder":
            // What a reader could not read and has said so: drawn as `⟨name⟩`, not reported again.
            return .unknown(value.string ?? "?")
        default:
            return .empty
        }
    }

    mutating func textContent(_ value: SourceNode, path: String) -> TextContent {
        guard value.entries != nil else { return .string(template(value) ?? ViewTemplate("")) }
        if let interval = expression(value["timerInterval"]) {
            let pause = value["pauseTime"].flatMap { $0.string == nil ? nil : expression($0) }
            return .timer(interval: interval, pauseTime: pause, countsDown: bool(value["countsDown"], default: true),
                          showsHours: bool(value["showsHours"], default: true))
        }
        if let date = expression(value["date"]) {
            let styleName = value["style"]?.string ?? "time"
            guard let style = DateStyle(rawValue: styleName.hasPrefix(".") ? String(styleName.dropFirst()) : styleName) else {
                report(value["style"] ?? value, "\(path).style", "Text date style must be timer, relative, time, date or offset, not '\(styleName)'")
                return .date(date, style: .time)
            }
            return .date(date, style: style)
        }
        report(value, path, "Text takes a string, {timerInterval, pauseTime, countsDown, showsHours} or {date, style}")
        return .string(ViewTemplate("?"))
    }

    mutating func modifier(_ name: String, _ value: SourceNode, into modifiers: inout ViewModifiers, path: String) {
        func bad(_ expected: String) { report(value, path, "\(name) expects \(expected), found '\(value.scalarText ?? value.kindDescription)'; ignored") }
        let text = value.string.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        switch name {
        case "font":
            if let style = text.flatMap(TextStyle.init(rawValue:)) { modifiers.font = style }
            // `'state.compact ? .footnote : .title2'`: chosen at each instant.
            else if let raw = value.string, !Self.isName(raw), let expression = expression(value) { modifiers.valueExpressions[.font] = expression }
            else { bad("a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))") }
        case "fontWeight":
            if let weight = text.flatMap(FontWeight.init(rawValue:)) { modifiers.fontWeight = weight } else { bad("a weight (regular, semibold, bold, …)") }
        case "foregroundStyle":
            if let text, let node = template(value) {
                modifiers.foregroundStyle = text == node.text ? node : ViewTemplate(text, source: node.source)
            } else {
                bad("a colour or primary/secondary/tertiary")
            }
        case "monospacedDigit":
            modifiers.monospacedDigit = bool(value, default: true)
        case "strikethrough":
            modifiers.strikethrough = bool(value, default: true)
        case "underline":
            modifiers.underline = bool(value, default: true)
        case "belowIfTooWide":
            modifiers.belowIfTooWide = bool(value, default: true)
        case "lineLimit":
            if let n = value.scalarText.flatMap(Int.init), n > 0 { modifiers.lineLimit = n } else { bad("a positive whole number") }
        case "opacity":
            if let n = number(value, path: path) { modifiers.opacity = max(0, min(1, n)) }
        case "offset":
            // `{x: 4, y: -2}`: each may be left out (0).
            if value.entries == nil { bad("{x, y} in points"); break }
            let x = number(value["x"], path: path + ".x"), y = number(value["y"], path: path + ".y")
            if x != nil || y != nil { modifiers.offset = Offset(x: x ?? 0, y: y ?? 0) }
        case "hidden":
            // SwiftUI's `.hidden()`: laid out, not drawn, as `.opacity(0)` is.
            if bool(value, default: true) { modifiers.opacity = 0 }
        case "priority":
            if let n = number(value, path: path) { modifiers.priority = n }
        case "layoutDirection":
            if let direction = text.flatMap(LayoutDirection.init(rawValue:)) { modifiers.layoutDirection = direction } else { bad("leftToRight or rightToLeft") }
        case "multilineTextAlignment":
            if let alignment = text.flatMap(HorizontalAlignment.init(rawValue:)) { modifiers.multilineTextAlignment = alignment } else { bad(ViewVocabulary.either(ViewVocabulary.horizontalAlignmentNames)) }
        case "padding":
            modifiers.padding = padding(value, path: path, expressions: &modifiers.valueExpressions)
        case "frame":
            modifiers.frame = frame(value, path: path, expressions: &modifiers.valueExpressions)
        case "tint":
            if text != nil, let node = template(value) { modifiers.tint = node } else { bad("a colour") }
        case "progressViewStyle", "gaugeStyle":
            // SwiftUI's names: `.circular`, `.linear`, and the gauges' `accessoryCircular…` / `accessoryLinear…`.
            switch text {
            case "circular"?, "accessoryCircular"?, "accessoryCircularCapacity"?: modifiers.progressStyle = .circular
            case "linear"?, "accessoryLinear"?, "accessoryLinearCapacity"?, "automatic"?: modifiers.progressStyle = .linear
            default: bad("circular or linear")
            }
        case "background", "overlay":
            // A colour is a rectangle of it; anything else is a view or a list of views.
            var views: [ViewNode]
            if let colour = value.string, !ViewParser.viewKeys.contains(colour), let node = template(value) {
                views = [ViewNode(.shape(.rectangle, fill: node, stroked: false), line: value.line, column: value.column)]
            } else {
                views = viewList(value, path: path)
            }
            if name == "background" { modifiers.background = views } else { modifiers.overlay = views }
        case "cornerRadius":
            if number(value, path: path, nonNegative: true) != nil { modifiers.clipShape = .roundedRectangle }
        case "clipShape":
            if let shape = text.flatMap(ShapeKind.init(rawValue:)) { modifiers.clipShape = shape } else { bad("a shape (Circle, Capsule, RoundedRectangle, …)") }
        case "textCase":
            if let textCase = text.flatMap(TextCase.init(rawValue:)) { modifiers.textCase = textCase } else { bad("uppercase or lowercase") }
        case "contentTransition":
            break  // Accepted; the mockup does not animate.
        default:
            break
        }
    }

    /// The largest length a view may ask for. A Live Activity is at most 500 pt wide and its
    /// presentations 160 pt tall; a million points keeps every sum the layout makes finite.
    static let lengthLimit = 1_000_000.0

    /// A number of points, or nil (reported, and the modifier ignored) where SwiftUI would reject it:
    /// `.infinity` except where `infinityAllowed` (`maxWidth`, `maxHeight`), NaN, a negative size
    /// where `nonNegative` (SwiftUI's "invalid frame dimension"), or beyond `lengthLimit`.
    mutating func number(_ node: SourceNode?, path: String, infinityAllowed: Bool = false, nonNegative: Bool = false) -> Double? {
        // `null` (YAML `~`) is a length not given, as Swift's `nil` is.
        guard let node, let text = node.scalarText, !(node.kind == .scalar(text, .null)) else { return nil }
        let value: Double
        if text == "infinity" || text == ".infinity" || text == ".inf" {
            value = .infinity
        } else if let parsed = Double(text) {
            value = parsed
        } else {
            report(node, path, "expected a number of points, found '\(text)'")
            return nil
        }
        if value == .infinity, infinityAllowed { return value }
        guard value.isFinite, value.magnitude <= Self.lengthLimit, !(nonNegative && value < 0) else {
            let expected = (nonNegative ? "a size of 0 to " : "a number of points up to ±") + "1000000"
                + (infinityAllowed ? ", or .infinity" : "")
            report(node, path, "expected \(expected), found '\(text)'; ignored", code: ExprDiagnosticCode.invalidValue)
            return nil
        }
        return value
    }

    /// A length of `frame`, `padding` or a stack's `spacing`: a number (`number(…)`), or a string that is an expression,
    /// kept in `expressions` under `slots` to be evaluated at each instant.
    mutating func length(_ node: SourceNode?, path: String, slots: [ValueSlot], expressions: inout [ValueSlot: ViewExpression],
                         infinityAllowed: Bool = false, nonNegative: Bool = false) -> Double? {
        if let node, case .scalar(let text, .string) = node.kind, Double(text) == nil, ![".infinity", "infinity", ".inf"].contains(text),
           let expression = expression(node) {
            for slot in slots { expressions[slot] = expression }
            return nil
        }
        return number(node, path: path, infinityAllowed: infinityAllowed, nonNegative: nonNegative)
    }

    func bool(_ node: SourceNode?, default value: Bool) -> Bool {
        guard let text = node?.scalarText?.lowercased() else { return value }
        if ["true", "yes", "on"].contains(text) { return true }
        if ["false", "no", "off"].contains(text) { return false }
        return value
    }

    mutating func padding(_ node: SourceNode, path: String, expressions: inout [ValueSlot: ViewExpression]) -> EdgeInsets? {
        let all = ValueSlot.paddingSlots
        if node.entries == nil {
            if let text = node.scalarText, ["true", "yes"].contains(text.lowercased()) { return .standard }
            let value = length(node, path: path, slots: all, expressions: &expressions)
            return value.map(EdgeInsets.init(all:)) ?? (expressions.isEmpty ? nil : EdgeInsets())
        }
        // `{top: 14, leading: 20, bottom: 'state.hasEnd ? 16 : 12', trailing: 32}`: SwiftUI's `EdgeInsets`.
        if all.contains(where: { node[$0.rawValue] != nil }) {
            if let extra = node["edges"] ?? node["length"] {
                report(extra, path, "padding takes {edges, length} or {top, leading, bottom, trailing}, not both; edges and length ignored")
            }
            var insets = EdgeInsets()
            for slot in all {
                if let inset = length(node[slot.rawValue], path: "\(path).\(slot.rawValue)", slots: [slot], expressions: &expressions) { insets.set(slot, inset) }
            }
            return insets
        }
        let edgeNames = node["edges"].map { $0.items?.compactMap(\.string) ?? [$0.string ?? "all"] } ?? ["all"]
        var slots: [ValueSlot] = []
        for name in edgeNames {
            switch name.hasPrefix(".") ? String(name.dropFirst()) : name {
            case "all": slots += all
            case "horizontal": slots += [.leading, .trailing]
            case "vertical": slots += [.top, .bottom]
            case "top": slots.append(.top)
            case "bottom": slots.append(.bottom)
            case "leading": slots.append(.leading)
            case "trailing": slots.append(.trailing)
            default: report(node["edges"] ?? node, path, "padding edge must be all, horizontal, vertical, top, bottom, leading or trailing, not '\(name)'")
            }
        }
        let length = length(node["length"], path: "\(path).length", slots: slots, expressions: &expressions) ?? EdgeInsets.standard.top
        var insets = EdgeInsets()
        for slot in slots { insets.set(slot, length) }
        return insets
    }

    mutating func frame(_ node: SourceNode, path: String, expressions: inout [ValueSlot: ViewExpression]) -> Frame? {
        guard node.entries != nil else {
            report(node, path, "frame expects {width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}")
            return nil
        }
        var frame = Frame()
        for slot in ValueSlot.frameSlots {
            if let points = length(node[slot.rawValue], path: "\(path).\(slot.rawValue)", slots: [slot], expressions: &expressions,
                                   infinityAllowed: slot.allowsInfinity, nonNegative: true) {
                frame.set(slot, points)
            }
        }
        for entry in node.entries ?? [] {
            let key = entry.key.scalarText ?? ""
            if key != "alignment", !ValueSlot.frameSlots.contains(where: { $0.rawValue == key }) {
                report(entry.key, "\(path).\(key)", "frame takes width, height, minWidth, maxWidth, minHeight, maxHeight and alignment; '\(key)' is ignored")
            }
        }
        if let alignment = node["alignment"] {
            frame.alignment = frameAlignment(alignment, path: "\(path).alignment", expressions: &expressions)
        }
        return frame
    }

    /// `null` (YAML `~`): a value not given, as Swift's `nil` is.
    static func isNull(_ node: SourceNode) -> Bool {
        if case .scalar(_, .null) = node.kind { return true }
        return false
    }

    /// Whether `text` is a bare name (`leading`, `.title2`) rather than an expression choosing one.
    public static func isName(_ text: String) -> Bool {
        let name = text.hasPrefix(".") ? text.dropFirst() : Substring(text)
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A frame's alignment: a name (`topLeading`), `{horizontal, vertical}` as
    /// `Alignment(horizontal:vertical:)` gives it, or an expression for either or for the whole,
    /// kept in `expressions` to be evaluated at each instant.
    mutating func frameAlignment(_ node: SourceNode, path: String, expressions: inout [ValueSlot: ViewExpression]) -> Alignment2D {
        var alignment = Alignment2D()
        if let entries = node.entries {
            for entry in entries {
                let key = entry.key.scalarText ?? ""
                let entryPath = "\(path).\(key)"
                guard let text = entry.value.string else {
                    if !Self.isNull(entry.value) { report(entry.value, entryPath, "an alignment is a name or an expression, not \(entry.value.kindDescription)") }
                    continue
                }
                let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
                switch key {
                case "horizontal":
                    if let horizontal = HorizontalAlignment(rawValue: name) { alignment.horizontal = horizontal }
                    else if !Self.isName(text), let expression = expression(entry.value) { expressions[.horizontalAlignment] = expression }
                    else { report(entry.value, entryPath, "horizontal alignment must be \(ViewVocabulary.either(ViewVocabulary.horizontalAlignmentNames)), not '\(text)'") }
                case "vertical":
                    if let vertical = VerticalAlignment(rawValue: name) { alignment.vertical = vertical }
                    else if !Self.isName(text), let expression = expression(entry.value) { expressions[.verticalAlignment] = expression }
                    else { report(entry.value, entryPath, "vertical alignment must be \(ViewVocabulary.either(ViewVocabulary.verticalAlignmentNames)), not '\(text)'") }
                default:
                    report(entry.key, entryPath, "a frame alignment takes horizontal and vertical; '\(key)' is ignored")
                }
            }
            return alignment
        }
        guard let text = node.string else {
            if !Self.isNull(node) { report(node, path, "unknown frame alignment '\(node.scalarText ?? node.kindDescription)'") }
            return alignment
        }
        if let named = Alignment2D(name: text.hasPrefix(".") ? String(text.dropFirst()) : text) { return named }
        if !Self.isName(text), let expression = expression(node) {
            expressions[.alignment] = expression
        } else {
            report(node, path, "unknown frame alignment '\(text)'")
        }
        return alignment
    }
}
