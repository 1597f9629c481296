import Foundation

/// Foundation's formatters, run as Foundation: a `NumberFormatter` or `DateFormatter` is the
/// Foundation object itself, configured through its properties, in the interpreter's locale and time
/// zone unless the program sets others. A `JSONDecoder` is configured the same way, so it is kept here
/// too. docs/ARCHITECTURE.md, "Evaluating Swift", says where Linux's Foundation is not the phone's.
public final class FormatterBox: @unchecked Sendable {
    // A reference, as the Foundation class is: `let f = NumberFormatter(); f.numberStyle = …`
    // configures the one formatter. Only the interpreter that made it touches it.
    public enum Formatter {
        case number(NumberFormatter)
        case date(DateFormatter)
        case iso8601(ISO8601DateFormatter)
        /// `DateComponentsFormatter`, which Linux's Foundation lacks: its settings, formatted with
        /// `Duration.UnitsFormatStyle`, whose widths are its units styles.
        case components(ComponentsSettings)
        /// `RelativeDateTimeFormatter`, which Linux's Foundation lacks too: its settings, formatted
        /// with `Date.AnchoredRelativeFormatStyle`, whose units styles are its own.
        case relative(RelativeSettings)
        /// `JSONDecoder`: its strategies, read by `Library.decodeJSON`.
        case jsonDecoder(DecoderSettings)
    }

    public final class DecoderSettings {
        /// `deferredToDate` (seconds since 2001), `secondsSince1970`, `millisecondsSince1970`, `iso8601`.
        var dateStrategy = "deferredToDate"
        var convertsFromSnakeCase = false
    }

    public final class RelativeSettings {
        /// `RelativeDateTimeFormatter.UnitsStyle`'s name: `full`, `spellOut`, `short`, `abbreviated`.
        var unitsStyle = "full"
        /// `named` ("yesterday") or `numeric` ("1 day ago").
        var dateTimeStyle = "numeric"
        var locale: Locale
        init(locale: Locale) {
            self.locale = locale
        }
    }

    public final class ComponentsSettings {
        var allowedUnits: [String] = ["hours", "minutes", "seconds"]
        var unitsStyle = "positional"
        /// `zeroFormattingBehavior = .pad`: leading zero units are kept (`0:05:07`).
        var padsZeros = false
        var locale: Locale
        init(locale: Locale) {
            self.locale = locale
        }
    }

    public let formatter: Formatter
    /// A `NumberFormatter`'s fraction digits as iOS keeps them once the program set one
    /// (`Library.formatNumber`); nil while the style's own hold.
    var fractionDigits: (minimum: Int, maximum: Int)?

    init(_ formatter: Formatter) {
        self.formatter = formatter
    }
}

extension Library {
    static func makeFormatter(_ name: String, _ interpreter: Interpreter) -> Value? {
        switch name {
        case "NumberFormatter":
            let f = NumberFormatter()
            f.locale = interpreter.locale
            return .foundation(.formatter(FormatterBox(.number(f))))
        case "DateFormatter":
            let f = DateFormatter()
            f.locale = interpreter.locale
            f.timeZone = interpreter.timeZone
            return .foundation(.formatter(FormatterBox(.date(f))))
        case "ISO8601DateFormatter":
            return .foundation(.formatter(FormatterBox(.iso8601(ISO8601DateFormatter()))))
        case "JSONDecoder":
            return .foundation(.formatter(FormatterBox(.jsonDecoder(FormatterBox.DecoderSettings()))))
        case "RelativeDateTimeFormatter":
            return .foundation(
                .formatter(FormatterBox(.relative(FormatterBox.RelativeSettings(locale: interpreter.locale)))))
        case "DateComponentsFormatter":
            return .foundation(.formatter(FormatterBox(.components(FormatterBox.ComponentsSettings(locale: interpreter.locale)))))
        default:
            return nil
        }
    }

