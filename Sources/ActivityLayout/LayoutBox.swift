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
    public var view: ResolvedView
    /// Text lines as wrapped and truncated for this frame.
    public var lines: [String]
    public var children: [LayoutBox]

    public init(frame: LayoutRect, view: ResolvedView, lines: [String] = [], children: [LayoutBox] = []) {
        self.frame = frame
        self.view = view
        self.lines = lines
        self.children = children
    }

    /// Every box in the tree, parents before children.
    public var flattened: [LayoutBox] {
        [self] + children.flatMap(\.flattened)
    }
}
