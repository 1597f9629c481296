// ASCII: names for the bytes JSON's grammar is made of, shared by the scanner and the framer.

/// The bytes JSON's grammar names.
enum ASCII {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")

    /// JSON's four whitespace bytes, the same set the parser skips.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// How a message names a byte: the character when it is printable ASCII, else its hex value.
    static func describe(_ byte: UInt8) -> String {
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
