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
    public var truncationMode: TruncationMode?
    /// `.labelStyle(.iconOnly)`, `.titleOnly`: what the labels below show.
    public var labelStyle: LabelStyle?
    /// A `GridRow`'s stack: its cells are a `Grid`'s columns (`SwiftUIHost`); a row alone is a row.
    public var isGridRow = false
    /// `.background(…)`: drawn behind the view, over its whole frame (padding included).
    public var background: [ViewNode] = []
    /// `.overlay(…)`: drawn over the view, centred in its frame.
    public var overlay: [ViewNode] = []
    /// `.cornerRadius(r)`, `.clipShape(RoundedRectangle(…))`: the background's corners are round.
    public var clipShape: ShapeKind?
    /// `.trim(from:to:)` on a shape, with a `.rotationEffect` written after it.
    public var trim: ShapeTrim?
    /// Arguments given as expressions (`.frame(width: isLive ? 45 : 32)`, `VStack(spacing:)`,
    /// `.frame(alignment:)`, `.font(…)`), evaluated at each instant over the static values beside
    /// them (`frame`, `padding`, the stack's spacing, `font`).
    public var valueExpressions: [ValueSlot: ViewExpression] = [:]

    public init() {}
}

/// `.frame(width:height:maxWidth:maxHeight:alignment:)` in points.
public struct Frame: Sendable, Equatable {
    @Length public var width: Double?
    @Length public var height: Double?
    @Length public var minWidth: Double?
    @Length public var maxWidth: Double?
    @Length public var maxHeight: Double?
    @Length public var minHeight: Double?
    public var alignment: Alignment2D

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                maxHeight: Double? = nil, minHeight: Double? = nil, alignment: Alignment2D = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.minHeight = minHeight
        self.alignment = alignment
    }

    /// A frame length, or none, stored as NaN for none: NaN is no length a frame holds (the parser
    /// and the resolver refuse it), and a `Double?` takes 16 bytes in a struct where a `Double` takes
    /// 8. A frame is copied with its view many times a frame.
    @propertyWrapper
    public struct Length: Sendable, Equatable {
        private var stored: Double

        public init(wrappedValue: Double?) {
            stored = wrappedValue ?? .nan
        }

        public var wrappedValue: Double? {
            get { stored.isNaN ? nil : stored }
            set { stored = newValue ?? .nan }
        }

        public static func == (lhs: Length, rhs: Length) -> Bool {
            lhs.wrappedValue == rhs.wrappedValue
        }
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

/// `.labelStyle(_:)`: a label's icon, its title, or both (the default).
public enum LabelStyle: String, Sendable, Equatable {
    case iconOnly, titleOnly, titleAndIcon
}

/// `.truncationMode(_:)`: where a text cut to its one line loses characters (`…` at its end by default).
public enum TruncationMode: String, Sendable, Equatable {
    case head, middle, tail
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
