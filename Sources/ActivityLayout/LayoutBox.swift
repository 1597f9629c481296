/// A rectangle in layout units (points or cells).
public struct LayoutRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// What few boxes have: a content rect inside padding, a background, an overlay.
public final class LayoutExtras: Sendable, Equatable {
    public let content: LayoutRect
    public let background: [LayoutBox]
    public let overlay: [LayoutBox]

    public init(content: LayoutRect, background: [LayoutBox], overlay: [LayoutBox]) {
        self.content = content
        self.background = background
        self.overlay = overlay
    }

    public static func == (lhs: LayoutExtras, rhs: LayoutExtras) -> Bool {
        lhs === rhs || lhs.content == rhs.content && lhs.background == rhs.background && lhs.overlay == rhs.overlay
    }
}

/// A placed view: its frame, its drawn lines (for text), and its placed children.
public struct LayoutBox: Sendable, Equatable {
    public var frame: LayoutRect
    public var view: ResolvedView
    /// Text lines as wrapped and truncated for this frame.
    public var lines: [String]
    public var children: [LayoutBox]
    /// Where a padded view's own content sits, and its decorations placed; nil for most boxes
    /// (boxed: boxes are copied as a frame is drawn).
    public var extras: LayoutExtras?
    /// A view inside the box (a child, background or overlay, at any depth) is offset, so drawn
    /// where it moved to, maybe outside the box's frame.
    public var hasOffsetInside = false

    /// The frame less the view's padding: where its own content (text, glyph, shape) is drawn.
    public var content: LayoutRect { extras?.content ?? frame }
    public var background: [LayoutBox] { extras?.background ?? [] }
    public var overlay: [LayoutBox] { extras?.overlay ?? [] }

    public init(frame: LayoutRect, view: ResolvedView, lines: [String] = [], children: [LayoutBox] = []) {
        self.frame = frame
        self.view = view
        self.lines = lines
        self.children = children
    }

    /// Whether any of `boxes`, or a view inside one, is offset.
    @inlinable
    public static func anyOffset(_ boxes: [LayoutBox]) -> Bool {
        boxes.contains { $0.view.offset != nil || $0.hasOffsetInside }
    }

    /// Every box in the tree, parents before children (backgrounds before, overlays after).
    public var flattened: [LayoutBox] {
        background.flatMap(\.flattened) + [self] + children.flatMap(\.flattened) + overlay.flatMap(\.flattened)
    }
}
