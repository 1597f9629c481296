import ActivityLayout
import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// The View of Model / Update / View: the whole terminal screen for a state, as cells.
///
/// Top to bottom: a status bar, a banner when the definition or the feed has a problem, the scene
/// (the same boxes `dump` prints, from `ScenePage.blocks`, flowed into columns to fit), and the log
/// pane. The help overlay goes over everything. Below `minimumSize` it shows a notice instead:
/// boxes cut in half would look like layout bugs in the user's activity.
public enum PreviewScreen {
    public static let minimumSize = Size(width: 40, height: 8)

    /// A drawn screen, with where each presentation's box went (for tests and the parity check).
    public struct Frame: Sendable {
        public var cells: CellBuffer
        public var rendered: RenderedScene?
        /// Each placed box: which presentations it shows and where it is on the screen.
        public var placements: [(kinds: [SurfaceKind], rect: Rect)]
        /// Boxes that did not fit.
        public var hidden: [[SurfaceKind]]
    }

    public static func render(_ state: PreviewState) -> Frame {
        let size = state.size
        var screen = CellBuffer(size: size)
        guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
            drawTooSmall(&screen)
            return Frame(cells: screen, rendered: nil, placements: [], hidden: [])
        }
        let scene = state.scene
        let rendered = SceneRenderer.render(scene)
        let theme = scene.theme
        let (barArea, belowBar) = Rect(origin: .zero, size: size).splitTop(1)
        StatusBar(state: state, scene: scene, rendered: rendered).render(into: &screen, area: barArea)
        // A banner is an error the user has to read whole (what YAML found wrong comes after the
        // path, line and column): wrapped to the width, up to five lines, fewer on a short screen.
        let bannerLines = min(5, max(1, (size.height - minimumSize.height) / 2))
        let bannerRows = banners(state).flatMap {
            TextWrapper.wrap($0, maxWidth: Double(size.width - 2), lineLimit: bannerLines, width: { Double(CellWidth.of($0)) })
        }
        let (bannerArea, belowBanner) = belowBar.splitTop(bannerRows.count)
        for (offset, line) in bannerRows.enumerated() {
            let y = bannerArea.minY + offset
            screen.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", style: Style(foreground: .ansi(.brightWhite), background: .ansi(.red))))
            screen.write(" " + line, at: Point(x: 0, y: y), style: Style(foreground: .ansi(.brightWhite), background: .ansi(.red), bold: true))
        }
        let logHeight = state.showLog ? max(3, min(12, belowBanner.height / 3)) : 0
        let (aboveLog, logArea) = belowBanner.splitBottom(logHeight)
        // A row between the bars and the boxes: blank, or what an empty screen waits for.
        let (gapArea, sceneArea) = aboveLog.splitTop(1)
        if let waiting = waitingText(state, scene: scene) {
            screen.write(waiting, at: gapArea.origin.offsetBy(dx: 1), style: Style(foreground: theme.frame.label), clip: gapArea)
        }
        let blocks = ScenePage.blocks(rendered, scene: scene)
        // By the block's place in the page, not by its kinds: with two activities the attached and
        // the detached minimal views are both `[.minimal]`.
        let sizes = blocks.map { (kinds: $0.kinds, size: $0.cells.size) }
        var (placed, hidden) = flow(sizes, in: sceneArea)
        if !hidden.isEmpty {
            // The notice below takes the scene's last row: no box may end there.
            (placed, hidden) = flow(sizes, in: Rect(x: sceneArea.minX, y: sceneArea.minY, width: sceneArea.width, height: sceneArea.height - 1))
        }
        for (index, rect) in placed { screen.blit(blocks[index].cells, at: rect.origin) }
        let placements = placed.map { (kinds: blocks[$0.index].kinds, rect: $0.rect) }
        if !hidden.isEmpty {
            // `e` shows the expanded view alone: worth offering only when it is one of those left out.
            let expandedHidden = !state.focusExpanded && hidden.contains { blocks[$0].kinds.contains(.expanded) }
            let arrow = state.capabilities.unicode ? "▸" : ">"
            let forms = ["\(arrow) \(hidden.count) more: enlarge the terminal" + (expandedHidden ? ", or e for the expanded view" : ""),
                         "\(arrow) \(hidden.count) more: enlarge the terminal", "\(arrow) \(hidden.count) more"]
            // The longest that fits whole.
            let text = forms.first { CellWidth.of($0) <= sceneArea.width } ?? forms[forms.count - 1]
            screen.write(text, at: Point(x: 0, y: sceneArea.maxY - 1), style: Style(foreground: theme.frame.label, dim: true))
        }
        if logHeight > 0 { LogPane(state: state, rendered: rendered, theme: theme).render(into: &screen, area: logArea) }
        if state.showHelp { drawHelp(&screen, theme: theme) }
        if !state.capabilities.unicode { transliterate(&screen) }
        return Frame(cells: screen, rendered: rendered, placements: placements, hidden: hidden.map { blocks[$0].kinds })
    }

    // MARK: Scene

    /// Lays the boxes out with `BoxLayout`, most important first: Lock Screen, expanded, compact,
    /// minimal (the attached minimal view before the detached one, as the page has them). Returns
    /// each placed box's index in `blocks` with its rectangle, and the indices of the boxes left out.
    static func flow(_ blocks: [(kinds: [SurfaceKind], size: Size)], in area: Rect) -> (placements: [(index: Int, rect: Rect)], hidden: [Int]) {
        let order: [SurfaceKind] = [.lockScreen, .expanded, .compactLeading, .minimal]
        func rank(_ index: Int) -> (Int, Int, Int) {
            (order.firstIndex(of: blocks[index].kinds.first ?? .minimal) ?? 9, blocks[index].kinds.count, index)
        }
        let sorted = blocks.indices.sorted { rank($0) < rank($1) }
        let layout = BoxLayout.arrange(sorted.map { blocks[$0].size }, in: area)
        return (layout.placements.map { (sorted[$0.index], $0.rect) }, layout.hidden.map { sorted[$0] })
    }

    // MARK: Notices

    /// What an endpoint's screen with no activity yet waits for: where a backend sends a push.
    static func waitingText(_ state: PreviewState, scene: Scene) -> String? {
        guard let endpoint = state.endpoint, scene.activities.isEmpty else { return nil }
        return "waiting for a push at \(endpoint)/3/device/<token>"
    }

    static func banners(_ state: PreviewState) -> [String] {
        var lines: [String] = []
        if let error = state.reloadError { lines.append("definition not reloaded: \(error) (showing the last good one)") }
        if let error = state.feedError { lines.append("feed: \(error)") }
        return lines
    }

    /// `10:13:05` (a log entry's time) or `10:13` (the status bar's), UTC. An instant too far out
    /// for a calendar (a push can say `timestamp: 1e300`) is shown as `Timestamp.iso8601` says it.
    static func timeOfDay(_ date: Date, seconds: Bool = true) -> String {
        let iso = Timestamp.iso8601(date)
        guard let t = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: t)...].prefix(seconds ? 8 : 5))
    }

    // MARK: Overlays

    static func drawHelp(_ screen: inout CellBuffer, theme: Theme) {
        let labelWidth = KeyMap.bindings.map { CellWidth.of($0.label) }.max() ?? 0
        var lines = KeyMap.bindings.map { " " + $0.label + String(repeating: " ", count: labelWidth - CellWidth.of($0.label)) + "  " + $0.summary + " " }
        lines.append("")
        lines.append(" any key closes this help ")
        let content = CellBuffer(lines: lines)
        let box = ScenePage.box(content, title: "Keys", note: nil, theme: theme)
        let origin = Point(x: max(0, (screen.width - box.width) / 2), y: max(0, (screen.height - box.height) / 2))
        // An opaque box: the scene under it would show through its blank cells otherwise.
        screen.fill(Rect(origin: origin, size: box.size), with: .blank)
        screen.blit(box, at: origin)
    }

    /// Every cell as ASCII, for a terminal whose locale has no UTF-8: the theme's ASCII glyphs
    /// cover the mockups, and this catches the rest (titles' `·`, text from payloads) so no byte
    /// the terminal cannot show is ever sent.
    static func transliterate(_ screen: inout CellBuffer) {
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen[x: x, y: y]
                guard !cell.isContinuation, !cell.character.isASCII else { continue }
                let replacement: Character
                switch cell.character {
                case "·", "•": replacement = "."
                case "─", "━", "—", "–", "−": replacement = "-"
                case "│", "┃": replacement = "|"
                case "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘": replacement = "+"
                case "…": replacement = "~"
                case "←": replacement = "<"
                case "→", "▸": replacement = ">"
                case "↑": replacement = "^"
                case "↓": replacement = "v"
                case "×": replacement = "x"
                default: replacement = "?"
                }
                screen[x: x, y: y] = Cell(replacement, style: cell.style)
            }
        }
    }

    static func drawTooSmall(_ screen: inout CellBuffer) {
        let words = "Terminal too small (\(screen.width)x\(screen.height)): livepeek needs \(minimumSize.width)x\(minimumSize.height). q quits."
            .split(separator: " ").map(String.init)
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, CellWidth.of(line) + 1 + CellWidth.of(word) > screen.width {
                lines.append(line)
                line = word
            } else {
                line = line.isEmpty ? word : line + " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        let top = max(0, (screen.height - lines.count) / 2)
        for (offset, text) in lines.enumerated() {
            let x = max(0, (screen.width - CellWidth.of(text)) / 2)
            screen.write(text, at: Point(x: x, y: top + offset), style: Style(bold: offset == 0))
        }
    }
}

