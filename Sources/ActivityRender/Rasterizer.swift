import ActivityLayout
import ActivityModel
import Canvas

/// Draws a cell layout into a `CellBuffer` in a theme's colours.
///
/// Text is written line by line, aligned inside its frame (mirrored in right-to-left layouts);
/// symbols become glyphs from the theme's glyph set; progress bars and dividers are drawn with
/// box-drawing characters (ASCII in the ASCII glyph set). Colours come from `Theme.color(named:on:)`.
struct Rasterizer {
    let theme: Theme
    let surface: Theme.Surface
    let dimmed: Bool
    let palette: Theme.Palette
    /// The surface's background: the definition's `backgroundTint` on the Lock Screen (when the theme
    /// shows literal colours), else the theme's. Stored: every style reads it, and resolving the
    /// tint parses hex (it was a twentieth of a render as a computed property).
    let background: Color
    /// Colour names already resolved on this surface (a theme look-up parses hex each time).
    let colors: ColorMemo

    /// `colors` may be shared by the rasterizers of one render that draw the same definition on the
    /// same surface in the same theme (it also remembers the background).
    init(theme: Theme, surface: Theme.Surface, backgroundTint: String?, dimmed: Bool, colors: ColorMemo = ColorMemo()) {
        self.theme = theme
        self.surface = surface
        self.dimmed = dimmed
        self.colors = colors
        let palette = theme.palette(for: surface)
        self.palette = palette
        if let known = colors.background {
            background = known
        } else {
            if surface == .lockScreen, let tint = backgroundTint, let color = theme.color(named: tint, on: .lockScreen) {
                background = color
            } else {
                background = palette.background
            }
            colors.background = background
        }
    }

    /// What every drawing starts from: the surface's background.
    var blank: Cell { Cell(" ", style: Style(foreground: palette.primary, background: background)) }

