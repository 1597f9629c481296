import ActivityLayout
import Expressions

/// A SwiftUI view as the interpreter holds it: the view tree it stands for, modifiers applied.
struct ViewValue: HostValue {
    enum Composite {
        /// A sum of `Text`s that is a row of its parts (`Text(Image(…)) + Text("…")`): still a `Text`.
        case textRun
        /// A `ProgressView` with its label above and its current value below, as a linear one is drawn.
        case labelledProgress
    }

    var node: ViewNode
    /// What a stack the host built stands for, which later calls may take apart.
    var composite: Composite?
    var typeName: String { "some View" }
    var conformances: [String] {
        if case .text = node.kind { return ["Text", "View"] }
        if composite == .textRun { return ["Text", "View"] }
        if case .shape = node.kind { return ["Shape", "View"] }
        if case .image = node.kind { return ["Image", "View"] }
        if case .assetImage = node.kind { return ["Image", "View"] }
        return ["View"]
    }
}

/// A `Color` (or any `ShapeStyle` the cells can show): the spelling the renderer reads
/// (`primary`, `secondary`, a colour name, `#rrggbb`).
struct ColorValue: HostValue {
    var spec: String
    var typeName: String { "Color" }
    var conformances: [String] { ["Color", "ShapeStyle", "View"] }

    func equals(_ other: ColorValue) -> Bool { spec == other.spec }
}

/// A `Font`: the Dynamic Type style it is nearest, and what its modifiers add.
struct FontValue: HostValue {
    var style: TextStyle
    var weight: FontWeight?
    var monospacedDigit = false
    /// The size a `.system(size:)` or `UIFont.systemFont(ofSize:)` gives, for measuring text.
    var points: Double?
    var typeName: String { "Font" }
}

/// A shape given as a value (`.clipShape(Capsule())`, `.background(RoundedRectangle(…).fill(.red))`).
struct ShapeValue: HostValue {
    var kind: ShapeKind
    var typeName: String { kind.rawValue }
}

/// `ActivityViewContext`: the values a Live Activity's closures read. `isStale` is noted when read,
/// for the lint that asks whether the Lock Screen has a stale branch.
struct ContextValue: HostValue {
    var state: Value
    var attributes: Value
    var isStale: Bool
    var isLuminanceReduced: Bool
    var activityID: String
    var typeName: String { "ActivityViewContext" }
}

/// `ActivityConfiguration(for:content:dynamicIsland:)`: its closures, run at each instant.
struct ConfigurationValue: HostValue {
    var attributesType: String
    var content: Value
    var dynamicIsland: Value?
    var families: [String] = []
    var typeName: String { "ActivityConfiguration" }
}

/// `DynamicIsland { regions } compactLeading: … compactTrailing: … minimal: …`, evaluated.
struct DynamicIslandValue: HostValue {
    var expanded: ExpandedRegions
    var compactLeading: ViewNode?
    var compactTrailing: ViewNode?
    var minimal: ViewNode?
    var keylineTint: String?
    var typeName: String { "DynamicIsland" }
}

/// `DynamicIslandExpandedRegion(.leading) { … }`.
struct ExpandedRegionValue: HostValue {
    var position: String
    var node: ViewNode
    var typeName: String { "DynamicIslandExpandedRegion" }
}

/// A `@DynamicIslandExpandedContentBuilder` block: the regions a helper built, in order.
struct ExpandedContentValue: HostValue {
    var regions: [ExpandedRegionValue]
    var typeName: String { "DynamicIslandExpandedContent" }
}

/// A value of a SwiftUI type that only configures something else (`Alignment`, `Edge.Set`,
/// `ProgressViewStyle`): carried by name.
struct NamedValue: HostValue {
    var type: String
    var name: String
    var typeName: String { type }
}
