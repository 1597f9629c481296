import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// The log pane: a title with the feed and the counts, then every push's verdict with its
/// diagnostics, the endpoint's refused requests and connection events, and the preview's notes,
/// newest at the bottom. A line longer than the pane wraps, indented, so a verdict's reason is read
/// whole; a device token is shortened to its first and last eight digits everywhere.
struct LogPane: Sendable {
    var state: PreviewState
    var rendered: RenderedScene
    var theme: Theme

    /// One entry's line before wrapping, with the indent its continuation rows take.
    struct Line: Sendable, Equatable {
        var text: String
        var style: Style
        var indent: Int
    }

    func render(into screen: inout CellBuffer, area: Rect) {
        guard area.height > 0, area.width > 0 else { return }
        let rule = state.capabilities.unicode ? "─" : "-"
        // A rule with the title in it: the title's least important parts go whole on a narrow pane.
        let shown = title.kept(within: area.width - 4)
        let header = rule + " " + shown.map(\.text).joined(separator: title.separator) + " " + String(repeating: rule, count: max(0, area.width))
        screen.write(header, at: Point(x: area.minX, y: area.minY), style: Style(foreground: theme.frame.border), clip: area)
        let rows = Self.rows(lines(), width: area.width, last: area.height - 1, scrolledBack: state.logScroll)
        let body = Rect(x: area.minX, y: area.minY + 1, width: area.width, height: area.height - 1)
        for (offset, row) in rows.enumerated() {
            screen.write(row.text, at: Point(x: area.minX, y: body.minY + offset), style: row.style, clip: body)
        }
    }

    /// `Log · live feed.ndjson · 3 applied · 1 ignored · 0 rejected`, with `refused` for an
    /// endpoint and the failed connections when there are any. Priorities: what scrolling did, the
    /// counts, then the feed's description.
    var title: PriorityLine<Int> {
        let log = state.log
        var parts: [PriorityLine<Int>.Field] = [PriorityLine.Field(text: "Log", priority: 0)]
        parts.append(PriorityLine.Field(text: Self.feedText(state), priority: 3))
        parts.append(PriorityLine.Field(text: "\(log.applied) applied", priority: 1))
        parts.append(PriorityLine.Field(text: "\(log.ignored) ignored", priority: 1))
        parts.append(PriorityLine.Field(text: "\(log.rejected) rejected", priority: 1))
        if state.endpoint != nil { parts.append(PriorityLine.Field(text: "\(log.refused) refused", priority: 2)) }
        if log.connectionFailures > 0 {
            parts.append(PriorityLine.Field(text: "\(log.connectionFailures) connection\(log.connectionFailures == 1 ? "" : "s") failed", priority: 1))
        }
        if state.logScroll > 0 { parts.append(PriorityLine.Field(text: "scrolled back \(state.logScroll)", priority: 0)) }
        return PriorityLine(fields: parts, separator: " · ")
    }

    /// The screen rows of `lines` wrapped to `width`: the `last` rows that end `scrolledBack` rows
    /// before the newest. Only the lines that reach the screen are wrapped.
    static func rows(_ lines: [Line], width: Int, last count: Int, scrolledBack: Int) -> [(text: String, style: Style)] {
        guard count > 0 else { return [] }
        var rows: [(text: String, style: Style)] = []
        for line in lines.reversed() {
            let indent = min(line.indent, width / 2)
            let wrapped = wrap(Sanitizer.visible(line.text), width: width, indent: indent)
            rows.insert(contentsOf: wrapped.map { ($0, line.style) }, at: 0)
            if rows.count >= count + scrolledBack { break }
        }
        let end = max(0, rows.count - scrolledBack)
        return Array(rows[max(0, end - count)..<end])
    }

