/// The bytes JSON's grammar names, and the byte tests and wording the parser, the feed framer and
/// the APNs checks share. Inlinable: the framer and the parser call them once a byte.
public enum ASCII {
    // Computed and inlinable rather than stored: other modules fold them into their loops.
    @inlinable public static var newline: UInt8 { 0x0A }
    @inlinable public static var carriageReturn: UInt8 { 0x0D }
    @inlinable public static var tab: UInt8 { 0x09 }
    @inlinable public static var space: UInt8 { 0x20 }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable public static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable public static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var closeBracket: UInt8 { UInt8(ascii: "]") }

    /// JSON's four whitespace bytes, the same set the parser skips.
    @inlinable
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }

    @inlinable
    public static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// How a message names a byte: the character when it is printable ASCII, else its hex value.
    public static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case newline: return "a line break"
        case space: return "a space"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
        }
    }
}
