import Canvas
import CNcurses
import Testing
@testable import NCursesBackend

/// Style flags as curses attributes (colours go through pairs instead).
@Suite struct CursesAttributesTests {
    @Test func eachFlagIsItsAttribute() {
        #expect(CursesAttributes.of(.plain) == lp_a_normal())
        #expect(CursesAttributes.of(Style(bold: true)) == lp_a_bold())
        #expect(CursesAttributes.of(Style(dim: true)) == lp_a_dim())
        #expect(CursesAttributes.of(Style(italic: true)) == lp_a_italic())
        #expect(CursesAttributes.of(Style(underline: true)) == lp_a_underline())
        #expect(CursesAttributes.of(Style(reverse: true)) == lp_a_reverse())
        #expect(CursesAttributes.of(Style(bold: true, reverse: true)) == lp_a_bold() | lp_a_reverse())
    }

    @Test func coloursAndStrikethroughAreNotAttributes() {
        #expect(CursesAttributes.of(Style(foreground: .ansi(.red), background: .rgb(1, 2, 3))) == lp_a_normal())
        #expect(CursesAttributes.of(Style(strikethrough: true)) == lp_a_normal())
    }
}
