import Foundation

/// `formatted(…)` and the format styles it takes, run through Foundation's own `FormatStyle`s in the
/// interpreter's locale, calendar and time zone: ICU's digits, grouping, rounding and field order
/// are the phone's.
extension Library {
    /// `.number`, `.percent`, `.currency(code:)`, `.dateTime`, `.iso8601`, `.time(pattern:)`,
    /// `.units(…)` before a type says they are format styles.
    static func implicitMember(
        _ name: String, _ payload: [TupleValue], member: String, _ interpreter: Interpreter,
        at range: SourceRange
    ) throws -> Value? {
        try formatStyle(named: name, payload, at: range).map { .foundation(.formatStyle($0)) }
    }

    static func formatStyle(
        named name: String, _ payload: [TupleValue], at range: SourceRange
    ) throws -> FormatStyleValue? {
        func argument(_ label: String?) -> Value? { payload.first { $0.label == label }?.value }
        switch name {
        case "number": return FormatStyleValue(.number)
        case "percent": return FormatStyleValue(.percent)
        case "currency":
            guard case .string(let code)? = argument("code") else {
                throw EvaluationError(.typeMismatch, ".currency takes code: a String", at: range)
            }
            return FormatStyleValue(.currency(code: code))
        case "dateTime": return FormatStyleValue(.dateTime([]))
        case "relative":
            return FormatStyleValue(
                .relative(presentation: argument("presentation").flatMap(memberName) ?? "numeric",
                          unitsStyle: argument("unitsStyle").flatMap(memberName) ?? "wide"))
        case "iso8601": return FormatStyleValue(.iso8601)
        case "time":
            guard let pattern = argument("pattern").flatMap(memberName) else {
                throw EvaluationError(.typeMismatch, ".time takes pattern:", at: range)
            }
            return FormatStyleValue(.durationTime(pattern: pattern))
        case "units":
            var allowed: [String] = ["hours", "minutes", "seconds"]
            if case .array(let items)? = argument("allowed") { allowed = items.compactMap(memberName) }
            return FormatStyleValue(
                .durationUnits(allowed: allowed, width: argument("width").flatMap(memberName) ?? "abbreviated"))
        default: return nil
        }
    }

    /// The name of `.name` or `.name(…)` written where a type's case is expected.
    static func memberName(_ value: Value) -> String? {
        switch value {
        case .implicitMember(let name, _): return name
        case .enumCase(let e): return e.name
        default: return nil
        }
    }

    /// A style's methods: `precision`, `grouping`, `notation`, `locale`, and `.dateTime`'s fields.
    static func formatStyleMethod(
        _ style: FormatStyleValue, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
        at range: SourceRange
    ) throws -> Value? {
        var style = style
        let first = args.first?.value
        switch name {
        case "precision":
            guard case .implicitMember(let kind, let payload)? = first, let bound = payload.first?.value else {
                throw EvaluationError(
                    .typeMismatch, "precision takes .fractionLength, .significantDigits or .integerLength", at: range)
            }
            let lengths = try lengthRange(bound, at: range)
            switch kind {
            case "fractionLength": style.precision = .fractionLength(lengths)
            case "significantDigits": style.precision = .significantDigits(lengths)
            case "integerLength": style.precision = .integerLength(lengths)
            default: throw EvaluationError(.unsupported, "precision .\(kind)", at: range)
            }
        case "grouping": style.grouping = first.flatMap(memberName) != "never"
        case "rounded":
            let rule = args.first { $0.label == "rule" }?.value.asMemberName ?? "toNearestOrEven"
            guard roundingRule(rule) != nil else {
                throw EvaluationError(.unsupported, "the rounding rule .\(rule)", at: range)
            }
            style.rounding = (rule, try args.first { $0.label == "increment" }.map { try double($0.value, at: range) })
        case "notation": style.compact = first.flatMap(memberName) == "compactName"
        case "locale":
            guard case .foundation(.locale(let locale))? = first else {
                throw EvaluationError(.typeMismatch, "locale takes a Locale", at: range)
            }
            style.locale = locale
        case "format":
            guard let first else { throw EvaluationError(.typeMismatch, "format takes a value", at: range) }
            return try format(first, with: style, interpreter, at: range)
        case "year", "month", "day", "weekday", "hour", "minute", "second", "era", "dayOfYear", "week", "quarter",
            "timeZone":
            guard case .dateTime(var fields) = style.kind else { return nil }
            fields.append(FormatStyleValue.DateField(name: name, option: try dateFieldOption(name, first, at: range)))
            style.kind = .dateTime(fields)
        default:
            return nil
        }
        return .foundation(.formatStyle(style))
    }

