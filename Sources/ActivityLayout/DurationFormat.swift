/// A `DateComponentsFormatter` as a widget configures one (`allowedUnits = [.hour, .minute]`,
/// `unitsStyle = .abbreviated`), in the spec text the `durationFormat(seconds, spec)` expression
/// function takes: `units:day,hour,minute,second;style:abbreviated` (styles: abbreviated, short,
/// full).
///
/// Foundation's text in English (docs/ACTIVITYKIT.md, "Durations"): the seconds are split into the
/// allowed units from the largest, the rest below the smallest dropped; units that are zero are left
/// out, and when all are, the smallest shows 0; a negative duration puts `-` before the first unit.
public struct DurationFormat: Sendable, Equatable {
    public enum Unit: String, Sendable, Equatable, CaseIterable {
        case day, hour, minute, second

        var seconds: Int {
            switch self {
            case .day: return 86_400
            case .hour: return 3_600
            case .minute: return 60
            case .second: return 1
            }
        }
    }

    public enum Style: String, Sendable, Equatable {
        case abbreviated, short, full
    }

    /// Largest first.
    public var units: [Unit] = [.day, .hour, .minute, .second]
    public var style: Style?

    public init() {}

    public init?(spec: String) {
        for part in spec.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let key = part[..<colon], value = part[part.index(after: colon)...]
            switch key {
            case "units":
                var chosen: [Unit] = []
                for name in value.split(separator: ",") {
                    guard let unit = Unit(rawValue: String(name)) else { return nil }
                    chosen.append(unit)
                }
                guard !chosen.isEmpty else { return nil }
                units = Unit.allCases.filter(chosen.contains)
            case "style":
                guard let chosen = Style(rawValue: String(value)) else { return nil }
                style = chosen
            default:
                return nil
            }
        }
    }

    public var spec: String {
        "units:" + units.map(\.rawValue).joined(separator: ",") + (style.map { ";style:" + $0.rawValue } ?? "")
    }

    /// The text for `seconds`; nil when no style is set (Foundation's default, positional, is not read)
    /// or the value is not a finite number of seconds that fits.
    public func string(seconds: Double) -> String? {
        guard let style, seconds.isFinite, seconds.magnitude < 9e15, let smallest = units.last else { return nil }
        var rest = Int(seconds.magnitude.rounded(.towardZero))
        var parts: [(Unit, Int)] = []
        for unit in units {
            let count = rest / unit.seconds
            rest %= unit.seconds
            if count != 0 { parts.append((unit, count)) }
        }
        if parts.isEmpty { parts = [(smallest, 0)] }
        let sign = seconds <= -Double(smallest.seconds) ? "-" : ""
        let words = parts.map { Self.word($0.0, $0.1, style) }
        return sign + words.joined(separator: style == .abbreviated ? " " : ", ")
    }

    static func word(_ unit: Unit, _ count: Int, _ style: Style) -> String {
        switch style {
        case .abbreviated:
            let letter: [Unit: String] = [.day: "d", .hour: "h", .minute: "m", .second: "s"]
            return String(count) + (letter[unit] ?? "")
        case .short:
            let name: [Unit: String] = [.day: count == 1 ? "day" : "days", .hour: "hr", .minute: "min", .second: "sec"]
            return String(count) + " " + (name[unit] ?? "")
        case .full:
            return String(count) + " " + unit.rawValue + (count == 1 ? "" : "s")
        }
    }
}
