/// How a locale writes a time of day in its short style (`Text(date, style: .time)`,
/// `.formatted(date: .omitted, time: .shortened)`, `DateFormatter.timeStyle = .short`): the hour
/// cycle, whether the hour is padded, the separator and the day-period markers.
///
/// A small table written by hand from the locale data iOS formats with (docs/ACTIVITYKIT.md,
/// "Time of day"), so a dump does not depend on the machine's locale data. A locale the table does
/// not list is written `HH:mm`.
public struct ClockFormat: Sendable, Equatable {
    /// 12-hour with `am`/`pm` after the time, or 24-hour.
    public var twelveHour: Bool
    /// `08:05` rather than `8:05`.
    public var padsHour: Bool
    public var separator: Character
    public var am: String
    public var pm: String

    public init(twelveHour: Bool, padsHour: Bool, separator: Character = ":", am: String = "AM", pm: String = "PM") {
        self.twelveHour = twelveHour
        self.padsHour = padsHour
        self.separator = separator
        self.am = am
        self.pm = pm
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
            case "au": self = ClockFormat(twelveHour: true, padsHour: false, am: "am", pm: "pm")
            default: self = .twelveHour
            }
        case "ur":
            self = .twelveHour
        case "es" where region == "us" || region == "mx":
            self = ClockFormat(twelveHour: true, padsHour: false, am: "a.m.", pm: "p.m.")
        case "es", "ja", "he", "iw", "cs", "fa":
            self = ClockFormat(twelveHour: false, padsHour: false)
        case "fi":
            self = ClockFormat(twelveHour: false, padsHour: false, separator: ".")
        case "da", "id":
            self = ClockFormat(twelveHour: false, padsHour: true, separator: ".")
        default:
            self = .twentyFourHour
        }
    }

    /// `hour` (0…23) and `minute` written in this format: `9:55 AM`, `09:55`, `9.55`.
    public func text(hour: Int, minute: Int) -> String {
        let shownHour = twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        let hourText = padsHour && shownHour < 10 ? "0\(shownHour)" : "\(shownHour)"
        let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
        guard twelveHour else { return hourText + String(separator) + minuteText }
        // iOS puts a narrow no-break space (U+202F) before the marker; a cell holds a space as well.
        return hourText + String(separator) + minuteText + " " + (hour < 12 ? am : pm)
    }
}
