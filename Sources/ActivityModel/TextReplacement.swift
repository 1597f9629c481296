extension StringProtocol {
    /// Every occurrence of `target`, left to right and not overlapping, replaced by `replacement`,
    /// matched as UTF-8 bytes: Foundation's `replacingOccurrences(of:with:)` without the `NSString`
    /// bridge, whose first calls cost millions of instructions (BENCHMARKS.md, "Costs that shaped
    /// the code"). Unlike it, a mark combining with the matched text does not stop the match, which
    /// is what escaping a quote needs.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let head = needle.first else { return String(self) }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == head, index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                out.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
