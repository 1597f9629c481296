import Foundation
import Testing
import ActivityModel
import Canvas
import DefinitionLoader
@testable import ActivityRender

/// The embedded themes are the files in `Themes/`, byte for byte, and each one reads.
@Suite struct BuiltInThemesTests {
    /// The themes' folder, found from this file's path.
    static let themesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    static func theme(_ name: String) throws -> Theme {
        let theme = try BuiltInThemes.theme(named: name, parse: DefinitionLoader.parse)
        return try #require(theme)
    }

    @Test func namesAreTheFiveThemes() {
        #expect(BuiltInThemes.names == ["dark", "light", "always-on", "high-contrast", "monochrome"])
        #expect(BuiltInThemes.names.contains(BuiltInThemes.defaultName))
    }

    @Test(arguments: BuiltInThemes.names)
    func embeddedTextEqualsTheFile(_ name: String) throws {
        let file = BuiltInThemesTests.themesFolder.appendingPathComponent("\(name).yaml")
        let onDisk = try Data(contentsOf: file)
        let embedded = try #require(BuiltInThemes.yaml(named: name))
        #expect(Data(embedded.utf8) == onDisk, "the embedded bytes are not Themes/\(name).yaml")
    }

    @Test func everyThemeFileIsEmbedded() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: BuiltInThemesTests.themesFolder.path)
            .filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(".yaml".count)) }
        #expect(Set(files) == Set(BuiltInThemes.names))
    }

    @Test(arguments: BuiltInThemes.names)
    func everyThemeParses(_ name: String) throws {
        let theme = try BuiltInThemesTests.theme(name)
        #expect(theme.name == name)
        #expect(Set(theme.colors.keys) == Set(Theme.namedColors))
    }

    @Test func unknownNameIsNil() throws {
        #expect(BuiltInThemes.yaml(named: "solarized") == nil)
        #expect(try BuiltInThemes.theme(named: "solarized", parse: DefinitionLoader.parse) == nil)
    }

    @Test(arguments: ["dark", "light", "always-on", "high-contrast"])
    func theIslandIsBlackWithLightText(_ name: String) throws {
        let island = try BuiltInThemesTests.theme(name).island
        let background = try #require(island.background.rgbComponents)
        let primary = try #require(island.primary.rgbComponents)
        #expect(background == (0, 0, 0))
        #expect(min(primary.0, primary.1, primary.2) >= 0x99)
    }

    @Test func lockScreenFollowsTheMode() throws {
        #expect(try BuiltInThemesTests.theme("dark").lockScreen.background == .rgb(0, 0, 0))
        #expect(try BuiltInThemesTests.theme("light").lockScreen.background == .rgb(255, 255, 255))
        #expect(try BuiltInThemesTests.theme("light").lockScreen.primary == .rgb(0, 0, 0))
    }

    @Test func onlyAlwaysOnIsDimmed() throws {
        for name in BuiltInThemes.names {
            #expect(try BuiltInThemesTests.theme(name).dimmed == (name == "always-on"), "\(name)")
        }
    }

    @Test func monochromeIsColourlessAndASCII() throws {
        let theme = try BuiltInThemesTests.theme("monochrome")
        #expect(theme.glyphs == .ascii)
        #expect(!theme.literalColors)
        let all = [theme.lockScreen, theme.island].flatMap { [$0.background, $0.primary, $0.secondary, $0.tertiary] }
            + [theme.keyline, theme.frame.border, theme.frame.label] + Array(theme.colors.values)
        #expect(all.allSatisfy { $0 == .default })
        #expect(theme.color(named: "#ff0000", on: .lockScreen) == .default)
        #expect(theme.color(named: "cyan", on: .island) == .default)
    }

    @Test func highContrastForegroundsAreBrightANSI() throws {
        let theme = try BuiltInThemesTests.theme("high-contrast")
        let foregrounds = [theme.lockScreen, theme.island].flatMap { [$0.primary, $0.secondary, $0.tertiary] }
            + [theme.keyline] + theme.colors.filter { $0.key != "black" }.map(\.value)
        for color in foregrounds {
            guard case .ansi(let ansi) = color else {
                Issue.record("\(color) is not an ANSI colour")
                continue
            }
            #expect(ansi.rawValue.hasPrefix("bright"), "\(ansi)")
        }
        #expect(theme.lockScreen.background == .ansi(.black))
        #expect(theme.island.background == .ansi(.black))
    }

    @Test func otherThemesUseUnicodeGlyphs() throws {
        for name in BuiltInThemes.names where name != "monochrome" {
            #expect(try BuiltInThemesTests.theme(name).glyphs == .unicode, "\(name)")
        }
    }
}
