/// What a terminal reports: a key press or a new size.
public enum TerminalEvent: Sendable, Hashable {
    case key(Key)
    /// The terminal now has this many columns and rows.
    case resize(Size)
}
