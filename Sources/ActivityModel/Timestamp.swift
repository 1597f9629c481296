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
    public static func iso8601(_ date: Date) -> String {
        let whole = date.timeIntervalSince1970.rounded(.down)
        let millis = Int(((date.timeIntervalSince1970 - whole) * 1000).rounded())
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = .withInternetDateTime
        if millis == 0 || millis == 1000 {
            return formatter.string(from: Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded()))
        }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
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
