import Canvas

/// Encodes a finished `CellBuffer` as an SVG image of the cell grid: `dump --format svg`, for a
/// reviewer to open in a pull request or a browser.
///
/// One `<rect>` per run of cells sharing a background, one `<text>` per run of narrow glyphs sharing
/// a style, with `textLength` and `lengthAdjust="spacingAndGlyphs"` so a viewer's font cannot drift
/// off the grid; each wide glyph gets a `<text>` of its own, as fallback fonts' advances differ. The
/// output is deterministic (a golden) and well-formed XML 1.0: U+FFFE and U+FFFF become U+FFFD.
public struct SVGEncoder: Sendable {
    /// Pixels per cell, at least 1.
    public let cellWidth: Int
    public let cellHeight: Int
    /// A CSS font-family list; the first installed monospace font wins in the viewer.
    public let fontFamily: String
    /// What `.default` colours draw as. A `.default` here falls back to black on light gray.
    public let background: Color
    public let foreground: Color

    public init(cellWidth: Int = 9, cellHeight: Int = 18,
                fontFamily: String = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
                background: Color = .rgb(0, 0, 0), foreground: Color = .rgb(229, 229, 229)) {
        // A zero or negative cell would collapse the grid and put every glyph on one point.
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(1, cellHeight)
        self.fontFamily = fontFamily
        self.background = background
        self.foreground = foreground
    }

    /// The buffer as an SVG document ending in a newline, as described on the type.
    public func encode(_ buffer: CellBuffer) -> String {
        let defaultBackground = Self.hex(background, fallback: (0, 0, 0))
        let defaultForeground = Self.hex(foreground, fallback: (229, 229, 229))
        // One cell of room on the right: a glyph in the last column (a page's header, wider than
        // the boxes) would be cut where a viewer's font is a little wider than the cell.
        let pixelWidth = Self.product(buffer.width == 0 ? 0 : buffer.width + 1, cellWidth)
        let pixelHeight = Self.product(buffer.height, cellHeight)
        // A monospace advance is about 0.6 em and the glyphs need about 1.2 em of line: the largest
        // size that fits the cell both ways.
        let fontSize = min(Double(cellWidth) / 0.6, Double(cellHeight) / 1.2)
        // Centre the em box in the cell; the baseline sits about 0.8 em below the em box's top.
        let baselineOffset = (Double(cellHeight) - fontSize) / 2 + fontSize * 0.8

        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\""
            + " viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\">\n"
        output += "<rect x=\"0\" y=\"0\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" fill=\"\(defaultBackground)\"/>\n"

        var texts = ""
        for y in 0..<buffer.height {
            let row = buffer.cells[(y * buffer.width)..<((y + 1) * buffer.width)]
            let top = Self.product(y, cellHeight)
            for run in Self.backgroundRuns(row, defaultForeground: defaultForeground,
                                           defaultBackground: defaultBackground) {
                output += "<rect x=\"\(Self.product(run.column, cellWidth))\" y=\"\(top)\""
                    + " width=\"\(Self.product(run.cells, cellWidth))\" height=\"\(cellHeight)\" fill=\"\(run.fill)\"/>\n"
            }
            let baseline = Self.number(Double(top) + baselineOffset)
            for run in Self.textRuns(row) {
                texts += textElement(run, baseline: baseline, defaultForeground: defaultForeground,
                                     defaultBackground: defaultBackground)
            }
        }
        // Text is painted after every background so an italic overhang is not covered by the next
        // row's or the next run's rectangle.
        output += "<g font-family=\"\(XMLText.escape(fontFamily))\" font-size=\"\(Self.number(fontSize))\">\n"
        output += texts
        output += "</g>\n</svg>\n"
        return output
    }

    // MARK: Runs

    /// Consecutive cells of one row drawn with one `<rect>`.
    struct BackgroundRun: Equatable {
        var column: Int
        var cells: Int
        var fill: String
    }

    /// Glyphs of one row drawn with one `<text>`.
    struct TextRun: Equatable {
        var column: Int
        var cells: Int
        var text: String
        var style: Style
    }

