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
        #expect(palette.index(of: .rgb(0x00, 0x7a, 0xff)) == 33, "iOS blue")
        #expect(palette.index(of: .rgb(0x34, 0xc7, 0x59)) == 77, "iOS green")
        #expect(palette.index(of: .rgb(0xff, 0x95, 0x00)) == 208, "iOS orange")
    }

    @Test func ansiNamesStayPaletteIndexes() {
        let palette = ColorPalette(colors: 256, pairLimit: 256)
        #expect(palette.index(of: .ansi(.black)) == 0)
        #expect(palette.index(of: .ansi(.cyan)) == 6)
        #expect(palette.index(of: .ansi(.white)) == 7)
        #expect(palette.index(of: .ansi(.brightRed)) == 9)
        #expect(palette.index(of: .ansi(.brightWhite)) == 15)
        #expect(palette.index(of: .default) == nil)
        #expect(palette.foreground(.default) == -1)
        #expect(palette.background(.default) == -1)
    }

    @Test func fewerColoursFallBack() {
        let eight = ColorPalette(colors: 8, pairLimit: 64)
        #expect(eight.index(of: .ansi(.brightRed)) == 1, "bright red becomes red on 8 colours")
        #expect(eight.index(of: .ansi(.brightWhite)) == 7)
        #expect(eight.index(of: .rgb(250, 10, 10)) == 1)
        #expect(eight.index(of: .rgb(0x1c, 0x1c, 0x1e)) == 0, "near black is black")
        #expect(eight.index(of: .rgb(255, 255, 255)) == 7, "white, not bright white, on 8 colours")
        let sixteen = ColorPalette(colors: 16, pairLimit: 64)
        #expect(sixteen.index(of: .rgb(250, 10, 10)) == 9, "the nearest of the 16 is bright red")
        #expect(sixteen.index(of: .rgb(128, 128, 128)) == 8, "bright black")
        #expect(sixteen.index(of: .rgb(255, 255, 255)) == 15)
        #expect(sixteen.index(of: .ansi(.brightBlue)) == 12)
    }

    @Test func pairsAreAllocatedOnceAndRunOut() {
        var palette = ColorPalette(colors: 256, pairLimit: 3)
        #expect(palette.pair(foreground: .default, background: .default) == .existing(0), "pair 0 is the default")
        #expect(palette.pair(foreground: .ansi(.red), background: .default) == .new(1, .init(foreground: 1, background: -1)))
        #expect(palette.pair(foreground: .ansi(.red), background: .default) == .existing(1))
        #expect(palette.pair(foreground: .rgb(0xcd, 0, 0), background: .default) == .new(2, .init(foreground: 160, background: -1)))
        #expect(palette.pair(foreground: .ansi(.blue), background: .default) == .exhausted, "pair 3 is past COLOR_PAIRS")
        #expect(palette.pair(foreground: .ansi(.red), background: .default) == .existing(1), "known pairs still work")
    }

    @Test func coloursThatMapAlikeShareAPair() {
        var palette = ColorPalette(colors: 8, pairLimit: 64)
        #expect(palette.pair(foreground: .ansi(.red), background: .ansi(.black)) == .new(1, .init(foreground: 1, background: 0)))
        #expect(palette.pair(foreground: .ansi(.brightRed), background: .rgb(0, 0, 0)) == .existing(1))
    }

    @Test func withoutDefaultColoursDefaultIsWhiteOnBlack() {
        var palette = ColorPalette(colors: 8, pairLimit: 64, hasDefaultColors: false)
        #expect(palette.foreground(.default) == 7)
        #expect(palette.background(.default) == 0)
        #expect(palette.pair(foreground: .default, background: .default) == .existing(0))
        #expect(palette.pair(foreground: .ansi(.white), background: .ansi(.black)) == .existing(0), "the same as pair 0")
        #expect(palette.pair(foreground: .ansi(.red), background: .default) == .new(1, .init(foreground: 1, background: 0)))
    }
}
