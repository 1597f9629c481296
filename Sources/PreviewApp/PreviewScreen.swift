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
        var y = 0
        drawStatusBar(&screen, state: state, scene: scene, rendered: rendered)
        y += 1
        // A banner is an error the user has to read whole (what YAML found wrong comes after the
        // path, line and column): wrapped to the width, up to five lines, fewer on a short screen.
        let bannerLines = min(5, max(1, (size.height - minimumSize.height) / 2))
        for banner in banners(state) {
            for line in TextWrapper.wrap(banner, maxWidth: Double(size.width - 2), lineLimit: bannerLines, width: { Double(CellWidth.of($0)) }) {
                screen.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", style: Style(foreground: .ansi(.brightWhite), background: .ansi(.red))))
                screen.write(" " + line, at: Point(x: 0, y: y), style: Style(foreground: .ansi(.brightWhite), background: .ansi(.red), bold: true))
                y += 1
            }
        }
        let logHeight = state.showLog ? max(3, min(12, (size.height - y) / 3)) : 0
        let sceneArea = Rect(x: 0, y: y + 1, width: size.width, height: max(0, size.height - y - 1 - logHeight))
        let blocks = ScenePage.blocks(rendered, scene: scene)
        // By the block's place in the page, not by its kinds: with two activities the attached and
        // the detached minimal views are both `[.minimal]`.
        let sizes = blocks.map { (kinds: $0.kinds, size: $0.cells.size) }
        var (placed, hidden) = flow(sizes, in: sceneArea)
        if !hidden.isEmpty {
            // The notice below takes the scene's last row: no box may end there.
            (placed, hidden) = flow(sizes, in: Rect(x: sceneArea.minX, y: sceneArea.minY, width: sceneArea.width, height: sceneArea.height - 1))
        }
        for (index, rect) in placed {
            var clipped = CellBuffer(size: rect.size)
            clipped.blit(blocks[index].cells, at: .zero)
            screen.blit(clipped, at: rect.origin)
        }
        let placements = placed.map { (kinds: blocks[$0.index].kinds, rect: $0.rect) }
        if !hidden.isEmpty {
            let more = "▸ \(hidden.count) more: enlarge the terminal, or e for the expanded view"
            let text = state.capabilities.unicode ? more : more.replacingOccurrences(of: "▸", with: ">")
            screen.write(text, at: Point(x: 0, y: sceneArea.maxY - 1), style: Style(foreground: theme.frame.label, dim: true))
        }
        if logHeight > 0 {
            drawLog(&screen, state: state, rendered: rendered,
                    area: Rect(x: 0, y: size.height - logHeight, width: size.width, height: logHeight), theme: theme)
        }
        if state.showHelp { drawHelp(&screen, theme: theme) }
        if !state.capabilities.unicode { transliterate(&screen) }
        return Frame(cells: screen, rendered: rendered, placements: placements, hidden: hidden.map { blocks[$0].kinds })
    }

    // MARK: Scene

    /// Places the boxes down columns, left to right, in the order Lock Screen, expanded, compact,
    /// minimal (the two wide ones share a column when the screen is tall enough; the attached minimal
    /// view before the detached one, as the page has them). A box that does not fit whole in the
    /// space left is not drawn: half a mockup would read as a layout bug. Returns each placed box's
    /// index in `blocks` with its rectangle, and the indices of the boxes left out.
    static func flow(_ blocks: [(kinds: [SurfaceKind], size: Size)], in area: Rect) -> (placements: [(index: Int, rect: Rect)], hidden: [Int]) {
        let order: [SurfaceKind] = [.lockScreen, .expanded, .compactLeading, .minimal]
        func rank(_ index: Int) -> (Int, Int, Int) {
            (order.firstIndex(of: blocks[index].kinds.first ?? .minimal) ?? 9, blocks[index].kinds.count, index)
        }
        let sorted = blocks.indices.sorted { rank($0) < rank($1) }
        var placements: [(index: Int, rect: Rect)] = []
        var hidden: [Int] = []
        var x = area.minX
        var y = area.minY
        var columnWidth = 0
        for index in sorted {
            let size = blocks[index].size
            if y > area.minY, y + size.height > area.maxY {
                // Next column.
                x += columnWidth + 2
                y = area.minY
                columnWidth = 0
            }
            if x + size.width > area.maxX || y + size.height > area.maxY {
                // A single too-wide box in an empty screen is still shown, cut at the right edge,
                // so a narrow terminal shows something rather than nothing.
                if placements.isEmpty, x == area.minX, size.height <= area.height {
                    placements.append((index, Rect(x: x, y: y, width: min(size.width, area.width), height: size.height)))
                    y += size.height + 1
                    columnWidth = min(size.width, area.width)
                } else {
                    hidden.append(index)
                }
                continue
            }
            placements.append((index, Rect(origin: Point(x: x, y: y), size: size)))
            y += size.height + 1
            columnWidth = max(columnWidth, size.width)
        }
        return (placements, hidden)
    }

    // MARK: Status bar

    static func drawStatusBar(_ screen: inout CellBuffer, state: PreviewState, scene: Scene, rendered: RenderedScene) {
        let bar = Style(reverse: true)
        screen.fill(Rect(x: 0, y: 0, width: screen.width, height: 1), with: Cell(" ", style: bar))
        var segments: [(text: String, style: Style)] = []
        func add(_ text: String, _ style: Style = bar) { segments.append((text, style)) }
        add(scene.definition.name, Style(bold: true, reverse: true))
        // Device, theme, locale and text size in one segment: the bar is read at 100 columns.
        // Always-On shows as the theme's name when the default theme gave way to the dimmed one, and
        // is named after the theme otherwise: `a` must never look like a key that did nothing.
        let alwaysOn = scene.environment.isLuminanceReduced && scene.theme.name != "always-on" ? " always-on" : ""
        add([scene.device.id, scene.theme.name + alwaysOn, scene.environment.locale + (scene.environment.layoutDirection == .rightToLeft ? " rtl" : ""),
             scene.environment.dynamicTypeSize.rawValue].joined(separator: " "))
        add(clockText(state))
        add(phaseText(state, scene: scene), state.forceStale || scene.activities.first?.isStale == true
            ? Style(foreground: .ansi(.yellow), bold: true, reverse: true) : bar)
        var budgets: [(index: Int, budget: String)] = []
        for surface in rendered.surfaces where surface.budgetPt != nil && surface.cells.width > 0 {
            let name = surface.kind == .lockScreen ? "lock" : "expanded"
            budgets.append((segments.count, ScenePage.budget(surface)))
            add("\(name) \(ScenePage.budget(surface))", surface.overBudget ? Style(foreground: .ansi(.red), bold: true, reverse: true) : bar)
        }
        if let endpoint = state.endpoint { add(endpointText(endpoint, requests: state.requestCount)) }
        if state.feedPaused { add("feed PAUSED", Style(foreground: .ansi(.yellow), bold: true, reverse: true)) }
        let separator = state.capabilities.unicode ? " │ " : " | "
        func width(_ segments: [(text: String, style: Style)]) -> Int {
            // A space before the first segment and one kept before `? help`.
            segments.reduce(0) { $0 + CellWidth.of($1.text) } + CellWidth.of(separator) * max(0, segments.count - 1) + 2
        }
        // What gives way when the bar is too long for the screen, in order: `? help` becomes `?`,
        // the activity's name goes (the user typed it), the budgets drop their names (`140/160 pt │
        // 86/160 pt`, Lock Screen first, as the boxes are); the rest is cut at the right. Device,
        // clock, phase and budgets are what the bar is read for.
        var help = " ? help "
        if width(segments) + CellWidth.of(help) > screen.width { help = " ? " }
        if width(segments) + CellWidth.of(help) > screen.width, segments.count > 1 {
            segments.removeFirst()
            budgets = budgets.map { ($0.index - 1, $0.budget) }
        }
        if width(segments) + CellWidth.of(help) > screen.width {
            for (index, budget) in budgets { segments[index].text = budget }
        }
        let helpX = max(0, screen.width - CellWidth.of(help))
        let clip = Rect(x: 0, y: 0, width: helpX - 1, height: 1)
        var x = 1
        for (index, segment) in segments.enumerated() {
            if index > 0 { x += screen.write(separator, at: Point(x: x, y: 0), style: bar, clip: clip) }
            x += screen.write(segment.text, at: Point(x: x, y: 0), style: segment.style, clip: clip)
            if x >= clip.maxX { break }
        }
        screen.write(help, at: Point(x: helpX, y: 0), style: Style(bold: true, reverse: true))
    }

    /// The activity's time, the travel from real time, the speed: `10:25`, or `10:35 +10m ×2`.
    /// Hours and minutes, as the phone's status bar shows them: the seconds are on the activity's
    /// own timers, and a clock that changed every second would make every countdown tick redraw the
    /// status bar too (BENCHMARKS.md, bytes per tick). The log keeps seconds: there they date pushes.
    static func clockText(_ state: PreviewState) -> String {
        var text = timeOfDay(state.now, seconds: false)
        if state.clock.offset != 0 {
            text += " " + (state.clock.offset > 0 ? "+" : "") + Timestamp.formatDuration(state.clock.offset)
        }
        if state.clock.speed != 1 { text += " ×" + NumberText.of(state.clock.speed) }
        return text
    }

    /// `http://127.0.0.1:2197 · 3 requests`: where a backend sends its pushes, and how many came.
    static func endpointText(_ address: String, requests: Int) -> String {
        "\(address) · \(requests) request\(requests == 1 ? "" : "s")"
    }

    static func phaseText(_ state: PreviewState, scene: Scene) -> String {
        guard let first = scene.activities.first else { return "no activity" }
        var text = first.phase.rawValue
        if state.forceStale, first.phase == .active { text = "stale (forced)" }
        if scene.activities.count > 1 { text += " +\(scene.activities.count - 1)" }
        return text
    }

    /// `live feed.ndjson`, `script feed.ndjson, 10 waiting`, `paused`, `ended`.
    static func feedText(_ state: PreviewState) -> String {
        guard state.feedMode != .none, let name = state.feedName else { return "no feed" }
        var text = "\(state.feedMode == .live ? "live" : "script") \(URL(fileURLWithPath: name).lastPathComponent)"
        if name == "-" { text = "live stdin" }
        if state.pendingCount > 0 { text += ", \(state.pendingCount)\(state.feedEnded ? "" : "+") waiting for the clock" }
        if state.feedPaused { text += ", PAUSED" } else if state.feedEnded { text += ", read to the end" }
        return text
    }

    static func banners(_ state: PreviewState) -> [String] {
        var lines: [String] = []
        if let error = state.reloadError { lines.append("definition not reloaded: \(error) (showing the last good one)") }
        if let error = state.feedError { lines.append("feed: \(error)") }
        return lines
    }

    // MARK: Log

    static func drawLog(_ screen: inout CellBuffer, state: PreviewState, rendered: RenderedScene, area: Rect, theme: Theme) {
        let rule = state.capabilities.unicode ? "─" : "-"
        let log = state.log
        var title = "Log · \(feedText(state)) · \(log.applied) applied · \(log.ignored) ignored · \(log.rejected) rejected"
        if state.endpoint != nil { title += " · \(log.refused) refused" }
        if state.logScroll > 0 { title += " · scrolled back \(state.logScroll)" }
        let header = rule + " " + title + " " + String(repeating: rule, count: max(0, area.width))
        screen.write(header, at: Point(x: area.minX, y: area.minY), style: Style(foreground: theme.frame.border))
        var lines = logLines(state, rendered: rendered)
        let rows = area.height - 1
        let end = max(0, lines.count - state.logScroll)
        lines = Array(lines[max(0, end - rows)..<end])
        for (offset, line) in lines.enumerated() {
            screen.write(line.text, at: Point(x: area.minX, y: area.minY + 1 + offset), style: line.style,
                         clip: Rect(x: area.minX, y: area.minY + 1, width: area.width, height: rows))
        }
    }

    /// Every log line, oldest first: each push with its diagnostics, then what is wrong with the
    /// picture now (the definition's and the layout's findings).
    static func logLines(_ state: PreviewState, rendered: RenderedScene) -> [(text: String, style: Style)] {
        var lines: [(text: String, style: Style)] = []
        if state.log.dropped > 0 { lines.append(("… \(state.log.dropped) earlier entries not kept", Style(dim: true))) }
        for entry in state.log.entries {
            let time = timeOfDay(entry.time)
            guard let result = entry.result else {
                if let request = entry.request {
                    lines.append(("\(time)  " + requestText(request), Style(foreground: request.status == 200 ? .default : .ansi(.red))))
                } else {
                    lines.append(("\(time)  \(entry.note ?? "")", Style(dim: true)))
                }
                continue
            }
            // An endpoint's push is known by its status and token, a feed file's by its line.
            var where_ = entry.request.map { String($0.status) } ?? "line \(result.line)"
            if entry.request == nil, let source = result.source { where_ = "\(source):\(result.line)" }
            var text = "\(time)  \(where_)  \(result.verdict.rawValue)"
            if let event = result.event { text += " \(event.rawValue)" }
            if let id = result.activityID, id != FeedEvaluator.defaultActivity {
                text += " " + (entry.request == nil ? id : ShortID.of(id))
            }
            if let channel = entry.request?.channelID { text += " (channel \(channel))" }
            lines.append((text, Style(foreground: color(result.verdict))))
            for d in result.diagnostics where d.severity != .info || result.verdict != .applied {
                lines.append(("    " + diagnosticText(d), Style(foreground: color(d.severity))))
            }
        }
        let findings = (state.viewDiagnostics + rendered.diagnostics).filter { $0.severity != .info }
        for d in findings { lines.append(("now " + diagnosticText(d), Style(foreground: color(d.severity)))) }
        return lines
    }

    /// A request no phone saw: `400  BadTopic  POST /3/device/a1a1a1a1…a1a1a1a1`, or a broadcast
    /// no activity listens to. Payload text reaches the cells through `Sanitizer` (`CellBuffer.write`).
    static func requestText(_ request: EndpointRequest) -> String {
        guard let reason = request.reason else { return RequestText.unheard(status: request.status, channel: request.channelID) }
        return RequestText.refused(status: request.status, reason: reason, method: request.method, path: request.path, token: request.token)
    }

    static func diagnosticText(_ d: Diagnostic) -> String {
        DiagnosticText.line(d)
    }

    /// `10:13:05` (a log entry's time) or `10:13` (the status bar's), UTC. An instant too far out
    /// for a calendar (a push can say `timestamp: 1e300`) is shown as `Timestamp.iso8601` says it.
    static func timeOfDay(_ date: Date, seconds: Bool = true) -> String {
        let iso = Timestamp.iso8601(date)
        guard let t = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: t)...].prefix(seconds ? 8 : 5))
    }

    static func color(_ verdict: PushVerdict) -> Color {
        switch verdict {
        case .applied: return .ansi(.green)
        case .ignored: return .ansi(.yellow)
        case .rejected: return .ansi(.red)
        }
    }

    static func color(_ severity: Diagnostic.Severity) -> Color {
        switch severity {
        case .error: return .ansi(.red)
        case .warning: return .ansi(.yellow)
        case .info: return .default
        }
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
