import Foundation

/// A `FormatStyle` as the program builds it (`.number.precision(.fractionLength(2))`, `.percent`,
/// `.currency(code: "EUR")`, `.dateTime.hour().minute()`, `Date.FormatStyle(date:time:)`,
/// `.time(pattern: .minuteSecond)`): the choices written, turned into Foundation's own style
/// when a value is formatted, in the interpreter's locale, calendar and time zone.
public struct FormatStyleValue: Sendable {
    public enum Kind: Sendable {
        case number, percent
        case currency(code: String)
        /// `.dateTime` and its fields in the order written; no field is Foundation's default.
        case dateTime([DateField])
        /// `Date.FormatStyle(date:time:)` and `formatted(date:time:)`.
        case dateAndTime(date: String, time: String)
        case iso8601
        /// `Duration`'s `.time(pattern:)`.
        case durationTime(pattern: String)
        /// `Duration`'s `.units(allowed:width:)`.
        case durationUnits(allowed: [String], width: String)
        /// `.relative(presentation:unitsStyle:)`, `Date.RelativeFormatStyle(…)`: a date told from the
        /// render's instant (`named`: "yesterday"; `numeric`: "1 day ago").
        case relative(presentation: String, unitsStyle: String)
    }

    public struct DateField: Sendable {
        public var name: String
        /// The option's name (`abbreviated`, `twoDigits`), nil for the field's default.
        public var option: String?
    }

    public enum Precision: Sendable {
        case fractionLength(ClosedRange<Int>)
        case significantDigits(ClosedRange<Int>)
        case integerLength(ClosedRange<Int>)
    }

    public var kind: Kind
    public var precision: Precision?
    public var grouping = true
    public var compact = false
    /// `.rounded(rule:increment:)`: the rule's name and the increment, if given.
    public var rounding: (rule: String, increment: Double?)?
    public var locale: Locale?

    public init(_ kind: Kind) {
        self.kind = kind
    }

    var typeName: String {
        switch kind {
        case .number, .percent, .currency: return "FloatingPointFormatStyle<Double>"
        case .dateTime, .dateAndTime: return "Date.FormatStyle"
        case .iso8601: return "Date.ISO8601FormatStyle"
        case .durationTime: return "Duration.TimeFormatStyle"
        case .durationUnits: return "Duration.UnitsFormatStyle"
        case .relative: return "Date.RelativeFormatStyle"
        }
    }
}
