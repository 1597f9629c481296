/// Rewrites the UTF-16 surrogate pair escapes of a JSON text (`"\ud83d\ude00"`, what Python's
/// `json.dumps` and many encoders write for any character past U+FFFF) as the 32-bit escapes YAML
/// has (`"\U0001F600"`).
///
/// Definitions in JSON are read by the YAML parser (JSON is YAML 1.2, and both then get the same
/// line-accurate errors), but libyaml takes each `\u` escape as a code point of its own and
/// refuses a surrogate. Written by hand because it is a string-aware scan of a dozen lines: only
/// escapes inside JSON strings are touched, a `\\u…` (an escaped backslash) is left alone, and a
/// lone surrogate is left for the parser to report. Each pair becomes two characters shorter, so a
/// parse error later on the same line is reported two columns early per pair before it.
enum JSONSurrogatePairs {
    static func rewrite(_ text: String) -> String {
        guard text.contains("\\u") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inString = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if !inString {
                if c == "\"" { inString = true }
                out.append(c)
                i += 1
                continue
            }
            if c == "\"" {
                inString = false
            } else if c == "\\", i + 1 < scalars.count {
                if let high = hex4(scalars, i + 2), scalars[i + 1] == "u", (0xD800...0xDBFF).contains(high),
                   i + 7 < scalars.count, scalars[i + 6] == "\\", scalars[i + 7] == "u",
                   let low = hex4(scalars, i + 8), (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)
                    let digits = String(value, radix: 16, uppercase: true)
                    out.append(contentsOf: ("\\U" + String(repeating: "0", count: 8 - digits.count) + digits).unicodeScalars)
                    i += 12
                    continue
                }
                // Any other escape, `\\` included, is copied whole so its second character is not
                // read as the start of something else.
                out.append(c)
                out.append(scalars[i + 1])
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    /// The four hex digits at `start`, as a number.
    private static func hex4(_ scalars: [Unicode.Scalar], _ start: Int) -> Int? {
        guard start + 4 <= scalars.count else { return nil }
        var value = 0
        for scalar in scalars[start..<(start + 4)] {
            guard let digit = Int(String(scalar), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        return value
    }
}