    /// The row's runs of cells with the same non-default background (reverse counted in).
    static func backgroundRuns(_ row: ArraySlice<Cell>, defaultForeground: String,
                               defaultBackground: String) -> [BackgroundRun] {
        var runs: [BackgroundRun] = []
        for (column, cell) in zip(0..., row) {
            let style = cell.style
            guard style.reverse || style.background != .default else { continue }
            let colors = resolvedColors(style, defaultForeground: defaultForeground,
                                        defaultBackground: defaultBackground)
            if let last = runs.last, last.fill == colors.background, last.column + last.cells == column {
                runs[runs.count - 1].cells += 1
            } else {
                runs.append(BackgroundRun(column: column, cells: 1, fill: colors.background))
            }
        }
        return runs
    }

    /// The row's text runs: narrow glyphs grouped by style, each wide glyph alone, undecorated
    /// spaces trimmed from both ends (see the type's documentation).
    static func textRuns(_ row: ArraySlice<Cell>) -> [TextRun] {
        var runs: [TextRun] = []
        var open: TextRun?
        var previousWasWide = false
        let cells = Array(row)
        for (column, cell) in cells.enumerated() where !cell.isContinuation {
            let isWide = column + 1 < cells.count && cells[column + 1].isContinuation
            if var run = open, !isWide, !previousWasWide, run.style == cell.style {
                run.cells += 1
                run.text.append(cell.character)
                open = run
            } else {
                if let run = open { runs.append(run) }
                open = TextRun(column: column, cells: isWide ? 2 : 1, text: String(cell.character), style: cell.style)
            }
            previousWasWide = isWide
        }
        if let run = open { runs.append(run) }
        return runs.compactMap(trimmed)
    }

    /// `run` without its leading and trailing spaces when they cannot be seen; nil when nothing is left.
    static func trimmed(_ run: TextRun) -> TextRun? {
        guard !run.style.underline, !run.style.strikethrough else { return run }
        var run = run
        // Spaces are narrow, so each one removed is one cell.
        while run.text.first == " " {
            run.text.removeFirst()
            run.column += 1
            run.cells -= 1
        }
        while run.text.last == " " {
            run.text.removeLast()
            run.cells -= 1
        }
        return run.text.isEmpty ? nil : run
    }

    func textElement(_ run: TextRun, baseline: String, defaultForeground: String, defaultBackground: String) -> String {
        let style = run.style
        let colors = Self.resolvedColors(style, defaultForeground: defaultForeground,
                                         defaultBackground: defaultBackground)
        var element = "<text x=\"\(Self.product(run.column, cellWidth))\" y=\"\(baseline)\""
            + " textLength=\"\(Self.product(run.cells, cellWidth))\" lengthAdjust=\"spacingAndGlyphs\""
            + " xml:space=\"preserve\" fill=\"\(colors.foreground)\""
        if style.bold { element += " font-weight=\"bold\"" }
        if style.italic { element += " font-style=\"italic\"" }
        if style.dim { element += " opacity=\"0.6\"" }
        var decorations: [String] = []
        if style.underline { decorations.append("underline") }
        if style.strikethrough { decorations.append("line-through") }
        if !decorations.isEmpty { element += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        element += ">" + XMLText.escape(run.text) + "</text>\n"
        return element
    }

    // MARK: Colours

    /// The style's text and background fills as `#rrggbb`, after reverse.
    static func resolvedColors(_ style: Style, defaultForeground: String,
                               defaultBackground: String) -> (foreground: String, background: String) {
        let foreground = style.foreground == .default ? defaultForeground : hex(style.foreground, fallback: (229, 229, 229))
        let background = style.background == .default ? defaultBackground : hex(style.background, fallback: (0, 0, 0))
        return style.reverse ? (background, foreground) : (foreground, background)
    }

    /// `#rrggbb` for `color`, or for `fallback` when `color` is `.default`.
    static func hex(_ color: Color, fallback: (UInt8, UInt8, UInt8)) -> String {
        let (r, g, b) = color.rgbComponents ?? fallback
        return "#" + [r, g, b].map { channel in
            let digits = String(channel, radix: 16)
            return channel < 16 ? "0" + digits : digits
        }.joined()
    }

    // MARK: Numbers

    /// `a × b`, saturating: a buffer can be very wide and still have no cells (zero rows).
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : result
    }

    /// `value` with at most two decimals and no trailing zeros (`13.5`, `15`): the same text on
    /// every platform and locale, unlike `String(describing:)` of a computed `Double`.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e17 else { return "0" }
        let scaled = Int(hundredths)
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
