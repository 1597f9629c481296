import ActivityLayout
import ActivityModel
import Canvas
import Foundation

/// Lays a rendered scene out as one page of labelled, box-drawn mockups: what `dump --format
/// text|ansi|svg` prints. Compact leading and trailing share one island box, on either side of the
/// camera (swapped in right-to-left locales), as on the phone.
public enum ScenePage {
    public static func compose(_ rendered: RenderedScene, scene: Scene) -> CellBuffer {
        let blocks = self.blocks(rendered, scene: scene).map(\.cells)
        let theme = scene.theme
        let header = headerLine(scene)
        let width = max(blocks.map(\.width).max() ?? 0, CellWidth.of(header))
        let height = blocks.reduce(0) { $0 + $1.height } + blocks.count + 1
        var page = CellBuffer(size: Size(width: width, height: height))
        page.write(header, at: Point(x: 0, y: 0), style: Style(foreground: theme.frame.label))
        var y = 2
        for block in blocks {
            page.blit(block, at: Point(x: 0, y: y))
            y += block.height + 1
        }
        return page
    }

    /// The page's boxes, in page order, each with the presentations it shows: the preview lays
    /// the same boxes out to fit the terminal, so the screen and `dump` cannot disagree.
    public static func blocks(_ rendered: RenderedScene, scene: Scene) -> [(kinds: [SurfaceKind], cells: CellBuffer)] {
        var blocks: [(kinds: [SurfaceKind], cells: CellBuffer)] = []
        let theme = scene.theme
        let surfaces = rendered.surfaces
        let border = keyline(rendered, scene)
        for surface in surfaces where surface.kind == .lockScreen {
            blocks.append(([.lockScreen], box(surface.cells, title: "\(surface.kind.title) · \(budget(surface))", note: surface.note, theme: theme)))
        }
        let leading = surfaces.first { $0.kind == .compactLeading }
        let trailing = surfaces.first { $0.kind == .compactTrailing }
        if leading != nil || trailing != nil {
            blocks.append(([.compactLeading, .compactTrailing], compactBlock(leading, trailing, scene: scene, border: border)))
        }
        for surface in surfaces where surface.kind == .minimal {
            let shown = surface.cells.width > 0
            let title = shown ? "\(surface.kind.title)\(surface.note.map { " (\($0))" } ?? "") · \(width(surface))" : surface.kind.title
            // The box is the presentation's own width; its label would widen it, so it goes beside.
            let block = shown ? labeledBeside(surface.cells, label: title, theme: theme, border: border)
                              : box(surface.cells, title: title, note: surface.note, theme: theme)
            blocks.append(([.minimal], block))
        }
        for surface in surfaces where surface.kind == .expanded {
            let name = scene.device.hasDynamicIsland ? surface.kind.title : "Banner (no Dynamic Island)"
            blocks.append(([.expanded], box(surface.cells, title: surface.cells.width > 0 ? "\(name) · \(budget(surface))" : name, note: surface.note, theme: theme,
                                            border: scene.device.hasDynamicIsland ? border : nil)))
        }
        for surface in surfaces where surface.kind == .standBy || surface.kind.pairsCompactViews {
            let title = surfaceTitle(surface, scene: scene)
            // The box is the surface's own width; a label wider than it goes beside the box.
            let block = surface.cells.width > 0 && CellWidth.of(title) + 4 > surface.cells.width
                ? labeledBeside(surface.cells, label: title, theme: theme)
                : box(surface.cells, title: title, note: surface.note, theme: theme)
            blocks.append(([surface.kind], block))
        }
        return blocks
    }

    /// `Delivery · 2026-11-22T10:20:00Z · iphone-standard · dark · en · large`, plus the time zone
    /// when it is not UTC, and stale/Always-On.
    static func headerLine(_ scene: Scene) -> String {
        var parts = [scene.definition.name, Timestamp.iso8601(scene.now), scene.device.id, scene.theme.name,
                     scene.environment.locale, scene.environment.dynamicTypeSize.rawValue]
        if let zone = Scene.zoneName(scene.timeZone) { parts.insert(zone, at: 2) }
        if scene.environment.isStale { parts.append("stale") }
        if scene.environment.isLuminanceReduced { parts.append("always-on") }
        if scene.device.island?.isLimitedInWidth == true, let device = parts.firstIndex(of: scene.device.id) {
            parts.insert("island limited", at: device + 1)
        }
        return parts.joined(separator: " · ")
    }

    /// `140/160 pt`, with ` OVER BUDGET` past the budget.
    public static func budget(_ surface: RenderedSurface) -> String {
        let used = SceneRenderer.format(surface.heightPt)
        return "\(used)/\(SceneRenderer.format(surface.budgetPt ?? SceneRenderer.heightBudget)) pt\(surface.overBudget ? " OVER BUDGET" : "")"
    }

