/// A number as a message or a label writes it: whole numbers without a fraction (`160`), others in
/// Swift's shortest form (`52.33`) or with `fractionDigits`; infinities, NaN and magnitudes past
/// 10^15 as Swift prints them (`inf`, `nan`, `1e+20`), never a trap converting them to an integer.
public enum NumberText {
    public static func of(_ d: Double, fractionDigits: Int? = nil) -> String {
        guard d.isFinite, d.magnitude < 1e15 else { return "\(d)" }
        if d == d.rounded() { return String(Int64(d)) }
        if let fractionDigits { return fixed(d, digits: max(0, min(fractionDigits, 6))) }
        return String(d)
    }

    /// `d` (finite, under 10^15) with `digits` (0 to 6) digits after the point, as C's
    /// `printf("%.*f")` writes it: the exact binary value rounded, ties to even. Hand-written because
    /// `String(format:)` sets up Foundation's formatting machinery on first use, which costs a `dump`
    /// more than the rest of its page (BENCHMARKS.md, "Costs that shaped the code").
    static func fixed(_ d: Double, digits: Int) -> String {
        // |d| = significand * 2^exponent, exactly.
        let significand: UInt128, exponent: Int
        if d.exponentBitPattern == 0 {
            (significand, exponent) = (UInt128(d.significandBitPattern), -1074)
        } else {
            (significand, exponent) = (UInt128(d.significandBitPattern | 1 << 52), Int(d.exponentBitPattern) - 1075)
        }
        var power: UInt128 = 1
        for _ in 0..<digits { power *= 10 }
        let scaled = significand * power
        var whole: UInt128
        if exponent >= 0 {
            whole = scaled << exponent
        } else if -exponent >= 127 {
            // Under 2^-74, scaled by at most 10^6: less than half a unit of the last digit.
            whole = 0
        } else {
            let shift = -exponent
            whole = scaled >> shift
            let rest = scaled & ((1 << shift) - 1), half: UInt128 = 1 << (shift - 1)
            if rest > half || (rest == half && whole & 1 == 1) { whole += 1 }
        }
        var text = String(whole)
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        if digits > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -digits)) }
        return d < 0 ? "-" + text : text
    }
}
