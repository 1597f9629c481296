import Canvas
import CNcurses

/// Turns what `get_wch` hands over into a `Key`: pure, so it is tested without a terminal.
///
/// `KEY_RESIZE` is not decoded here: it becomes `TerminalEvent.resize` with the size ncurses has
/// just taken, which only the terminal knows.
enum KeyDecoder {
    /// - Parameters:
    ///   - code: the character or key code `get_wch` stored.
    ///   - isFunctionKey: whether `get_wch` returned `KEY_CODE_YES` (a key code, not a character:
    ///     `KEY_LEFT` is 260, which is also `Ą` as a character).
    static func decode(_ code: UInt32, isFunctionKey: Bool) -> Key {
        if isFunctionKey { return decodeFunctionKey(code) }
        switch code {
        case 9: return .tab
        // 13 with nonl() (Enter, Ctrl-M); 10 is Ctrl-J, which terminals also send for Enter.
        case 10, 13: return .enter
        case 27: return .escape
        // 127 is what most terminals send for Backspace, 8 (Ctrl-H) what some others send.
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A … Ctrl-Z arrive as 1 … 26 in raw mode; Ctrl-C too, as a key, not SIGINT.
            return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0x80...0x9F:
            // C1 controls: not printable, and a terminal never means them as text.
            return .unknown(Int(code))
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return .unknown(Int(code)) }
            return .character(Character(scalar))
        }
    }

    private static func decodeFunctionKey(_ code: UInt32) -> Key {
        switch Int32(truncatingIfNeeded: code) {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        default: return .unknown(Int(code))
        }
    }
}
