import ActivityLayout
import Canvas

/// Layout metrics in terminal cells: the mapping from the phone's points to the mockup's grid.
///
/// One column is 8 pt and one row about 16 pt (a terminal cell is roughly twice as tall as wide).
/// Text is one character per column (two for wide glyphs, by `CellWidth`) and one row per line,
/// whatever its font: the point layout, not this one, answers size questions. Above the default
/// Dynamic Type size the Lock Screen and expanded grids are zoomed: a column stands for `zoom` times
/// 8 pt, so a row holds fewer characters and text wraps about where the larger type wraps on the
/// phone. Vertical gaps of
/// less than 12 pt (the default 8 pt stack spacing) take no row; 12–27 pt take one.
public struct CellMetrics: LayoutMetrics {
    public static let pointsPerColumn = 8.0
    public static let pointsPerRow = 16.0

    /// The most rows a presentation is drawn with. A presentation is cut at 160 pt (10 rows); past
    /// 400 rows there is nothing more to learn from the mockup, and a view that asks for a million
    /// points must not allocate a million rows.
    public static let maximumRows = 400

    /// The rows a presentation `height` cells tall is drawn with: at least 1, at most `maximumRows`.
    public static func rows(_ height: Double) -> Int {
        min(maximumRows, max(1, whole(height, .up)))
    }

    /// How `whole` rounds: the standard library's `FloatingPointRoundingRule` is a resilient enum,
    /// so each switch over it calls its value witnesses, and every drawn box converts four edges.
    public enum Rounding: Sendable {
        case down, up, towardZero, toNearestOrAwayFromZero
    }

    /// A cell coordinate or count from a layout length: rounded by `rule` and held to ±1,000,000, so a
    /// length the layout could not bound (NaN, infinite, huge) never traps the conversion to `Int`.
    ///
    /// Floor and ceiling by truncating and stepping: baseline x86-64 has no rounding instruction.
    public static func whole(_ length: Double, _ rule: Rounding) -> Int {
        guard length > -1_000_000, length < 1_000_000 else { return length.isNaN ? 0 : length < 0 ? -1_000_000 : 1_000_000 }
        let truncated = Int(length)
        switch rule {
        case .down: return Double(truncated) > length ? truncated - 1 : truncated
        case .up: return Double(truncated) < length ? truncated + 1 : truncated
        case .towardZero: return truncated
        case .toNearestOrAwayFromZero: return Int(length.rounded(.toNearestOrAwayFromZero))
        }
    }

    /// The theme's glyph set: ASCII fallbacks can be up to three columns wide.
    public var glyphSet: SymbolGlyphs.GlyphSet
    /// Points per column over 8: 1 at the default text size and below.
    public var zoom: Double

    public init(glyphSet: SymbolGlyphs.GlyphSet = .unicode, zoom: Double = 1) {
        self.glyphSet = glyphSet
        self.zoom = zoom
    }

    /// How much larger body text is at `size` than at Large, never below 1: a cell cannot hold a
    /// smaller character.
    public static func zoom(for size: DynamicTypeSize) -> Double {
        max(1, FontMetrics.pointSize(.body, size) / FontMetrics.pointSize(.body, .large))
    }

    public func size(of run: TextRun, maxWidth: Double?) -> (width: Double, height: Double) {
        // `measure`'s printable ASCII case, without the array.
        if ASCIIText.isPrintable(run.text) {
            let width = Double(run.text.utf8.count)
            if maxWidth.map({ width <= $0 + 0.001 }) ?? true { return (maxWidth.map { min(width, $0) } ?? width, 1) }
        }
        let measured = measure(run, maxWidth: maxWidth)
        return (measured.width, measured.height)
    }

    public func measure(_ run: TextRun, maxWidth: Double?) -> (lines: [String], width: Double, height: Double) {
        // Printable ASCII (most text) needs no sanitising, has no line breaks and is one column per
        // byte: when it fits it is one line, measured without walking graphemes.
        if ASCIIText.isPrintable(run.text) {
            let width = Double(run.text.utf8.count)
            if maxWidth.map({ width <= $0 + 0.001 }) ?? true {
                return ([run.text], maxWidth.map { min(width, $0) } ?? width, 1)
            }
        }
        let text = Sanitizer.visible(run.text)
        let lines = TextWrapper.wrap(text, maxWidth: maxWidth, lineLimit: run.lineLimit, mode: run.truncationMode) {
            Double(CellWidth.of($0))
        }
        let width = lines.map { Double(CellWidth.of($0)) }.max() ?? 0
        return (lines, maxWidth.map { min(width, $0) } ?? width, Double(max(1, lines.count)))
    }

    public func symbolSize(_ run: SymbolRun) -> (width: Double, height: Double) {
        (Double(SymbolGlyphs.glyph(for: run.name, set: glyphSet)?.width ?? 1), 1)
    }

    public func horizontal(_ points: Double) -> Double {
        guard points.isFinite else { return points }
        let columns = (points / (Self.pointsPerColumn * zoom)).rounded()
        // A gap of 4 pt or more is a column at any zoom, as it is unzoomed: zoomed text must not touch.
        return points >= 4 && columns < 1 ? 1 : columns
    }

    /// A 3 pt bar of a level meter or a 1 pt rule is a column: under 4 pt `horizontal` gives none.
    public func drawnWidth(_ points: Double) -> Double {
        points > 0 && points.isFinite ? max(1, horizontal(points)) : horizontal(points)
    }

    /// A 4 pt rule between two lines of text is a row: under 12 pt `vertical` gives none, and the
    /// shape would then share the next view's row.
    public func drawnHeight(_ points: Double) -> Double {
        points > 0 && points.isFinite ? max(1, vertical(points)) : vertical(points)
    }

    public func vertical(_ points: Double) -> Double {
        points.isFinite ? (points / Self.pointsPerRow + 0.25).rounded(.down) : points
    }

    public var barHeight: Double { 1 }
    public var dividerThickness: Double { 1 }
    public func snap(_ value: Double) -> Double { value.rounded(.down) }
}
