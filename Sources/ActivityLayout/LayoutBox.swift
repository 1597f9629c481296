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

/// A placed view: its frame, its drawn lines (for text), and its placed children.
public struct LayoutBox: Sendable, Equatable {
    public var frame: LayoutRect
    /// The frame less the view's padding: where its own content (text, glyph, shape) is drawn.
    public var content: LayoutRect
    public var view: ResolvedView
    /// Text lines as wrapped and truncated for this frame.
    public var lines: [String]
    public var children: [LayoutBox]
    /// The view's `.background` and `.overlay`, placed in its frame.
    public var background: [LayoutBox] = []
    public var overlay: [LayoutBox] = []

    public init(frame: LayoutRect, view: ResolvedView, lines: [String] = [], children: [LayoutBox] = []) {
        self.frame = frame
        self.content = frame
        self.view = view
        self.lines = lines
        self.children = children
    }

    /// Every box in the tree, parents before children (backgrounds before, overlays after).
    public var flattened: [LayoutBox] {
        background.flatMap(\.flattened) + [self] + children.flatMap(\.flattened) + overlay.flatMap(\.flattened)
    }
}
