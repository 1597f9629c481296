/// A key press, decoded by the backend into what the key map needs, so `reduce` never sees
/// ncurses key codes or escape sequences.
public enum Key: Sendable, Hashable {
    /// A printable character, space included (`q`, `?`, `]`, `+`, ` `).
    case character(Character)
    /// Ctrl with a letter, lower case: Ctrl-C is `.control("c")`. In raw mode Ctrl-C arrives as a
    /// key, not as SIGINT, so quitting goes through the same path as `q`.
    case control(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// A key the backend could not name; ignored by the key map.
    case unknown(Int)
}
