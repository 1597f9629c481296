/// What a terminal can show, so the screen can choose glyphs and colours it will display.
public struct TerminalCapabilities: Sendable, Hashable {
    /// False under `NO_COLOR` or on a terminal without colours: styles keep only bold, dim,
    /// underline and reverse.
    public var colors: Bool
    /// False when the locale has no UTF-8: the screen uses ASCII boxes and symbol fallbacks.
    public var unicode: Bool

    public init(colors: Bool = true, unicode: Bool = true) {
        self.colors = colors
        self.unicode = unicode
    }
}
