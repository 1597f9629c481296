import CNcurses
import PreviewApp

/// Turns what `get_wch` returns into a `Key`: pure, so it is tested without a terminal.
public enum KeyDecoder {
    /// - Parameters:
    ///   - code: the character or key code `get_wch` stored.
    ///   - isFunctionKey: whether `get_wch` returned `KEY_CODE_YES` (a key code, not a character).
    public static func decode(_ code: UInt32, isFunctionKey: Bool) -> Key {
        if isFunctionKey {
            switch Int32(bitPattern: code) {
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
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A … Ctrl-Z arrive as 1 … 26 in raw mode.
            return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return .unknown(Int(code)) }
            return .character(Character(scalar))
        }
    }
}
