import Canvas

/// Encodes a finished `CellBuffer` as text with ANSI SGR colour sequences: `dump --format ansi`, for
/// `less -R`, `cat` in a terminal, or CI logs.
///
/// SGR is the only escape sequence written, so the output replays anywhere without side effects, and
/// graphemes pass through `Sanitizer` once more: this is where a stray ESC would reach a terminal.
/// Each row starts in the default state, writes the shorter of the difference and a full reset where
/// attributes change, and ends with `ESC[0m` so no colour bleeds into the next line. ANSI-named
/// colours stay palette codes, so they follow the user's terminal theme.
public struct ANSIEncoder: Sendable {
    /// How RGB colours are written; ANSI-named colours are the same at every depth.
    public enum ColorDepth: Sendable, Hashable, CaseIterable {
        /// `38;2;r;g;b`: exact colours, for terminals with `COLORTERM=truecolor`.
        case trueColor
        /// `38;5;n`: the nearest entry of xterm's 6×6×6 cube (16–231) or gray ramp (232–255). The
        /// first 16 entries are left out because their RGB values depend on the terminal's theme.
        case palette256
        /// The nearest of the 16 ANSI colours by xterm's default RGB values.
        case ansi16
    }

    public let depth: ColorDepth

    public init(depth: ColorDepth = .trueColor) {
        self.depth = depth
    }

    /// The buffer as ANSI text, as described on the type.
    public func encode(_ buffer: CellBuffer) -> String {
        var output = ""
        output.reserveCapacity(buffer.cells.count + buffer.height)
        let width = buffer.width
        for y in 0..<buffer.height {
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, Self.drawsNothing(buffer.cells[end - 1]) {
                end -= 1
            }
            var current = SGRState.plain
            // Neighbouring cells mostly share a style; skip mapping colours again for those.
            var currentStyle = Style.plain
            var pending = ""
            for cell in buffer.cells[rowStart..<end] where !cell.isContinuation {
                guard cell.style != currentStyle else {
                    pending.append(cell.character)
                    continue
                }
                currentStyle = cell.style
                let state = SGRState(cell.style, encoder: self)
                if state != current {
                    output += Sanitizer.visible(pending)
                    pending = ""
                    output += Self.transition(from: current, to: state)
                    current = state
                }
                pending.append(cell.character)
            }
            output += Sanitizer.visible(pending)
            if current != .plain {
                output += Self.reset
            }
            output += "\n"
        }
        return output
    }

    // MARK: SGR

    static let reset = "\u{1B}[0m"

    /// A style as the SGR codes it becomes at one depth: what the terminal would show.
    struct SGRState: Equatable {
        var bold = false
        var dim = false
        var italic = false
        var underline = false
        var reverse = false
        var strikethrough = false
        /// The colour's parameters (`[31]`, `[38, 5, 196]`); empty for the terminal's default.
        var foreground: [Int] = []
        var background: [Int] = []

        static let plain = SGRState()

        init() {}

        init(_ style: Style, encoder: ANSIEncoder) {
            bold = style.bold
            dim = style.dim
            italic = style.italic
            underline = style.underline
            reverse = style.reverse
            strikethrough = style.strikethrough
            foreground = encoder.parameters(for: style.foreground, background: false)
            background = encoder.parameters(for: style.background, background: true)
        }
    }

    /// The SGR that turns `old` into `new`: the shorter of the difference and a full reset.
    /// On a tie the reset wins, since it also clears anything a terminal got wrong.
    static func transition(from old: SGRState, to new: SGRState) -> String {
        let difference = parameters(from: old, to: new).map(String.init).joined(separator: ";")
        let fromReset = ([0] + parameters(from: .plain, to: new)).map(String.init).joined(separator: ";")
        let chosen = difference.utf8.count < fromReset.utf8.count ? difference : fromReset
        return "\u{1B}[" + chosen + "m"
    }

    /// The SGR parameters that change `old` into `new`, attributes first, then colours.
    static func parameters(from old: SGRState, to new: SGRState) -> [Int] {
        var codes: [Int] = []
        // SGR has no separate "bold off" and "dim off": 22 clears both, so the survivor is re-set.
        if (old.bold && !new.bold) || (old.dim && !new.dim) {
            codes.append(22)
            if new.bold { codes.append(1) }
            if new.dim { codes.append(2) }
        } else {
            if new.bold && !old.bold { codes.append(1) }
            if new.dim && !old.dim { codes.append(2) }
        }
        // (was on, is on, code to set, code to clear)
        let toggles: [(Bool, Bool, Int, Int)] = [
            (old.italic, new.italic, 3, 23),
            (old.underline, new.underline, 4, 24),
            (old.reverse, new.reverse, 7, 27),
            (old.strikethrough, new.strikethrough, 9, 29),
        ]
        for (was, isOn, on, off) in toggles where was != isOn {
            codes.append(isOn ? on : off)
        }
        if old.foreground != new.foreground {
            codes += new.foreground.isEmpty ? [39] : new.foreground
        }
        if old.background != new.background {
            codes += new.background.isEmpty ? [49] : new.background
        }
        return codes
    }

    /// A drawn space with nothing that shows: safe to drop at the end of a row.
    static func drawsNothing(_ cell: Cell) -> Bool {
        let style = cell.style
        return !cell.isContinuation && cell.character == " " && style.background == .default
            && !style.reverse && !style.underline && !style.strikethrough
    }

    // MARK: Colours

    /// The SGR parameters selecting `color` as foreground or background at this encoder's depth.
    func parameters(for color: Color, background: Bool) -> [Int] {
        switch color {
        case .default:
            return []
        case .ansi(let named):
            return [Self.paletteCode(named.index, background: background)]
        case .rgb(let r, let g, let b):
            switch depth {
            case .trueColor:
                return [background ? 48 : 38, 2, Int(r), Int(g), Int(b)]
            case .palette256:
                return [background ? 48 : 38, 5, Self.xterm256Index(r, g, b)]
            case .ansi16:
                return [Self.paletteCode(Self.nearestANSI(r, g, b).index, background: background)]
            }
        }
    }

    /// 30–37 / 90–97 (or 40–47 / 100–107) for palette index 0–15.
    static func paletteCode(_ index: Int, background: Bool) -> Int {
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return base + index % 8
    }

    /// The channel values of xterm's 6×6×6 colour cube.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearest xterm-256 index among the cube (16–231) and the gray ramp (232–255), by squared
    /// RGB distance; the cube wins a tie.
    static func xterm256Index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let target = (Int(r), Int(g), Int(b))
        // Squared distance is a sum over channels, so the nearest cube entry is the nearest level
        // in each channel independently.
        func nearestLevel(_ value: Int) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) {
                best = index
            }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
        var bestIndex = 16 + 36 * ri + 6 * gi + bi
        var bestDistance = distance(target, (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi]))
        for step in 0..<24 {
            let gray = 8 + 10 * step
            let grayDistance = distance(target, (gray, gray, gray))
            if grayDistance < bestDistance {
                bestDistance = grayDistance
                bestIndex = 232 + step
            }
        }
        return bestIndex
    }

    /// The ANSI colour whose xterm default RGB is nearest; the lower index wins a tie.
    static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> ANSIColor {
        let target = (Int(r), Int(g), Int(b))
        var best = ANSIColor.black
        var bestDistance = Int.max
        for candidate in ANSIColor.allCases {
            let (cr, cg, cb) = candidate.xtermRGB
            let candidateDistance = distance(target, (Int(cr), Int(cg), Int(cb)))
            if candidateDistance < bestDistance {
                best = candidate
                bestDistance = candidateDistance
            }
        }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
