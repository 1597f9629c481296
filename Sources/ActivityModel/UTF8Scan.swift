extension String {
    /// Whether every UTF-8 byte of the string passes `test`.
    ///
    /// Over the string's contiguous storage when it has one (every native Swift string): stepping
    /// `String.UTF8View`'s iterator costs about three times the instructions, and `serve` scans a
    /// token several times a push (BENCHMARKS.md, "serve"). Bridged or foreign strings take the
    /// iterator.
    @inlinable
    public func allUTF8Bytes(satisfy test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? utf8.allSatisfy(test)
    }
}
