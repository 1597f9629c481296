/// Dynamic Type text styles, as `.font(.headline)` names them.
public enum TextStyle: String, Sendable, Equatable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The position in `allCases` (a switch: `allCases` allocates on every call).
    var index: Int {
        switch self {
        case .largeTitle: return 0
        case .title: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        case .body: return 5
        case .callout: return 6
        case .subheadline: return 7
        case .footnote: return 8
        case .caption: return 9
        case .caption2: return 10
        }
    }

    /// Headline is semibold by default; the others regular.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}

/// The Dynamic Type content sizes, smallest to largest (`--dynamic-type`).
public enum DynamicTypeSize: String, Sendable, Equatable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1 = "AX1", accessibility2 = "AX2", accessibility3 = "AX3", accessibility4 = "AX4", accessibility5 = "AX5"

    /// The position in `allCases`. A switch: the synthesised `allCases` builds a new array on every
    /// call, and this runs for every text measured.
    var index: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .accessibility1: return 7
        case .accessibility2: return 8
        case .accessibility3: return 9
        case .accessibility4: return 10
        case .accessibility5: return 11
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Accepts `large`, `L`, `xxxLarge`, `AX3`, `accessibility3`, case-insensitively.
    public init?(name: String) {
        let lower = name.lowercased()
        let aliases: [String: DynamicTypeSize] = ["xs": .xSmall, "s": .small, "m": .medium, "l": .large, "xl": .xLarge,
                                                  "xxl": .xxLarge, "xxxl": .xxxLarge, "default": .large]
        if let alias = aliases[lower] { self = alias; return }
        if let match = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == lower }) { self = match; return }
        if lower.hasPrefix("accessibility"), let n = Int(lower.dropFirst("accessibility".count)), (1...5).contains(n) {
            self = DynamicTypeSize.allCases[6 + n]
            return
        }
        return nil
    }
}

/// Point size and line height of each text style at each Dynamic Type size.
///
/// Source: Apple Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS), the
/// tables for xSmall…xxxLarge and AX1…AX5. docs/ACTIVITYKIT.md, "Typography", quotes the Large
/// column and the extremes (xSmall body 14/19; AX5 body 53/62, largeTitle 60/70); `FontMetricsTests`
/// holds those.
public enum FontMetrics {
    /// (size, leading) per size, xSmall … AX5. A switch, not a dictionary literal: the first
    /// dictionary keyed by a new type scans the binary's conformance records for its `Hashable`.
    static func sizes(_ style: TextStyle) -> [(Double, Double)] {
        switch style {
        case .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 46), (44, 52), (50, 59), (56, 66)]
        case .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 43), (43, 51), (48, 56), (53, 62)]
        case .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 27), (23, 29), (28, 34), (33, 39), (40, 48), (47, 56), (53, 62)]
        case .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 27), (23, 29), (28, 34), (33, 39), (40, 48), (47, 56), (53, 62)]
        case .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 38), (38, 46), (44, 52), (51, 60)]
        case .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 18), (16, 20), (18, 22), (22, 27), (26, 31), (32, 38), (37, 44), (43, 51)]
        case .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 16), (15, 18), (17, 20), (20, 24), (24, 29), (29, 34), (34, 41), (41, 49)]
        }
    }

    /// The font size in points.
    public static func pointSize(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        entry(style, size).0
    }

    /// The line height in points: what one line of text adds to a presentation's height.
    public static func lineHeight(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        entry(style, size).1
    }

    /// `sizes` as an array in `TextStyle.allCases` order: looked up for every text measured.
    static let rows: [[(Double, Double)]] = TextStyle.allCases.map(sizes)

    static func entry(_ style: TextStyle, _ size: DynamicTypeSize) -> (Double, Double) {
        let styleIndex = style.index
        let row = rows[styleIndex]
        let sizeIndex = size.index
        return sizeIndex < row.count ? row[sizeIndex] : (17, 22)
    }

    /// Average advance of one character in em, for SF Pro: how wide text is in points.
    ///
    /// A terminal draws one character per cell, but whether a value fits the 52.33 pt compact
    /// trailing slot is a question about points. Digits are tabular (0.6 em) with
    /// `monospacedDigit`; the rest are SF Pro averages measured on Latin text.
    public static func advance(of character: Character, monospacedDigit: Bool, bold: Bool) -> Double {
        let base: Double
        // ASCII first, without Unicode property look-ups: this runs for every character measured.
        if let ascii = character.asciiValue {
            return advance(ascii: ascii, monospacedDigit: monospacedDigit, bold: bold)
        }
        if character == " " {
            base = 0.26
        } else if character.isNumber {
            base = monospacedDigit ? 0.6 : 0.57
        } else if character == ":" || character == "." || character == "," || character == "'" || character == "|" || character == "!" {
            base = 0.27
        } else if character.isUppercase {
            base = 0.66
        } else if character.isLetter, character.unicodeScalars.first.map({ $0.value < 0x0250 }) ?? false {
            base = 0.53
        } else {
            base = 0.6
        }
        return bold ? base * 1.04 : base
    }

    /// `advance(of:)` for a character whose `asciiValue` is `ascii`.
    @inline(__always)
    static func advance(ascii: UInt8, monospacedDigit: Bool, bold: Bool) -> Double {
        let base: Double
        switch ascii {
        case 0x20: base = 0.26
        case 0x30...0x39: base = monospacedDigit ? 0.6 : 0.57
        case 0x3A, 0x2E, 0x2C, 0x27, 0x7C, 0x21: base = 0.27
        case 0x41...0x5A: base = 0.66
        case 0x61...0x7A: base = 0.53
        default: base = 0.6
        }
        return bold ? base * 1.04 : base
    }

    /// The width of `text` in points at `pointSize`.
    public static func width(of text: String, pointSize: Double, monospacedDigit: Bool, bold: Bool) -> Double {
        // By scalars, without grapheme breaking for every text measured: below U+0300 (the
        // combining marks) each scalar is a character of its own, except CR LF, one character whose
        // `asciiValue` is LF's (so the LF after a CR adds nothing). The sum is taken in character
        // order, as for other text.
        var em = 0.0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if !(value == 0x0A && previous == 0x0D) { em += advance(ascii: UInt8(value), monospacedDigit: monospacedDigit, bold: bold) }
            } else if value < 0x300 {
                em += advance(of: Character(scalar), monospacedDigit: monospacedDigit, bold: bold)
            } else {
                return clusterWidth(of: text, pointSize: pointSize, monospacedDigit: monospacedDigit, bold: bold)
            }
            previous = value
        }
        return em * pointSize
    }

    /// `width(of:)` character by character.
    static func clusterWidth(of text: String, pointSize: Double, monospacedDigit: Bool, bold: Bool) -> Double {
        var em = 0.0
        for character in text { em += advance(of: character, monospacedDigit: monospacedDigit, bold: bold) }
        return em * pointSize
    }
}
