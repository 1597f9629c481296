import Canvas

/// Text made safe for XML 1.0, for every XML livepeek writes (SVG dumps, JUnit reports).
///
/// Controls become the same visible glyphs `Sanitizer` draws in cells, so an ESC in a payload
/// reads `␛` in an SVG or a CI dashboard rather than making the document unreadable: XML 1.0 has
/// no way to write most C0 controls at all, not even as character references.
public enum XMLText {
    /// `text` safe inside an element or a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in Sanitizer.visible(text).unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&apos;".unicodeScalars)
            default:
                escaped.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(escaped)
    }

    /// Multi-line `text` (a diff) safe inside an element, its line breaks kept as line breaks.
    public static func escapeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
    }

    /// XML 1.0's `Char` production; surrogates cannot occur in a `Unicode.Scalar`.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