    /// `StandBy (Lock Screen x2) · 742x280 pt on 852x393`, `Apple Watch Smart Stack · small · 184x62/80.50 pt`
    /// (the height against the budget), `CarPlay · compact views · 240x78 pt`, `Mac menu bar · 63.59/112.66 pt
    /// wide`: each surface's size in points.
    static func surfaceTitle(_ surface: RenderedSurface, scene: Scene) -> String {
        guard surface.cells.width > 0 else { return surface.kind.title }
        let format = SceneRenderer.format
        let over = surface.overBudget ? " OVER BUDGET" : ""
        switch surface.kind {
        case .standBy:
            let screen = SurfaceMetrics.standByScreen(scene.device)
            return "StandBy (Lock Screen x\(format(SurfaceMetrics.standByScale))) · \(format(surface.widthPt))x\(format(surface.heightPt)) pt"
                + " on \(format(screen.width))x\(format(screen.height))\(over)"
        case .smartStack, .carPlay:
            let size = surface.family == .small
                ? "small · \(format(surface.widthPt))x\(format(surface.heightPt))/\(format(surface.budgetPt ?? 0)) pt"
                : "compact views · \(format(surface.widthPt))x\(format(surface.heightPt)) pt"
            return "\(surface.kind.title) · \(size)\(over)"
        default:
            return "\(surface.kind.title) · \(width(surface))"
        }
    }

    static func width(_ surface: RenderedSurface) -> String {
        let limit = surface.recommendedWidthPt ?? surface.maxWidthPt ?? 0
        return "\(SceneRenderer.format(surface.widthPt))/\(SceneRenderer.format(limit)) pt wide\(marker(surface))"
    }

    /// ` OVERFLOW` for a presentation cut or too tall, ` WIDE` for a compact side past the HIG's
    /// width that the island grows to show whole.
    static func marker(_ surface: RenderedSurface) -> String {
        if surface.overflow { return " OVERFLOW" }
        return surface.recommendedWidthPt.map { surface.widthPt > $0 + 0.001 } == true ? " WIDE" : ""
    }

    /// The compact presentation as the island draws it, to scale: the leading side, the TrueDepth
    /// camera's gap, the trailing side (swapped right to left). Each side is at least its documented
    /// width and grows with wider content, as the island does, its content snug against the camera
    /// (docs/ACTIVITYKIT.md, "Sizes"): 230 pt, 30 columns, on the standard class.
    static func compactBlock(_ leading: RenderedSurface?, _ trailing: RenderedSurface?, scene: Scene, border: Color) -> CellBuffer {
        let island = scene.device.island
        let gap = Int(((island?.cameraGap ?? 125.34) / CellMetrics.pointsPerColumn).rounded())
        let side = Int(((island?.compactMaxWidth ?? 52.33) / CellMetrics.pointsPerColumn).rounded())
        let left = scene.environment.layoutDirection == .rightToLeft ? trailing : leading
        let right = scene.environment.layoutDirection == .rightToLeft ? leading : trailing
        let leftCells = left?.cells ?? CellBuffer(size: .zero)
        let rightCells = right?.cells ?? CellBuffer(size: .zero)
        let leftWidth = max(side, leftCells.width)
        let height = max(1, leftCells.height, rightCells.height)
        let islandBackground = scene.theme.island.background
        var content = CellBuffer(size: Size(width: leftWidth + gap + max(side, rightCells.width), height: height),
                                 fill: Cell(" ", style: Style(background: islandBackground)))
        content.blit(leftCells, at: Point(x: leftWidth - leftCells.width, y: 0))
        let camera = scene.theme.glyphs == .ascii ? "(o)" : "◉"
        content.write(camera, at: Point(x: leftWidth + (gap - CellWidth.of(camera)) / 2, y: (height - 1) / 2),
                      style: Style(foreground: .ansi(.brightBlack), background: islandBackground))
        content.blit(rightCells, at: Point(x: leftWidth + gap, y: 0))
        let shown = [left, right].compactMap { $0 }.filter { $0.cells.width > 0 }
        guard let first = shown.first else {
            // Nothing on the island: say why instead of drawing an empty pill.
            return box(CellBuffer(size: .zero), title: "Compact", note: leading?.note ?? trailing?.note ?? "not shown", theme: scene.theme)
        }
        // The box is the island's own width; its label would widen it, so it goes beside.
        return labeledBeside(content, label: "Compact · " + compactWidths(shown, first: first), theme: scene.theme, border: border)
    }

    /// The colour of the island's border: the definition's `keylineTint`, which WidgetKit applies
    /// "to the surrounding border" of the island's presentations [DI] (as the island's activity
    /// gives it, when it reads the state), else the theme's keyline.
    static func keyline(_ rendered: RenderedScene, _ scene: Scene) -> Color {
        rendered.keylineTint.flatMap { scene.theme.color(named: $0, on: .island) } ?? scene.theme.keyline
    }