    /// `text` in rows of `width` columns, broken after a space where it can be (inside a word
    /// longer than a row, anywhere); every row after the first starts with `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        guard width > indent, CellWidth.of(text) > width else { return [text] }
        let pad = [Character](repeating: " ", count: indent)
        var rows: [String] = []
        var row: [Character] = []
        var rowWidth = 0
        var lastSpace: Int?
        for character in text {
            let glyph = CellWidth.of(character)
            if rowWidth + glyph > width, !row.isEmpty {
                // A space that overflows ends the row where it is, and goes.
                if character == " " {
                    rows.append(String(row))
                    row = pad
                    rowWidth = indent
                    lastSpace = nil
                    continue
                }
                var carried: [Character] = []
                // Back to the last space, unless that leaves the row with nothing but its indent.
                if let space = lastSpace, space > (rows.isEmpty ? 0 : indent) {
                    carried = Array(row[(space + 1)...])
                    row.removeSubrange(space...)
                }
                rows.append(String(row))
                row = pad + carried
                rowWidth = row.reduce(0) { $0 + CellWidth.of($1) }
                lastSpace = nil
            }
            if character == " " { lastSpace = row.count }
            row.append(character)
            rowWidth += glyph
        }
        if row.count > indent || rows.isEmpty { rows.append(String(row)) }
        return rows
    }

    /// Every log line, oldest first: each push with its diagnostics, then what is wrong with the
    /// picture now (the definition's and the layout's findings).
    func lines() -> [Line] {
        var lines: [Line] = []
        if state.log.dropped > 0 { lines.append(Line(text: "… \(state.log.dropped) earlier entries not kept", style: Style(dim: true), indent: 2)) }
        for entry in state.log.entries {
            let time = PreviewScreen.timeOfDay(entry.time)
            guard let result = entry.result else {
                if let connection = entry.connection {
                    lines.append(Line(text: "\(time)  conn  \(connection.peer)  \(connection.kind)  \(connection.message)",
                                      style: Style(foreground: connection.isFailure ? .ansi(.red) : .ansi(.yellow)), indent: 10))
                } else if let request = entry.request {
                    lines.append(Line(text: "\(time)  " + Self.requestText(request), style: Style(foreground: request.status == 200 ? .default : .ansi(.red)),
                                      indent: 10))
                } else {
                    lines.append(Line(text: "\(time)  \(entry.note ?? "")", style: Style(dim: true), indent: 10))
                }
                continue
            }
            // An endpoint's push is known by its status and token, a feed file's by its line.
            var where_ = entry.request.map { String($0.status) } ?? "line \(result.line)"
            if entry.request == nil, let source = result.source { where_ = "\(source):\(result.line)" }
            var text = "\(time)  \(where_)  \(result.verdict.rawValue)"
            if let event = result.event { text += " \(event.rawValue)" }
            if let id = result.activityID, id != FeedEvaluator.defaultActivity { text += " " + ShortID.of(id) }
            if let channel = entry.request?.channelID { text += " (channel \(channel))" }
            lines.append(Line(text: text, style: Style(foreground: Self.color(result.verdict)), indent: 10))
            for d in result.diagnostics where d.severity != .info || result.verdict != .applied {
                lines.append(Line(text: "    " + DiagnosticText.line(d), style: Style(foreground: Self.color(d.severity)), indent: 6))
            }
        }
        let findings = (state.viewDiagnostics + rendered.diagnostics).filter { $0.severity != .info }
        for d in findings { lines.append(Line(text: "now " + DiagnosticText.line(d), style: Style(foreground: Self.color(d.severity)), indent: 6)) }
        return lines
    }

    /// A request no phone saw: `400  BadTopic  POST /3/device/a1a1a1a1…a1a1a1a1`, or a broadcast
    /// no activity listens to. Payload text reaches the cells through `Sanitizer`.
    static func requestText(_ request: EndpointRequest) -> String {
        guard let reason = request.reason else { return RequestText.unheard(status: request.status, channel: request.channelID) }
        return RequestText.refused(status: request.status, reason: reason, method: request.method, path: request.path, token: request.token)
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
}
