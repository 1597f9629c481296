extension StringProtocol {
    /// Every occurrence of `target`, left to right and not overlapping, replaced by `replacement`,
    /// matched as UTF-8 bytes: Foundation's `replacingOccurrences(of:with:)` without the `NSString`
    /// bridge, whose first calls cost millions of instructions (BENCHMARKS.md, "Costs that shaped
    /// the code"). Unlike it, a mark combining with the matched text does not stop the match, which
    /// is what escaping a quote needs.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return String(self) }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if Self.matches(needle, in: bytes, at: index) {
                out.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `target` occurs, matched as UTF-8 bytes as `replacingEvery` matches it.
    public func containsUTF8(_ target: String) -> Bool {
        let needle = Array(target.utf8), bytes = Array(utf8)
        guard !needle.isEmpty else { return true }
        let first = needle[0]
        return bytes.indices.contains { bytes[$0] == first && Self.matches(needle, in: bytes, at: $0) }
    }

    static func matches(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        var matched = 0
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        return matched == needle.count
    }
}
