import ActivityModel
import Foundation
import TestSupport
import Testing

/// `trimmingSpaces` cuts what Foundation's `trimmingCharacters(in: .whitespaces)` cuts: tabs and
/// the space separators and U+200B, and not line breaks, other format characters or combining marks.
@Suite struct SurroundingSpacesTests {
    /// Every space separator (Zs), the tab, U+200B, and scalars near them that are not in the set.
    static let pieces: [String] = [
        " ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
        "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{200B}", "\u{FEFF}", "\u{301}",
        "a", "é", "10:00", "👍🏽", "",
    ]

    @Test func randomTextsAreCutAsFoundationCutsThem() {
        var random = SplitMix64(seed: 7)
        var differing: [String] = []
        for _ in 0..<5_000 {
            let text = (0..<random.next(upTo: 7)).map { _ in Self.pieces[random.next(upTo: Self.pieces.count)] }.joined()
            let expected = text.trimmingCharacters(in: .whitespaces)
            if text.trimmingSpaces != expected || text[...].trimmingSpaces != expected {
                differing.append(text.debugDescription)
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test func onlyTheEndsAreCut() {
        #expect(" \t 10:00 \u{3000}".trimmingSpaces == "10:00")
        #expect("a \t b".trimmingSpaces == "a \t b")
        #expect("\n a \n".trimmingSpaces == "\n a \n")
        #expect(" \u{A0}\t".trimmingSpaces == "")
    }
}
