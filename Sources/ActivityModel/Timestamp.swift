import Foundation

/// Reading and writing the instants and durations people type on the command line and in feeds.
///
/// An instant is ISO-8601 (`2026-11-22T10:00:00Z`, fractional seconds and offsets allowed) or Unix
/// seconds (`1795341600`). A duration is `90s`, `5m`, `2h`, `1h30m`, `1d` or bare seconds.
public enum Timestamp {
    /// Parses an instant; nil when it is neither ISO-8601 nor a number.
    public static func parseInstant(_ text: String) -> Date? {
        let trimmed = text.trimmingSpaces
        if let seconds = Double(trimmed), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        return parseISO8601(trimmed)
    }

    /// ISO-8601 with or without fractional seconds.
    public static func parseISO8601(_ text: String) -> Date? {
        if let fast = parseInternetDateTime(text) { return fast }
        let plain = ISO8601DateFormatter()
        plain.formatOptions = .withInternetDateTime
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// `2026-11-22T10:00:00Z`, `…:00.250Z`, `…:00+02:00`: RFC 3339, read by hand because building an
    /// `ISO8601DateFormatter` is a tenth of a whole `livepeek dump` (BENCHMARKS.md).
    static func parseInternetDateTime(_ text: String) -> Date? {
        let b = Array(text.utf8)
        func digits(_ at: Int, _ count: Int) -> Int64? {
            guard at + count <= b.count else { return nil }
            var v: Int64 = 0
            for i in at..<(at + count) {
                guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
                v = v * 10 + Int64(b[i] - 0x30)
            }
            return v
        }
        guard b.count >= 20, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54 || b[10] == 0x74 || b[10] == 0x20, b[13] == 0x3A, b[16] == 0x3A,
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var i = 19
        var fraction = 0.0
        if i < b.count, b[i] == 0x2E {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { fraction += Double(b[i] - 0x30) * scale; scale /= 10; i += 1 }
            guard i > start else { return nil }
        }
        var offset: Int64 = 0
        guard i < b.count else { return nil }
        if b[i] == 0x5A || b[i] == 0x7A {
            i += 1
        } else if b[i] == 0x2B || b[i] == 0x2D {
            let sign: Int64 = b[i] == 0x2D ? -1 : 1
            guard let h = digits(i + 1, 2) else { return nil }
            var m: Int64 = 0
            if i + 3 < b.count, b[i + 3] == 0x3A { guard let mm = digits(i + 4, 2) else { return nil }; m = mm; i += 6 }
            else if let mm = digits(i + 3, 2) { m = mm; i += 5 } else { i += 3 }
            offset = sign * (h * 3600 + m * 60)
        } else {
            return nil
        }
        guard i == b.count else { return nil }
        // Days from civil (Howard Hinnant), the inverse of `iso8601(_:)`.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Parses `90s`, `5m`, `2h`, `1h30m`, `1d`, `-5m` or plain seconds (`90`).
    public static func parseDuration(_ text: String) -> TimeInterval? {
        var rest = Substring(text.trimmingSpaces)
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
    /// microseconds per call, too much for a line written per push (BENCHMARKS.md, "Ingest").
    /// Any `Date` a push can produce is written: past ±285 million years, where the milliseconds
    /// no longer fit an `Int64`, the instant is said as a number of seconds instead.
    public static func iso8601(_ date: Date) -> String {
        guard let fields = CivilTime(date) else { return "\(date.timeIntervalSince1970) seconds from 1970" }
        guard (0...9999).contains(fields.year) else {
            return pad(fields.year, 4) + "-" + pad(fields.month, 2) + "-" + pad(fields.day, 2) + "T" + pad(fields.hour, 2) + ":"
                + pad(fields.minute, 2) + ":" + pad(fields.second, 2) + (fields.millis != 0 ? "." + pad(fields.millis, 3) : "") + "Z"
        }
        return String(unsafeUninitializedCapacity: 24) { buffer in fields.write(into: buffer) }
    }

    /// Appends `iso8601(date)`'s UTF-8 to `bytes`: a report line per push writes two, and a
    /// 20-byte `String` is an allocation each.
    public static func appendISO8601(_ date: Date, to bytes: inout [UInt8]) {
        guard let fields = CivilTime(date), (0...9999).contains(fields.year) else {
            bytes.append(contentsOf: iso8601(date).utf8)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let written = fields.write(into: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
    }

    /// An instant's calendar fields in UTC, milliseconds rounded; nil where they no longer fit.
    struct CivilTime {
        var year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64, millis: Int64

        init?(_ date: Date) {
            let interval = date.timeIntervalSince1970
            guard interval.isFinite, interval.magnitude < 9e15 else { return nil }
            var millis = Int64((interval * 1000).rounded())
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
            day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
            month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
            hour = seconds / 3600
            minute = seconds % 3600 / 60
            second = seconds % 60
            self.millis = millis
        }

        /// Writes a year of 0...9999 as `YYYY-MM-DDTHH:MM:SS[.mmm]Z` into `buffer` (24 bytes of room);
        /// returns the bytes written.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var i = 0
            func put(_ value: Int64, _ width: Int, _ separator: UInt8) {
                var v = value
                for k in stride(from: width - 1, through: 0, by: -1) {
                    buffer[i + k] = UInt8(48 + v % 10)
                    v /= 10
                }
                buffer[i + width] = separator
                i += width + 1
            }
            put(year, 4, UInt8(ascii: "-"))
            put(month, 2, UInt8(ascii: "-"))
            put(day, 2, UInt8(ascii: "T"))
            put(hour, 2, UInt8(ascii: ":"))
            put(minute, 2, UInt8(ascii: ":"))
            if millis == 0 {
                put(second, 2, UInt8(ascii: "Z"))
            } else {
                put(second, 2, UInt8(ascii: "."))
                put(millis, 3, UInt8(ascii: "Z"))
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
        guard interval.isFinite, interval.magnitude < 9e15 else { return "\(interval)s" }
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
