import ActivityLayout
import Canvas

/// A shape view rasterised to cells: one glyph where it is about a cell (a status dot is `●`), else
/// its area shaded (filled) or outlined (stroked), with the corner cells of a round shape left out
/// or rounded, so text drawn over it stays readable.
struct ShapeCells {
    var kind: ShapeKind
    var stroked: Bool
    var ascii: Bool

    /// The glyph of a shape that fits one or two cells.
    var glyph: String {
        switch (kind, stroked, ascii) {
        case (.circle, false, false), (.ellipse, false, false): return "●"
        case (.circle, true, false), (.ellipse, true, false): return "○"
        case (.capsule, false, false): return "▬"
        case (.capsule, true, false): return "▭"
        case (_, false, false): return "■"
        case (_, true, false): return "□"
        case (.circle, _, true), (.ellipse, _, true): return stroked ? "o" : "*"
        case (_, _, true): return stroked ? "[]" : "#"
        }
    }

    /// `style` gives each cell's style by its column and row in the shape (a gradient varies it).
    func draw(in area: Rect, style: (Int, Int) -> Style, into buffer: inout CellBuffer, clip: Rect) {
        // A shape under a row high (an 8 pt dot) still shows, on the row it sits on.
        let area = Rect(x: area.minX, y: area.minY, width: area.width, height: max(area.height, 1))
        guard area.width > 0 else { return }
        if area.height == 1, area.width <= 2 || kind == .capsule && !stroked {
            if kind == .capsule, area.width > 2, !ascii {
                buffer.write(String(repeating: "▬", count: area.width), at: Point(x: area.minX, y: area.minY), style: style(area.width / 2, 0), clip: clip)
            } else {
                buffer.write(glyph, at: Point(x: area.minX + (area.width - 1) / 2, y: area.minY), style: style((area.width - 1) / 2, 0), clip: clip)
            }
            return
        }
        stroked ? outline(area, style, &buffer, clip) : shade(area, style, &buffer, clip)
    }

    private func shade(_ area: Rect, _ style: (Int, Int) -> Style, _ buffer: inout CellBuffer, _ clip: Rect) {
        let fill = ascii ? ":" : "░"
        for row in 0..<area.height {
            for column in 0..<area.width where !(kind.isRound && isCorner(column, row, area)) {
                buffer.write(fill, at: Point(x: area.minX + column, y: area.minY + row), style: style(column, row), clip: clip)
            }
        }
    }

    private func outline(_ area: Rect, _ style: (Int, Int) -> Style, _ buffer: inout CellBuffer, _ clip: Rect) {
        let round = kind.isRound
        let (topLeft, topRight, bottomLeft, bottomRight) = ascii ? ("+", "+", "+", "+") : round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let horizontal = ascii ? "-" : "─", vertical = ascii ? "|" : "│"
        let last = area.width - 1, bottom = area.height - 1
        for column in 0...last {
            let top = column == 0 ? topLeft : column == last ? topRight : horizontal
            buffer.write(top, at: Point(x: area.minX + column, y: area.minY), style: style(column, 0), clip: clip)
            if bottom > 0 {
                let under = column == 0 ? bottomLeft : column == last ? bottomRight : horizontal
                buffer.write(under, at: Point(x: area.minX + column, y: area.minY + bottom), style: style(column, bottom), clip: clip)
            }
        }
        guard bottom > 1 else { return }
        for row in 1..<bottom {
            buffer.write(vertical, at: Point(x: area.minX, y: area.minY + row), style: style(0, row), clip: clip)
            if last > 0 { buffer.write(vertical, at: Point(x: area.minX + last, y: area.minY + row), style: style(last, row), clip: clip) }
        }
    }

    private func isCorner(_ column: Int, _ row: Int, _ area: Rect) -> Bool {
        guard area.width > 2, area.height > 1 else { return false }
        return (column == 0 || column == area.width - 1) && (row == 0 || row == area.height - 1)
    }
}
