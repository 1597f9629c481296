/// A small seeded generator (Steele, Lea and Flood's SplitMix64), so a randomised test fails the
/// same way on every run and on every machine; the standard library's generator cannot be seeded.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by plain modulo: the slight bias
    /// does not matter to a test and keeps the sequences the tests were written against.
    public mutating func next(upTo bound: Int) -> Int {
        let z = next()
        return bound > 0 ? Int(z % UInt64(bound)) : 0
    }
}
