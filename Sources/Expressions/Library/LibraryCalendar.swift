import Foundation

/// `Calendar` as Foundation computes it, in the interpreter's time zone and locale: the phone's
/// calendar for a render, UTC for a dump unless told otherwise.
extension Library {
    static func calendarComponent(_ value: Value, at range: SourceRange) throws -> Calendar.Component {
        guard case .implicitMember(let name, _) = value else { throw unsupported("this Calendar.Component", at: range) }
        switch name {
        case "era": return .era
        case "year": return .year
        case "month": return .month
        case "day": return .day
        case "hour": return .hour
        case "minute": return .minute
        case "second": return .second
        case "weekday": return .weekday
        case "weekOfYear": return .weekOfYear
        case "weekOfMonth": return .weekOfMonth
        case "nanosecond": return .nanosecond
        default: throw unsupported("Calendar.Component.\(name)", at: range)
        }
    }

    /// A date argument; `.now`, `.distantPast` and `.distantFuture` written bare are the `Date`s they name.
    static func date(_ value: Value?, _ interpreter: Interpreter, at range: SourceRange) throws -> Date {
        switch value {
        case .date(let d)?: return d
        case .implicitMember("now", let payload)? where payload.isEmpty: return interpreter.now
        case .implicitMember("distantPast", let payload)? where payload.isEmpty: return .distantPast
        case .implicitMember("distantFuture", let payload)? where payload.isEmpty: return .distantFuture
        default: throw EvaluationError(.typeMismatch, "a Date was expected", at: range)
        }
    }