    static func lengthRange(_ value: Value, at range: SourceRange) throws -> ClosedRange<Int> {
        switch value {
        case .int(let n) where (0...100).contains(n): return n...n
        case .range(.int(let low)?, .int(let high)?, let closed)
        where low >= 0 && (closed ? high : high - 1) >= low && high <= 100:
            return low...(closed ? high : high - 1)
        case .range(.int(let low)?, nil, _) where (0...100).contains(low): return low...100
        case .range(nil, .int(let high)?, let closed) where (0...100).contains(closed ? high : high - 1):
            return 0...(closed ? high : high - 1)
        default: throw EvaluationError(.typeMismatch, "a length is an Int from 0 to 100 or a range of them", at: range)
        }
    }

    /// A field's option: `.abbreviated`, `.twoDigits`, `.defaultDigits(amPM: .omitted)` (kept as
    /// `defaultDigits/omitted`).
    static func dateFieldOption(_ field: String, _ value: Value?, at range: SourceRange) throws -> String? {
        guard let value else { return nil }
        guard case .implicitMember(let name, let payload) = value else {
            throw EvaluationError(.typeMismatch, "\(field)() takes one of its options", at: range)
        }
        if let amPM = payload.first(where: { $0.label == "amPM" }).flatMap({ memberName($0.value) }) {
            return name + "/" + amPM
        }
        return name
    }

    // MARK: Formatting

    /// `value.formatted(args)`: no argument, a style, or `date:time:`.
    static func formatted(
        _ value: Value, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        let labels = args.map(\.label)
        if labels == ["date", "time"] {
            guard let date = args[0].value.asMemberName, let time = args[1].value.asMemberName else {
                throw EvaluationError(.typeMismatch, "formatted(date:time:) takes two styles", at: range)
            }
            return try format(
                value, with: FormatStyleValue(.dateAndTime(date: date, time: time)), interpreter, at: range)
        }
        let style: FormatStyleValue
        switch args.first?.value {
        case nil:
            switch value {
            case .date: style = FormatStyleValue(.dateAndTime(date: "numeric", time: "shortened"))
            case .foundation(.duration): style = FormatStyleValue(.durationTime(pattern: "hourMinuteSecond"))
            default: style = FormatStyleValue(.number)
            }
        case .foundation(.formatStyle(let given))?:
            style = given
        case .implicitMember(let name, let payload)?:
            guard let given = try formatStyle(named: name, payload, at: range) else {
                throw EvaluationError(.unsupported, "livepeek does not model the format style .\(name)", at: range)
            }
            style = given
        default:
            return nil
        }
        return try format(value, with: style, interpreter, at: range)
    }

    static func format(
        _ value: Value, with style: FormatStyleValue, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value {
        let locale = style.locale ?? interpreter.locale
        switch (value, style.kind) {
        case (.int(let i), .number), (.int(let i), .percent), (.int(let i), .currency):
            return .string(formatInteger(i, style, locale))
        case (.double(let d), .number), (.double(let d), .percent), (.double(let d), .currency):
            return .string(formatFloating(d, style, locale))
        case (.float(let f), .number), (.float(let f), .percent), (.float(let f), .currency):
            return .string(formatFloating(Double(f), style, locale))
        case (.date(let date), .dateTime(let fields)):
            var formatStyle = Date.FormatStyle(
                locale: locale, calendar: interpreter.calendar, timeZone: interpreter.timeZone)
            for field in fields { formatStyle = try apply(field, to: formatStyle, at: range) }
            return .string(date.formatted(formatStyle))
        case (.date(let date), .dateAndTime(let dateStyle, let timeStyle)):
            let formatStyle = Date.FormatStyle(
                date: try dateStyleOption(dateStyle, at: range), time: try timeStyleOption(timeStyle, at: range),
                locale: locale, calendar: interpreter.calendar, timeZone: interpreter.timeZone)
            return .string(date.formatted(formatStyle))
        case (.date(let date), .relative(let presentation, let unitsStyle)):
            return .string(try relativeText(date, presentation: presentation, unitsStyle: unitsStyle, locale: locale,
                                            calendar: interpreter.calendar, reference: interpreter.now, at: range))
        case (.date(let date), .iso8601):
            return .string(date.formatted(Date.ISO8601FormatStyle(timeZone: interpreter.timeZone)))
        case (.foundation(.duration(let duration)), .durationTime(let pattern)):
            let patterns: [String: Duration.TimeFormatStyle.Pattern] = [
                "minuteSecond": .minuteSecond, "hourMinute": .hourMinute,
                "hourMinuteSecond": .hourMinuteSecond,
            ]
            guard let chosen = patterns[pattern] else {
                throw EvaluationError(.unsupported, "the duration pattern .\(pattern)", at: range)
            }
            return .string(duration.formatted(Duration.TimeFormatStyle(pattern: chosen, locale: locale)))
        case (.foundation(.duration(let duration)), .durationUnits(let allowed, let width)):
            let units: [String: Duration.UnitsFormatStyle.Unit] = [
                "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes,
                "seconds": .seconds, "milliseconds": .milliseconds,
            ]
            let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
                "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow,
                "condensedAbbreviated": .condensedAbbreviated,
            ]
            guard let unitWidth = widths[width] else {
                throw EvaluationError(.unsupported, "the unit width .\(width)", at: range)
            }
            let chosen = try allowed.map { name in
                guard let unit = units[name] else {
                    throw EvaluationError(.unsupported, "the duration unit .\(name)", at: range)
                }
                return unit
            }
            return .string(
                duration.formatted(
                    Duration.UnitsFormatStyle(allowedUnits: Set(chosen), width: unitWidth).locale(locale)))
        default:
            throw EvaluationError(
                .typeMismatch, "a \(value.typeName) cannot be formatted with \(style.typeName)", at: range)
        }
    }

