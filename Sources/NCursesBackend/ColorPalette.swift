import Canvas

/// Maps `Color`s to the terminal's colour numbers, and colour pairs to pair numbers.
///
/// ANSI names stay palette indexes (0–15) so they follow the user's terminal theme; RGB goes to
/// the nearest entry of xterm's 256-colour cube or grey ramp when the terminal has 256 colours,
/// else to the nearest of the 16 (or 8) by xterm's default RGB values. Pure: tested without a tty.
public struct ColorPalette: Sendable {
    /// `COLORS`: 8, 16, 256 …
    public let colors: Int
    /// `COLOR_PAIRS`; pair 0 is the terminal's default and is never allocated.
    public let pairLimit: Int
    private(set) var pairs: [Pair: Int32] = [:]

    struct Pair: Hashable {
        var foreground: Int32
        var background: Int32
    }

    public init(colors: Int, pairLimit: Int) {
        self.colors = colors
        self.pairLimit = pairLimit
    }

    /// The terminal's number for `color`; -1 is the terminal's default (`use_default_colors`).
    public func index(of color: Color) -> Int32 {
        switch color {
        case .default:
            return -1
        case .ansi(let named):
            let index = named.index
            return Int32(colors >= 16 ? index : index % 8)
        case .rgb(let r, let g, let b):
            if colors >= 256 { return Int32(Self.xterm256(r, g, b)) }
            return Int32(Self.nearestANSI(r, g, b, count: colors >= 16 ? 16 : 8))
        }
    }

    /// The pair number for a foreground and background, allocating one the first time; nil when
    /// the pair is new and the terminal has no pairs left (the caller draws with pair 0).
    public mutating func pair(foreground: Color, background: Color) -> (number: Int32, isNew: Bool)? {
        let key = Pair(foreground: index(of: foreground), background: index(of: background))
        if key.foreground == -1, key.background == -1 { return (0, false) }
        if let known = pairs[key] { return (known, false) }
        let next = Int32(pairs.count + 1)
        guard Int(next) < pairLimit else { return nil }
        pairs[key] = next
        return (next, true)
    }

    /// The colour numbers of an allocated pair.
    public func colors(of pair: Int32) -> (foreground: Int32, background: Int32)? {
        pairs.first { $0.value == pair }.map { ($0.key.foreground, $0.key.background) }
    }

    /// The nearest entry of xterm's 6×6×6 cube (16–231) or grey ramp (232–255).
    static func xterm256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) } ?? 0
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance((r, g, b), (levels[ri], levels[gi], levels[bi]))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyIndex
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
        return greyDistance < cubeDistance ? 232 + greyIndex : cube
    }

    static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8, count: Int) -> Int {
        let candidates = ANSIColor.allCases.prefix(count)
        let best = candidates.min { a, b2 in
            let (ar, ag, ab) = a.xtermRGB
            let (br, bg, bb) = b2.xtermRGB
            return distance((r, g, b), (Int(ar), Int(ag), Int(ab))) < distance((r, g, b), (Int(br), Int(bg), Int(bb)))
        }
        return best?.index ?? 7
    }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int)) -> Int {
        let dr = Int(a.0) - b.0, dg = Int(a.1) - b.1, db = Int(a.2) - b.2
        return dr * dr + dg * dg + db * db
    }
}
