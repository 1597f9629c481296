import ActivityRender
import Canvas

/// The key map in a box over the middle of the screen (`?`): every binding with its summary.
struct HelpOverlay: Sendable {
    var theme: Theme

    func render(into screen: inout CellBuffer, area: Rect) {
        let labelWidth = KeyMap.bindings.map { CellWidth.of($0.label) }.max() ?? 0
        var lines = KeyMap.bindings.map { " " + $0.label + String(repeating: " ", count: labelWidth - CellWidth.of($0.label)) + "  " + $0.summary + " " }
        lines.append("")
        lines.append(" any key closes this help ")
        let box = ScenePage.box(CellBuffer(lines: lines), title: "Keys", note: nil, theme: theme)
        let origin = Point(x: area.minX + max(0, (area.width - box.width) / 2), y: area.minY + max(0, (area.height - box.height) / 2))
        // An opaque box: the scene under it would show through its blank cells otherwise.
        screen.fill(Rect(origin: origin, size: box.size).intersection(area), with: .blank)
        screen.blit(box, at: origin)
    }
}
