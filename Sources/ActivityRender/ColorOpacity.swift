import Canvas
import Foundation

/// A colour at an opacity, as a definition spells it (`blue.opacity(0.3)`, `#ff9500.opacity(0.5)`),
/// drawn as the opaque colour it makes over what is behind it: a cell holds one colour.
enum ColorOpacity {
    /// The base colour's spelling and the opacity (0…1) of `name.opacity(x)`; nil when `key` has no
    /// such suffix or its number is not one.
    static func split(_ key: Substring) -> (base: Substring, alpha: Double)? {
        guard key.utf8.last == UInt8(ascii: ")"), key.hasSuffix(")"), let open = key.range(of: ".opacity(", options: .backwards) else { return nil }
        guard let alpha = Double(String(key[open.upperBound..<key.index(before: key.endIndex)]).trimmedOfSpaces),
              alpha.isFinite else { return nil }
        return (key[key.startIndex..<open.lowerBound], min(1, max(0, alpha)))
    }

    /// `top` at `alpha` over `bottom`, when both are RGB colours; otherwise `top` itself (a terminal's
    /// own or ANSI colour has no value to mix, and a 16-colour theme stays within its colours).
    static func composite(_ top: Color, over bottom: Color, alpha: Double) -> Color {
        guard case .rgb(let r1, let g1, let b1) = top, case .rgb(let r2, let g2, let b2) = bottom else { return top }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) * alpha + Double(b) * (1 - alpha)).rounded())))
        }
        return .rgb(mix(r1, r2), mix(g1, g2), mix(b1, b2))
    }
}
