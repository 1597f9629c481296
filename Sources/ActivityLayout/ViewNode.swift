/// One view of a presentation, as written in the definition: SwiftUI's vocabulary as data.
///
/// Strings that may hold `\(expr)` interpolation or expressions are kept as source text; they are
/// parsed and evaluated at layout time against the render instant's state. Every node remembers its
/// line and column so diagnostics can point at the definition.
public struct ViewNode: Sendable, Equatable {
    public var kind: ViewKind
    public var modifiers: ViewModifiers
    public var line: Int
    public var column: Int
    /// Where the view's own expressions and strings are written, for their diagnostics.
    public var sources: [ExprSource] = []

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
    case text(TextContent)
    /// `Label(title, systemImage:)`: both strings may interpolate.
    case label(title: String, systemImage: String?)
    /// `Image(systemName:)`: the symbol name may interpolate.
    case image(String)
    case progress(ProgressContent)
    /// `Gauge(value:in:)`: expressions.
    case gauge(value: String, range: String?)
    /// `ForEach(collection) { variable in content }`.
    case forEach(collection: String, variable: String, content: [ViewNode])
    /// `if condition { then } else { otherwise }`; lists are spliced into the parent stack.
    case conditional(condition: String, then: [ViewNode], otherwise: [ViewNode])
    case spacer(minLength: Double?)
    case divider
    case empty
    /// A view the previewer does not know: drawn as a visible placeholder.
    case unknown(String)
}

/// The content of a `Text`.
public enum TextContent: Sendable, Equatable {
    /// A string, with `\(expr)` interpolation.
    case string(String)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`; the strings are expressions.
    case timer(interval: String, pauseTime: String?, countsDown: Bool, showsHours: Bool)
    /// `Text(date, style:)`; `date` is an expression.
    case date(String, style: DateStyle)
}

/// `Text(date, style:)` styles.
public enum DateStyle: String, Sendable, Equatable, CaseIterable {
    case timer, relative, time, date, offset
}

/// The content of a `ProgressView`.
public enum ProgressContent: Sendable, Equatable {
    /// `ProgressView(value:total:)`; expressions (`total` defaults to 1).
    case value(String, total: String?)
    /// `ProgressView(timerInterval:countsDown:)`.
    case timer(interval: String, countsDown: Bool)
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
