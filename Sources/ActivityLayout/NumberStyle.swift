import Foundation

/// Foundation's number format styles as a widget writes them (`x.formatted()`,
/// `.formatted(.number.precision(.fractionLength(2)))`, `Text(x, format: .percent)`,
/// `.currency(code: "EUR")`), in the spec text the `number(x, spec)` expression function takes:
/// `number`, `percent` or `currency:EUR`, then `;fraction:2`, `;fraction:0...2`, `;grouping:never`.
///
/// Formatting goes through Foundation's own `FormatStyle`s (ICU, as on the phone) in `en_US`, so the
/// digits, grouping and rounding are the phone's.
public struct NumberStyle: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case number, percent
        case currency(code: String)
    }

    public var kind: Kind
    public var fraction: ClosedRange<Int>?
    public var grouping = true

    public init(kind: Kind, fraction: ClosedRange<Int>? = nil, grouping: Bool = true) {
        self.kind = kind
        self.fraction = fraction
        self.grouping = grouping
    }

    /// Fraction lengths past this are refused: ICU takes at most 999, a cell row far fewer.
    static let maximumFraction = 20

    /// Parses a spec; nil names nothing this type knows.
    public init?(spec: String) {
        let parts = spec.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first else { return nil }
        switch head {
        case "number": kind = .number
        case "percent": kind = .percent
        case _ where head.hasPrefix("currency:") && head.count == 12 && head.dropFirst(9).allSatisfy(\.isLetter):
            kind = .currency(code: String(head.dropFirst(9)).uppercased())
        default: return nil
        }
        for part in parts.dropFirst() {
            if part == "grouping:never" {
                grouping = false
            } else if part.hasPrefix("fraction:") {
                let bounds = part.dropFirst(9).components(separatedBy: "...").map { Int($0) }
                guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, bounds.count <= 2, 0 <= low, low <= high,
                      high <= Self.maximumFraction else { return nil }
                fraction = low...high
            } else {
                return nil
            }
        }
    }

    public var spec: String {
        var text: String
        switch kind {
        case .number: text = "number"
        case .percent: text = "percent"
        case .currency(let code): text = "currency:" + code
        }
        if let fraction { text += ";fraction:" + (fraction.lowerBound == fraction.upperBound ? "\(fraction.lowerBound)" : "\(fraction.lowerBound)...\(fraction.upperBound)") }
        if !grouping { text += ";grouping:never" }
        return text
    }

    private static let locale = Locale(identifier: "en_US")

    /// An `Int` formats as `IntegerFormatStyle` does (`25` as a percent is `25%`), a `Double` as
    /// `FloatingPointFormatStyle` (`0.25` is `25%`).
    public func format(_ value: Int) -> String {
        let precision = fraction.map { NumberFormatStyleConfiguration.Precision.fractionLength($0) }
        let grouping: NumberFormatStyleConfiguration.Grouping = self.grouping ? .automatic : .never
        switch kind {
        case .number:
            var style = IntegerFormatStyle<Int>(locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        case .percent:
            var style = IntegerFormatStyle<Int>.Percent(locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        }
    }

    public func format(_ value: Double) -> String {
        let precision = fraction.map { NumberFormatStyleConfiguration.Precision.fractionLength($0) }
        let grouping: NumberFormatStyleConfiguration.Grouping = self.grouping ? .automatic : .never
        switch kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale).grouping(grouping)
            if let precision { style = style.precision(precision) }
            return value.formatted(style)
        }
    }
}
