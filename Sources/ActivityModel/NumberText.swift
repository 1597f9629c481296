import Foundation

/// A number as a message or a label writes it: whole numbers without a fraction (`160`), others in
/// Swift's shortest form (`52.33`) or with `fractionDigits`; infinities, NaN and magnitudes past
/// 10^15 as Swift prints them (`inf`, `nan`, `1e+20`), never a trap converting them to an integer.
public enum NumberText {
    public static func of(_ d: Double, fractionDigits: Int? = nil) -> String {
        guard d.isFinite, d.magnitude < 1e15 else { return "\(d)" }
        if d == d.rounded() { return String(Int64(d)) }
        if let fractionDigits { return String(format: "%.\(fractionDigits)f", d) }
        return String(d)
    }
}
