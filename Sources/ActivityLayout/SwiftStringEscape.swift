/// Swift's string-literal escapes, shared by the expression lexer and the Swift source reader so
/// the two front ends read `"\r"` or `"\u{1F69A}"` alike.
public enum SwiftStringEscape {
    /// The character a one-letter escape stands for (`n` in `\n`), or nil when the letter is not one.
    public static func character(after letter: Character) -> Character? {
        switch letter {
        case "n": "\n"
        case "t": "\t"
        case "r": "\r"
        case "0": "\0"
        case "\\": "\\"
        case "\"": "\""
        case "'": "'"
        default: nil
        }
    }

    /// The scalar `\u{hex}` names: one to eight hex digits of a valid scalar, or nil.
    public static func scalar(hex: String) -> Unicode.Scalar? {
        guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }
}
