import ActivityLayout
import Canvas
import Foundation

/// A shape view rasterised to cells: one glyph where it is about a cell (a status dot is `●`), else
/// its area shaded (filled) or outlined (stroked), with the corner cells of a round shape left out
/// or rounded, so text drawn over it stays readable.
struct ShapeCells {
    var kind: ShapeKind
    var stroked: Bool
    var ascii: Bool
    /// `.trim(from:to:)`: only that part of the outline is drawn (a progress ring).
    var trim: ShapeTrim? = nil

    /// The glyph of a shape that fits one or two cells.
    var glyph: String {
        if let trim, trim.length < 1 {
            // A trimmed ring a cell wide shows how much of it is drawn, in quarters of a turn.
            let glyphs = ascii ? ["o", "o", "O", "O", "@"] : ["○", "◔", "◑", "◕", "●"]
            return glyphs[max(0, min(4, Int((trim.length * 4).rounded(.toNearestOrAwayFromZero))))]
        }
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
        guard trim.map({ $0.length > 0 }) ?? true else { return }
        stroked ? outline(area, style, &buffer, clip) : shade(area, style, &buffer, clip)
    }

    /// Whether the cell at `column`, `row` of `area` is on the trimmed part of the outline, by its
    /// angle around the centre in the shape's own proportions.
    private func isDrawn(_ column: Int, _ row: Int, _ area: Rect) -> Bool {
        guard let trim, trim.length < 1 else { return true }
        let dx = (Double(column) - Double(area.width - 1) / 2) / Double(max(1, area.width - 1))
        let dy = (Double(row) - Double(area.height - 1) / 2) / Double(max(1, area.height - 1))
        return trim.contains(angleDegrees: atan2(dy, dx) * 180 / .pi)
    }

    private func shade(_ area: Rect, _ style: (Int, Int) -> Style, _ buffer: inout CellBuffer, _ clip: Rect) {
        let fill = ascii ? ":" : "░"
        for row in 0..<area.height {
            for column in 0..<area.width
            where !(kind.isRound && isCorner(column, row, area)) && isDrawn(column, row, area) {
                buffer.write(fill, at: Point(x: area.minX + column, y: area.minY + row), style: style(column, row), clip: clip)
            }
        }
    }

    private func outline(_ area: Rect, _ style: (Int, Int) -> Style, _ buffer: inout CellBuffer, _ clip: Rect) {
        let round = kind.isRound
        let (topLeft, topRight, bottomLeft, bottomRight) = ascii ? ("+", "+", "+", "+") : round ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let horizontal = ascii ? "-" : "─", vertical = ascii ? "|" : "│"
        let last = area.width - 1, bottom = area.height - 1
        func put(_ glyph: String, _ column: Int, _ row: Int) {
            let point = Point(x: area.minX + column, y: area.minY + row)
            // A stroke is a hairline on the phone: in cells it never covers text drawn below it
            // (`.overlay(Capsule().stroke())` around a badge), only blanks and other shapes.
            guard isDrawn(column, row, area), !holdsText(buffer.cell(at: point)) else { return }
            buffer.write(glyph, at: point, style: style(column, row), clip: clip)
        }
        for column in 0...last {
            put(column == 0 ? topLeft : column == last ? topRight : horizontal, column, 0)
            if bottom > 0 { put(column == 0 ? bottomLeft : column == last ? bottomRight : horizontal, column, bottom) }
        }
        guard bottom > 1 else { return }
        for row in 1..<bottom {
            put(vertical, 0, row)
            if last > 0 { put(vertical, last, row) }
        }
    }

    /// Whether `cell` shows something other than a blank or a shape's own glyph.
    func holdsText(_ cell: Cell?) -> Bool {
        guard let cell else { return false }
        return cell.isContinuation
            || !(cell.character == " " || (ascii ? Self.asciiGlyphs : Self.glyphs).contains(cell.character))
    }

    /// What shapes draw (fills, outlines, one-cell shapes, rings) in each glyph set.
    static let glyphs: Set<Character> = [
        "░", "─", "│", "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘",
        "●", "○", "▬", "▭", "■", "□", "◔", "◑", "◕",
    ]
    static let asciiGlyphs: Set<Character> = [":", "-", "|", "+", "o", "O", "@", "*", "#", "[", "]"]

    private func isCorner(_ column: Int, _ row: Int, _ area: Rect) -> Bool {
        guard area.width > 2, area.height > 1 else { return false }
        return (column == 0 || column == area.width - 1) && (row == 0 || row == area.height - 1)
    }
}
