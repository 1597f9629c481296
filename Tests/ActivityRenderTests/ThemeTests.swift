import Testing
import TestSupport
import ActivityModel
import Canvas
import DefinitionLoader
@testable import ActivityRender

/// Reading theme files and resolving a definition's colour names through a theme.
@Suite struct ThemeTests {
    static let minimal = """
        name: test
        lockScreen: { background: "#ffffff", primary: black, secondary: brightBlack, tertiary: white }
        island: { background: "#000000", primary: brightWhite, secondary: white, tertiary: brightBlack, keyline: default }
        colors: { cyan: brightCyan, red: "#ff0000" }
        frame: { border: brightBlack, label: default }
        """

    func load(_ yaml: String) throws(DefinitionError) -> Theme {
        try Theme(source: DefinitionLoader.parse(yaml, file: "test.yaml"), file: "test.yaml")
    }

    func failure(_ yaml: String) -> DefinitionError? {
        thrownError { () throws(DefinitionError) in try load(yaml) }
    }

    @Test func readsEveryKeyWithDefaults() throws {
        let theme = try load(ThemeTests.minimal)
        #expect(theme.name == "test")
        #expect(theme.lockScreen == Theme.Palette(background: .rgb(255, 255, 255), primary: .ansi(.black),
                                                  secondary: .ansi(.brightBlack), tertiary: .ansi(.white)))
        #expect(theme.island.primary == .ansi(.brightWhite))
        #expect(theme.keyline == .default)
        #expect(theme.frame == Theme.Frame(border: .ansi(.brightBlack), label: .default))
        #expect(theme.glyphs == .unicode)
        #expect(!theme.dimmed)
        #expect(theme.literalColors)
        #expect(theme.colors["cyan"] == .ansi(.brightCyan))
        #expect(theme.colors["red"] == .rgb(255, 0, 0))
        #expect(theme.colors["mint"] == .default, "a missing named colour draws as default")
    }

    @Test func labelLevelsResolvePerSurface() throws {
        let theme = try load(ThemeTests.minimal)
        #expect(theme.color(named: "primary", on: .lockScreen) == .ansi(.black))
        #expect(theme.color(named: "primary", on: .island) == .ansi(.brightWhite))
        #expect(theme.color(named: "secondary", on: .lockScreen) == .ansi(.brightBlack))
        #expect(theme.color(named: "secondary", on: .island) == .ansi(.white))
        #expect(theme.color(named: "tertiary", on: .island) == .ansi(.brightBlack))
    }

    @Test func namedAndLiteralColours() throws {
        let theme = try load(ThemeTests.minimal)
        #expect(theme.color(named: "cyan", on: .lockScreen) == .ansi(.brightCyan))
        #expect(theme.color(named: ".cyan", on: .island) == .ansi(.brightCyan))
        #expect(theme.color(named: "indigo", on: .island) == .default)
        #expect(theme.color(named: "#1c1c1e", on: .lockScreen) == .rgb(0x1C, 0x1C, 0x1E))
        #expect(theme.color(named: "#FFF", on: .lockScreen) == .rgb(255, 255, 255))
    }

    @Test func unknownColourNamesAreNil() throws {
        let theme = try load(ThemeTests.minimal)
        for name in ["magenta", "brightBlack", "default", "#12345", "#+fffff", "#gggggg", "", "Cyan"] {
            #expect(theme.color(named: name, on: .lockScreen) == nil, "\(name)")
        }
    }

    @Test func literalColoursCanBeSwitchedOff() throws {
        let theme = try load(ThemeTests.minimal + "\nliteralColors: false\nglyphs: ascii\ndimmed: true")
        #expect(theme.color(named: "#1c1c1e", on: .lockScreen) == .default)
        #expect(theme.color(named: "red", on: .lockScreen) == .rgb(255, 0, 0), "the theme's own mapping still applies")
        #expect(theme.glyphs == .ascii)
        #expect(theme.dimmed)
    }

    @Test func darkThemeUsesIOSColours() throws {
        let dark = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        #expect(dark.color(named: "cyan", on: .lockScreen) == .rgb(0x64, 0xD2, 0xFF))
        #expect(dark.color(named: "primary", on: .island) == .rgb(255, 255, 255))
        let light = try #require(try BuiltInThemes.theme(named: "light", parse: DefinitionLoader.parse))
        #expect(light.color(named: "primary", on: .lockScreen) != light.color(named: "primary", on: .island))
    }

    @Test func badColourNamesTheLineColumnAndTheAllowedForms() throws {
        let yaml = ThemeReplace.replacing("secondary: brightBlack", with: "secondary: grey", in: ThemeTests.minimal)
        let error = try #require(failure(yaml))
        #expect(error.file == "test.yaml")
        #expect(error.line == 2)
        #expect(error.column == 65)
        #expect(error.message.contains("unknown colour 'grey' for 'lockScreen.secondary'"))
        #expect(error.message.contains("default"))
        #expect(error.message.contains("brightWhite"))
        #expect(error.message.contains("#rrggbb"))
        #expect(error.description.hasPrefix("test.yaml:2:65: error: "))
    }

    @Test func swiftUINamesInAThemeValueAreExplained() throws {
        let yaml = ThemeReplace.replacing("border: brightBlack", with: "border: indigo", in: ThemeTests.minimal)
        let error = try #require(failure(yaml))
        #expect(error.line == 5)
        #expect(error.message.contains("belong in an activity definition"))
    }

    @Test func unquotedHexIsExplained() throws {
        let yaml = """
            name: test
            lockScreen:
              background: #000000
              primary: white
              secondary: white
              tertiary: white
            """
        let error = try #require(failure(yaml))
        #expect(error.line == 3)
        #expect(error.message.contains("quote hex colours"))
    }

    @Test func unknownKeysAreErrorsWithASuggestion() throws {
        let error = try #require(failure(ThemeTests.minimal + "\nColors: {}"))
        #expect(error.line == 6)
        #expect(error.column == 1)
        #expect(error.message.contains("unknown key 'Colors'"))
        #expect(error.message.contains("did you mean 'colors'?"))

        let nested = try #require(failure(ThemeReplace.replacing("keyline: default", with: "keyline: default, border: red",
                                                                 in: ThemeTests.minimal)))
        #expect(nested.line == 3)
        #expect(nested.message.contains("unknown key 'border' in island"))
    }

    @Test func unknownNamedColourKey() throws {
        let error = try #require(failure(ThemeReplace.replacing("cyan: brightCyan", with: "magenta: brightCyan",
                                                                in: ThemeTests.minimal)))
        #expect(error.line == 4)
        #expect(error.message.contains("unknown key 'magenta' in colors"))
        #expect(error.message.contains("indigo"))
    }

    @Test func missingKeysNameTheMapping() throws {
        let noFrame = try #require(failure(ThemeReplace.replacing("frame: { border: brightBlack, label: default }", with: "",
                                                                  in: ThemeTests.minimal)))
        #expect(noFrame.message == "missing key 'frame' in the theme")
        #expect(noFrame.line == 1)

        let noKeyline = try #require(failure(ThemeReplace.replacing(", keyline: default", with: "", in: ThemeTests.minimal)))
        #expect(noKeyline.message == "missing key 'keyline' in island")
        #expect(noKeyline.line == 3)
    }

    @Test func wrongShapesAndScalars() throws {
        let list = try #require(failure("- dark"))
        #expect(list.message.contains("must be a mapping"))

        let glyphs = try #require(failure(ThemeTests.minimal + "\nglyphs: emoji"))
        #expect(glyphs.line == 6)
        #expect(glyphs.message == "'glyphs' must be unicode or ascii, found 'emoji'")

        let dimmed = try #require(failure(ThemeTests.minimal + "\ndimmed: sometimes"))
        #expect(dimmed.message == "'dimmed' must be true or false, found 'sometimes'")

        let palette = try #require(failure(ThemeReplace.replacing(
            "lockScreen: { background: \"#ffffff\", primary: black, secondary: brightBlack, tertiary: white }",
            with: "lockScreen: [black]", in: ThemeTests.minimal)))
        #expect(palette.line == 2)
        #expect(palette.message.hasPrefix("lockScreen must be a mapping of background, primary, secondary, tertiary"))

        let duplicate = try #require(failure(ThemeTests.minimal + "\nname: again"))
        #expect(duplicate.message.contains("appears twice"))
    }
}

/// Plain text replacement that fails loudly in the test when the text is not there.
enum ThemeReplace {
    static func replacing(_ old: String, with new: String, in text: String) -> String {
        guard let range = text.range(of: old) else {
            Issue.record("'\(old)' is not in the fixture")
            return text
        }
        return text.replacingCharacters(in: range, with: new)
    }
}
