import Canvas

/// Maps `Color`s to the terminal's colour numbers, and colour pairs to pair numbers handed out once.
///
/// ANSI names stay palette indexes (0–15) so they follow the user's terminal theme; RGB goes to the
/// nearest entry of xterm's 256-colour cube or grey ramp when the terminal has 256 colours, else to
/// the nearest of the 16 (or 8) by xterm's default RGB values. Nothing uses `init_color`: it is
/// unsupported under tmux (`can_change_color()` is false there) and would repaint the user's palette. Pure: tested without a tty.
struct ColorPalette: Sendable {
    /// A foreground and background as colour numbers; -1 is the terminal's default colour.
    struct ColorPair: Sendable, Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// What `pair(foreground:background:)` found.
    enum Allocation: Sendable, Hashable {
        /// A pair already set up (pair 0 for the terminal's own colours).
        case existing(Int32)
        /// A pair number taken for the first time: the caller must `init_extended_pair` it.
        case new(Int32, ColorPair)
        /// Every pair up to `COLOR_PAIRS - 1` is taken: draw with pair 0.
        case exhausted
    }

    /// `COLORS`: 8, 16, 256 …
    let colors: Int
    /// `COLOR_PAIRS`; pair 0 is the terminal's default and is never allocated.
    let pairLimit: Int
    /// Whether `use_default_colors` succeeded, so -1 means "the terminal's own colour". Without it,
    /// `.default` is white on black, which is what pair 0 shows.
    let hasDefaultColors: Bool
    private(set) var pairs: [ColorPair: Int32] = [:]

    init(colors: Int, pairLimit: Int, hasDefaultColors: Bool = true) {
        self.colors = colors
        self.pairLimit = pairLimit
        self.hasDefaultColors = hasDefaultColors
    }

    /// The foreground number for `color`.
    func foreground(_ color: Color) -> Int32 {
        index(of: color) ?? (hasDefaultColors ? -1 : Int32(ANSIColor.white.index))
    }

    /// The background number for `color`.
    func background(_ color: Color) -> Int32 {
        index(of: color) ?? (hasDefaultColors ? -1 : Int32(ANSIColor.black.index))
    }

    /// The terminal's number for `color`; nil for `.default`.
    func index(of color: Color) -> Int32? {
        switch color {
        case .default:
            return nil
        case .ansi(let named):
            // Bright colours are 8–15, which 8-colour terminals lack: fall back to the normal one.
            return Int32(colors >= 16 ? named.index : named.index % 8)
        case .rgb(let r, let g, let b):
            if colors >= 256 { return Int32(Self.xterm256(r, g, b)) }
            return Int32(Self.nearestANSI(r, g, b, count: colors >= 16 ? 16 : 8))
        }
    }

    /// The pair for a foreground and background, allocating the next number the first time.
    mutating func pair(foreground: Color, background: Color) -> Allocation {
        let key = ColorPair(foreground: self.foreground(foreground), background: self.background(background))
        if key == defaultPair { return .existing(0) }
        if let known = pairs[key] { return .existing(known) }
        let next = pairs.count + 1
        guard next < pairLimit, let number = Int32(exactly: next) else { return .exhausted }
        pairs[key] = number
        return .new(number, key)
    }

    /// What pair 0 shows, so it is never allocated twice.
    private var defaultPair: ColorPair {
        ColorPair(foreground: self.foreground(.default), background: self.background(.default))
    }

    /// The nearest entry of xterm's 6×6×6 cube (16–231) or grey ramp (232–255), by squared RGB
    /// distance; a tie goes to the cube.
    static func xterm256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(v)) < abs(levels[$1] - Int(v)) } ?? 0
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance((r, g, b), (levels[ri], levels[gi], levels[bi]))
        // The grey ramp is 8, 18, … 238: the step nearest the average.
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + 10 * greyIndex
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
        return greyDistance < cubeDistance ? 232 + greyIndex : cube
    }

    /// The nearest of the first `count` ANSI colours by xterm's default RGB values; a tie goes to
    /// the lower index.
    static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8, count: Int) -> Int {
        let best = ANSIColor.allCases.prefix(count).min { first, second in
            let (fr, fg, fb) = first.xtermRGB
            let (sr, sg, sb) = second.xtermRGB
            return distance((r, g, b), (Int(fr), Int(fg), Int(fb))) < distance((r, g, b), (Int(sr), Int(sg), Int(sb)))
        }
        return best?.index ?? ANSIColor.white.index
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int)) -> Int {
        let dr = Int(a.0) - b.0, dg = Int(a.1) - b.1, db = Int(a.2) - b.2
        return dr * dr + dg * dg + db * db
    }
}
