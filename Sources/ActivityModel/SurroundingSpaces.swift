extension StringProtocol {
    /// The text without the spaces and tabs around it: Foundation's `trimmingCharacters(in:
    /// .whitespaces)`, whose set is Core Foundation's (the tab, the space separators and U+200B),
    /// without the bridge to `NSString` that a first call costs (BENCHMARKS.md, "Costs that shaped
    /// the code").
    public var trimmingSpaces: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first..<scalars.index(after: last)])
    }
}
