import ActivityLayout
import ActivityModel
import Expressions
import Foundation

/// SwiftUI and ActivityKit as a library of the interpreter: views are values (`ViewValue`), their
/// initializers build `ViewNode`s, modifiers are methods that set the node's modifiers, and
/// result-builder closures are run by `Interpreter.build`. What it does not model it says once, at
/// the `file:line:column` that wrote it, and draws a placeholder where a view was.
final class SwiftUIHost: InterpreterHost {
    /// What `GeometryReader`'s proxy and `TimelineView`'s context read; reading it sets
    /// `readsGeometry`, as only then do the views depend on the presentation's size.
    var geometry: GeometrySize? {
        readsGeometry = true
        return offeredGeometry
    }
    private let offeredGeometry: GeometrySize?
    private(set) var readsGeometry = false
    var now: Date
    var diagnostics: [Diagnostic] = []
    /// Whether `context.isStale` was read.
    var readsStale = false
    var backgroundTint: String?
    /// The environment's values at the render (`@Environment(\.isLuminanceReduced)`).
    var isLuminanceReduced = false
    var activityFamily = "medium"
    var isActivityFullscreen = false
    var isDynamicIslandLimitedInWidth = false
    /// Keys of the program's set by `.environment(\.key, value)` around the body running now.
    var environmentOverrides: [(key: String, value: Value)] = []
    /// The locale's short time format (`Text(date, style: .time)` inside a string).
    var clock: ClockFormat = .twentyFourHour

    init(now: Date, geometry: GeometrySize?) {
        self.now = now
        offeredGeometry = geometry
    }

    static let viewTypes: Set<String> = [
        "Text", "Label", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Spacer",
        "Divider", "ProgressView",
        "Gauge", "ForEach", "ViewThatFits", "GeometryReader", "EmptyView", "AnyView", "TimelineView", "Link",
        "NavigationLink", "Button",
        "Toggle",
        "ContainerRelativeShape", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse",
        "UnevenRoundedRectangle",
    ]
    static let otherTypes: Set<String> = [
        "Color", "Font", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "AnyShapeStyle",
        "ActivityConfiguration",
        "DynamicIsland", "DynamicIslandExpandedRegion", "UIColor", "UIFont", "Alignment", "HorizontalAlignment",
        "VerticalAlignment",
        "Edge", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "UnitPoint", "LocalizedStringKey", "ShapeStyle",
        "HierarchicalShapeStyle",
        "State", "AppStorage", "SceneStorage", "Binding", "Published", "ScaledMetric", "StrokeStyle", "UIScreen",
        "Grid", "GridRow", "AsyncImage", "CircularProgressViewStyle", "LinearProgressViewStyle",
        "DefaultProgressViewStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
        "DefaultButtonStyle", "NSAttributedString", "NSAttributedString.Key",
    ]
    /// SwiftUI views a Live Activity may write that livepeek does not draw: a placeholder named
    /// after the view, and `swiftui.unsupportedView` once.
    static let unsupportedViews: Set<String> = [
        "Canvas", "Chart", "Map", "ShareLink", "Menu", "Picker", "TextField", "SecureField", "Slider", "Stepper",
        "List", "ScrollView",
        "NavigationStack", "NavigationView", "Form", "Section", "DatePicker", "ColorPicker", "Table", "Path",
        "SpriteView", "SceneView",
        "VideoPlayer", "TabView", "DisclosureGroup", "OutlineGroup", "ControlGroup", "LazyVGrid", "LazyHGrid",
        "TextEditor",
    ]

    func knowsType(_ name: String) -> Bool {
        Self.viewTypes.contains(name) || Self.otherTypes.contains(name) || Self.unsupportedViews.contains(name)
    }

    // MARK: Reporting

