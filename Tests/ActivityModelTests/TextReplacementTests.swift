import ActivityModel
import Foundation
import TestSupport
import Testing

/// `replacingEvery` replaces as Foundation's `replacingOccurrences(of:with:)` does, except where a
/// combining mark follows the match, which Foundation treats as part of one character.
@Suite struct TextReplacementTests {
    static let pieces = ["_", "-", "\\", "\"", " ", ".self", "\\.", "a", "é", "日本", "👍🏽", "\n", "__", ""]

    @Test func randomTextsAreReplacedAsFoundationReplacesThem() {
        var random = SplitMix64(seed: 11)
        var differing: [String] = []
        for _ in 0..<5_000 {
            let text = (0..<random.next(upTo: 8)).map { _ in Self.pieces[random.next(upTo: Self.pieces.count)] }.joined()
            let target = Self.pieces[random.next(upTo: Self.pieces.count - 1)]
            let replacement = Self.pieces[random.next(upTo: Self.pieces.count)]
            let expected = text.replacingOccurrences(of: target, with: replacement)
            if text.replacingEvery(target, with: replacement) != expected || text[...].replacingEvery(target, with: replacement) != expected {
                differing.append("\(text.debugDescription) \(target.debugDescription)→\(replacement.debugDescription)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test func matchesDoNotOverlapAndAnEmptyTargetReplacesNothing() {
        #expect("aaaa".replacingEvery("aa", with: "b") == "bb")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect("1_000_000".replacingEvery("_", with: "") == "1000000")
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }

    @Test func aQuoteBeforeACombiningMarkIsStillEscaped() {
        #expect("\"\u{301}".replacingEvery("\"", with: "\\\"") == "\\\"\u{301}")
    }
}
