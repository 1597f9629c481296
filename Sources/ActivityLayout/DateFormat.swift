import Foundation

/// A `DateFormatter` as a widget configures one (`dateFormat = "HH:mm"`, `dateStyle = .medium`,
/// `timeStyle = .short`, `locale = Locale(identifier: "de_DE")`), in the spec text the
/// `dateFormat(date, spec)` expression function takes: `;`-separated `format:PATTERN`,
/// `date:STYLE`, `time:STYLE` and `locale:ID` parts (styles: none, short, medium, long, full).
///
/// Formatting goes through Foundation's own `DateFormatter` (ICU, as on the phone), in `en_US` unless
/// the spec names a locale, in the render's time zone.
public struct DateFormat: Sendable, Equatable {
    public var format: String?
    public var dateStyle: DateFormatter.Style = .none
    public var timeStyle: DateFormatter.Style = .none
    public var locale = "en_US"

    public init() {}

    static let styles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]

    /// Parses a spec; nil names something this type does not know. A pattern may hold `;` only as
    /// its last part.
    public init?(spec: String) {
        var rest = Substring(spec)
        while !rest.isEmpty {
            if rest.hasPrefix("format:") {
                format = String(rest.dropFirst(7))
                break
            }
            let end = rest.firstIndex(of: ";") ?? rest.endIndex
            let part = rest[..<end]
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let key = part[..<colon], value = String(part[part.index(after: colon)...])
            switch key {
            case "date": guard let style = Self.styles[value] else { return nil }; dateStyle = style
            case "time": guard let style = Self.styles[value] else { return nil }; timeStyle = style
            case "locale":
                guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
                locale = value
            default: return nil
            }
        }
    }

    /// The spec text; the pattern goes last, so it may hold any character.
    public var spec: String {
        var parts: [String] = []
        func name(_ style: DateFormatter.Style) -> String { Self.styles.first { $0.value == style }?.key ?? "none" }
        if dateStyle != .none { parts.append("date:" + name(dateStyle)) }
        if timeStyle != .none { parts.append("time:" + name(timeStyle)) }
        if locale != "en_US" { parts.append("locale:" + locale) }
        if let format { parts.append("format:" + format) }
        return parts.joined(separator: ";")
    }

    public func string(from date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = timeZone
        if let format {
            formatter.dateFormat = format
        } else {
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
        }
        return formatter.string(from: date)
    }
}