    static func numberStyle(_ value: Value, at range: SourceRange) throws -> NumberFormatter.Style {
        guard case .implicitMember(let name, _) = value else { throw unsupported("this NumberFormatter.Style", at: range) }
        switch name {
        case "none": return .none
        case "decimal": return .decimal
        case "currency": return .currency
        case "percent": return .percent
        case "scientific": return .scientific
        case "spellOut": return .spellOut
        case "ordinal": return .ordinal
        case "currencyCode": return .currencyISOCode
        default: throw unsupported("NumberFormatter.Style.\(name)", at: range)
        }
    }

    static func dateStyle(_ value: Value, at range: SourceRange) throws -> DateFormatter.Style {
        guard case .implicitMember(let name, _) = value else { throw unsupported("this DateFormatter.Style", at: range) }
        switch name {
        case "none": return .none
        case "short": return .short
        case "medium": return .medium
        case "long": return .long
        case "full": return .full
        default: throw unsupported("DateFormatter.Style.\(name)", at: range)
        }
    }

    /// `formatter.name = value`.
    static func setFormatterProperty(_ box: FormatterBox, _ name: String, _ value: Value, at range: SourceRange) throws {
        func bool() throws -> Bool {
            guard case .bool(let b) = value else { throw EvaluationError(.typeMismatch, "\(name) takes a Bool", at: range) }
            return b
        }
        switch (box.formatter, name) {
        case (.number(let f), "numberStyle"):
            // A style brings its own fraction digits, as on iOS.
            f.numberStyle = try numberStyle(value, at: range)
            box.fractionDigits = nil
        case (.number(let f), "minimumFractionDigits"), (.number(let f), "maximumFractionDigits"):
            setFractionDigits(box, f, name == "minimumFractionDigits", try int(value, name, at: range))
        case (.number(let f), "minimumIntegerDigits"): f.minimumIntegerDigits = try int(value, name, at: range)
        case (.number(let f), "usesGroupingSeparator"): f.usesGroupingSeparator = try bool()
        case (.number(let f), "currencyCode"): f.currencyCode = try string(value, at: range)
        case (.number(let f), "currencySymbol"): f.currencySymbol = try string(value, at: range)
        case (.number(let f), "positivePrefix"): f.positivePrefix = try string(value, at: range)
        case (.number(let f), "locale"): f.locale = try locale(value, at: range)
        case (.date(let f), "dateFormat"): f.dateFormat = try string(value, at: range)
        case (.date(let f), "dateStyle"): f.dateStyle = try dateStyle(value, at: range)
        case (.date(let f), "timeStyle"): f.timeStyle = try dateStyle(value, at: range)
        case (.date(let f), "locale"): f.locale = try locale(value, at: range)
        case (.date(let f), "timeZone"): f.timeZone = try timeZone(value, at: range)
        case (.date(let f), "doesRelativeDateFormatting"): f.doesRelativeDateFormatting = try bool()
        case (.iso8601(let f), "timeZone"): f.timeZone = try timeZone(value, at: range)
        case (.iso8601(let f), "formatOptions"):
            let options: [String: ISO8601DateFormatter.Options] = [
                "withInternetDateTime": .withInternetDateTime, "withFractionalSeconds": .withFractionalSeconds,
                "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withTimeZone": .withTimeZone,
                "withYear": .withYear, "withMonth": .withMonth, "withDay": .withDay, "withTime": .withTime,
                "withWeekOfYear": .withWeekOfYear, "withDashSeparatorInDate": .withDashSeparatorInDate,
                "withColonSeparatorInTime": .withColonSeparatorInTime,
                "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone,
                "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
            ]
            let names: [Value]
            if case .array(let items) = value { names = items } else { names = [value] }
            f.formatOptions = try names.reduce(into: []) { result, item in
                guard let name = memberName(item), let option = options[name] else {
                    throw unsupported("this ISO8601DateFormatter option", at: range)
                }
                result.insert(option)
            }
        case (.components(let f), "allowedUnits"):
            guard case .array(let items) = value else { throw EvaluationError(.typeMismatch, "allowedUnits takes a set of units", at: range) }
            f.allowedUnits = items.compactMap(memberName).map { $0 == "day" ? "days" : $0 == "hour" ? "hours" : $0 == "minute" ? "minutes" : $0 == "second" ? "seconds" : $0 }
        case (.components(let f), "unitsStyle"):
            guard let style = memberName(value) else { throw EvaluationError(.typeMismatch, "unitsStyle takes a style", at: range) }
            f.unitsStyle = style
        case (.components(let f), "calendar"):
            // `formatter.calendar?.locale = …`: the calendar's locale is the text's.
            if case .foundation(.calendar(let calendar))? = value.unwrapped, let locale = calendar.locale { f.locale = locale }
        case (.components(let f), "zeroFormattingBehavior"):
            let names =
                (try? elements(of: value, at: range))?.compactMap(memberName) ?? memberName(value).map { [$0] } ?? []
            f.padsZeros = names.contains("pad")
        case (.components, "maximumUnitCount"), (.components, "includesApproximationPhrase"):
            break
        case (.relative(let f), "unitsStyle"), (.relative(let f), "dateTimeStyle"):
            guard let style = memberName(value) else {
                throw EvaluationError(.typeMismatch, "\(name) takes a style", at: range)
            }
            if name == "unitsStyle" { f.unitsStyle = style } else { f.dateTimeStyle = style }
        case (.relative(let f), "locale"): f.locale = try locale(value, at: range)
        case (.relative(let f), "calendar"):
            if case .foundation(.calendar(let calendar))? = value.unwrapped, let locale = calendar.locale {
                f.locale = locale
            }
        case (.relative, "formattingContext"):
            break
        case (.jsonDecoder(let d), "dateDecodingStrategy"):
            guard let strategy = memberName(value),
                ["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"].contains(strategy)
            else { throw unsupported("this dateDecodingStrategy", at: range) }
            d.dateStrategy = strategy
        case (.jsonDecoder(let d), "keyDecodingStrategy"):
            guard let strategy = memberName(value), strategy == "convertFromSnakeCase" || strategy == "useDefaultKeys"
            else {
                throw unsupported("this keyDecodingStrategy", at: range)
            }
            d.convertsFromSnakeCase = strategy == "convertFromSnakeCase"
        default: throw unsupported("setting \(name) of a formatter", at: range)
        }
    }

