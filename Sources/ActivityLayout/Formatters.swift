import Foundation

/// The text forms of durations, clock times and dates that timers and expression functions share.
///
/// English and Gregorian, written by hand instead of through `DateFormatter`, so a dump reads the
/// same on every machine whatever its locale data; the time zone is always passed in.
public enum Formatters {
    /// The timer's form: `m:ss` under an hour, `h:mm:ss` from an hour (first field not padded),
    /// `-` in front of a negative value. Without hours, minutes accumulate (`90:00`).
    public static func duration(seconds: Int, showsHours: Bool = true) -> String {
        let magnitude = seconds.magnitude
        let sign = seconds < 0 ? "-" : ""
        let s = magnitude % 60
        if showsHours, magnitude >= 3600 {
            return sign + "\(magnitude / 3600):" + twoDigits(magnitude % 3600 / 60) + ":" + twoDigits(s)
        }
        return sign + "\(magnitude / 60):" + twoDigits(s)
    }

    /// The time of day in `timeZone`, written as `clock` says (`HH:mm`, `h:mm AM`): what `time(date)`
    /// and `Text(date, style: .time)` show.
    public static func time(_ date: Date, timeZone: TimeZone, clock: ClockFormat = .twentyFourHour) -> String {
        let parts = components(date, timeZone)
        return clock.text(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// `November 22, 2026`: the form of Apple's `Text(date, style: .date)` example in English.
    public static func longDate(_ date: Date, timeZone: TimeZone) -> String {
        let parts = components(date, timeZone)
        let month = parts.month.map { monthNames.indices.contains($0 - 1) ? monthNames[$0 - 1] : "" } ?? ""
        return "\(month) \(parts.day ?? 0), \(parts.year ?? 0)"
    }

    /// `2 hours, 23 minutes`: at most two fields, the largest non-zero unit (days at most) and the
    /// next one when it is not zero. Direction is not shown, as with SwiftUI's `.relative` style.
    public static func relative(seconds: Int) -> String {
        let fields = unitFields(seconds.magnitude)
        guard let first = fields.first(where: { $0.count > 0 }), let index = fields.firstIndex(where: { $0.count > 0 }) else {
            return "0 seconds"
        }
        var parts = [plural(first.count, first.unit)]
        if index + 1 < fields.count, fields[index + 1].count > 0 {
            parts.append(plural(fields[index + 1].count, fields[index + 1].unit))
        }
        return parts.joined(separator: ", ")
    }

    /// `+5 minutes`, `-2 hours`: the signed offset in its largest unit, truncated.
    public static func offset(seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let largest = unitFields(seconds.magnitude).first { $0.count > 0 }
        return sign + plural(largest?.count ?? 0, largest?.unit ?? "second")
    }

    /// `printf`-style formatting of one number: `formatted(x, "%.1f")`. The format must consume
    /// exactly that number (`Printf` says why a format is refused); an integer conversion of a
    /// `Double` truncates toward zero.
    public static func printf(_ format: String, _ value: Double) -> Result<String, FormatError> {
        printf(format, .double(value))
    }

    public static func printf(_ format: String, _ value: Int) -> Result<String, FormatError> {
        printf(format, .int(value))
    }

    private static func printf(_ format: String, _ argument: Printf.Argument) -> Result<String, FormatError> {
        switch Printf.formatCounting(format, [argument]) {
        case .failure(let error): return .failure(error)
        case .success((_, 0)): return .failure(FormatError("\"\(format)\" has no conversion such as %d or %.1f"))
        case .success((let text, _)): return .success(text)
        }
    }

    /// Why `printf` refused a format.
    public struct FormatError: Error, Sendable, Equatable {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

    private static func components(_ date: Date, _ timeZone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    private static func unitFields(_ seconds: UInt) -> [(count: UInt, unit: String)] {
        [(seconds / 86_400, "day"), (seconds % 86_400 / 3600, "hour"), (seconds % 3600 / 60, "minute"), (seconds % 60, "second")]
    }

    private static func plural(_ count: UInt, _ unit: String) -> String {
        "\(count) \(unit)" + (count == 1 ? "" : "s")
    }

    private static func twoDigits(_ value: UInt) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
