/// One view of a presentation, as written in the definition: SwiftUI's vocabulary as data.
///
/// Both front ends (YAML and Swift sources) build it. Expressions and strings with `\(expr)`
/// interpolation are parsed when the definition is read and evaluated at layout time against the
/// render instant's state; each keeps where it is written, and every node its own line and column.
public struct ViewNode: Sendable, Equatable {
    public var kind: ViewKind
    public var modifiers: ViewModifiers
    public var line: Int
    public var column: Int

    public init(_ kind: ViewKind, modifiers: ViewModifiers = ViewModifiers(), line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.modifiers = modifiers
        self.line = line
        self.column = column
    }
}

/// What a `ViewNode` is.
public indirect enum ViewKind: Sendable, Equatable {
    case vStack([ViewNode], alignment: HorizontalAlignment, spacing: Double?)
    case hStack([ViewNode], alignment: VerticalAlignment, spacing: Double?)
    case zStack([ViewNode], alignment: Alignment2D)
    /// `ViewThatFits(in:) { … }`: the first child whose ideal size fits the room on `axes`.
    case viewThatFits([ViewNode], axes: FitAxes)
    /// `GeometryReader { proxy in … }`: its children top-leading in the room it is offered, where
    /// `_geometry` reads the reader's own size.
    case geometryReader([ViewNode])
    case text(TextContent)
    /// `Label(title, systemImage:)`: both strings may interpolate.
    case label(title: ViewTemplate, systemImage: ViewTemplate?)
    /// `Image(systemName:)`: the symbol name may interpolate.
    case image(ViewTemplate)
    case progress(ProgressContent)
    /// `Gauge(value:in:)`; `range` is `lower...upper`.
    case gauge(value: ViewExpression, range: ViewExpression?)
    /// `ForEach(collection) { variable in content }`.
    case forEach(collection: ViewExpression, variable: String, content: [ViewNode])
    /// `if condition { then } else { otherwise }`; lists are spliced into the parent stack.
    case conditional(condition: ViewExpression, then: [ViewNode], otherwise: [ViewNode])
    /// Several views where one is written (a result builder's block, `Group`): spliced into the
    /// parent stack, each taking the group's environment.
    case group([ViewNode])
    /// `Circle()`, `Capsule()`, `RoundedRectangle(cornerRadius:)`…: sized by its frame, filled with
    /// `fill` (else the inherited foreground) or stroked.
    case shape(ShapeKind, fill: ViewTemplate?, stroked: Bool)
    /// `Image("Logo")`, `Image(uiImage:)`, `AsyncImage`: an image of the app's, which no source holds.
    case assetImage(String)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// A view the previewer does not know: drawn as a visible placeholder.
    case unknown(String)
}

/// The axes `ViewThatFits(in:)` measures its children along (both by default, as SwiftUI's).
public struct FitAxes: Sendable, Equatable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `horizontal`, `vertical`, or both for anything else (`[.horizontal, .vertical]`).
    public init(name: String?) {
        switch name {
        case "horizontal": self.init(horizontal: true, vertical: false)
        case "vertical": self.init(horizontal: false, vertical: true)
        default: self.init()
        }
    }
}

/// The shapes SwiftUI draws as views.
public enum ShapeKind: String, Sendable, Equatable, CaseIterable {
    case circle = "Circle", ellipse = "Ellipse", capsule = "Capsule", rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle", containerRelative = "ContainerRelativeShape"

    /// Whether its corners are round (drawn with rounded corner cells).
    public var isRound: Bool { self != .rectangle }
}

/// The content of a `Text`.
public enum TextContent: Sendable, Equatable {
    /// A string, with `\(expr)` interpolation.
    case string(ViewTemplate)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    case timer(interval: ViewExpression, pauseTime: ViewExpression?, countsDown: Bool, showsHours: Bool)
    /// `Text(date, style:)`.
    case date(ViewExpression, style: DateStyle)
}

/// `Text(date, style:)` styles.
public enum DateStyle: String, Sendable, Equatable, CaseIterable {
    case timer, relative, time, date, offset
}

/// The content of a `ProgressView`.
public enum ProgressContent: Sendable, Equatable {
    /// `ProgressView(value:total:)` (`total` defaults to 1).
    case value(ViewExpression, total: ViewExpression?)
    /// `ProgressView(timerInterval:countsDown:)`.
    case timer(interval: ViewExpression, countsDown: Bool)
}

public enum HorizontalAlignment: String, Sendable, Equatable, CaseIterable {
    case leading, center, trailing
}

public enum VerticalAlignment: String, Sendable, Equatable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A `ZStack` or `frame` alignment: both axes.
public struct Alignment2D: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment2D()

    /// `center`, `leading`, `topLeading`, `bottomTrailing`, … as SwiftUI names them.
    public init?(name: String) {
        switch name {
        case "center": self.init()
        case "leading": self.init(horizontal: .leading)
        case "trailing": self.init(horizontal: .trailing)
        case "top": self.init(vertical: .top)
        case "bottom": self.init(vertical: .bottom)
        case "topLeading": self.init(horizontal: .leading, vertical: .top)
        case "topTrailing": self.init(horizontal: .trailing, vertical: .top)
        case "bottomLeading": self.init(horizontal: .leading, vertical: .bottom)
        case "bottomTrailing": self.init(horizontal: .trailing, vertical: .bottom)
        default: return nil
        }
    }
}
