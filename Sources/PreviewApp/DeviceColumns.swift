import ActivityRender
import Canvas

/// `c`: the scene on every device at once, one column a device (its name and screen, then its
/// boxes laid out as the one-device screen lays them), from the current device on, as many as the
/// width holds. `d` moves the first column on, so a narrow terminal still reaches every device.
struct DeviceColumns {
    struct Column {
        var device: DeviceProfile
        var blocks: [(kinds: [SurfaceKind], cells: CellBuffer)]

        /// The device's name and screen in points.
        var title: String { "\(device.id) · \(Int(device.screenWidth))×\(Int(device.screenHeight))" }

        /// As wide as its widest box or its title, whichever is wider.
        var width: Int { max(CellWidth.of(title), blocks.map(\.cells.width).max() ?? 0) }
    }

    /// Every device's column, the current device first.
    var columns: [Column]
    var focusExpanded: Bool
    var unicode: Bool
    var titleStyle: Style
    var hintStyle: Style

    /// The boxes placed, by column, and the columns shown.
    struct Arrangement {
        var placements: [(kinds: [SurfaceKind], rect: Rect)] = []
        var hidden: [[SurfaceKind]] = []
        var shown: [(device: String, rect: Rect)] = []
    }

    /// The columns of `scene` drawn on each of `devices`, starting at `first`.
    init(scene: Scene, devices: [DeviceProfile], first: Int, focusExpanded: Bool, unicode: Bool) {
        let order = devices.indices.map { devices[(first + $0) % devices.count] }
        columns = order.map { device in
            var copy = scene
            copy.device = device
            // A memo of its own: the screen's memo holds the current device's drawings.
            copy.memo = RenderMemo()
            return Column(device: device, blocks: ScenePage.blocks(SceneRenderer.render(copy), scene: copy))
        }
        self.focusExpanded = focusExpanded
        self.unicode = unicode
        titleStyle = Style(foreground: scene.theme.frame.label, bold: true)
        hintStyle = Style(foreground: scene.theme.frame.label, dim: true)
    }

    /// How many columns, from the first, fit `width` side by side (the first always, cut or not).
    func fittingCount(width: Int) -> Int {
        var used = -BoxLayout.columnGap
        var count = 0
        for column in columns {
            used += column.width + BoxLayout.columnGap
            guard used <= width || count == 0 else { break }
            count += 1
        }
        return count
    }

    @discardableResult
    func render(into screen: inout CellBuffer, area: Rect) -> Arrangement {
        var arrangement = Arrangement()
        guard !columns.isEmpty, !area.isEmpty else { return arrangement }
        let count = fittingCount(width: area.width)
        let left = columns.count - count
        let (columnsArea, hintRow) = area.splitBottom(left > 0 ? 1 : 0)
        var x = columnsArea.minX
        for column in columns.prefix(count) {
            let width = min(column.width, columnsArea.maxX - x)
            let (titleRow, boxesArea) = Rect(x: x, y: columnsArea.minY, width: width, height: columnsArea.height).splitTop(1)
            screen.write(column.title, at: titleRow.origin, style: titleStyle, clip: titleRow)
            let view = SceneView(blocks: column.blocks, focusExpanded: focusExpanded, unicode: unicode, hintStyle: hintStyle)
            let placed = view.render(into: &screen, area: boxesArea)
            arrangement.placements += placed.placements.map { (column.blocks[$0.index].kinds, $0.rect) }
            arrangement.hidden += placed.hidden.map { column.blocks[$0].kinds }
            arrangement.shown.append((column.device.id, Rect(x: x, y: columnsArea.minY, width: width, height: columnsArea.height)))
            x += width + BoxLayout.columnGap
        }
        if left > 0 {
            let more = "\(unicode ? "▸" : ">") \(left) more device\(left == 1 ? "" : "s")"
            let forms = [more + ": d for the next, or enlarge the terminal", more + ": d for the next", more]
            let hint = forms.first { CellWidth.of($0) <= hintRow.width } ?? more
            screen.write(hint, at: hintRow.origin, style: hintStyle, clip: hintRow)
        }
        return arrangement
    }
}