    /// A `DateComponentsFormatter`'s text: the seconds in the allowed units, the rest below the
    /// smallest dropped, as `Duration.UnitsFormatStyle` writes them in the style's width.
    static func componentsText(_ f: FormatterBox.ComponentsSettings, _ seconds: Double, at range: SourceRange) throws -> String? {
        guard seconds.isFinite, seconds.magnitude < 9e15 else { return nil }
        if f.unitsStyle == "positional" { return try positionalText(f, seconds, at: range) }
        let units: [String: Duration.UnitsFormatStyle.Unit] = ["weekOfMonth": .weeks, "days": .days, "hours": .hours, "minutes": .minutes,
                                                               "seconds": .seconds]
        let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = ["abbreviated": .narrow, "short": .abbreviated, "full": .wide,
                                                                     "brief": .condensedAbbreviated]
        guard let width = widths[f.unitsStyle] else { throw unsupported("DateComponentsFormatter's unitsStyle .\(f.unitsStyle)", at: range) }
        let allowed = f.allowedUnits.compactMap { units[$0] }
        guard !allowed.isEmpty else { return nil }
        let style = Duration.UnitsFormatStyle(allowedUnits: Set(allowed), width: width, zeroValueUnits: .hide,
                                              fractionalPart: .hide(rounded: .towardZero)).locale(f.locale)
        return Duration.seconds(seconds).formatted(style)
    }

