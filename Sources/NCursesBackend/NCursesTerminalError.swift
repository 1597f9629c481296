/// Why `NCursesTerminal` could not start; `description` is a sentence to show the user.
public enum NCursesTerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The tty could not be opened: usually there is no controlling terminal (cron, CI, `setsid`).
    case cannotOpen(path: String, reason: String)
    /// The path opened but is not a terminal.
    case notATerminal(path: String)
    /// `TERM` is unset or empty, so there is no way to know which escape sequences to send.
    case noTerminalType
    /// ncurses refused `TERM`: no terminfo entry for it, or one that cannot move the cursor (`dumb`).
    case unusableTerminalType(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open \(path): \(reason)"
        case .notATerminal(let path):
            return "\(path) is not a terminal"
        case .noTerminalType:
            return "TERM is not set"
        case .unusableTerminalType(let type):
            return "ncurses cannot drive the terminal type '\(type)' (TERM): no terminfo entry, or it cannot address the cursor"
        }
    }
}
