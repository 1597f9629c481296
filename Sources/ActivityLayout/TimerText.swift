import ActivityModel
import Foundation

/// The text of a self-updating `Text`: `Text(timerInterval:pauseTime:countsDown:showsHours:)` or
/// `Text(date, style:)`, at a given instant (docs/ACTIVITYKIT.md, "Timer text").
///
/// A countdown shows the remaining time rounded up and a count-up the elapsed time rounded down, so
/// the value changes on whole seconds and `0:00` appears exactly at the end; a count-up stops at the
/// range's length (undocumented; as a countdown and `ProgressView` stop). A `pauseTime` is the instant
/// the timer stops: ahead of the render instant the timer runs, at or behind it the text holds the
/// value it had then (docs/ACTIVITYKIT.md, "Timer text"). The bounds are kept apart, not as a
/// `ClosedRange`, since building a reversed one is the trap `pastRangeTrap` reports.
public struct TimerText: Sendable, Equatable {
    /// Which initializer the view used, with its arguments.
    public enum Kind: Sendable, Equatable {
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case interval(lower: Date, upper: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        /// `Text(date, style:)`. `.time` and `.date` describe the date itself and never change;
        /// `.timer`, `.relative` and `.offset` measure from the render instant.
        case date(Date, style: DateStyle)
    }

    public var kind: Kind

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` with SwiftUI's defaults.
    public init(timerInterval bounds: (lower: Date, upper: Date), pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        kind = .interval(lower: bounds.lower, upper: bounds.upper, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    /// `Text(date, style:)`.
    public init(date: Date, style: DateStyle) {
        kind = .date(date, style: style)
    }

    /// Seconds within this of a whole second count as on it: instants built from decimal JSON
    /// (`817035900.1 + 0.9`) are off by a few ulps, and a timer must not flicker a second early.
    static let tolerance = 1e-6

    /// What the text shows at `now`. `timeZone` matters only for `.time` and `.date`, `clock` only for `.time`.
    public func text(at now: Date, timeZone: TimeZone = EvaluationContext.utc, clock: ClockFormat = .twentyFourHour) -> String {
        switch kind {
        case .interval(let lower, let upper, let pauseTime, let countsDown, let showsHours):
            let instant = pauseTime.map { min($0, now) } ?? now
            let end = max(lower, upper)
            let seconds: Int
            if countsDown {
                let remaining = end.timeIntervalSince(min(max(instant, lower), end))
                seconds = TimerText.whole(remaining - TimerText.tolerance, .up)
            } else {
                let elapsed = min(max(instant.timeIntervalSince(lower), 0), end.timeIntervalSince(lower))
                seconds = TimerText.whole(elapsed + TimerText.tolerance, .down)
            }
            return Formatters.duration(seconds: seconds, showsHours: showsHours)
        case .date(let date, let style):
            switch style {
            case .timer: return Formatters.duration(seconds: TimerText.distance(from: now, to: date))
            case .relative: return Formatters.relative(seconds: TimerText.distance(from: now, to: date))
            case .offset:
                let magnitude = TimerText.distance(from: now, to: date)
                return Formatters.offset(seconds: date > now ? magnitude : -magnitude)
            case .time: return Formatters.time(date, timeZone: timeZone, clock: clock)
            case .date: return Formatters.longDate(date, timeZone: timeZone)
            }
        }
    }

    /// The `layout.pastRangeTrap` error for bounds a `ClosedRange<Date>` cannot hold, or nil.
    ///
    /// `Date.now...end` with `end` in the past crashes a real widget; the previewer reports it and
    /// the caller draws an error box in place of the timer.
    public static func pastRangeTrap(lower: Date, upper: Date, expression: String? = nil, path: String? = nil) -> Diagnostic? {
        guard upper < lower else { return nil }
        let subject = expression.map { "`\($0)`" } ?? "a date range"
        return .error(ExprDiagnosticCode.pastRangeTrap,
                      "\(subject) has its upper bound \(Timestamp.iso8601(upper)) before its lower bound \(Timestamp.iso8601(lower)): "
                      + "building that ClosedRange<Date> traps and the widget crashes on the phone; "
                      + "show static text (0:00) once the end has passed", path: path)
    }

    /// `text(at:)` for `.timer`, `.relative` and `.offset`: whole seconds between `now` and
    /// `date`, rounded up before the date (counting down) and down after it (counting up).
    private static func distance(from now: Date, to date: Date) -> Int {
        let ahead = date.timeIntervalSince(now)
        return ahead > 0 ? whole(ahead - tolerance, .up) : whole(-ahead + tolerance, .down)
    }

    /// Whole seconds, never negative, clamped so a hostile date cannot overflow `Int`.
    private static func whole(_ seconds: Double, _ rule: FloatingPointRoundingRule) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? maximumSeconds : 0 }
        return Int(min(max(seconds.rounded(rule), 0), Double(maximumSeconds)))
    }

    /// About 31 million years: beyond any date a payload can hold meaningfully.
    private static let maximumSeconds = 1_000_000_000_000_000
}