    /// `date` told from the interpreter's instant, as `Date.RelativeFormatStyle` tells it from the
    /// phone's clock: Foundation's anchored style, anchored at the date and formatting the instant.
    static func relativeText(
        _ date: Date, presentation: String, unitsStyle: String, locale: Locale, calendar: Calendar, reference: Date,
        at range: SourceRange
    ) throws -> String {
        let presentations: [String: Date.RelativeFormatStyle.Presentation] = ["named": .named, "numeric": .numeric]
        let styles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
            "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut,
        ]
        guard let chosen = presentations[presentation] else {
            throw EvaluationError(.unsupported, "the relative presentation .\(presentation)", at: range)
        }
        guard let style = styles[unitsStyle] else {
            throw EvaluationError(.unsupported, "the relative units style .\(unitsStyle)", at: range)
        }
        let anchored = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: chosen, unitsStyle: style, locale: locale, calendar: calendar)
        return anchored.format(reference)
    }

    static func roundingRule(_ name: String) -> FloatingPointRoundingRule? {
        let rules: [String: FloatingPointRoundingRule] = [
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "up": .up,
            "down": .down,
            "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        ]
        return rules[name]
    }

    static func numberPrecision(_ style: FormatStyleValue) -> NumberFormatStyleConfiguration.Precision? {
        switch style.precision {
        case .fractionLength(let r)?: return .fractionLength(r)
        case .significantDigits(let r)?: return .significantDigits(r)
        case .integerLength(let r)?: return .integerLength(r)
        case nil: return nil
        }
    }

    /// An `Int` formats as `IntegerFormatStyle` does (`25` as a percent is `25%`).
    static func formatInteger(_ value: Int, _ style: FormatStyleValue, _ locale: Locale) -> String {
        let grouping: NumberFormatStyleConfiguration.Grouping = style.grouping ? .automatic : .never
        let precision = numberPrecision(style)
        switch style.kind {
        case .percent:
            var s = IntegerFormatStyle<Int>.Percent(locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            return value.formatted(s)
        case .currency(let code):
            var s = IntegerFormatStyle<Int>.Currency(code: code, locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            return value.formatted(s)
        default:
            var s = IntegerFormatStyle<Int>(locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            if style.compact { s = s.notation(.compactName) }
            if let rounding = style.rounding, let rule = roundingRule(rounding.rule) {
                s = s.rounded(rule: rule, increment: rounding.increment.map { Int($0) })
            }
            return value.formatted(s)
        }
    }

    static func formatFloating(_ value: Double, _ style: FormatStyleValue, _ locale: Locale) -> String {
        let grouping: NumberFormatStyleConfiguration.Grouping = style.grouping ? .automatic : .never
        let precision = numberPrecision(style)
        switch style.kind {
        case .percent:
            var s = FloatingPointFormatStyle<Double>.Percent(locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            return value.formatted(s)
        case .currency(let code):
            var s = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            return value.formatted(s)
        default:
            var s = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping)
            if let precision { s = s.precision(precision) }
            if style.compact { s = s.notation(.compactName) }
            if let rounding = style.rounding, let rule = roundingRule(rounding.rule) {
                s = s.rounded(rule: rule, increment: rounding.increment)
            }
            return value.formatted(s)
        }
    }

    static func dateStyleOption(_ name: String, at range: SourceRange) throws -> Date.FormatStyle.DateStyle {
        let styles: [String: Date.FormatStyle.DateStyle] = [
            "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated,
            "long": .long, "complete": .complete,
        ]
        guard let style = styles[name] else {
            throw EvaluationError(.unsupported, "the date style .\(name)", at: range)
        }
        return style
    }

    static func timeStyleOption(_ name: String, at range: SourceRange) throws -> Date.FormatStyle.TimeStyle {
        let styles: [String: Date.FormatStyle.TimeStyle] = [
            "omitted": .omitted, "shortened": .shortened, "standard": .standard,
            "complete": .complete,
        ]
        guard let style = styles[name] else {
            throw EvaluationError(.unsupported, "the time style .\(name)", at: range)
        }
        return style
    }

    // swiftlint:disable:next cyclomatic_complexity
    static func apply(
        _ field: FormatStyleValue.DateField, to style: Date.FormatStyle, at range: SourceRange
    ) throws -> Date.FormatStyle {
        let unknown = EvaluationError(
            .unsupported, "\(field.name)(.\(field.option ?? "")) of a date format style", at: range)
        let parts = field.option?.split(separator: "/").map(String.init) ?? []
        let option = parts.first
        let amPM = parts.count > 1 ? parts[1] : nil
        switch field.name {
        case "year":
            switch option {
            case nil, "defaultDigits": return style.year(.defaultDigits)
            case "twoDigits": return style.year(.twoDigits)
            default: throw unknown
            }
        case "month":
            let options: [String: Date.FormatStyle.Symbol.Month] = [
                "defaultDigits": .defaultDigits, "twoDigits": .twoDigits,
                "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow,
            ]
            guard let chosen = options[option ?? "abbreviated"] else { throw unknown }
            return style.month(chosen)
        case "day":
            switch option {
            case nil, "defaultDigits": return style.day(.defaultDigits)
            case "twoDigits": return style.day(.twoDigits)
            case "ordinalOfDayInMonth": return style.day(.ordinalOfDayInMonth)
            default: throw unknown
            }
        case "weekday":
            let options: [String: Date.FormatStyle.Symbol.Weekday] = [
                "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow,
                "short": .short, "oneDigit": .oneDigit, "twoDigits": .twoDigits,
            ]
            guard let chosen = options[option ?? "abbreviated"] else { throw unknown }
            return style.weekday(chosen)
        case "hour":
            let marker: Date.FormatStyle.Symbol.Hour.AMPMStyle
            switch amPM {
            case nil, "abbreviated": marker = .abbreviated
            case "omitted": marker = .omitted
            case "narrow": marker = .narrow
            case "wide": marker = .wide
            default: throw unknown
            }
            switch option {
            case nil, "defaultDigits": return style.hour(.defaultDigits(amPM: marker))
            case "twoDigits": return style.hour(.twoDigits(amPM: marker))
            default: throw unknown
            }
        case "minute":
            switch option {
            case nil, "defaultDigits": return style.minute(.defaultDigits)
            case "twoDigits": return style.minute(.twoDigits)
            default: throw unknown
            }
        case "second":
            switch option {
            case nil, "defaultDigits": return style.second(.defaultDigits)
            case "twoDigits": return style.second(.twoDigits)
            default: throw unknown
            }
        case "era": return style.era()
        case "quarter": return style.quarter()
        case "week": return style.week()
        case "dayOfYear": return style.dayOfYear()
        case "timeZone": return style.timeZone()
        default: throw unknown
        }
    }

    /// `Duration.seconds(x)`, `.milliseconds(x)`.
    static func duration(_ name: String, _ args: [TupleValue], at range: SourceRange) throws -> Value? {
        guard args.count == 1, let value = args.first?.value else { return nil }
        let amount = try double(value, at: range)
        guard amount.isFinite, abs(amount) < 1e15 else {
            throw EvaluationError(.trap, "Duration out of range", at: range)
        }
        switch name {
        case "seconds": return .foundation(.duration(.milliseconds(Int64((amount * 1000).rounded()))))
        case "milliseconds": return .foundation(.duration(.microseconds(Int64((amount * 1000).rounded()))))
        default: return nil
        }
    }
}

extension Value {
    var asMemberName: String? { Library.memberName(self) }
}