    /// `DateComponents` as a value whose requested units are `Int?` properties (`.day`, `.minute`).
    static func components(_ components: DateComponents, _ units: [Calendar.Component]) -> Value {
        let names: [(Calendar.Component, String)] = [(.era, "era"), (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"),
                                                     (.minute, "minute"), (.second, "second"), (.weekday, "weekday"),
                                                     (.weekOfYear, "weekOfYear"), (.weekOfMonth, "weekOfMonth"), (.nanosecond, "nanosecond")]
        var fields: [(name: String, value: Value)] = []
        for (unit, name) in names {
            let value = units.contains(unit) ? components.value(for: unit).map { Value.int($0) } : nil
            fields.append((name, .optional(value)))
        }
        return .structure(StructValue(type: "DateComponents", fields: fields))
    }

    /// `DateComponents(year:month:day:hour:minute:second:…)`: the fields given, the others nil.
    static func constructComponents(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        var given = DateComponents()
        var units: [Calendar.Component] = []
        for argument in args {
            guard let label = argument.label, let unit = try? calendarComponent(.implicitMember(label, []), at: range)
            else {
                throw EvaluationError(
                    .unsupported, "livepeek models DateComponents of calendar units, not \(argument.label ?? "_"):",
                    at: range)
            }
            guard let value = argument.value.unwrapped else { continue }
            given.setValue(try int(value, label, at: range), for: unit)
            units.append(unit)
        }
        return components(given, units)
    }

    /// The Foundation value of a `DateComponents` value, its set fields.
    static func foundationComponents(_ s: StructValue) -> DateComponents {
        var result = DateComponents()
        for field in s.fields {
            guard case .int(let value)? = field.value.unwrapped,
                let unit = try? calendarComponent(.implicitMember(field.name, []), at: .none)
            else { continue }
            result.setValue(value, for: unit)
        }
        return result
    }

    static func calendarMethod(_ calendar: Calendar, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                               at range: SourceRange) throws -> Value? {
        let labels = args.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("date", ["byAdding", "value", "to"]), ("date", ["bySetting", "value", "of"]):
            // A unit, an amount and a date: added to it, or set in it.
            let unit = try calendarComponent(args[0].value, at: range)
            let amount = try int(args[1].value, "value", at: range)
            let base = try date(args[2].value, interpreter, at: range)
            let result =
                labels[0] == "byAdding"
                ? calendar.date(byAdding: unit, value: amount, to: base)
                : calendar.date(bySetting: unit, value: amount, of: base)
            return .optional(result.map { .date($0) })
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            let hour = try int(args[0].value, "hour", at: range), minute = try int(args[1].value, "minute", at: range)
            let second = try int(args[2].value, "second", at: range)
            return .optional(
                calendar.date(
                    bySettingHour: hour, minute: minute, second: second,
                    of: try date(args[3].value, interpreter, at: range)
                ).map { .date($0) })
        case ("date", ["byAdding", "to"]):
            guard case .structure(let s) = args[0].value, s.type == "DateComponents" else { return nil }
            let base = try date(args[1].value, interpreter, at: range)
            return .optional(calendar.date(byAdding: foundationComponents(s), to: base).map { .date($0) })
        case ("nextDate", let labels) where labels.starts(with: ["after", "matching", "matchingPolicy"]):
            guard case .structure(let s) = args[1].value, s.type == "DateComponents" else { return nil }
            // The policies differ only where the components name a time a day lacks (a DST gap).
            let policy: Calendar.MatchingPolicy
            switch args[2].value.asMemberName {
            case "nextTime": policy = .nextTime
            case "previousTimePreservingSmallerComponents": policy = .previousTimePreservingSmallerComponents
            case "strict": policy = .strict
            default: policy = .nextTimePreservingSmallerComponents
            }
            let backward = args.first { $0.label == "direction" }?.value.asMemberName == "backward"
            return .optional(
                calendar.nextDate(
                    after: try date(args[0].value, interpreter, at: range), matching: foundationComponents(s),
                    matchingPolicy: policy, direction: backward ? .backward : .forward
                ).map { .date($0) })
        case ("date", ["from"]):
            guard case .structure(let s) = args[0].value, s.type == "DateComponents" else { return nil }
            return .optional(calendar.date(from: foundationComponents(s)).map { .date($0) })
        case ("startOfDay", ["for"]):
            return .date(calendar.startOfDay(for: try date(args[0].value, interpreter, at: range)))
        case ("component", ["_", "from"]):
            let unit = try calendarComponent(args[0].value, at: range)
            return .int(calendar.component(unit, from: try date(args[1].value, interpreter, at: range)))
        case ("dateComponents", ["_", "from", "to"]):
            let units = try elements(of: args[0].value, at: range).map { try calendarComponent($0, at: range) }
            let result = calendar.dateComponents(
                Set(units), from: try date(args[1].value, interpreter, at: range),
                to: try date(args[2].value, interpreter, at: range))
            return components(result, units)
        case ("dateComponents", ["_", "from"]):
            let units = try elements(of: args[0].value, at: range).map { try calendarComponent($0, at: range) }
            return components(
                calendar.dateComponents(Set(units), from: try date(args[1].value, interpreter, at: range)), units)
        case ("isDateInToday", ["_"]), ("isDateInTomorrow", ["_"]), ("isDateInYesterday", ["_"]):
            let day = try date(args[0].value, interpreter, at: range)
            let offset = name == "isDateInToday" ? 0 : (name == "isDateInTomorrow" ? 1 : -1)
            guard let target = calendar.date(byAdding: .day, value: offset, to: interpreter.now) else { return .bool(false) }
            return .bool(calendar.isDate(day, inSameDayAs: target))
        case ("isDate", ["_", "inSameDayAs"]):
            return .bool(
                calendar.isDate(
                    try date(args[0].value, interpreter, at: range),
                    inSameDayAs: try date(args[1].value, interpreter, at: range)))
        default:
            return nil
        }
    }

    /// `Int8(x)` … `UInt64(x)`: Swift's conversion, trapping where the value does not fit.
    static func sizedInteger(_ name: String, _ value: Value, at range: SourceRange) throws -> Value? {
        let bounds: [String: (Double, Double)] = [
            "Int8": (-128, 127), "Int16": (-32768, 32767), "Int32": (-2_147_483_648, 2_147_483_647), "Int64": (-9.223372036854775808e18, 9.223372036854775807e18),
            "UInt8": (0, 255), "UInt16": (0, 65535), "UInt32": (0, 4_294_967_295), "UInt": (0, 9.223372036854775807e18), "UInt64": (0, 9.223372036854775807e18),
        ]
        guard let (low, high) = bounds[name] else { return nil }
        let whole: Int
        switch value {
        case .int(let i): whole = i
        case .double(let d): whole = try integer(d, at: range)
        case .float(let f): whole = try integer(Double(f), at: range)
        case .string(let s): return .optional(Int(s).flatMap { Double($0) >= low && Double($0) <= high ? .int($0) : nil })
        default: return nil
        }
        guard Double(whole) >= low, Double(whole) <= high else {
            throw EvaluationError(.trap, "Fatal error: Not enough bits to represent the passed value", at: range)
        }
        return .int(whole)
    }
}
