/// A view after evaluation at one instant: expressions evaluated, `ForEach` expanded, `if` chosen,
/// timers formatted, colours named. What remains is pure geometry for `LayoutEngine`.
public struct ResolvedView: Sendable, Equatable {
    public var kind: ResolvedKind
    public var frame: Frame?
    public var padding: EdgeInsets?
    public var opacity: Double?
    /// The effective direction (inherited unless the view set it).
    public var layoutDirection: LayoutDirection
    /// The definition line the view came from, for diagnostics.
    public var line: Int
    /// Unique within one resolved tree (0: none); lets a layout pass measure each view once. Given
    /// children first, so a root's id is the largest of its tree, which sizes a pass's memo.
    public var id: Int = 0
    /// Drawn behind and over the view in its frame; nil for the many views without (boxed: a
    /// resolved view is copied and compared on every frame).
    public var decorations: Decorations?

    /// `.offset(x:y:)` in points: where it is drawn, not where it takes room.
    public var offset: Offset? { decorations?.offset }

    public init(_ kind: ResolvedKind, frame: Frame? = nil, padding: EdgeInsets? = nil, opacity: Double? = nil,
                layoutDirection: LayoutDirection = .leftToRight, line: Int = 0) {
        self.kind = kind
        self.frame = frame
        self.padding = padding
        self.opacity = opacity
        self.layoutDirection = layoutDirection
        self.line = line
    }
}

/// A view's `.background`, `.overlay` and `.offset`, which take no room of their own.
public final class Decorations: Sendable, Equatable {
    public let background: [ResolvedView]
    public let overlay: [ResolvedView]
    public let offset: Offset?

    public init(background: [ResolvedView], overlay: [ResolvedView], offset: Offset? = nil) {
        self.background = background
        self.overlay = overlay
        self.offset = offset
    }

    public static func == (lhs: Decorations, rhs: Decorations) -> Bool {
        lhs === rhs || lhs.background == rhs.background && lhs.overlay == rhs.overlay && lhs.offset == rhs.offset
    }
}

/// What a resolved view draws.
public indirect enum ResolvedKind: Sendable, Equatable {
    case stack(Axis, [ResolvedView], alignment: StackAlignment, spacing: Double?)
    case zStack([ResolvedView], alignment: Alignment2D)
    /// `ViewThatFits`: the layout shows the first child that fits, else the last.
    case fitting([ResolvedView], axes: FitAxes)
    case text(TextRun)
    case symbol(SymbolRun)
    /// A linear `ProgressView` or `Gauge`: the filled fraction 0...1.
    case bar(fraction: Double, color: String?)
    /// A circular `ProgressView` or `Gauge`: the filled fraction 0...1.
    case ring(fraction: Double, color: String?)
    case shape(ShapeKind, color: String, stroked: Bool, trim: ShapeTrim?)
    /// An app image no source holds: a box where it goes.
    case assetImage(String)
    case spacer(minLength: Double?)
    case divider
    /// An unknown view, or an error box (a `now...past` range that would trap).
    case placeholder(String, isError: Bool)
}

public enum Axis: Sendable, Equatable {
    case horizontal, vertical
}

/// A stack's cross-axis alignment.
public enum StackAlignment: Sendable, Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// Text to draw, with everything that decides its size and look.
public struct TextRun: Sendable, Equatable {
    public var text: String
    public var font: TextStyle
    public var weight: FontWeight
    public var monospacedDigit: Bool
    public var lineLimit: Int?
    /// `primary`, `secondary`, `tertiary`, a colour name or `#rrggbb`.
    public var color: String
    public var strikethrough: Bool
    public var underline: Bool
    public var alignment: HorizontalAlignment
    /// A timer's text (`Text(timerInterval:)`, `Text(date, style: .timer)`): it takes all the width
    /// it is offered, its digits aligned within by `alignment`, as SwiftUI sizes it for any time it
    /// may show rather than the one it shows.
    public var fillsWidth: Bool
    /// Where a text cut on a single line loses characters.
    public var truncationMode: TruncationMode = .tail

    public init(_ text: String, font: TextStyle = .body, weight: FontWeight? = nil, monospacedDigit: Bool = false,
                lineLimit: Int? = nil, color: String = "primary", strikethrough: Bool = false, underline: Bool = false,
                alignment: HorizontalAlignment = .leading, fillsWidth: Bool = false) {
        self.text = text
        self.font = font
        self.weight = weight ?? font.defaultWeight
        self.monospacedDigit = monospacedDigit
        self.lineLimit = lineLimit
        self.color = color
        self.strikethrough = strikethrough
        self.underline = underline
        self.alignment = alignment
        self.fillsWidth = fillsWidth
    }
}

/// An SF Symbol to draw, sized by the font it inherits.
public struct SymbolRun: Sendable, Equatable {
    public var name: String
    public var font: TextStyle
    public var color: String

    public init(_ name: String, font: TextStyle = .body, color: String = "primary") {
        self.name = name
        self.font = font
        self.color = color
    }
}
