/// Whether text is ASCII, read over the string's contiguous bytes when it has them: a
/// `String.UTF8View` iterator costs about three times as many instructions per byte, and layout,
/// drawing and logging ask this of every text they handle.
public enum ASCIIText {
    /// Every byte is ASCII (below 0x80).
    @inlinable
    public static func isASCII(_ text: String) -> Bool {
        all(text) { $0 < 0x80 }
    }

    /// Every byte is printable ASCII, 0x20 to 0x7E: one column and one grapheme per byte, nothing to
    /// sanitise.
    @inlinable
    public static func isPrintable(_ text: String) -> Bool {
        all(text) { $0 >= 0x20 && $0 < 0x7F }
    }

    @inlinable
    static func all(_ text: String, _ test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
    }
}
