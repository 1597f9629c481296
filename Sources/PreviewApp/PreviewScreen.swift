import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// The View of Model / Update / View: the whole terminal screen for a state, as cells.
///
/// Widgets, each drawn into its area of one buffer, the areas cut off the screen's rows top to
/// bottom: the `StatusBar`, a `Banner` when the definition or the feed has a problem, a row for what
/// an empty screen waits for, the `SceneView` (the boxes `dump` prints, laid out to fit), and the
/// `LogPane`. The `HelpOverlay` goes over everything. Below `minimumSize` it shows a notice instead:
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
        /// With every device side by side (`c`): each device's column, left to right.
        public var deviceColumns: [(device: String, rect: Rect)] = []
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
        // Up to five rows a message, fewer on a short screen.
        let banner = Banner(state: state, lineLimit: min(5, max(1, (size.height - minimumSize.height) / 2)))
        let (bannerArea, belowBanner) = belowBar.splitTop(banner.rows(width: size.width).count)
        banner.render(into: &screen, area: bannerArea)
        let (aboveLog, logArea) = belowBanner.splitBottom(state.showLog ? max(3, min(12, belowBanner.height / 3)) : 0)
        // A row between the bars and the boxes: blank, or what an empty screen waits for.
        let (gapArea, sceneArea) = aboveLog.splitTop(1)
        if let waiting = waitingText(state, scene: scene) {
            screen.write(waiting, at: gapArea.origin.offsetBy(dx: 1), style: Style(foreground: theme.frame.label), clip: gapArea)
        }
        let placed: DeviceColumns.Arrangement
        if state.compareDevices {
            let devices = state.devices.map { $0.islandLimited(state.islandLimited) }
            placed = DeviceColumns(
                scene: scene, devices: devices, first: state.deviceIndex, focusExpanded: state.focusExpanded,
                                   unicode: state.capabilities.unicode).render(into: &screen, area: sceneArea)
        } else {
            let blocks = ScenePage.blocks(rendered, scene: scene)
            let arrangement = SceneView(blocks: blocks, focusExpanded: state.focusExpanded, unicode: state.capabilities.unicode,
                                        hintStyle: Style(foreground: theme.frame.label, dim: true)).render(into: &screen, area: sceneArea)
            placed = DeviceColumns.Arrangement(placements: arrangement.placements.map { (blocks[$0.index].kinds, $0.rect) },
                                               hidden: arrangement.hidden.map { blocks[$0].kinds })
        }
        if !logArea.isEmpty { LogPane(state: state, rendered: rendered, theme: theme).render(into: &screen, area: logArea) }
        if state.showHelp { HelpOverlay(theme: theme).render(into: &screen, area: Rect(origin: .zero, size: size)) }
        if !state.capabilities.unicode { transliterate(&screen) }
        return Frame(cells: screen, rendered: rendered, placements: placed.placements, hidden: placed.hidden, deviceColumns: placed.shown)
    }

    // MARK: Notices

    /// What an endpoint's screen with no activity yet waits for: where a backend sends a push.
    static func waitingText(_ state: PreviewState, scene: Scene) -> String? {
        guard let endpoint = state.endpoint, scene.activities.isEmpty else { return nil }
        return "waiting for a push at \(endpoint)/3/device/<token>"
    }

    /// `10:13:05` (a log entry's time) or `10:13` (the status bar's), UTC. An instant too far out
    /// for a calendar (a push can say `timestamp: 1e300`) is shown as `Timestamp.iso8601` says it.
    static func timeOfDay(_ date: Date, seconds: Bool = true) -> String {
        let iso = Timestamp.iso8601(date)
        guard let t = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: t)...].prefix(seconds ? 8 : 5))
    }

    // MARK: Overlays

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

