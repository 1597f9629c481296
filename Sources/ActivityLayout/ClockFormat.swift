/// How a locale writes a time of day in its short style (`Text(date, style: .time)`,
/// `.formatted(date: .omitted, time: .shortened)`, `DateFormatter.timeStyle = .short`): the hour
/// cycle, whether the hour is padded, the separator and the day-period markers.
///
/// A small table written by hand from the locale data iOS formats with (docs/ACTIVITYKIT.md,
/// "Time of day"), so a dump does not depend on the machine's locale data. A locale the table does
/// not list is written `HH:mm`.
///
/// A few bytes: it is part of the environment every frame copies and compares.
public struct ClockFormat: Sendable, Equatable {
    /// How a 12-hour time names the half of the day.
    public enum DayPeriod: UInt8, Sendable {
        /// `AM` / `PM`.
        case upper
        /// `am` / `pm`.
        case lower
        /// `a.m.` / `p.m.`.
        case dotted
    }

    /// 12-hour with the day period after the time, or 24-hour.
    public var twelveHour: Bool
    /// `08:05` rather than `8:05`.
    public var padsHour: Bool
    /// `:` or `.` between hours and minutes.
    public var usesDot: Bool
    public var dayPeriod: DayPeriod

    public init(twelveHour: Bool, padsHour: Bool, usesDot: Bool = false, dayPeriod: DayPeriod = .upper) {
        self.twelveHour = twelveHour
        self.padsHour = padsHour
        self.usesDot = usesDot
        self.dayPeriod = dayPeriod
    }

    /// `HH:mm`: what a locale outside the table gets.
    public static let twentyFourHour = ClockFormat(twelveHour: false, padsHour: true)
    /// `h:mm AM`: English in the United States, and `en` with no region, as iOS reads it.
    public static let twelveHour = ClockFormat(twelveHour: true, padsHour: false)

    /// The short time format of a locale identifier (`en`, `en-GB`, `de_CH`, `zh-Hant-TW`).
    public init(locale: String) {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        let language = parts.first ?? ""
        // The region is the two-letter or three-digit part after the language (a script has four letters).
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 } ?? ""
        switch language {
        case "en":
            switch region {
            case "gb", "ie", "za", "150": self = .twentyFourHour
            case "au": self = ClockFormat(twelveHour: true, padsHour: false, dayPeriod: .lower)
            default: self = .twelveHour
            }
        case "ur":
            self = .twelveHour
        case "es" where region == "us" || region == "mx":
            self = ClockFormat(twelveHour: true, padsHour: false, dayPeriod: .dotted)
        case "es", "ja", "he", "iw", "cs", "fa":
            self = ClockFormat(twelveHour: false, padsHour: false)
        case "fi":
            self = ClockFormat(twelveHour: false, padsHour: false, usesDot: true)
        case "da", "id":
            self = ClockFormat(twelveHour: false, padsHour: true, usesDot: true)
        default:
            self = .twentyFourHour
        }
    }

    /// `hour` (0…23) and `minute` written in this format: `9:55 AM`, `09:55`, `9.55`.
    public func text(hour: Int, minute: Int) -> String {
        let shownHour = twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        let hourText = padsHour && shownHour < 10 ? "0\(shownHour)" : "\(shownHour)"
        let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
        let time = hourText + (usesDot ? "." : ":") + minuteText
        guard twelveHour else { return time }
        // iOS puts a narrow no-break space (U+202F) before the day period; a cell holds a space as well.
        let morning = hour < 12
        switch dayPeriod {
        case .upper: return time + (morning ? " AM" : " PM")
        case .lower: return time + (morning ? " am" : " pm")
        case .dotted: return time + (morning ? " a.m." : " p.m.")
        }
    }
}
