/// SwiftUI's views the reader builds itself, by the name they are called with. `builtIn` switches
/// over every case and `isView` asks the same type, so what counts as a view and what is built
/// cannot drift apart.
enum BuiltInView: String, CaseIterable {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", viewThatFits = "ViewThatFits", geometryReader = "GeometryReader"
    case grid = "Grid", gridRow = "GridRow", anyView = "AnyView", group = "Group"
    case spacer = "Spacer", divider = "Divider", emptyView = "EmptyView", text = "Text", label = "Label", image = "Image", asyncImage = "AsyncImage"
    case linearGradient = "LinearGradient", radialGradient = "RadialGradient", ellipticalGradient = "EllipticalGradient"
    case angularGradient = "AngularGradient"
    case circle = "Circle", ellipse = "Ellipse", capsule = "Capsule", rectangle = "Rectangle", roundedRectangle = "RoundedRectangle"
    case containerRelativeShape = "ContainerRelativeShape", unevenRoundedRectangle = "UnevenRoundedRectangle"
    case button = "Button", link = "Link", toggle = "Toggle", progressView = "ProgressView", gauge = "Gauge", forEach = "ForEach"

    /// A gradient drawn where a view stands; bound by a `let`, it is the style `.foregroundStyle` and
    /// `.background` take, so it is not bound as a view.
    var isGradient: Bool {
        switch self {
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient: return true
        default: return false
        }
    }
}
