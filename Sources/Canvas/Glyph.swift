import Foundation

/// The grapheme a cell shows, held as plain bytes so that a `Cell` is too: arrays of cells are then
/// filled, copied and freed as memory, with no reference counting per cell (a `Character` is a
/// string: every copy and free of a cell holding one went through the runtime).
///
/// A grapheme of up to 15 UTF-8 bytes (every letter, CJK ideograph, flag and most emoji sequences)
/// is stored in place. A longer one (a family emoji is 25 bytes) is stored once in a table shared by
/// the process and held by its place there; past `GlyphTable.capacity` distinct long graphemes,
/// further ones are held as `�`, so hostile input cannot grow the table without bound.
///
/// Equal glyphs have equal bytes: a terminal is sent bytes, so `e` + U+0301 and `é` are different
/// glyphs here though Swift's `Character` compares them equal.
public struct Glyph: Sendable, Hashable {
    /// Bytes 0-7 of the UTF-8.
    private let low: UInt64
    /// Bytes 8-14 of the UTF-8, then the byte count (1...15), or `tableMark` with the table index
    /// in `low`.
    private let high: UInt64

    private static let tableMark: UInt64 = 0xFF

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A one-byte glyph: `byte` must be ASCII.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56)
    }

    public init(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count == 1, let only = utf8.first {
            self.init(ascii: only)
            return
        }
        if utf8.count > 15 {
            if let index = GlyphTable.shared.index(of: String(character)) {
                self.init(low: UInt64(index), high: Glyph.tableMark << 56)
            } else {
                self = Glyph.replacement
            }
            return
        }
        var low: UInt64 = 0, high: UInt64 = UInt64(utf8.count) << 56
        for (index, byte) in utf8.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
        }
        self.init(low: low, high: high)
    }

    /// A one-scalar glyph: the scalar's UTF-8, as `init(_:)` stores `Character(scalar)`.
    init(scalar: Unicode.Scalar) {
        var low: UInt64 = 0, count: UInt64 = 0
        for byte in scalar.utf8 {
            low |= UInt64(byte) << (8 * count)
            count += 1
        }
        self.init(low: low, high: count << 56)
    }

    /// U+FFFD, what cannot be shown otherwise.
    public static let replacement = Glyph("\u{FFFD}")

    /// A space.
    public static let space = Glyph(ascii: 0x20)

    /// Whether the glyph is one byte of ASCII.
    public var isASCII: Bool { high == 1 << 56 && low < 0x80 }

    /// The grapheme as a `Character`.
    public var character: Character {
        if isASCII, let scalar = Unicode.Scalar(UInt32(low)) { return Character(scalar) }
        return string.first ?? "\u{FFFD}"
    }

    /// The grapheme as a one-character `String`.
    public var string: String {
        let count = high >> 56
        if count == Glyph.tableMark { return GlyphTable.shared.string(at: Int(low)) }
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: bytes.prefix(Int(count)), as: UTF8.self)
        }
    }
}

/// The graphemes too long to be held in place, each stored once for the process's life.
final class GlyphTable: @unchecked Sendable {
    static let shared = GlyphTable()
    /// Distinct long graphemes kept at most: emoji sequences number about 1,400 (Unicode 15).
    static let capacity = 1 << 16

    private let lock = NSLock()
    private var strings: [String] = []
    /// By bytes, not by `String`'s canonical equivalence, as `Glyph` compares.
    private var indices: [[UInt8]: Int] = [:]

    /// `string`'s place, added if new; nil when the table is full.
    func index(of string: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let bytes = Array(string.utf8)
        if let known = indices[bytes] { return known }
        guard strings.count < GlyphTable.capacity else { return nil }
        strings.append(string)
        indices[bytes] = strings.count - 1
        return strings.count - 1
    }

    func string(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return strings.indices.contains(index) ? strings[index] : "\u{FFFD}"
    }
}
