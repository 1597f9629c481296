import CNcurses
import PreviewApp
import Testing
@testable import NCursesBackend

/// What `get_wch` hands over, decoded into the keys the key map knows.
@Suite struct KeyDecoderTests {
    @Test func charactersAndControlKeys() {
        #expect(KeyDecoder.decode(UInt32(UInt8(ascii: "q")), isFunctionKey: false) == .character("q"))
        #expect(KeyDecoder.decode(0x20, isFunctionKey: false) == .character(" "))
        #expect(KeyDecoder.decode(0x05D0, isFunctionKey: false) == .character("א"))
        #expect(KeyDecoder.decode(3, isFunctionKey: false) == .control("c"), "Ctrl-C in raw mode")
        #expect(KeyDecoder.decode(9, isFunctionKey: false) == .tab)
        #expect(KeyDecoder.decode(13, isFunctionKey: false) == .enter, "Enter with nonl()")
        #expect(KeyDecoder.decode(27, isFunctionKey: false) == .escape)
        #expect(KeyDecoder.decode(127, isFunctionKey: false) == .backspace)
        #expect(KeyDecoder.decode(0xD800, isFunctionKey: false) == .unknown(0xD800), "not a scalar")
    }

    @Test func functionKeys() {
        #expect(KeyDecoder.decode(UInt32(KEY_LEFT), isFunctionKey: true) == .left)
        #expect(KeyDecoder.decode(UInt32(KEY_RIGHT), isFunctionKey: true) == .right)
        #expect(KeyDecoder.decode(UInt32(KEY_PPAGE), isFunctionKey: true) == .pageUp)
        #expect(KeyDecoder.decode(UInt32(KEY_NPAGE), isFunctionKey: true) == .pageDown)
        // The same number as a character is not a function key.
        #expect(KeyDecoder.decode(UInt32(KEY_LEFT), isFunctionKey: false) != .left)
        #expect(KeyDecoder.decode(UInt32(KEY_F0 + 5), isFunctionKey: true) == .unknown(Int(KEY_F0 + 5)))
    }
}