    /// The positional style (`1:05:00`, `5:07`) as `Duration.TimeFormatStyle` writes it: by default a
    /// leading zero hour is dropped and the units after the first are padded to two digits
    /// (Apple's `ZeroFormattingBehavior.default`); `.pad` keeps it (`0:05:07`).
    static func positionalText(
        _ f: FormatterBox.ComponentsSettings, _ seconds: Double, at range: SourceRange
    ) throws -> String {
        let allowed = Set(f.allowedUnits)
        let hours = allowed.contains("hours"), minutes = allowed.contains("minutes"),
            secondsShown = allowed.contains("seconds")
        let pattern: Duration.TimeFormatStyle.Pattern
        switch (hours, minutes, secondsShown) {
        case (true, true, true):
            pattern =
                f.padsZeros || seconds.magnitude >= 3600
                ? .hourMinuteSecond(padHourToLength: 1) : .minuteSecond(padMinuteToLength: 1)
        case (true, true, false):
            pattern = .hourMinute(padHourToLength: 1, roundSeconds: .towardZero)
        case (false, true, true):
            pattern = .minuteSecond(padMinuteToLength: 1)
        default:
            throw unsupported("a positional DateComponentsFormatter of these allowedUnits", at: range)
        }
        let whole = Duration.seconds(Int64(seconds.rounded(.towardZero)))
        return whole.formatted(Duration.TimeFormatStyle(pattern: pattern).locale(f.locale))
    }

    static func locale(_ value: Value, at range: SourceRange) throws -> Locale {
        switch value.unwrapped {
        case .foundation(.locale(let locale))?: return locale
        default: throw EvaluationError(.typeMismatch, "a Locale was expected", at: range)
        }
    }

    static func timeZone(_ value: Value, at range: SourceRange) throws -> TimeZone {
        switch value.unwrapped {
        case .foundation(.timeZone(let zone))?: return zone
        default: throw EvaluationError(.typeMismatch, "a TimeZone was expected", at: range)
        }
    }

    static func formatterMethod(_ box: FormatterBox, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                                at range: SourceRange) throws -> Value? {
        let first = args.first?.value ?? .void
        switch (box.formatter, name) {
        case (.number(let f), "string"):
            let number: NSNumber
            switch first.unwrapped {
            case .int(let i)?: number = NSNumber(value: i)
            case .double(let d)?: number = NSNumber(value: d)
            case .float(let x)?: number = NSNumber(value: x)
            default: throw EvaluationError(.typeMismatch, "string(from:) takes a number", at: range)
            }
            return .optional(formatNumber(number, box, f).map { .string($0) })
        case (.number(let f), "number"):
            return .optional(f.number(from: try string(first, at: range)).map { .double($0.doubleValue) })
        case (.date(let f), "string"):
            return .string(f.string(from: try date(first, interpreter, at: range)))
        case (.date(let f), "date"):
            return .optional(f.date(from: try string(first, at: range)).map { .date($0) })
        case (.date(let f), "setLocalizedDateFormatFromTemplate"):
            // Foundation picks the locale's pattern for the template, from the same CLDR data iOS uses.
            f.setLocalizedDateFormatFromTemplate(try string(first, at: range))
            return .void
        case (.iso8601(let f), "string"):
            return .string(f.string(from: try date(first, interpreter, at: range)))
        case (.components(let f), "string"):
            return .optional(try componentsText(f, try double(first, at: range), at: range).map { .string($0) })
        case (.iso8601(let f), "date"):
            return .optional(f.date(from: try string(first, at: range)).map { .date($0) })
        case (.jsonDecoder(let d), "decode"):
            return try decodeJSON(d, args, interpreter, at: range)
        case (.relative(let f), "localizedString"), (.relative(let f), "string"):
            // `localizedString(for:relativeTo:)`, `localizedString(fromTimeInterval:)`, `string(for:)`.
            let now = interpreter.now
            let reference =
                try args.first { $0.label == "relativeTo" }.map { try date($0.value, interpreter, at: range) } ?? now
            let target: Date
            if args.first?.label == "fromTimeInterval" {
                target = reference.addingTimeInterval(try double(first, at: range))
            } else {
                target = try date(first, interpreter, at: range)
            }
            let styles = ["full": "wide", "spellOut": "spellOut", "short": "abbreviated", "abbreviated": "narrow"]
            guard let unitsStyle = styles[f.unitsStyle] else {
                throw unsupported("RelativeDateTimeFormatter's unitsStyle .\(f.unitsStyle)", at: range)
            }
            let text = try relativeText(
                target, presentation: f.dateTimeStyle, unitsStyle: unitsStyle, locale: f.locale,
                calendar: interpreter.calendar, reference: reference, at: range)
            return name == "string" ? .optional(.string(text)) : .string(text)
        default:
            return nil
        }
    }
}
