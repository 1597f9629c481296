import Canvas
import Testing
@testable import NCursesBackend

/// Colours as the terminal numbers them, and pairs handed out once each.
@Suite struct ColorPaletteTests {
    @Test func rgbGoesToTheNearestOf256() {
        let palette = ColorPalette(colors: 256, pairLimit: 256)
        #expect(palette.index(of: .rgb(0x1c, 0x1c, 0x1e)) == 234, "iOS dark background: grey ramp")
        #expect(palette.index(of: .rgb(255, 0, 0)) == 196)
        #expect(palette.index(of: .rgb(0, 0, 0)) == 16)
        #expect(palette.index(of: .rgb(255, 255, 255)) == 231)
        #expect(palette.index(of: .rgb(0x80, 0x80, 0x80)) == 244)
    }

    @Test func ansiNamesStayPaletteIndexes() {
        let palette = ColorPalette(colors: 256, pairLimit: 256)
        #expect(palette.index(of: .ansi(.cyan)) == 6)
        #expect(palette.index(of: .ansi(.brightRed)) == 9)
        #expect(palette.index(of: .default) == -1)
    }

    @Test func fewerColoursFallBack() {
        let eight = ColorPalette(colors: 8, pairLimit: 64)
        #expect(eight.index(of: .ansi(.brightRed)) == 1, "bright red becomes red on 8 colours")
        #expect(eight.index(of: .rgb(250, 10, 10)) == 1)
        let sixteen = ColorPalette(colors: 16, pairLimit: 64)
        #expect(sixteen.index(of: .rgb(250, 10, 10)) == 9, "the nearest of the 16 is bright red")
    }

    @Test func pairsAreAllocatedOnceAndRunOut() {
        var palette = ColorPalette(colors: 256, pairLimit: 3)
        #expect(palette.pair(foreground: .default, background: .default)?.number == 0)
        let first = palette.pair(foreground: .ansi(.red), background: .default)
        #expect(first?.number == 1 && first?.isNew == true)
        let again = palette.pair(foreground: .ansi(.red), background: .default)
        #expect(again?.number == 1 && again?.isNew == false)
        #expect(palette.pair(foreground: .ansi(.green), background: .default)?.number == 2)
        #expect(palette.pair(foreground: .ansi(.blue), background: .default) == nil, "pair 3 is past COLOR_PAIRS")
        #expect(palette.colors(of: 2)?.foreground == 2)
    }
}