    func report(
        _ code: String, _ message: String, at range: SourceRange, severity: Diagnostic.Severity = .warning,
        path: String? = nil
    ) {
        let diagnostic = Diagnostic(severity, code, range.file.isEmpty ? message : "\(range): \(message)", path: path)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func recover(from error: EvaluationError) -> Value? {
        report(SwiftUIDiagnosticCode.unsupportedExpression, error.message, at: error.range)
        return .host(ViewValue(node: Self.node(.unknown(Self.placeholderName(error)), at: error.range)))
    }

    func recoverText(from error: EvaluationError) -> String? {
        report(SwiftUIDiagnosticCode.unsupportedExpression, error.message, at: error.range)
        return "⟨" + Self.placeholderName(error) + "⟩"
    }

    static func placeholderName(_ error: EvaluationError) -> String {
        switch error.kind {
        case .trap: return "trap"
        case .limit: return "limit"
        default: return "?"
        }
    }

    static func node(_ kind: ViewKind, at range: SourceRange) -> ViewNode {
        ViewNode(kind, line: range.line, column: range.column)
    }

    // MARK: Blocks

    func buildBlock(_ values: [Value], at range: SourceRange) -> Value {
        let regions = Self.regions(values)
        if !values.isEmpty, regions.count >= values.count { return .host(ExpandedContentValue(regions: regions)) }
        let nodes = values.compactMap { viewNode($0) }
        if nodes.count == 1, values.count == 1 { return values[0] }
        return .host(ViewValue(node: Self.node(.group(nodes), at: range)))
    }

    /// The expanded regions among built values, a helper's block of them spliced in.
    static func regions(_ values: [Value]) -> [ExpandedRegionValue] {
        values.flatMap { value -> [ExpandedRegionValue] in
            switch value {
            case .host(let region as ExpandedRegionValue): return [region]
            case .host(let content as ExpandedContentValue): return content.regions
            default: return []
            }
        }
    }

    /// The views a builder closure gives, as one node (a group when several).
    func content(
        _ closure: Value?, _ arguments: [Value] = [], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> [ViewNode] {
        guard let closure else { return [] }
        return try interpreter.build(closure, arguments, at: range).compactMap { viewNode($0) }
    }

    /// The interpreter this host serves, for the `body` of the program's own views.
    weak var interpreter: Interpreter?

    /// A value drawn as a view: a view, a colour (a rectangle of it), a view the program declares
    /// (its `body`).
    func viewNode(_ value: Value) -> ViewNode? {
        switch value {
        case .structure, .enumCase:
            guard let interpreter else { return nil }
            // A `Shape` of the program draws as the box its path fills (cells cannot trace a path).
            if let type = Self.declaredTypeName(value), Self.isShape(type, interpreter) {
                return ViewNode(.shape(.rectangle, fill: nil, stroked: false))
            }
            do {
                return viewNode(try interpreter.memberValue(value, "body"))
            } catch {
                return recover(from: error).flatMap(viewNode)
            }
        case .host(let view as ViewValue): return view.node
        case .host(let colour as ColorValue):
            return ViewNode(.shape(.rectangle, fill: ViewTemplate(literal: colour.spec), stroked: false))
        case .host(let region as ExpandedRegionValue): return region.node
        case .optional(let wrapped): return wrapped.flatMap { viewNode($0) } ?? ViewNode(.empty)
        default: return nil
        }
    }

    // MARK: Properties

    func property(_ base: Value, _ name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        switch base {
        case .host(let context as ContextValue):
            switch name {
            case "state": return context.state
            case "attributes": return context.attributes
            case "isStale":
                readsStale = true
                return .bool(context.isStale)
            case "isLuminanceReduced": return .bool(context.isLuminanceReduced)
            case "activityID": return .string(context.activityID)
            default: return nil
            }
        case .host(let colour as ColorValue):
            if name == "description" { return .string(colour.spec) }
            // `Color.red.gradient`: the colour's own gradient, which cells draw as the colour.
            if name == "gradient" { return base }
            return nil
        case .host(let named as NamedValue) where named.type == "NSAttributedString" && named.name == "Key":
            // `NSAttributedString.Key.font`: the key, by name.
            return .string(name)
        case .host(let named as NamedValue) where Self.nestedTypes.contains(named.type + "." + named.name):
            // `Edge.Set.horizontal`, `Text.DateStyle.timer`: the nested type's value, by name.
            return .host(NamedValue(type: named.type + "." + named.name, name: name))
        default:
            return nil
        }
    }

    /// SwiftUI's nested types whose values are written qualified (`Edge.Set.horizontal`).
    static let nestedTypes: Set<String> = [
        "Edge.Set", "Text.DateStyle", "Text.TruncationMode", "Font.Weight", "Font.Design", "Text.Case", "Axis.Set",
    ]

    func staticMember(
        _ type: String, _ name: String, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        switch type {
        case "Color", "ShapeStyle", "HierarchicalShapeStyle", "UIColor", "AnyShapeStyle":
            if let colour = Self.namedColor(name) { return .host(ColorValue(spec: colour)) }
            return type == "Color" ? .host(ColorValue(spec: assetColor(name, at: range))) : nil
        case "Font" where Self.nestedTypes.contains("Font." + name):
            return .host(NamedValue(type: type, name: name))
        case "Font", "UIFont":
            return TextStyle(rawValue: name).map { .host(FontValue(style: $0)) }
        case "CGSize" where name == "zero":
            return .structure(StructValue(type: "CGSize", fields: [("width", .double(0)), ("height", .double(0))]))
        case "NSAttributedString.Key",
            "NSAttributedString" where name != "Key":
            return .string(name)
        case "NSAttributedString":
            return .host(NamedValue(type: "NSAttributedString", name: "Key"))
        case "UIScreen" where name == "main":
            // The screen's own size: as large as the presentation lets a view be.
            let size = Value.structure(
                StructValue(type: "CGSize", fields: [("width", .double(.infinity)), ("height", .double(.infinity))]))
            let bounds = Value.structure(
                StructValue(
                    type: "CGRect",
                    fields: [("size", size), ("width", .double(.infinity)), ("height", .double(.infinity))]))
            return .structure(StructValue(type: "UIScreen", fields: [("bounds", bounds), ("scale", .double(3))]))
        default:
            return knowsType(type) ? .host(NamedValue(type: type, name: name)) : nil
        }
    }

    func staticCall(
        _ type: String, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        switch (type, name) {
        case ("Gradient", "Stop"):
            return .structure(StructValue(type: "Gradient.Stop", fields: args.map { ($0.label ?? "", $0.value) }))
        case ("Font", "system"), ("Font", "custom"), ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"):
            return .host(try Self.font(systemArguments: args, at: range))
        case ("UIFont", "monospacedDigitSystemFont"), ("UIFont", "monospacedSystemFont"):
            var font = try Self.font(systemArguments: args, at: range)
            font.monospacedDigit = true
            return .host(font)
        case ("Color", "init"), ("UIColor", "init"):
            return try construct(type, args, interpreter, at: range)
        default:
            return nil
        }
    }

    // MARK: Colours

    /// SwiftUI's and UIKit's colour names, as the renderer spells them.
    static func namedColor(_ name: String) -> String? {
        let uikit: [String: String] = [
            "label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary",
            "quaternaryLabel": "tertiary",
            "systemBackground": "black", "secondarySystemBackground": "gray", "tertiarySystemBackground": "gray",
            "systemGroupedBackground": "black", "secondarySystemGroupedBackground": "gray",
            "tertiarySystemGroupedBackground": "gray", "systemFill": "gray", "secondarySystemFill": "gray",
            "tertiarySystemFill": "gray", "quaternarySystemFill": "gray", "separator": "gray",
            "opaqueSeparator": "gray",
            "placeholderText": "tertiary", "link": "blue", "darkText": "black",
            "lightText": "white", "accentColor": "blue", "clear": "clear",
        ]
        if let mapped = uikit[name] { return mapped }
        if LiteralText.colorNames.contains(name) { return name }
        if name.hasPrefix("system") {
            let colour = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
            if LiteralText.colorNames.contains(colour) { return colour }
            if colour.contains("gray") || colour.contains("Gray") { return "gray" }
        }
        return nil
    }

    /// The colour a modifier's argument gives: a colour, `.red`, a gradient's spelling.
    func colorSpec(_ value: Value, _ interpreter: Interpreter, at range: SourceRange) -> String? {
        switch value {
        case .host(let colour as ColorValue): return colour.spec
        case .implicitMember(let name, let payload) where payload.isEmpty:
            if let colour = Self.namedColor(name) { return colour }
            if let declared = try? programStatic("Color", name, [], at: range),
                let spec = colorSpec(declared, interpreter, at: range)
            {
                return spec
            }
            return assetColor(name, at: range)
        case .implicitMember(let name, let payload):
            return try? construct(Self.gradientType(name) ?? "Color", payload, interpreter, at: range).flatMap {
                colorSpec($0, interpreter, at: range)
            }
        case .host(let view as ViewValue):
            if case .shape(_, let fill?, _) = view.node.kind { return fill.text }
            return nil
        case .optional(let wrapped?): return colorSpec(wrapped, interpreter, at: range)
        default: return nil
        }
    }

    /// `.name` where a `type` is expected, when the program's extension of the host type declares it
    /// (`extension Font { static let score = … }`): its value.
    func programStatic(_ type: String, _ name: String, _ payload: [TupleValue], at range: SourceRange) throws -> Value?
    {
        guard let interpreter, let declaration = interpreter.program.declaration(named: type),
            declaration.storedProperties.contains(where: { $0.isStatic && $0.name == name })
                || declaration.computedProperties[name]?.isStatic == true
                || declaration.methods.contains(where: { $0.isStatic && $0.name == name })
        else { return nil }
        let member = IR.Expr(.member(IR.Expr(.type(.named(type)), range), name), range)
        guard !payload.isEmpty else { return try interpreter.evaluate(member) }
        // The payload's values, bound to names the call passes with their labels.
        var bindings: [String: Value] = [:]
        var arguments: [IR.Argument] = []
        for (i, argument) in payload.enumerated() {
            bindings["$payload\(i)"] = argument.value
            arguments.append(IR.Argument(argument.label, IR.Expr(.name("$payload\(i)"), range)))
        }
        return try interpreter.evaluate(IR.Expr(.call(member, arguments), range), bindings: bindings)
    }

    /// `Color.brandTeal`: a colour Xcode generates from the app's asset catalog, which no source
    /// declares; drawn gray, and said once.
    func assetColor(_ name: String, at range: SourceRange) -> String {
        report(
            SwiftUIDiagnosticCode.assetColor,
            "Color.\(name) is a colour of the app's assets (a symbol Xcode generates); drawn gray",
            at: range, severity: .info)
        return "gray"
    }

    static func gradientType(_ name: String) -> String? {
        ["linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "angularGradient": "AngularGradient"][
            name]
    }

    static func hex(_ value: Value) -> String? {
        switch value {
        case .string(let text):
            var digits = Substring(text)
            if digits.hasPrefix("#") {
                digits = digits.dropFirst()
            } else if digits.hasPrefix("0x") {
                digits = digits.dropFirst(2)
            }
            if digits.count == 8, digits.allSatisfy(\.isHexDigit) { digits = digits.prefix(6) }
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
            return "#" + digits.lowercased()
        case .int(let n) where (0...0xFFFFFF).contains(n):
            let text = String(n, radix: 16)
            return "#" + String(repeating: "0", count: 6 - text.count) + text
        default:
            return nil
        }
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> String {
        func byte(_ x: Double) -> String {
            let v = Int((max(0, min(1, x)) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16)
        }
        return "#" + byte(r) + byte(g) + byte(b)
    }

    // MARK: Fonts

    /// `.system(size: 15, weight: .semibold)`: the Dynamic Type style nearest that size (a fixed
    /// size does not scale on the phone, the cells do not show sizes between styles).
    static func font(systemArguments args: [TupleValue], at range: SourceRange) throws -> FontValue {
        var font = FontValue(style: .body)
        if let size = args.first(where: { $0.label == "size" || $0.label == "ofSize" })?.value,
            let points = number(size)
        {
            font.style = textStyle(points: points)
            font.points = points
        } else if case .implicitMember(let name, _)? = args.first(where: { $0.label == nil })?.value,
            let style = TextStyle(rawValue: name)
        {
            font.style = style
        } else if case .host(let other as FontValue)? = args.first(where: { $0.label == nil })?.value {
            font.style = other.style
        }
        if case .implicitMember(let name, _)? = args.first(where: { $0.label == "weight" })?.value {
            font.weight = FontWeight(rawValue: name)
        }
        return font
    }

    static func textStyle(points: Double) -> TextStyle {
        let sizes: [(TextStyle, Double)] = [
            (.caption2, 11), (.caption, 12), (.footnote, 13), (.subheadline, 15), (.callout, 16),
            (.body, 17), (.title3, 20), (.title2, 22), (.title, 28), (.largeTitle, 34),
        ]
        return sizes.min { abs($0.1 - points) < abs($1.1 - points) }?.0 ?? .body
    }

    func fontValue(_ value: Value, at range: SourceRange) throws -> FontValue? {
        switch value {
        case .host(let font as FontValue): return font
        case .implicitMember(let name, let payload):
            if payload.isEmpty, let style = TextStyle(rawValue: name) { return FontValue(style: style) }
            if name == "system" || name == "custom" { return try Self.font(systemArguments: payload, at: range) }
            // `.caption3`: a static of the program's `extension Font`.
            return try programStatic("Font", name, payload, at: range).flatMap { try fontValue($0, at: range) }
        case .optional(let wrapped?): return try fontValue(wrapped, at: range)
        default: return nil
        }
    }

    // MARK: Numbers

    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .float(let f): return Double(f)
        case .implicitMember("infinity", _): return .infinity
        case .optional(let wrapped?): return number(wrapped)
        default: return nil
        }
    }

    /// An interpreted value as the layout's expression value: what a view's argument holds.
    static func exprValue(_ value: Value) -> ExprValue? {
        switch value {
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .float(let f): return .double(Double(f))
        case .string(let s): return .string(s)
        case .character(let c): return .string(String(c))
        case .date(let d): return .date(d)
        case .range(.date(let lower)?, .date(let upper)?, _): return .dateRange(lower: lower, upper: upper)
        case .optional(nil): return .null
        case .optional(let wrapped?): return exprValue(wrapped)
        default: return nil
        }
    }

    static func constant(_ value: Value) -> ViewExpression {
        ViewExpression(Expr.constant(exprValue(value) ?? .null))
    }
}
