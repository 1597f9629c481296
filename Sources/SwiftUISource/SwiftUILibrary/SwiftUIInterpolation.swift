import ActivityLayout
import Expressions

/// `Text("Arriving \(eta, style: .relative)")`: a date in one of `Text`'s styles inside its string,
/// as `Text(date, style:)` shows it at the render's instant. Reading it reads the clock, so the
/// views are evaluated again at the next instant and the text moves as the phone's does.
extension SwiftUIHost {
    func interpolate(
        _ value: Value, _ arguments: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> String? {
        guard arguments.count == 1, arguments[0].label == "style", case .date(let date) = value else { return nil }
        guard let style = name(arguments[0].value).flatMap(DateStyle.init(rawValue:)) else {
            throw EvaluationError(
                .typeMismatch, "style: takes one of Text.DateStyle's (.timer, .relative, .time, .date, .offset)",
                at: range)
        }
        return TimerText(date: date, style: style).text(
            at: interpreter.now, timeZone: interpreter.timeZone, clock: clock)
    }
}
