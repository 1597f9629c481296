import ActivityLayout
import Expressions
import Foundation

/// `Text("Arriving \(eta, style: .relative)")`: a date in one of `Text`'s styles inside its string,
/// as `Text(date, style:)` shows it at the render's instant. Reading it reads the clock, so the
/// views are evaluated again at the next instant and the text moves as the phone's does.
extension SwiftUIHost {
    func interpolate(
        _ value: Value, _ arguments: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> String? {
        if arguments.first?.label == "timerInterval" {
            return try timerInterpolation(arguments, interpreter, at: range)
        }
        guard arguments.count == 1, arguments[0].label == "style", case .date(let date) = value else { return nil }
        guard let style = name(arguments[0].value).flatMap(DateStyle.init(rawValue:)) else {
            throw EvaluationError(
                .typeMismatch, "style: takes one of Text.DateStyle's (.timer, .relative, .time, .date, .offset)",
                at: range)
        }
        return TimerText(date: date, style: style).text(
            at: interpreter.now, timeZone: interpreter.timeZone, clock: clock)
    }

    /// `\(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)` in a `Text`'s string:
    /// the timer's text at the render's instant, which the string reads as the clock.
    func timerInterpolation(
        _ arguments: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> String {
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value.unwrapped }
        guard case .range(.date(let lower)?, .date(let upper)?, _)? = argument("timerInterval") else {
            throw EvaluationError(.typeMismatch, "timerInterval: takes a ClosedRange<Date>", at: range)
        }
        func flag(_ label: String) -> Bool {
            if case .bool(let b)? = argument(label) { return b }
            return true
        }
        var pauseTime: Date?
        if case .date(let date)? = argument("pauseTime") { pauseTime = date }
        return TimerText(timerInterval: (lower, upper), pauseTime: pauseTime, countsDown: flag("countsDown"),
                         showsHours: flag("showsHours")).text(at: interpreter.now)
    }
}
