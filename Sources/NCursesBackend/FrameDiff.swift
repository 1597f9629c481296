import Canvas

/// The cells of a frame that must be written to the screen: those that changed since the previous
/// frame, clipped to the screen. Pure, so every odd frame (empty, larger or smaller than the screen,
/// wide glyphs on the edge) is tested without a terminal.
///
/// ncurses diffs its virtual screen against the terminal as well, so this is not what keeps bytes
/// off the wire; it keeps an unchanged frame from costing one `setcchar` + `mvadd_wch` per cell.
enum FrameDiff {
    /// One cell to write at column `x`, row `y`.
    struct Write: Sendable, Hashable {
        var x: Int
        var y: Int
        var glyph: CellGlyph
        var style: Style
    }

    /// - Parameters:
    ///   - previous: the frame drawn last, or nil to write every visible cell (first frame, new
    ///     size, after a resize). A frame of another size counts as nil.
    ///   - frame: the frame to show; cells past the screen's right or bottom edge are not written.
    ///   - screen: the terminal's size now.
    ///   - glyph: what to send for a grapheme given the columns the frame gives it (`CellGlyph`).
    static func writes(from previous: CellBuffer?, to frame: CellBuffer, screen: Size,
                       glyph: (Character, Int) -> CellGlyph) -> [Write] {
        let previous = previous.flatMap { $0.size == frame.size ? $0 : nil }
        let width = min(frame.width, max(0, screen.width))
        let height = min(frame.height, max(0, screen.height))
        guard width > 0, height > 0 else { return [] }
        var writes: [Write] = []
        for y in 0..<height {
            let row = y * frame.width
            for x in 0..<width {
                let cell = frame.cells[row + x]
                // The right half of a wide glyph is drawn by its head (CellBuffer never starts a
                // row with one; if it did, the space it holds is drawn).
                if cell.isContinuation, x > 0 { continue }
                let isWide = x + 1 < frame.width && frame.cells[row + x + 1].isContinuation
                if let previous, previous.cells[row + x] == cell,
                   !isWide || previous.cells[row + x + 1] == frame.cells[row + x + 1] { continue }
                let shown: CellGlyph
                if isWide, x + 1 >= width {
                    // The screen cuts the glyph in half: a space, as CellBuffer does at its edges.
                    shown = CellGlyph(scalars: [" "], padsNextColumn: false)
                } else {
                    shown = glyph(cell.character, isWide ? 2 : 1)
                }
                writes.append(Write(x: x, y: y, glyph: shown, style: cell.style))
            }
        }
        return writes
    }
}
