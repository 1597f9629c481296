import Testing
import Canvas

@Suite("Sanitizer")
struct SanitizerTests {
    @Test func plainTextIsUnchanged() {
        #expect(Sanitizer.visible("Order #42 · 漢字 👍🏽") == "Order #42 · 漢字 👍🏽")
        #expect(Sanitizer.visible("") == "")
    }

    @Test func c0ControlsBecomeControlPictures() {
        #expect(Sanitizer.visible("\u{1B}[2J") == "\u{241B}[2J")
        #expect(Sanitizer.visible("\u{0}") == "\u{2400}")
        #expect(Sanitizer.visible("a\nb\rc") == "a\u{240A}b\u{240D}c")
        #expect(Sanitizer.visible("\u{7}\u{1F}") == "\u{2407}\u{241F}")
        #expect(Sanitizer.visible("\r\n") == "\u{240D}\u{240A}")
    }

    @Test func tabIsOneSpace() {
        #expect(Sanitizer.visible("a\tb") == "a b")
    }

    @Test func delete() {
        #expect(Sanitizer.visible("\u{7F}") == "\u{2421}")
    }

    @Test func c1ControlsBecomeReplacementCharacter() {
        #expect(Sanitizer.visible("\u{80}\u{85}\u{9B}31m\u{9F}") == "\u{FFFD}\u{FFFD}\u{FFFD}31m\u{FFFD}")
        #expect(Sanitizer.visible("\u{A0}") == "\u{A0}")
    }

    @Test func lineAndParagraphSeparators() {
        #expect(Sanitizer.visible("one\u{2028}two\u{2029}") == "one\u{21B5}two\u{21B5}")
    }

    @Test func bidiControlsBecomeVisible() {
        let embeddings = (0x202A...0x202E).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let isolates = (0x2066...0x2069).compactMap(Unicode.Scalar.init).map(String.init).joined()
        #expect(Sanitizer.visible(embeddings + isolates) == String(repeating: "\u{FFFD}", count: 9))
        // Implicit marks cannot reorder a run and stay.
        #expect(Sanitizer.visible("a\u{200E}\u{200F}\u{61C}") == "a\u{200E}\u{200F}\u{61C}")
    }

    @Test func noScalarATerminalActsOnSurvives() {
        var all = String.UnicodeScalarView()
        for value in UInt32(0)...0x2070 {
            if let scalar = Unicode.Scalar(value) { all.append(scalar) }
        }
        let visible = Sanitizer.visible(String(all))
        let forbidden: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E,
                                                 0x2066...0x2069]
        #expect(!visible.unicodeScalars.contains { scalar in forbidden.contains { $0.contains(scalar.value) } })
        #expect(visible.unicodeScalars.count == all.count)
    }
}