    /// `20.40 | 35.19 of 52.33 pt wide`: both sides' widths in the order they are drawn (swapped
    /// right to left); one side names itself.
    static func compactWidths(_ shown: [RenderedSurface], first: RenderedSurface) -> String {
        guard shown.count == 2 else { return "\(first.kind == .compactLeading ? "leading" : "trailing") \(width(first))" }
        let sides = shown.map { "\(SceneRenderer.format($0.widthPt))\(marker($0))" }
        let limit = first.recommendedWidthPt ?? first.maxWidthPt ?? 0
        return "\(sides.joined(separator: " | ")) of \(SceneRenderer.format(limit)) pt wide"
    }

    /// `content` inside a rounded box with `title` in its top border (ASCII under the ASCII glyph set).
    /// `border` is the box's colour when it is not the theme's frame colour (the island's keyline).
    public static func box(_ content: CellBuffer, title: String, note: String?, theme: Theme, border borderColor: Color? = nil) -> CellBuffer {
        let ascii = theme.glyphs == .ascii
        let border = Style(foreground: borderColor ?? theme.frame.border)
        let label = Style(foreground: theme.frame.label, bold: true)
        var inner = content
        if let note, content.width == 0 || content.height == 0 {
            inner = CellBuffer(size: Size(width: CellWidth.of(note) + 2, height: 1))
            inner.write(note, at: Point(x: 1, y: 0), style: Style(foreground: theme.frame.label, dim: true))
        }
        let titleWidth = CellWidth.of(title) + 4
        let width = max(inner.width, titleWidth) + 2
        var out = CellBuffer(size: Size(width: width, height: inner.height + 2))
        let (tl, tr, bl, br, h, v) = ascii ? ("+", "+", "+", "+", "-", "|") : ("╭", "╮", "╰", "╯", "─", "│")
        out.write(tl + h + " ", at: Point(x: 0, y: 0), style: border)
        let written = out.write(title, at: Point(x: 3, y: 0), style: label)
        out.write(" " + String(repeating: h, count: max(0, width - 5 - written)) + tr, at: Point(x: 3 + written, y: 0), style: border)
        for y in 1...max(1, inner.height) where y <= inner.height {
            out.write(v, at: Point(x: 0, y: y), style: border)
            out.write(v, at: Point(x: width - 1, y: y), style: border)
        }
        out.blit(inner, at: Point(x: 1, y: 1))
        out.write(bl + String(repeating: h, count: width - 2) + br, at: Point(x: 0, y: inner.height + 1), style: border)
        return out
    }

    /// `content` in a box exactly its width, with `label` to the right of the box's top border.
    static func labeledBeside(_ content: CellBuffer, label: String, theme: Theme, border borderColor: Color? = nil) -> CellBuffer {
        let ascii = theme.glyphs == .ascii
        let border = Style(foreground: borderColor ?? theme.frame.border)
        let (tl, tr, bl, br, h, v) = ascii ? ("+", "+", "+", "+", "-", "|") : ("╭", "╮", "╰", "╯", "─", "│")
        let boxWidth = content.width + 2
        var out = CellBuffer(size: Size(width: boxWidth + 1 + CellWidth.of(label), height: content.height + 2))
        out.write(tl + String(repeating: h, count: content.width) + tr, at: Point(x: 0, y: 0), style: border)
        out.write(label, at: Point(x: boxWidth + 1, y: 0), style: Style(foreground: theme.frame.label, bold: true))
        for y in 1...max(1, content.height) where y <= content.height {
            out.write(v, at: Point(x: 0, y: y), style: border)
            out.write(v, at: Point(x: boxWidth - 1, y: y), style: border)
        }
        out.blit(content, at: Point(x: 1, y: 1))
        out.write(bl + String(repeating: h, count: content.width) + br, at: Point(x: 0, y: content.height + 1), style: border)
        return out
    }

    /// Diagnostics as lines under the page: `warning layout.overBudget at lockScreen: …`.
    public static func diagnosticLines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(DiagnosticText.line)
    }

    /// `page` with `lines` below it after a blank row, as the text format prints them after the
    /// page: for formats that draw cells (SVG), so that a diagnostic is never lost from a picture.
    public static func captioned(_ page: CellBuffer, _ lines: [String]) -> CellBuffer {
        guard !lines.isEmpty else { return page }
        let caption = CellBuffer(lines: lines)
        var out = CellBuffer(size: Size(width: max(page.width, caption.width), height: page.height + 1 + caption.height))
        out.blit(page, at: .zero)
        out.blit(caption, at: Point(x: 0, y: page.height + 1))
        return out
    }
}
