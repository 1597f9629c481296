import CNcurses
import Canvas
import Testing
@testable import NCursesBackend

/// What `get_wch` hands over, decoded into the keys the key map knows.
@Suite struct KeyDecoderTests {
    private func character(_ code: UInt32) -> Key { KeyDecoder.decode(code, isFunctionKey: false) }
    private func function(_ code: Int32) -> Key { KeyDecoder.decode(UInt32(code), isFunctionKey: true) }

    @Test func printableCharacters() {
        #expect(character(UInt32(UInt8(ascii: "q"))) == .character("q"))
        #expect(character(0x20) == .character(" "))
        #expect(character(0x7E) == .character("~"))
        #expect(character(0x05D0) == .character("א"))
        #expect(character(0x6F22) == .character("漢"))
        #expect(character(0x1F44D) == .character("👍"))
    }

    @Test func controlKeysInRawMode() {
        #expect(character(1) == .control("a"))
        #expect(character(3) == .control("c"), "Ctrl-C arrives as a key, not SIGINT")
        #expect(character(26) == .control("z"))
        #expect(character(9) == .tab, "Tab is Ctrl-I, but means Tab")
        #expect(character(13) == .enter, "Enter with nonl()")
        #expect(character(10) == .enter)
        #expect(character(27) == .escape)
        #expect(character(127) == .backspace)
        #expect(character(8) == .backspace)
    }

    @Test func functionKeys() {
        #expect(function(KEY_UP) == .up)
        #expect(function(KEY_DOWN) == .down)
        #expect(function(KEY_LEFT) == .left)
        #expect(function(KEY_RIGHT) == .right)
        #expect(function(KEY_PPAGE) == .pageUp)
        #expect(function(KEY_NPAGE) == .pageDown)
        #expect(function(KEY_HOME) == .home)
        #expect(function(KEY_END) == .end)
        #expect(function(KEY_ENTER) == .enter)
        #expect(function(KEY_BACKSPACE) == .backspace)
    }

    @Test func codesWithoutAName() {
        #expect(function(KEY_F0 + 5) == .unknown(Int(KEY_F0 + 5)))
        // The same number as a character is not a function key: KEY_LEFT (260) is also "Ą".
        #expect(character(UInt32(KEY_LEFT)) == .character("Ą"))
        #expect(character(0) == .unknown(0), "Ctrl-Space")
        #expect(character(28) == .unknown(28))
        #expect(character(0x85) == .unknown(0x85), "C1 control")
        #expect(character(0xD800) == .unknown(0xD800), "a surrogate is not a scalar")
        #expect(character(0x110000) == .unknown(0x110000))
        #expect(character(UInt32.max) == .unknown(Int(UInt32.max)))
    }
}
