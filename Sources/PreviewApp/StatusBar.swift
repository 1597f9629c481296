import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// The screen's top row: short fields, each with a priority. When they do not all fit, the least
/// important field goes whole, then the next: a field is never cut in the middle (a URL cut to
/// `http://127.0.0.1:2` reads as a real address), and a field is shown only if every more
/// important one is, so the bar never changes shape in surprising ways as a value grows.
struct StatusBar: Sendable {
    /// What a field is, most important first: the order in which fields are kept.
    enum Priority: Int, Comparable, Sendable {
        /// The activity's clock and the travel from real time.
        case clock
        /// `serve`'s address: where a backend sends its pushes.
        case endpoint
        case phase
        /// `feed PAUSED`: why nothing moves.
        case paused
        /// How far back the clock can go, when travel is about to reach it.
        case travelLimit
        case name
        /// The endpoint's request count: whether the backend's pushes arrive at all.
        case requests
        case device
        /// The Lock Screen's and the expanded view's heights against their budgets.
        case budget
        case theme
        case locale
        case textSize

        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    typealias Field = PriorityLine<Priority>.Field

    var fields: [Field]
    var unicode: Bool

    static let barStyle = Style(reverse: true)
    static let help = " ? "
    static let helpWord = "help "

    var line: PriorityLine<Priority> { PriorityLine(fields: fields, separator: unicode ? " │ " : " | ") }

    /// The fields shown at `width`, in bar order, and whether `help` follows the `?`: the word goes
    /// first, then the fields by priority. A space leads the bar and two keep it off the `?`.
    func kept(width: Int) -> (fields: [Field], helpWord: Bool) {
        let room = width - 3 - CellWidth.of(Self.help)
        if line.columns(fields) <= room - CellWidth.of(Self.helpWord) { return (fields, true) }
        return (line.kept(within: room), false)
    }

    func render(into screen: inout CellBuffer, area: Rect) {
        guard area.height > 0 else { return }
        screen.fill(Rect(x: area.minX, y: area.minY, width: area.width, height: 1), with: Cell(" ", style: Self.barStyle))
        let (shown, withWord) = kept(width: area.width)
        let help = Self.help + (withWord ? Self.helpWord : "")
        let helpX = max(area.minX, area.maxX - CellWidth.of(help))
        let clip = Rect(x: area.minX, y: area.minY, width: max(0, helpX - 1 - area.minX), height: 1)
        line.write(shown, into: &screen, at: Point(x: area.minX + 1, y: area.minY), separatorStyle: Self.barStyle, clip: clip)
        screen.write(help, at: Point(x: helpX, y: area.minY), style: Style(bold: true, reverse: true), clip: area)
    }
}

extension StatusBar {
    /// The bar for a state: the activity's name, the device and appearance, the clock, the phase,
    /// the budgets, the endpoint and whether the feed is paused.
    init(state: PreviewState, scene: Scene, rendered: RenderedScene) {
        let bar = Self.barStyle
        var fields: [Field] = []
        fields.append(Field(text: scene.definition.name, priority: .name, style: Style(bold: true, reverse: true)))
        let limited = scene.device.island?.isLimitedInWidth == true ? " island-limited" : ""
        fields.append(Field(text: scene.device.id + limited, priority: .device, style: bar))
        // Always-On shows as the theme's name when the default theme gave way to the dimmed one, and
        // is named after the theme otherwise: `a` must never look like a key that did nothing.
        let alwaysOn = scene.environment.isLuminanceReduced && scene.theme.name != "always-on" ? " always-on" : ""
        fields.append(Field(text: scene.theme.name + alwaysOn, priority: .theme, style: bar, joiner: " "))
        let rightToLeft = scene.environment.layoutDirection == .rightToLeft ? " rtl" : ""
        fields.append(Field(text: scene.environment.locale + rightToLeft, priority: .locale, style: bar, joiner: " "))
        fields.append(Field(text: scene.environment.dynamicTypeSize.rawValue, priority: .textSize, style: bar, joiner: " "))
        fields.append(Field(text: Self.clockText(state), priority: .clock, style: bar))
        let stale = state.forceStale || scene.activities.first?.isStale == true
        fields.append(Field(text: Self.phaseText(state, scene: scene), priority: .phase,
                            style: stale ? Style(foreground: .ansi(.yellow), bold: true, reverse: true) : bar))
        for surface in rendered.surfaces where surface.budgetPt != nil && surface.cells.width > 0 {
            fields.append(Field(text: "\(surface.kind.shortName) \(ScenePage.budget(surface))", priority: .budget,
                                style: surface.overBudget ? Style(foreground: .ansi(.red), bold: true, reverse: true) : bar))
        }
        if let endpoint = state.endpoint {
            fields.append(Field(text: endpoint, priority: .endpoint, style: bar))
            fields.append(Field(text: "\(state.requestCount) request\(state.requestCount == 1 ? "" : "s")", priority: .requests, style: bar, joiner: " · "))
        }
        // Once the clock has travelled, and before the next `{` would stop there, not after: the
        // clock cannot go further back. At real time a dense live feed would make it come and go.
        if let oldest = state.oldestReachable, state.clock.offset != 0, state.now.timeIntervalSince(oldest) < 600 {
            fields.append(Field(text: "back to \(PreviewScreen.timeOfDay(oldest)) at most", priority: .travelLimit,
                                style: Style(foreground: .ansi(.yellow), reverse: true)))
        }
        if state.feedPaused { fields.append(Field(text: "feed PAUSED", priority: .paused, style: Style(foreground: .ansi(.yellow), bold: true, reverse: true))) }
        self.init(fields: fields, unicode: state.capabilities.unicode)
    }

    /// The activity's time, the travel from real time, the speed: `10:25`, or `10:35 +10m ×2`.
    /// Hours and minutes, as the phone's status bar shows them: the seconds are on the activity's
    /// own timers, and a clock that changed every second would make every countdown tick redraw the
    /// status bar too (BENCHMARKS.md, bytes per tick). The log keeps seconds: there they date pushes.
    static func clockText(_ state: PreviewState) -> String {
        var text = PreviewScreen.timeOfDay(state.now, seconds: false)
        if state.clock.offset != 0 {
            text += " " + (state.clock.offset > 0 ? "+" : "") + Timestamp.formatDuration(state.clock.offset)
        }
        if state.clock.speed != 1 { text += " ×" + NumberText.of(state.clock.speed) }
        return text
    }

    static func phaseText(_ state: PreviewState, scene: Scene) -> String {
        guard let first = scene.activities.first else { return "no activity" }
        var text = first.phase.rawValue
        if state.forceStale, first.phase == .active { text = "stale (forced)" }
        if scene.activities.count > 1 { text += " +\(scene.activities.count - 1)" }
        return text
    }
}
