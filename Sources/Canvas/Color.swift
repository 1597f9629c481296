import Foundation

/// A terminal colour: the terminal's own default, one of the 16 ANSI colours, or 24-bit RGB.
///
/// Themes and views name colours (`cyan`, `#1c1c1e`); renderers map them down to what the output
/// can show (ANSI escapes, ncurses pairs, SVG fills). `.default` keeps the user's terminal colours.
public enum Color: Sendable, Hashable, CustomStringConvertible {
    case `default`
    case ansi(ANSIColor)
    case rgb(UInt8, UInt8, UInt8)

    /// Parses `cyan`, `brightBlue`, `#1c1c1e`, `#fff`, or `default`; nil otherwise.
    public init?(parsing text: String) {
        let trimmed = text.trimmedOfSpaces
        if trimmed == "default" || trimmed == "clear" {
            self = .default
            return
        }
        if let named = ANSIColor(rawValue: trimmed) {
            self = .ansi(named)
            return
        }
        guard let hex = Color(hex: trimmed) else { return nil }
        self = hex
    }

    /// `#rrggbb`, or `#rgb` with each digit doubled, in ASCII hex digits only; nil otherwise.
    public init?(hex text: String) {
        var value: UInt32 = 0
        var digits = 0
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 0 {
                guard byte == UInt8(ascii: "#") else { return nil }
                continue
            }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard digits < 6 else { return nil }
            value = value << 4 | UInt32(digit)
            digits += 1
        }
        switch digits {
        case 6:
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        case 3:
            self = .rgb(UInt8(value >> 8 & 0xF) * 17, UInt8(value >> 4 & 0xF) * 17, UInt8(value & 0xF) * 17)
        default:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .default: return "default"
        case .ansi(let c): return c.rawValue
        case .rgb(let r, let g, let b):
            let hex = (Int(r) << 16) | (Int(g) << 8) | Int(b)
            let digits = String(hex, radix: 16)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
    }

    /// The colour as RGB: ANSI colours by the xterm default palette, `.default` as nil.
    public var rgbComponents: (UInt8, UInt8, UInt8)? {
        switch self {
        case .default: return nil
        case .rgb(let r, let g, let b): return (r, g, b)
        case .ansi(let c): return c.xtermRGB
        }
    }
}

/// The 16 ANSI colours, by the names SwiftUI and terminals share where they can.
public enum ANSIColor: String, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// 0-15, the SGR palette index.
    public var index: Int { ANSIColor.allCases.firstIndex(of: self) ?? 0 }

    /// xterm's default palette, used where an output needs real RGB (SVG).
    public var xtermRGB: (UInt8, UInt8, UInt8) {
        switch self {
        case .black: return (0, 0, 0)
        case .red: return (205, 0, 0)
        case .green: return (0, 205, 0)
        case .yellow: return (205, 205, 0)
        case .blue: return (0, 0, 238)
        case .magenta: return (205, 0, 205)
        case .cyan: return (0, 205, 205)
        case .white: return (229, 229, 229)
        case .brightBlack: return (127, 127, 127)
        case .brightRed: return (255, 0, 0)
        case .brightGreen: return (0, 255, 0)
        case .brightYellow: return (255, 255, 0)
        case .brightBlue: return (92, 92, 255)
        case .brightMagenta: return (255, 0, 255)
        case .brightCyan: return (0, 255, 255)
        case .brightWhite: return (255, 255, 255)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs; itself, without copying, when it
    /// has none (colour names are looked up for every drawn run). The first and last bytes tell
    /// most names apart without breaking graphemes: a space or tab is one byte.
    public var trimmedOfSpaces: String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard utf8.first.map(isSpace) == true || utf8.last.map(isSpace) == true else { return self }
        return String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
