/// A `width` x `height` grid of cells, stored row by row: what one frame or one surface looks like.
///
/// Every mutation keeps wide glyphs whole, so renderers can trust the grid:
/// - a wide glyph is a head cell followed by a continuation cell with the same style, and never sits
///   in the last column;
/// - writing over either half of a wide glyph turns its other half into a space (keeping that
///   cell's style), as ratatui's `Buffer` does;
/// - a wide glyph that would cross an edge (the buffer's or a clip's) becomes one space instead of
///   half a glyph;
/// - cells hold only sanitised, visible graphemes (see `Cell` and `Sanitizer`).
///
/// Coordinates outside the grid are not errors: reads give `Cell.blank`, writes are clipped. Layout
/// places things partly off-screen on purpose, and a trap would leave the terminal raw.
///
/// `description` is the golden format (docs/ARCHITECTURE.md, "Conventions"): one `|…|` line per
/// row, so trailing spaces survive editors and diffs.
public struct CellBuffer: Sendable, Hashable, CustomStringConvertible {
    /// Width and height in cells, never negative.
    public let size: Size
    /// All cells, row-major: the cell at (x, y) is `cells[y * size.width + x]`.
    public private(set) var cells: [Cell]

    /// A buffer of `size` filled with `fill` (a wide `fill` tiles in pairs; see `fill(_:with:)`).
    /// A negative dimension is taken as zero, and so is a size whose cell count overflows `Int`.
    public init(size: Size, fill: Cell = .blank) {
        var size = Size(width: max(0, size.width), height: max(0, size.height))
        let (area, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        if overflow { size = .zero }
        self.size = size
        let count = overflow ? 0 : area
        if fill.width == 1 {
            cells = Array(repeating: fill, count: count)
        } else {
            cells = Array(repeating: .blank, count: count)
            self.fill(self.area, with: fill)
        }
    }

    /// A buffer holding `lines`, one per row, as wide as the widest; shorter rows end in blanks.
    /// Handy for expected values in tests and for plain text panes.
    public init(lines: [String], style: Style = .plain) {
        let width = lines.map { CellWidth.of(Sanitizer.visible($0)) }.max() ?? 0
        self.init(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            write(line, at: Point(x: 0, y: y), style: style)
        }
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    /// The whole buffer as a rectangle at (0, 0).
    public var area: Rect { Rect(origin: .zero, size: size) }

    // MARK: Cells

    /// The cell at `point`, or nil outside the buffer.
    public func cell(at point: Point) -> Cell? {
        guard let index = index(x: point.x, y: point.y) else { return nil }
        return cells[index]
    }

    /// The cell at `point`; `Cell.blank` outside the buffer.
    ///
    /// Setting places the cell like a one-glyph `write`: a wide cell takes its neighbour to the right
    /// as continuation (or becomes a space in the last column), halves of wide glyphs it covers are
    /// blanked, and a continuation cell copied from elsewhere lands as a space in its style.
    /// Setting outside the buffer does nothing.
    public subscript(point: Point) -> Cell {
        get { cell(at: point) ?? .blank }
        set { self[x: point.x, y: point.y] = newValue }
    }

    /// The cell at column `x`, row `y`; see `subscript(_:)` for what setting does.
    public subscript(x x: Int, y y: Int) -> Cell {
        get { cell(at: Point(x: x, y: y)) ?? .blank }
        set {
            guard y >= 0, y < height else { return }
            let cell = newValue.isContinuation ? Cell.space(style: newValue.style) : newValue
            place(cell, width: cell.width, x: x, y: y, minX: 0, maxX: width)
        }
    }

    // MARK: Drawing

    /// Writes `text` on row `origin.y` from column `origin.x`, grapheme by grapheme, and returns how
    /// many columns it advanced.
    ///
    /// The text is sanitised first (`Sanitizer.visible`), so payload strings can be passed as they
    /// are. Zero-width clusters (ZWSP, a lone combining mark at the start) are dropped: a cell must
    /// show something. Only cells inside both the buffer and `clip` change. Writing stops at the
    /// first grapheme that does not fit before the right edge (the nearer of the clip's and the
    /// buffer's); a wide glyph cut by that edge is written as one space. A wide glyph cut by the
    /// left edge shows as a space in its visible column.
    ///
    /// The result counts the columns up to where writing stopped, whether or not the row is
    /// visible, so `origin.x + result` is where a following write continues. Text that does not fit
    /// is not counted.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        // Printable ASCII (most text) is one one-column grapheme per byte; Latin text and the
        // one-column blocks (box drawing, arrows, bullets, block elements) one grapheme per scalar
        // (`CellWidth.simpleWidth`). Both are written without grapheme breaking or a width look-up
        // per grapheme, which `writeByGrapheme` does for every character: same cells, same result.
        if ASCIIText.isPrintable(text) {
            return writeByUnit(text.utf8, at: origin, style: style, clip: clip) { Glyph(ascii: $0) }
        }
        if text.unicodeScalars.allSatisfy({ CellWidth.simpleWidth($0.value) != nil && Sanitizer.replacement(for: $0) == nil }) {
            return writeByUnit(text.unicodeScalars, at: origin, style: style, clip: clip) { scalar in
                CellWidth.simpleWidth(scalar.value) == 0 ? nil : Glyph(scalar: scalar)
            }
        }
        return writeByGrapheme(text, at: origin, style: style, clip: clip)
    }

    /// Writes one grapheme whose width is already known (a glyph table's, 1 or 2 columns) as
    /// `write` writes it, without measuring it again; returns how many columns it advanced.
    @discardableResult
    public mutating func write(_ glyph: Glyph, width: Int, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        guard width > 0 else { return 0 }
        let bounds = clipBounds(clip)
        var cursor = origin.x
        _ = put(glyph, width: min(width, 2), cursor: &cursor, y: origin.y, bounds: bounds, style: style)
        return max(0, saturatingSubtract(cursor, origin.x))
    }

    /// `write` for text whose units (bytes or scalars) are each one grapheme of one column, or of
    /// none (`glyph` gives nil: dropped, as `writeByGrapheme` drops zero-width clusters).
    @inline(__always)
    private mutating func writeByUnit<Units: Sequence>(_ units: Units, at origin: Point, style: Style, clip: Rect?,
                                                       glyph: (Units.Element) -> Glyph?) -> Int {
        let bounds = clipBounds(clip)
        var cursor = origin.x
        for unit in units {
            guard let glyph = glyph(unit) else { continue }
            guard put(glyph, width: 1, cursor: &cursor, y: origin.y, bounds: bounds, style: style) else { break }
        }
        return max(0, saturatingSubtract(cursor, origin.x))
    }

    /// `write`, grapheme by grapheme: the general case, and what the fast paths are held to.
    mutating func writeByGrapheme(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = clipBounds(clip)
        var cursor = origin.x
        let text = Sanitizer.visible(text)
        for drawn in text {
            let glyphWidth = CellWidth.of(drawn)
            if glyphWidth == 0 { continue }
            // A cluster wider than a cell measures 1 and is drawn as `�`; it is at least five UTF-8
            // bytes, so most characters skip the check (this loop runs for every drawn character).
            let character: Character = glyphWidth == 1 && drawn.utf8.count >= 5 && !CellWidth.isOneGlyph(drawn) ? "\u{FFFD}" : drawn
            guard put(Glyph(character), width: glyphWidth, cursor: &cursor, y: origin.y, bounds: bounds, style: style) else { break }
        }
        return max(0, saturatingSubtract(cursor, origin.x))
    }

    /// Places a grapheme `width` columns wide at `cursor` on row `y` (where the row is inside
    /// `bounds`) and moves past it. False, and nothing placed, when it does not fit before the right
    /// edge; a wide glyph cut by that edge is placed as one space.
    @inline(__always)
    private mutating func put(_ glyph: Glyph, width: Int, cursor: inout Int, y: Int, bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int),
                              style: Style) -> Bool {
        let rowIsVisible = y >= bounds.minY && y < bounds.maxY
        if cursor > saturatingSubtract(bounds.maxX, width) {
            if width == 2, cursor == saturatingSubtract(bounds.maxX, 1) {
                if rowIsVisible { place(.space(style: style), width: 1, x: cursor, y: y, minX: bounds.minX, maxX: bounds.maxX) }
                cursor += 1
            }
            return false
        }
        if rowIsVisible {
            place(Cell(unchecked: glyph, width: width, style: style), width: width, x: cursor, y: y, minX: bounds.minX, maxX: bounds.maxX)
        }
        cursor += width
        return true
    }

