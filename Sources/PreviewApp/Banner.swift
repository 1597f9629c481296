import ActivityLayout
import Canvas

/// Red rows under the status bar for a problem the user has to read whole: an edit of the
/// definition that did not load (what YAML found wrong comes after the path, line and column), or a
/// feed that could not be read. Each message wraps to the width, up to `lineLimit` rows.
struct Banner: Sendable {
    var messages: [String]
    var lineLimit: Int

    init(state: PreviewState, lineLimit: Int) {
        var messages: [String] = []
        if let error = state.reloadError { messages.append("definition not reloaded: \(error) (showing the last good one)") }
        if let error = state.feedError { messages.append("feed: \(error)") }
        self.messages = messages
        self.lineLimit = lineLimit
    }

    /// The rows the messages take at `width` columns (a space before each).
    func rows(width: Int) -> [String] {
        messages.flatMap { TextWrapper.wrap($0, maxWidth: Double(width - 2), lineLimit: lineLimit, width: { Double(CellWidth.of($0)) }) }
    }

    func render(into screen: inout CellBuffer, area: Rect) {
        let style = Style(foreground: .ansi(.brightWhite), background: .ansi(.red))
        for (offset, line) in rows(width: area.width).prefix(area.height).enumerated() {
            let row = Rect(x: area.minX, y: area.minY + offset, width: area.width, height: 1)
            screen.fill(row, with: Cell(" ", style: style))
            screen.write(" " + line, at: row.origin, style: Style(foreground: .ansi(.brightWhite), background: .ansi(.red), bold: true), clip: row)
        }
    }
}
