import Synchronization

/// The `apns-id` made for a request that sent none: a version-4-shaped UUID, lowercase, as APNs
/// answers.
///
/// Not Foundation's `UUID()`: it reads the system's random source and formats through `NSString`
/// for each request, several thousand instructions a push (BENCHMARKS.md, "serve"). An id only has to be
/// unique and look like APNs' own: here the n-th id is two bijective 64-bit mixes of n with two
/// random seeds drawn once, so no two ids of one process are equal (`hi` alone differs for every
/// n, but for the 4 version bits), and ids of different runs differ by their seeds.
enum RequestID {
    private static let seeds = (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))
    private static let counter = Atomic<UInt64>(0)

    static func next() -> String {
        let n = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let hi = (mix(n &+ seeds.0) & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000  // version 4
        let lo = (mix(n ^ seeds.1) & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // variant 10
        return format(hi: hi, lo: lo)
    }

    /// SplitMix64's finalizer: a bijection of UInt64 that spreads every input bit over the output.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` of the 128 bits `hi` then `lo`.
    static func format(hi: UInt64, lo: UInt64) -> String {
        String(unsafeUninitializedCapacity: 36) { out in
            let digits: StaticString = "0123456789abcdef"
            var position = 0
            for nibble in 0..<32 {
                if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                    out[position] = UInt8(ascii: "-")
                    position += 1
                }
                let word = nibble < 16 ? hi : lo
                let value = Int((word >> UInt64(60 - 4 * (nibble % 16))) & 0xF)
                out[position] = digits.utf8Start[value]
                position += 1
            }
            return position
        }
    }
}
