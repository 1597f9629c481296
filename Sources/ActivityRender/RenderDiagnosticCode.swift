/// The codes of what the renderer finds while drawing (docs/ARCHITECTURE.md, "Diagnostic codes").
public enum RenderDiagnosticCode {
    /// The Lock Screen or the expanded presentation is taller than the system allows.
    public static let overBudget = "layout.overBudget"
    /// The minimal presentation is wider than the device's.
    public static let minimalTooWide = "layout.minimalTooWide"
    /// A compact side is wider than the island grows to: the system cuts it.
    public static let compactOverflow = "layout.compactOverflow"
    /// A compact side is wider than the HIG's size: the island widens past its recommended width
    /// (info in a dump, a warning in `lint`).
    public static let compactWide = "layout.compactWide"
    /// A compact or minimal region drawn on more than the island's one line.
    public static let regionTooTall = "layout.regionTooTall"
    /// An SF Symbol without a glyph.
    public static let unknownSymbol = "layout.unknownSymbol"
}
