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

    /// `HH:mm`, 24-hour, in `timeZone`: what `time(date)` and `Text(date, style: .time)` show.
    public static func time(_ date: Date, timeZone: TimeZone) -> String {
        let parts = components(date, timeZone)
        return twoDigits(UInt(parts.hour ?? 0)) + ":" + twoDigits(UInt(parts.minute ?? 0))
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

    /// `printf`-style formatting of one number: `formatted(x, "%.1f")`.
    ///
    /// The format must hold exactly one conversion (`d i o u x X f F e E g G a A`, with flags,
    /// width and precision; `%%` is a literal percent). It is rebuilt before it reaches
    /// `String(format:)`: length modifiers are replaced by the one matching the argument we pass,
    /// and `%s`, `%@`, `%n` or `*` are refused, because a mismatched C format reads memory it was
    /// not given. An integer conversion of a `Double` truncates toward zero.
    public static func printf(_ format: String, _ value: Double) -> Result<String, FormatError> {
        switch conversion(in: format) {
        case .failure(let error): return .failure(error)
        case .success((let rebuilt, true)):
            let truncated = value.rounded(.towardZero)
            guard value.isFinite, truncated >= -9.2e18, truncated <= 9.2e18 else {
                return .failure(FormatError("\(value) does not fit an integer conversion"))
            }
            return .success(String(format: rebuilt, Int64(truncated)))
        case .success((let rebuilt, false)):
            return .success(String(format: rebuilt, value))
        }
    }

    /// `printf`-style formatting of one integer; a floating-point conversion formats it as a `Double`.
    public static func printf(_ format: String, _ value: Int) -> Result<String, FormatError> {
        switch conversion(in: format) {
        case .failure(let error): return .failure(error)
        case .success((let rebuilt, true)): return .success(String(format: rebuilt, Int64(value)))
        case .success((let rebuilt, false)): return .success(String(format: rebuilt, Double(value)))
        }
    }

    /// The format rebuilt with a safe length modifier, and whether its conversion takes an integer.
    private static func conversion(in format: String) -> Result<(String, Bool), FormatError> {
        let chars = Array(format)
        var rebuilt = ""
        var conversion: Character?
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else {
                rebuilt.append(chars[i])
                i += 1
                continue
            }
            i += 1
            if i < chars.count, chars[i] == "%" {
                rebuilt += "%%"
                i += 1
                continue
            }
            var spec = "%"
            while i < chars.count, "-+ #0".contains(chars[i]) {
                spec.append(chars[i])
                i += 1
            }
            var width = ""
            while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                width.append(chars[i])
                i += 1
            }
            var precision: String?
            if i < chars.count, chars[i] == "." {
                i += 1
                var digits = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber {
                    digits.append(chars[i])
                    i += 1
                }
                precision = digits
            }
            guard width.count <= 2, (precision ?? "").count <= 2 else {
                return .failure(FormatError("width and precision are limited to two digits in \"\(format)\""))
            }
            while i < chars.count, "hlLqjzt".contains(chars[i]) { i += 1 }
            guard i < chars.count else { return .failure(FormatError("\"\(format)\" ends inside a conversion")) }
            let c = chars[i]
            i += 1
            guard "diouxXfFeEgGaA".contains(c) else {
                return .failure(FormatError("'%\(c)' is not a number conversion; use one of d i o u x X f F e E g G a A"))
            }
            guard conversion == nil else {
                return .failure(FormatError("\"\(format)\" has more than one conversion; formatted() takes one number"))
            }
            conversion = c
            spec += width
            if let precision { spec += "." + precision }
            rebuilt += spec + ("diouxX".contains(c) ? "ll" : "") + String(c)
        }
        guard let conversion else {
            return .failure(FormatError("\"\(format)\" has no conversion such as %d or %.1f"))
        }
        return .success((rebuilt, "diouxX".contains(conversion)))
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
