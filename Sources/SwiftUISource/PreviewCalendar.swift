import Foundation
import SwiftSyntax

/// Preview values built with `Calendar` and `as`: `Calendar.current.date(bySettingHour: 22,
/// minute: 0, second: 0, of: Date())` (that time on the date's day, in UTC, the zone a dump draws
/// in unless told otherwise), `date(byAdding: .minute, value: 30, to: d)`, and `nil as Date?`.
extension PreviewEvaluator {
    /// Nil when `call` is not one of these; a failure is reported.
    mutating func calendarDate(_ call: FunctionCallExprSyntax) -> PreviewValue?? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "date",
              let base = member.base?.trimmedSource, ["Calendar.current", "Calendar.autoupdatingCurrent", "Calendar(identifier: .gregorian)"].contains(base) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.gmt
        let arguments = call.arguments.nodes
        let labels = arguments.map { $0.label?.text ?? "_" }
        func number(_ index: Int) -> Int? {
            guard case .int(let i)? = evaluate(arguments[index].expression, type: "Int"), let value = Int(exactly: i) else { return nil }
            return value
        }
        func date(_ index: Int) -> Date? {
            guard case .date(let seconds)? = evaluate(arguments[index].expression, type: "Date") else { return nil }
            return Date(timeIntervalSince1970: seconds)
        }
        if labels == ["bySettingHour", "minute", "second", "of"] {
            guard let hour = number(0), let minute = number(1), let second = number(2), let day = date(3),
                  let result = calendar.date(bySettingHour: hour, minute: minute, second: second, of: day) else {
                return .some(fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview"))
            }
            return .some(.date(result.timeIntervalSince1970))
        }
        if labels == ["byAdding", "value", "to"] {
            let units: [String: Calendar.Component] = ["second": .second, "minute": .minute, "hour": .hour, "day": .day,
                                                       "weekOfYear": .weekOfYear, "month": .month, "year": .year]
            guard let unit = arguments[0].expression.as(MemberAccessExprSyntax.self).flatMap({ units[$0.declName.baseName.text] }),
                  let value = number(1), let day = date(2), let result = calendar.date(byAdding: unit, value: value, to: day) else {
                return .some(fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview"))
            }
            return .some(.date(result.timeIntervalSince1970))
        }
        return nil
    }

    /// `value as T`, `as? T`, `as! T`: the value, read as the written type.
    mutating func cast(_ sequence: SequenceExprSyntax) -> PreviewValue? {
        let elements = sequence.elements.nodes
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return evaluate(elements[0], type: TypeText.unwrapped(type.type.trimmedSource))
    }
}