    func draw(_ box: LayoutBox, size: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size, fill: blank)
        draw(box, into: &buffer, clip: buffer.area, bounds: buffer.area)
        return buffer
    }

    /// Draws `rows` of `buffer` again from `box`, cell for cell as `draw(_:size:)` draws them. Whole
    /// rows: every step of a drawing writes within one row, and a wide glyph across a changed
    /// view's edge then meets what it meets in a whole drawing.
    func redraw(_ box: LayoutBox, into buffer: inout CellBuffer, rows: Range<Int>) {
        let band = Rect(x: 0, y: rows.lowerBound, width: buffer.width, height: rows.count).intersection(buffer.area)
        guard !band.isEmpty else { return }
        buffer.fill(band, with: blank)
        draw(box, into: &buffer, clip: band, bounds: band)
    }

    static func rect(_ frame: LayoutRect) -> Rect {
        let x = CellMetrics.whole(frame.x, .down), y = CellMetrics.whole(frame.y, .down)
        return Rect(x: x, y: y, width: max(0, CellMetrics.whole(frame.maxX, .down) - x), height: max(0, CellMetrics.whole(frame.maxY, .up) - y))
    }

    func style(_ colorName: String, bold: Bool = false, strikethrough: Bool = false, underline: Bool = false, opacity: Double? = nil) -> Style {
        let color: Color
        if let known = colors.color(colorName) {
            color = known
        } else {
            color = theme.color(named: colorName, on: surface, behind: background) ?? palette.primary
            colors.add(colorName, color)
        }
        // A view's `.opacity` mixes its colour into what is behind it where both are RGB colours;
        // a terminal's own colour cannot be mixed, and is dimmed when faint instead.
        var foreground = color
        var faint = dimmed || theme.dimmed
        if let opacity, opacity < 1 {
            let mixed = ColorOpacity.composite(color, over: background, alpha: opacity)
            if mixed != color { foreground = mixed } else if opacity < 0.6 { faint = true }
        }
        return Style(foreground: foreground, background: background, bold: bold && !faint, dim: faint, underline: underline, strikethrough: strikethrough)
    }

    /// `bounds` is the whole drawing's clip, which an offset view is drawn in instead of its parent's.
    func draw(_ box: LayoutBox, into buffer: inout CellBuffer, clip: Rect, bounds: Rect) {
        // `.hidden()` and `.opacity(0)`: the view keeps its room and nothing of it is drawn.
        if box.view.opacity == 0 { return }
        let frame = Rasterizer.rect(box.frame)
        let clip = clip.intersection(Rect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 1)))
        // Nothing of the box falls in the clip, and nothing inside it is drawn elsewhere.
        if clip.isEmpty && !box.hasOffsetInside { return }
        // A view's own content sits inside its padding; its background covers the padding too.
        let area = box.extras.map { Rasterizer.rect($0.content) } ?? frame
        let rtl = box.view.layoutDirection == .rightToLeft
        if let extras = box.extras {
            for background in extras.background { draw(background, into: &buffer, clip: clip, bounds: bounds) }
        }
        defer {
            if let extras = box.extras { for overlay in extras.overlay { draw(overlay, into: &buffer, clip: clip, bounds: bounds) } }
        }
        switch box.view.kind {
        case .text(let run):
            let textStyle = style(run.color, bold: run.weight.isBold, strikethrough: run.strikethrough, underline: run.underline, opacity: box.view.opacity)
            // A timer fills its frame, so the frame's alignment has nothing to place: its digits
            // sit where its own text alignment puts them.
            let alignment = run.fillsWidth ? run.alignment : box.view.frame?.alignment.horizontal ?? run.alignment
            for (i, line) in box.lines.enumerated() where clip.minY <= area.minY + i && area.minY + i < clip.maxY {
                let width = CellWidth.of(line)
                buffer.write(line, at: Point(x: area.minX + offset(width, in: area.width, alignment, rtl: rtl), y: area.minY + i), style: textStyle, clip: clip)
            }
        case .symbol(let run):
            let glyph = SymbolGlyphs.glyph(for: run.name, set: theme.glyphs) ?? SymbolGlyphs.placeholder(for: theme.glyphs)
            let alignment = box.view.frame?.alignment.horizontal ?? .center
            let origin = Point(x: area.minX + offset(glyph.width, in: area.width, alignment, rtl: rtl), y: area.minY)
            let symbolStyle = style(run.color, opacity: box.view.opacity)
            if let cell = glyph.cell {
                buffer.write(cell, width: glyph.width, at: origin, style: symbolStyle, clip: clip)
            } else {
                buffer.write(glyph.glyph, at: origin, style: symbolStyle, clip: clip)
            }
        case .bar(let fraction, let color):
            let ascii = theme.glyphs == .ascii
            let filled = CellMetrics.whole(fraction * Double(area.width), .toNearestOrAwayFromZero)
            let full = String(repeating: ascii ? "#" : "━", count: max(0, filled))
            let rest = String(repeating: ascii ? "-" : "─", count: max(0, area.width - filled))
            // The filled part grows from the leading edge, which is the right one in RTL.
            let first = rtl ? rest : full, second = rtl ? full : rest
            let firstStyle = rtl ? style("tertiary") : style(color ?? "primary"), secondStyle = rtl ? style(color ?? "primary") : style("tertiary")
            let used = buffer.write(first, at: Point(x: area.minX, y: area.minY), style: firstStyle, clip: clip)
            buffer.write(second, at: Point(x: area.minX + used, y: area.minY), style: secondStyle, clip: clip)
        case .divider:
            buffer.write(String(repeating: theme.glyphs == .ascii ? "-" : "─", count: area.width), at: Point(x: area.minX, y: area.minY),
                         style: style("tertiary"), clip: clip)
        case .ring(let fraction, let color):
            // Eighths of a turn are more than a glyph can show: quarters, rounded to the nearest.
            let glyphs = theme.glyphs == .ascii ? ["o", "o", "O", "O", "@"] : ["○", "◔", "◑", "◕", "●"]
            let step = CellMetrics.whole(max(0, min(1, fraction)) * 4, .toNearestOrAwayFromZero)
            let alignment = box.view.frame?.alignment.horizontal ?? .center
            buffer.write(glyphs[max(0, min(4, step))], at: Point(x: area.minX + offset(1, in: area.width, alignment, rtl: rtl), y: area.minY + max(0, area.height - 1) / 2),
                         style: style(color ?? "primary", opacity: box.view.opacity), clip: clip)
        // `Color.clear` and other clear fills take their room and draw nothing.
        case .shape(_, "clear", _, _):
            break
        case .shape(let kind, let color, let stroked, let trim):
            let shape = ShapeCells(kind: kind, stroked: stroked, ascii: theme.glyphs == .ascii, trim: trim)
            let plain = style(color, opacity: box.view.opacity)
            if color.hasSuffix(")"), let gradient = ColorGradient.parse(Substring(color)) {
                // Each cell in the gradient's colour at its place in the shape.
                let width = Double(max(1, area.width)), height = Double(max(1, area.height))
                shape.draw(in: area, style: { column, row in
                    let t = gradient.fraction(x: (Double(column) + 0.5) / width, y: (Double(row) + 0.5) / height)
                    var cell = plain
                    cell.foreground = gradient.color(at: t) { theme.color(named: String($0), on: surface, behind: background) } ?? plain.foreground
                    return cell
                }, into: &buffer, clip: clip)
            } else {
                shape.draw(in: area, style: { _, _ in plain }, into: &buffer, clip: clip)
            }
        case .assetImage:
            let glyph = theme.glyphs == .ascii ? "#" : "▣"
            let alignment = box.view.frame?.alignment.horizontal ?? .center
            buffer.write(glyph, at: Point(x: area.minX + offset(1, in: area.width, alignment, rtl: rtl), y: area.minY + max(0, area.height - 1) / 2),
                         style: style("secondary", opacity: box.view.opacity), clip: clip)
        case .placeholder:
            let errorStyle: Style
            if case .placeholder(_, true) = box.view.kind {
                errorStyle = Style(foreground: theme.color(named: "red", on: surface) ?? .ansi(.red), background: background, bold: true)
            } else {
                errorStyle = style("tertiary")
            }
            for (i, line) in box.lines.enumerated() {
                buffer.write(line, at: Point(x: area.minX, y: area.minY + i), style: errorStyle, clip: clip)
            }
        case .stack, .zStack, .fitting:
            // An offset view is drawn where it moved to, outside its parent's frame too, as SwiftUI does.
            for child in box.children { draw(child, into: &buffer, clip: child.view.offset == nil ? clip : bounds, bounds: bounds) }
        case .spacer:
            break
        }
    }

    /// Where a line `width` wide starts inside `available` columns.
    func offset(_ width: Int, in available: Int, _ alignment: HorizontalAlignment, rtl: Bool) -> Int {
        let spare = max(0, available - width)
        switch (alignment, rtl) {
        case (.leading, false), (.trailing, true): return 0
        case (.trailing, false), (.leading, true): return spare
        case (.center, _): return spare / 2
        }
    }

    /// Inserts the budget line above `row`: a dashed rule labelled `160 pt`, everything below it
    /// dimmed, because that is what the system may cut.
    static func markCut(_ buffer: CellBuffer, row: Int, theme: Theme, budget: String = "160") -> CellBuffer {
        var result = CellBuffer(size: Size(width: buffer.width, height: buffer.height + 1))
        result.blit(buffer, at: Point(x: 0, y: 0))
        // Copied whole by `blit`, which keeps a wide glyph and its continuation together (a cell
        // at a time, each continuation landed as a space and blanked the glyph before it).
        var below = CellBuffer(size: Size(width: buffer.width, height: max(0, buffer.height - row)))
        below.blit(buffer, at: Point(x: 0, y: -row))
        below.setStyle(below.area) { $0.dim = true }
        result.blit(below, at: Point(x: 0, y: row + 1))
        let label = " \(budget) pt "
        let dash = theme.glyphs == .ascii ? "-" : "┄"
        let left = max(0, buffer.width - CellWidth.of(label) - 2)
        let line = String(repeating: dash, count: left) + label + String(repeating: dash, count: max(0, buffer.width - left - CellWidth.of(label)))
        result.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), with: .blank)
        result.write(line, at: Point(x: 0, y: row), style: Style(foreground: theme.color(named: "red", on: .lockScreen) ?? .ansi(.red)))
        return result
    }
}

/// The colour memo of one surface in one render; a class so drawing can stay non-mutating. A
/// surface uses a handful of names, so a linear search beats hashing each name.
final class ColorMemo {
    var names: [String] = []
    var colors: [Color] = []
    /// The surface's background, once a rasterizer has worked it out (the tint is hex).
    var background: Color?

    func color(_ name: String) -> Color? {
        for i in names.indices where names[i] == name { return colors[i] }
        return nil
    }

    func add(_ name: String, _ color: Color) {
        names.append(name)
        colors.append(color)
    }
}
