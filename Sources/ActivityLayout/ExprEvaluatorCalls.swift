import ActivityModel
import Foundation

/// Free functions and methods (docs/ARCHITECTURE.md, "Expressions").
extension ExprEvaluator {
    static let functionNames = ["duration", "formatted", "time", "dateStyle", "date", "max", "min", "abs", "ceil", "floor", "round", "Int", "Double",
                                "record", "number", "dateFormat", "textWidth", "durationFormat", "dayOffset"]
    static let methodNames = ["prefix", "suffix", "uppercased", "lowercased", "rounded", "contains", "hasPrefix", "hasSuffix",
                              "joined", "reversed", "enumerated", "dropFirst", "dropLast", "truncatingRemainder"]

    /// The type the value at `index` of `record(type, name, value, …)` is written for, where the
    /// record is one of SwiftUI's (`ViewVocabulary.fieldType`).
    static func recordFieldType(_ arguments: [Expr], at index: Int) -> String? {
        guard index >= 2, index % 2 == 0, case .string(let type)? = arguments.first, case .string(let field) = arguments[index - 1] else { return nil }
        return ViewVocabulary.fieldType(record: type, field: field)
    }

    mutating func call(_ name: String, _ arguments: [Expr], _ expr: Expr) -> ExprValue? {
        guard ExprEvaluator.functionNames.contains(name) else {
            // Arguments are still checked, so their own mistakes are reported too.
            for argument in arguments { _ = value(argument) }
            return fail(ExprDiagnosticCode.unknownFunction,
                        "unknown function '\(name)'" + ExprEvaluator.suggestion(name, ExprEvaluator.functionNames)
                        + "; known: " + ExprEvaluator.functionNames.map { $0 + "()" }.joined(separator: ", "), in: expr)
        }
        var values: [ExprValue] = []
        for (i, argument) in arguments.enumerated() {
            guard let v = value(argument, expecting: name == "record" ? ExprEvaluator.recordFieldType(arguments, at: i) : nil) else { return nil }
            values.append(v)
        }
        switch name {
        case "Int", "Double":
            guard values.count == 1 else { return arity(name, "1 argument", values.count, expr) }
            return conversion(name, values[0], expr)
        case "duration":
            guard values.count == 1 else { return arity(name, "1 argument (seconds)", values.count, expr) }
            switch values[0] {
            case .null: return .null
            case .int(let seconds): return .string(Formatters.duration(seconds: seconds))
            case .double(let seconds):
                guard seconds.isFinite, seconds.magnitude < 9e15 else {
                    return fail(ExprDiagnosticCode.expressionError, "duration() of \(seconds) seconds", in: expr)
                }
                // Whole seconds elapsed, as a timer counting up would show them.
                return .string(Formatters.duration(seconds: Int(seconds.rounded(.towardZero))))
            default: return mismatch(name, "a number of seconds", values[0], expr)
            }
        case "formatted":
            // `formatted(a, b, …, format)`: `String(format: format, a, b, …)`.
            guard values.count >= 2 else { return arity(name, "2 arguments or more (values, then a format such as \"%.1f\")", values.count, expr) }
            guard case .string(let format) = values[values.count - 1] else { return mismatch(name, "a format string last", values[values.count - 1], expr) }
            var arguments: [Printf.Argument] = []
            for value in values.dropLast() {
                switch value {
                case .null: return .null
                case .int(let i): arguments.append(.int(i))
                case .double(let d): arguments.append(.double(d))
                case .string(let s): arguments.append(.string(s))
                default: return mismatch(name, "numbers and strings before the format", value, expr)
                }
            }
            let result: Result<String, Formatters.FormatError>
            switch arguments.count == 1 ? arguments[0] : nil {
            case .int(let i): result = Formatters.printf(format, i)
            case .double(let d): result = Formatters.printf(format, d)
            default: result = Printf.format(format, arguments)
            }
            switch result {
            case .success(let text): return .string(text)
            case .failure(let error): return fail(ExprDiagnosticCode.expressionError, error.message, in: expr)
            }
        case "dateStyle":
            // `Text(date, style:)`'s text inside a string: `"\(date, style: .relative)"`.
            guard values.count == 2, case .string(let styleName) = values[1], let style = DateStyle(rawValue: styleName) else {
                return arity(name, "a date and a style (timer, relative, time, date, offset)", values.count, expr)
            }
            switch values[0] {
            case .null: return .null
            case .date(let d):
                // The text moves with the instant: the resolve that read it cannot be replayed on a tick.
                readsClock = true
                return .string(TimerText(date: d, style: style).text(at: context.now, timeZone: context.timeZone, clock: context.clock))
            default: return mismatch(name, "a Date first", values[0], expr)
            }
        case "dayOffset":
            // Calendar days from today to the date's day in the render's time zone: 0 today, 1 tomorrow.
            guard values.count == 1 else { return arity(name, "1 argument (a date)", values.count, expr) }
            switch values[0] {
            case .null: return .null
            case .date(let d):
                // Today's day moves at midnight: as `now`, it reads the clock.
                readsClock = true
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = context.timeZone
                let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: context.now), to: calendar.startOfDay(for: d)).day
                return days.map { .int($0) } ?? .null
            default: return mismatch(name, "a Date", values[0], expr)
            }
        case "date":
            // A date from seconds since 1970 (`Date(timeIntervalSince1970:)`, `Date.distantFuture`).
            guard values.count == 1, let seconds = values[0].doubleValue, seconds.isFinite, seconds.magnitude < 1e14 else {
                return arity(name, "1 argument (seconds since 1970, at most 10^14)", values.count, expr)
            }
            return .date(Date(timeIntervalSince1970: seconds))
        case "number":
            // `number(x, "percent;fraction:1")`: Foundation's format styles (`NumberStyle`).
            guard values.count == 2, case .string(let spec) = values[1], let style = NumberStyle(spec: spec) else {
                return arity(name, "a number and a style such as \"number;fraction:2\", \"percent\", \"currency:EUR\"", values.count, expr)
            }
            switch values[0] {
            case .null: return .null
            case .int(let i): return .string(style.format(i))
            case .double(let d):
                guard d.isFinite else { return .string(d.isNaN ? "NaN" : d < 0 ? "-∞" : "∞") }
                return .string(style.format(d))
            default: return mismatch(name, "a number first", values[0], expr)
            }
        case "dateFormat":
            // `dateFormat(date, "date:medium;time:short")`: a `DateFormatter`'s text (`DateFormat`).
            guard values.count == 2, case .string(let spec) = values[1], let format = DateFormat(spec: spec) else {
                return arity(name, "a date and a formatter such as \"format:HH:mm\" or \"date:medium;time:short\"", values.count, expr)
            }
            switch values[0] {
            case .null: return .null
            case .date(let d): return .string(format.string(from: d, timeZone: context.timeZone))
            default: return mismatch(name, "a Date first", values[0], expr)
            }
        case "textWidth":
            return textWidth(values, expr)
        case "durationFormat":
            return durationFormat(values, expr)
        case "record":
            // `record("Team", "name", "AUS", "score", 327)`: a struct value built in view code.
            guard values.count % 2 == 1, case .string(let type) = values[0] else {
                return arity(name, "a type name, then name and value pairs", values.count, expr)
            }
            var fields: [ExprValue.Field] = []
            for pair in stride(from: 1, to: values.count, by: 2) {
                guard case .string(let field) = values[pair] else { return mismatch(name, "a field name before each value", values[pair], expr) }
                fields.append(.init(name: field, value: values[pair + 1]))
            }
            return .structure(type: type.isEmpty ? nil : type, fields: fields)
        case "abs", "ceil", "floor", "round":
            guard values.count == 1 else { return arity(name, "1 argument", values.count, expr) }
            switch (name, values[0]) {
            case (_, .null): return .null
            case ("abs", .int(let i)):
                guard i != .min else { return fail(ExprDiagnosticCode.expressionError, "abs(\(i)) overflows (Swift traps)", in: expr) }
                return .int(abs(i))
            case (_, .int(let i)): return .int(i)
            case (_, .double(let d)):
                switch name {
                case "abs": return .double(abs(d))
                case "ceil": return .double(d.rounded(.up))
                case "floor": return .double(d.rounded(.down))
                default: return .double(d.rounded())
                }
            default: return mismatch(name, "a number", values[0], expr)
            }
        case "time":
            guard values.count == 1 else { return arity(name, "1 argument (a date)", values.count, expr) }
            switch values[0] {
            case .null: return .null
            case .date(let d): return .string(Formatters.time(d, timeZone: context.timeZone, clock: context.clock))
            default: return mismatch(name, "a Date", values[0], expr)
            }
        default:
            return extremum(name, values, expr)
        }
    }

    /// `Int(x)` and `Double(x)` as Swift converts: a Double to Int truncates toward zero (and traps
    /// where it does not fit), a String parses to an optional.
    private mutating func conversion(_ name: String, _ value: ExprValue, _ expr: Expr) -> ExprValue? {
        switch (name, value) {
        case (_, .null): return .null
        case ("Int", .int), ("Double", .double): return value
        case ("Double", .int(let i)): return .double(Double(i))
        case ("Int", .double(let d)):
            guard d.isFinite, d > -9.2e18, d < 9.2e18 else {
                return fail(ExprDiagnosticCode.expressionError, "Int(\(d)): the value does not fit an Int (Swift traps)", in: expr)
            }
            return .int(Int(d.rounded(.towardZero)))
        case ("Int", .string(let s)): return Int(s).map(ExprValue.int) ?? .null
        case ("Double", .string(let s)): return Double(s).map(ExprValue.double) ?? .null
        default: return mismatch(name, "a number or a string", value, expr)
        }
    }

    /// `max(a, b, …)` / `min(a, b, …)` over numbers, dates or strings, as Swift's variadic versions.
    private mutating func extremum(_ name: String, _ values: [ExprValue], _ expr: Expr) -> ExprValue? {
        guard values.count >= 2 else { return arity(name, "at least 2 arguments", values.count, expr) }
        let wantsMax = name == "max"
        if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
            let ints = values.compactMap { if case .int(let i) = $0 { return i } else { return nil } }
            return (wantsMax ? ints.max() : ints.min()).map(ExprValue.int)
        }
        if values.allSatisfy({ $0.doubleValue != nil }) {
            let doubles = values.compactMap(\.doubleValue)
            return (wantsMax ? doubles.max() : doubles.min()).map(ExprValue.double)
        }
        if values.allSatisfy({ $0.dateValue != nil }) {
            let dates = values.compactMap(\.dateValue)
            return (wantsMax ? dates.max() : dates.min()).map(ExprValue.date)
        }
        if values.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
            let strings = values.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            return (wantsMax ? strings.max() : strings.min()).map(ExprValue.string)
        }
        return fail(ExprDiagnosticCode.expressionError,
                    "\(name)() needs arguments of one comparable type, found " + values.map(\.typeName).joined(separator: ", "), in: expr)
    }

    mutating func method(_ base: ExprValue, _ name: String, _ arguments: [Expr], _ expr: Expr) -> ExprValue? {
        var values: [ExprValue] = []
        for argument in arguments {
            guard let v = value(argument) else { return nil }
            values.append(v)
        }
        if let result = closureMethod(base, name, values, expr) { return result }
        if base == .null, ExprEvaluator.methodNames.contains(name) { return .null }
        switch (name, base) {
        case ("prefix", .array), ("prefix", .string):
            guard values.count == 1, case .int(let n) = values[0] else {
                return fail(ExprDiagnosticCode.expressionError, "prefix() takes one Int", in: expr)
            }
            guard n >= 0 else {
                // Swift traps: "Can't take a prefix of negative length".
                return fail(ExprDiagnosticCode.expressionError, "prefix(\(n)): a prefix cannot have negative length", in: expr)
            }
            if case .array(let items) = base { return .array(Array(items.prefix(n))) }
            if case .string(let s) = base { return .string(String(s.prefix(n))) }
            return nil
        case ("suffix", .array), ("suffix", .string), ("dropFirst", .array), ("dropFirst", .string), ("dropLast", .array), ("dropLast", .string):
            let n: Int
            if values.isEmpty, name != "suffix" {
                n = 1
            } else {
                guard values.count == 1, case .int(let given) = values[0], given >= 0 else {
                    return fail(ExprDiagnosticCode.expressionError, "\(name)() takes one Int of 0 or more", in: expr)
                }
                n = given
            }
            if case .array(let items) = base {
                switch name {
                case "suffix": return .array(Array(items.suffix(n)))
                case "dropFirst": return .array(Array(items.dropFirst(n)))
                default: return .array(Array(items.dropLast(n)))
                }
            }
            if case .string(let s) = base {
                switch name {
                case "suffix": return .string(String(s.suffix(n)))
                case "dropFirst": return .string(String(s.dropFirst(n)))
                default: return .string(String(s.dropLast(n)))
                }
            }
            return nil
        case ("uppercased", .string(let s)), ("lowercased", .string(let s)):
            guard values.isEmpty else { return arity(name, "no arguments", values.count, expr) }
            return .string(name == "uppercased" ? s.uppercased() : s.lowercased())
        case ("rounded", .double(let d)):
            guard values.isEmpty else { return arity(name, "no arguments", values.count, expr) }
            return .double(d.rounded())
        case ("rounded", .int):
            return base
        case ("truncatingRemainder", _):
            // `x.truncatingRemainder(dividingBy: y)`, on Doubles as Swift defines it (NaN for y = 0).
            guard let x = base.doubleValue, values.count == 1, let y = values[0].doubleValue else {
                return mismatch(name, "a Double and one number to divide by", values.first ?? base, expr)
            }
            return .double(x.truncatingRemainder(dividingBy: y))
        case ("contains", .string(let s)), ("hasPrefix", .string(let s)), ("hasSuffix", .string(let s)):
            guard values.count == 1, case .string(let part) = values[0] else { return mismatch(name, "one String", values.first ?? .null, expr) }
            switch name {
            case "contains": return .bool(part.isEmpty || s.contains(part))
            case "hasPrefix": return .bool(s.hasPrefix(part))
            default: return .bool(s.hasSuffix(part))
            }
        case ("contains", .array(let items)):
            guard values.count == 1 else { return arity(name, "1 argument", values.count, expr) }
            return .bool(items.contains { equal($0, values[0]) == true })
        case ("joined", .array(let items)):
            let separator: String
            switch values.first {
            case nil: separator = ""
            case .string(let s)?: separator = s
            default: return mismatch(name, "a separator String", values[0], expr)
            }
            var parts: [String] = []
            for item in items {
                guard case .string(let s) = item else { return fail(ExprDiagnosticCode.expressionError, "joined() needs an array of String, found \(item.typeName)", in: expr) }
                parts.append(s)
            }
            return .string(parts.joined(separator: separator))
        case ("reversed", .array(let items)):
            return .array(items.reversed())
        case ("reversed", .string(let s)):
            return .string(String(s.reversed()))
        case ("enumerated", .array(let items)):
            // Pairs as Swift's `(offset:element:)` tuples, read by their labels.
            return .array(items.enumerated().map { .structure(type: nil, fields: [.init(name: "offset", value: .int($0.offset)), .init(name: "element", value: $0.element)]) })
        default:
            let names = ExprEvaluator.methodNames + ExprEvaluator.closureMethodNames.filter { !ExprEvaluator.methodNames.contains($0) }
            let known = names.contains(name)
            return fail(ExprDiagnosticCode.unknownFunction,
                        known ? "\(base.typeName) has no method '\(name)()'"
                              : "unknown method '\(name)()'" + ExprEvaluator.suggestion(name, names)
                                + "; known: " + names.map { $0 + "()" }.joined(separator: ", "),
                        in: expr)
        }
    }

    private mutating func arity(_ name: String, _ expected: String, _ found: Int, _ expr: Expr) -> ExprValue? {
        fail(ExprDiagnosticCode.expressionError, "\(name)() takes \(expected), found \(found)", in: expr)
    }

    private mutating func mismatch(_ name: String, _ expected: String, _ found: ExprValue, _ expr: Expr) -> ExprValue? {
        fail(ExprDiagnosticCode.expressionError, "\(name)() needs \(expected), found \(found.typeName)", in: expr)
    }
}
