/// The modifiers written beside a view key. Unset values inherit from the environment.
public struct ViewModifiers: Sendable, Equatable {
    public var font: TextStyle?
    public var fontWeight: FontWeight?
    /// `primary`, `secondary`, `tertiary`, a named colour or `#rrggbb`; may interpolate.
    public var foregroundStyle: ViewTemplate?
    public var monospacedDigit: Bool = false
    public var lineLimit: Int?
    public var frame: Frame?
    public var padding: EdgeInsets?
    public var layoutDirection: LayoutDirection?
    public var multilineTextAlignment: HorizontalAlignment?
    public var strikethrough: Bool = false
    public var underline: Bool = false
    public var opacity: Double?
    /// `.offset(x:y:)` in points: drawn moved, laid out where it was.
    public var offset: Offset?
    /// Expanded regions: `.dynamicIsland(verticalPlacement:)` priority.
    public var priority: Double?
    /// Expanded leading/trailing: `.belowIfTooWide`.
    public var belowIfTooWide: Bool = false
    /// `.tint(c)`: the colour of progress bars, rings and gauges below.
    public var tint: ViewTemplate?
    /// `.progressViewStyle(.circular)`, `.gaugeStyle(.accessoryCircular)`: progress below drawn as rings.
    public var progressStyle: ProgressStyle?
    /// `.textCase(.uppercase)`.
    public var textCase: TextCase?
    /// `.background(…)`: drawn behind the view, over its whole frame (padding included).
    public var background: [ViewNode] = []
    /// `.overlay(…)`: drawn over the view, centred in its frame.
    public var overlay: [ViewNode] = []
    /// `.cornerRadius(r)`, `.clipShape(RoundedRectangle(…))`: the background's corners are round.
    public var clipShape: ShapeKind?
    /// Arguments given as expressions (`.frame(width: isLive ? 45 : 32)`, `VStack(spacing:)`,
    /// `.frame(alignment:)`, `.font(…)`), evaluated at each instant over the static values beside
    /// them (`frame`, `padding`, the stack's spacing, `font`).
    public var valueExpressions: [ValueSlot: ViewExpression] = [:]

    public init() {}
}

/// `.frame(width:height:maxWidth:maxHeight:alignment:)` in points.
///
/// A length not given is stored as NaN, which no frame holds (the parser and the resolver refuse
/// it): six `Double?` took 96 bytes where six `Double` take 48, and a frame is copied with its view
/// many times a frame.
public struct Frame: Sendable, Equatable {
    private var lengths: (width: Double, height: Double, minWidth: Double, maxWidth: Double, maxHeight: Double, minHeight: Double)
    public var alignment: Alignment2D

    public var width: Double? {
        get { Frame.given(lengths.width) }
        set { lengths.width = newValue ?? .nan }
    }
    public var height: Double? {
        get { Frame.given(lengths.height) }
        set { lengths.height = newValue ?? .nan }
    }
    public var minWidth: Double? {
        get { Frame.given(lengths.minWidth) }
        set { lengths.minWidth = newValue ?? .nan }
    }
    public var maxWidth: Double? {
        get { Frame.given(lengths.maxWidth) }
        set { lengths.maxWidth = newValue ?? .nan }
    }
    public var maxHeight: Double? {
        get { Frame.given(lengths.maxHeight) }
        set { lengths.maxHeight = newValue ?? .nan }
    }
    public var minHeight: Double? {
        get { Frame.given(lengths.minHeight) }
        set { lengths.minHeight = newValue ?? .nan }
    }

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                maxHeight: Double? = nil, minHeight: Double? = nil, alignment: Alignment2D = .center) {
        lengths = (width ?? .nan, height ?? .nan, minWidth ?? .nan, maxWidth ?? .nan, maxHeight ?? .nan, minHeight ?? .nan)
        self.alignment = alignment
    }

    @inline(__always)
    private static func given(_ length: Double) -> Double? {
        length.isNaN ? nil : length
    }

    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.minWidth == rhs.minWidth && lhs.maxWidth == rhs.maxWidth
            && lhs.maxHeight == rhs.maxHeight && lhs.minHeight == rhs.minHeight && lhs.alignment == rhs.alignment
    }

    /// Sets the length of a frame slot. An infinite `width` or `height` takes all the room it is
    /// offered on the phone, as `maxWidth`/`maxHeight: .infinity` does, and is kept as that.
    public mutating func set(_ slot: ValueSlot, _ points: Double) {
        switch slot {
        case .width where points == .infinity: width = nil; maxWidth = points
        case .height where points == .infinity: height = nil; maxHeight = points
        case .width: width = points
        case .height: height = points
        case .minWidth: minWidth = points
        case .maxWidth: maxWidth = points
        case .minHeight: minHeight = points
        case .maxHeight: maxHeight = points
        default: break
        }
    }
}

/// Padding per edge, in points.
public struct EdgeInsets: Sendable, Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Sets the inset of a padding slot.
    public mutating func set(_ slot: ValueSlot, _ points: Double) {
        switch slot {
        case .top: top = points
        case .leading: leading = points
        case .bottom: bottom = points
        case .trailing: trailing = points
        default: break
        }
    }

    /// SwiftUI's default `.padding()` (about 16 pt; uncertain: docs/ACTIVITYKIT.md, "Sizes").
    public static let standard = EdgeInsets(all: 16)
}

/// How a `ProgressView` or `Gauge` is drawn.
public enum ProgressStyle: String, Sendable, Equatable {
    case linear, circular
}

/// `.textCase(_:)`.
public enum TextCase: String, Sendable, Equatable {
    case uppercase, lowercase
}

public enum LayoutDirection: String, Sendable, Equatable {
    case leftToRight, rightToLeft
}

/// `.fontWeight(...)`.
public enum FontWeight: String, Sendable, Equatable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Bold enough to draw in the terminal's bold attribute.
    public var isBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: return true
        default: return false
        }
    }
}

/// `.offset(x:y:)`: how far a view is drawn from where it is laid out, in points.
public struct Offset: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
