/// How a cell is drawn: colours and attributes. A value, compared and hashed per cell.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var strikethrough: Bool
    public var reverse: Bool

    public init(foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
                italic: Bool = false, underline: Bool = false, strikethrough: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.reverse = reverse
    }

    /// The terminal's own colours, no attributes.
    public static let plain = Style()
}
