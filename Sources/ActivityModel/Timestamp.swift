import Foundation

/// Reading and writing the instants and durations people type on the command line and in feeds.
///
/// An instant is ISO-8601 (`2026-11-22T10:00:00Z`, fractional seconds and offsets allowed) or Unix
/// seconds (`1795341600`). A duration is `90s`, `5m`, `2h`, `1h30m`, `1d` or bare seconds.
public enum Timestamp {
    /// Parses an instant; nil when it is neither ISO-8601 nor a number.
    public static func parseInstant(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        return parseISO8601(trimmed)
    }

    /// ISO-8601 with or without fractional seconds.
    public static func parseISO8601(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = .withInternetDateTime
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// Parses `90s`, `5m`, `2h`, `1h30m`, `1d`, `-5m` or plain seconds (`90`).
    public static func parseDuration(_ text: String) -> TimeInterval? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var sign = 1.0
        if rest.hasPrefix("-") { sign = -1; rest = rest.dropFirst() } else if rest.hasPrefix("+") { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        if let plain = Double(rest), plain.isFinite { return sign * plain }
        var total = 0.0
        var number = ""
        var sawUnit = false
        for c in rest {
            if c.isNumber || c == "." {
                number.append(c)
                continue
            }
            guard let value = Double(number) else { return nil }
            switch c {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return sign * total
    }

    /// `2026-11-22T10:00:00Z`, or with milliseconds when the instant has them.
    ///
    /// Written with calendar arithmetic rather than `ISO8601DateFormatter`, which costs tens of
    /// microseconds per call and dominated `validate` on large feeds (BENCHMARKS.md).
    public static func iso8601(_ date: Date) -> String {
        var millis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        millis -= seconds * 1000
        var days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        seconds -= days * 86_400
        // Howard Hinnant's days-from-civil inverse (http://howardhinnant.github.io/date_algorithms.html).
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (0...9999).contains(year) else {
            return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(seconds / 3600, 2) + ":"
                + pad(seconds % 3600 / 60, 2) + ":" + pad(seconds % 60, 2) + (millis != 0 ? "." + pad(millis, 3) : "") + "Z"
        }
        // The common case, written into a fixed buffer: this runs several times per payload.
        let digits: [(Int64, Int)] = [(year, 4), (month, 2), (day, 2), (seconds / 3600, 2), (seconds % 3600 / 60, 2), (seconds % 60, 2), (millis, 3)]
        let separators: [UInt8] = [0x2D, 0x2D, 0x54, 0x3A, 0x3A, 0x2E, 0x5A]  // - - T : : . Z
        let length = millis != 0 ? 24 : 20
        return String(unsafeUninitializedCapacity: length) { buffer in
            var i = 0
            for (field, (value, width)) in digits.enumerated() {
                if field == 6 && millis == 0 { break }
                var v = value
                for k in stride(from: width - 1, through: 0, by: -1) {
                    buffer[i + k] = UInt8(48 + v % 10)
                    v /= 10
                }
                i += width
                buffer[i] = field == 5 && millis == 0 ? 0x5A : separators[field]
                i += 1
            }
            return i
        }
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + (digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits)
    }

    /// `1h30m`, `5m`, `45s`, `2h`: the inverse of `parseDuration` for whole seconds.
    public static func formatDuration(_ interval: TimeInterval) -> String {
        var seconds = Int(interval.rounded())
        let negative = seconds < 0
        seconds = abs(seconds)
        let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
        var out = negative ? "-" : ""
        if h > 0 { out += "\(h)h" }
        if m > 0 { out += "\(m)m" }
        if s > 0 || (h == 0 && m == 0) { out += "\(s)s" }
        return out
    }
}

/// Where "now" comes from. Only the command line reads the real clock; everything else is handed one.
public struct Clock: Sendable {
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The wall clock.
    public static let system = Clock { Date() }

    /// A clock stopped at `date`, for tests and for `--now`.
    public static func fixed(_ date: Date) -> Clock {
        Clock { date }
    }
}
