import Foundation

/// `NumberFormatter.string(from:)` with the fraction digits iOS shows. Linux's Foundation ignores
/// `maximumFractionDigits` once the minimum is above zero (it shows the larger of the minimum and the
/// style's default maximum: a decimal 47.25 with both set to 1 is "47.25", where iOS shows "47.2"), so
/// the number is rounded here to the digits iOS keeps and the formatter is told exactly that many.
extension Library {
    /// `minimumFractionDigits` (`isMinimum`) or `maximumFractionDigits` set to `digits`: the other bound
    /// moves as ICU moves it (a maximum below the minimum lowers it, and the reverse), from the
    /// style's own bounds the first time.
    static func setFractionDigits(_ box: FormatterBox, _ f: NumberFormatter, _ isMinimum: Bool, _ digits: Int) {
        var (minimum, maximum) = box.fractionDigits ?? styleDefaults(f)
        if isMinimum {
            minimum = max(0, digits)
            maximum = max(maximum, minimum)
        } else {
            maximum = max(0, digits)
            minimum = min(minimum, maximum)
        }
        box.fractionDigits = (minimum, maximum)
    }

    static func formatNumber(_ number: NSNumber, _ box: FormatterBox, _ f: NumberFormatter) -> String? {
        guard let (minimum, maximum) = box.fractionDigits, f.numberStyle != .spellOut, f.numberStyle != .scientific,
            !f.usesSignificantDigits, case let value = number.doubleValue, value.isFinite
        else { return f.string(from: number) }
        let scale = f.numberStyle == .percent ? 100.0 : 1.0
        // ICU rounds the shortest decimal that reads back as the Double, as Swift's description is.
        guard var exact = Decimal(string: String(value * scale), locale: posix) else { return f.string(from: number) }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, maximum, decimalRounding(f.roundingMode))
        // With the minimum at the digits wanted, Linux shows no more: the number has no more. Every
        // call sets both, so the formatter's own bounds need no restoring.
        let shown = max(minimum, fractionDigitCount(rounded))
        f.maximumFractionDigits = shown
        f.minimumFractionDigits = shown
        return f.string(from: NSNumber(value: NSDecimalNumber(decimal: rounded).doubleValue / scale))
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// The style's fraction digits in the formatter's locale and currency: a new formatter's, which
    /// Linux reports as iOS does (decimal 0...3, currency the currency's own, percent 0).
    static func styleDefaults(_ f: NumberFormatter) -> (Int, Int) {
        let fresh = NumberFormatter()
        fresh.locale = f.locale
        fresh.numberStyle = f.numberStyle
        if f.numberStyle == .currency || f.numberStyle == .currencyISOCode { fresh.currencyCode = f.currencyCode }
        return (fresh.minimumFractionDigits, fresh.maximumFractionDigits)
    }

    static func fractionDigitCount(_ value: Decimal) -> Int {
        var value = value
        var count = 0
        while count < 40, value != value.rounded(0) {
            value *= 10
            count += 1
        }
        return count
    }

    static func decimalRounding(_ mode: NumberFormatter.RoundingMode) -> NSDecimalNumber.RoundingMode {
        switch mode {
        case .up, .ceiling: return .up
        case .down, .floor: return .down
        case .halfUp: return .plain
        default: return .bankers
        }
    }
}

extension Decimal {
    /// Rounded to `scale` fraction digits, half to even.
    fileprivate func rounded(_ scale: Int) -> Decimal {
        var source = self
        var result = Decimal()
        NSDecimalRound(&result, &source, scale, .bankers)
        return result
    }
}
