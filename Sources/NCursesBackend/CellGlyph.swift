/// What ncurses is given for one cell, chosen so the frame, ncurses and the terminal agree on which
/// column everything is in.
///
/// ncurses counts a cell's columns by `wcwidth` of its first code point, and `setcchar` keeps only
/// the zero-width code points after it (at most `CCHARW_MAX` in all). The frame counts columns by
/// `CellWidth`, per grapheme. They disagree for emoji built from narrow code points (`⏱️` with VS16,
/// keycaps, flags: the frame says 2, ncurses 1) and for code points newer than glibc's tables
/// (`wcwidth` is -1 and ncurses would draw a `~` escape of unknown length). Sent as they are, either
/// would shift the rest of the row on screen. So this picks, as a pure function:
/// - the code points ncurses would keep anyway, made explicit, and without a dangling ZWJ (the
///   terminal could join it to the next cell's emoji);
/// - a space written into the second column when the frame gives two and ncurses counts one;
/// - U+FFFD (`?` without UTF-8) when ncurses cannot draw the glyph in the frame's columns.
struct CellGlyph: Sendable, Hashable {
    /// The code points to send: a base, then zero-width ones.
    var scalars: [Unicode.Scalar]
    /// Whether the next column must be written with a space after this glyph.
    var padsNextColumn: Bool

    static let replacement: Unicode.Scalar = "\u{FFFD}"
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// - Parameters:
    ///   - character: the cell's grapheme.
    ///   - columns: what the frame gives it: 2 for the head of a wide glyph, else 1.
    ///   - unicode: whether the locale is UTF-8; without it only ASCII can be sent.
    ///   - maxScalars: `CCHARW_MAX`.
    ///   - width: the terminal library's width of one code point (`wcwidth`).
    static func resolve(_ character: Character, columns: Int, unicode: Bool, maxScalars: Int,
                        width: (Unicode.Scalar) -> Int) -> CellGlyph {
        let pad = columns == 2
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return CellGlyph(scalars: [" "], padsNextColumn: pad) }
        if first.isASCII, scalars.count == 1 {
            // Most cells: nothing to decide.
            return CellGlyph(scalars: [first], padsNextColumn: pad)
        }
        guard unicode else {
            let ascii = scalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }
            return CellGlyph(scalars: ascii ? Array(scalars) : ["?"], padsNextColumn: pad)
        }
        var kept = [first]
        for scalar in scalars.dropFirst() {
            if kept.count >= maxScalars || width(scalar) != 0 { break }
            kept.append(scalar)
        }
        while kept.count > 1, kept.last == zeroWidthJoiner { kept.removeLast() }
        switch width(first) {
        case columns:
            return CellGlyph(scalars: kept, padsNextColumn: false)
        case 1 where columns == 2:
            return CellGlyph(scalars: kept, padsNextColumn: true)
        default:
            return CellGlyph(scalars: [replacement], padsNextColumn: pad)
        }
    }
}