    /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
    ///
    /// A wide `cell` tiles in pairs from the left edge of `rect`; when the width is odd the last
    /// column gets a space in its style. Wide glyphs straddling the edges of `rect` lose their
    /// outside half, which becomes a space.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let cell = cell.isContinuation ? Cell.space(style: cell.style) : cell
        let cellWidth = cell.width
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        if cellWidth == 1 {
            // Every column inside is overwritten: only a wide glyph across an edge has a half to
            // lose, so the edges are detached and the rest assigned.
            for y in bounds.minY..<bounds.maxY {
                let rowStart = y * width
                detach(bounds.minX, rowStart: rowStart)
                detach(bounds.maxX - 1, rowStart: rowStart)
                for x in bounds.minX..<bounds.maxX { cells[rowStart + x] = cell }
            }
            return
        }
        for y in bounds.minY..<bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                place(cell, width: cellWidth, x: x, y: y, minX: bounds.minX, maxX: bounds.maxX)
                x += cellWidth
            }
        }
    }

    /// Changes the style of every cell of `rect` (clipped to the buffer) with `transform`.
    ///
    /// A wide glyph is styled as a whole: when `rect` covers either half, `transform` runs once on
    /// its head and the continuation copies the result, because a terminal draws the glyph with one
    /// set of attributes.
    public mutating func setStyle(_ rect: Rect, transform: (inout Style) -> Void) {
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        for y in bounds.minY..<bounds.maxY {
            let rowStart = y * width
            var first = bounds.minX
            if cells[rowStart + first].isContinuation { first -= 1 }
            var end = bounds.maxX
            if end < width, cells[rowStart + end].isContinuation { end += 1 }
            for x in first..<end {
                let index = rowStart + x
                if cells[index].isContinuation {
                    cells[index].style = cells[index - 1].style
                } else {
                    transform(&cells[index].style)
                }
            }
        }
    }

    /// Copies `other` onto this buffer with its top-left cell at `origin`, clipped to this buffer.
    ///
    /// Every cell of `other` replaces the one under it, blanks included; wide glyphs keep the
    /// rules of the type (a glyph cut by an edge becomes a space).
    public mutating func blit(_ other: CellBuffer, at origin: Point) {
        for sourceY in 0..<other.height {
            let y = saturatingAdd(origin.y, sourceY)
            guard y >= 0, y < height else { continue }
            let sourceRow = sourceY * other.width
            for sourceX in 0..<other.width {
                let cell = other.cells[sourceRow + sourceX]
                if cell.isContinuation { continue }
                let x = saturatingAdd(origin.x, sourceX)
                if x >= width { break }
                let isWide = sourceX + 1 < other.width && other.cells[sourceRow + sourceX + 1].isContinuation
                place(cell, width: isWide ? 2 : 1, x: x, y: y, minX: 0, maxX: width)
            }
        }
    }

    // MARK: Text

    /// Every row as plain text (see `row(_:)`).
    public func rows() -> [String] {
        (0..<height).map { row($0) }
    }

    /// Row `y` as plain text: each head cell's grapheme, continuation cells skipped, trailing spaces
    /// kept, so the row is `width` columns by `CellWidth`. Empty for a row outside the buffer.
    ///
    /// Graphemes are concatenated as they are: two neighbouring cells that Unicode would join into
    /// one cluster (two lone regional indicators written separately) read as one in the string.
    public func row(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        text.reserveCapacity(width)
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            text.append(cell.character)
        }
        return text
    }

    /// The rows framed as `|…|`, one per line, no trailing newline: the golden format.
    public var description: String {
        rows().map { "|" + $0 + "|" }.joined(separator: "\n")
    }

    // MARK: Placement

    private func index(x: Int, y: Int) -> Int? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return y * width + x
    }

    /// The clip as half-open column and row bounds inside the buffer.
    private func clipBounds(_ clip: Rect?) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        guard let clip else { return (0, width, 0, height) }
        return (max(0, clip.minX), min(width, clip.maxX), max(0, clip.minY), min(height, clip.maxY))
    }

    /// Puts a head `cell` of `glyphWidth` (1 or 2) at (x, y), touching only columns in
    /// `minX..<maxX` (already inside the buffer); `y` must be a row of the buffer.
    private mutating func place(_ cell: Cell, width glyphWidth: Int, x: Int, y: Int, minX: Int, maxX: Int) {
        guard y >= 0, y < height, minX < maxX else { return }
        let rowStart = y * width
        if glyphWidth < 2 {
            guard x >= minX, x < maxX else { return }
            detach(x, rowStart: rowStart)
            cells[rowStart + x] = cell
        } else if x >= minX, x < maxX - 1 {
            detach(x, rowStart: rowStart)
            detach(x + 1, rowStart: rowStart)
            cells[rowStart + x] = cell
            cells[rowStart + x + 1] = .continuation(style: cell.style)
        } else if x >= minX, x < maxX {
            // The right half would cross the edge.
            detach(x, rowStart: rowStart)
            cells[rowStart + x] = .space(style: cell.style)
        } else if x == minX - 1 {
            // The left half is outside; its visible right half cannot be drawn alone.
            detach(minX, rowStart: rowStart)
            cells[rowStart + minX] = .space(style: cell.style)
        }
    }

    /// Before column `x` is overwritten: if it is half of a wide glyph, the other half becomes a space.
    private mutating func detach(_ x: Int, rowStart: Int) {
        let index = rowStart + x
        if cells[index].isContinuation {
            if x > 0 { cells[index - 1] = .space(style: cells[index - 1].style) }
        } else if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = .space(style: cells[index + 1].style)
        }
    }
}
