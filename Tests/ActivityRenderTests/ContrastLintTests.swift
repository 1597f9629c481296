import Testing
import ActivityModel
import Canvas
import DefinitionLoader
@testable import ActivityRender

/// WCAG 2.x contrast of Lock Screen text on the definition's `backgroundTint`, per theme.
@Suite struct ContrastLintTests {
    /// WCAG's own reference points: black on white is 21:1, and #767676 is the darkest grey that
    /// still reaches 4.5:1 on white (#777777 does not).
    @Test func ratiosFollowWCAG() throws {
        #expect(try #require(ContrastLint.ratio(.rgb(0, 0, 0), .rgb(255, 255, 255))) == 21)
        #expect(try #require(ContrastLint.ratio(.rgb(0x76, 0x76, 0x76), .rgb(255, 255, 255))) >= 4.5)
        #expect(try #require(ContrastLint.ratio(.rgb(0x77, 0x77, 0x77), .rgb(255, 255, 255))) < 4.5)
        #expect(ContrastLint.ratio(.default, .rgb(0, 0, 0)) == nil, "the terminal's own colour is unknown")
    }

    func theme(_ name: String) throws -> Theme {
        try #require(try BuiltInThemes.theme(named: name, parse: DefinitionLoader.parse))
    }

    /// A Lock Screen row of `text` in `foreground` on `background`.
    func surface(_ text: String, _ foreground: Color, on background: Color) -> RenderedSurface {
        var cells = CellBuffer(size: Size(width: 20, height: 1), fill: Cell(" ", style: Style(background: background)))
        _ = cells.write(text, at: Point(x: 2, y: 0), style: Style(foreground: foreground, background: background))
        return RenderedSurface(kind: .lockScreen, cells: cells, widthPt: 160, heightPt: 16)
    }

    /// The delivery sample's case: the light theme's black primary text on the #1c1c1e tint,
    /// which the phone paints in light mode too. The dark theme's white text passes.
    @Test func blackTextOnADarkTintInTheLightTheme() throws {
        let light = try theme("light"), dark = try theme("dark")
        let tint = try #require(Color(parsing: "#1c1c1e"))
        let found = ContrastLint.findings(surface("Pizza Place", light.lockScreen.primary, on: tint), theme: light, tint: "#1c1c1e")
        #expect(found.count == 1)
        #expect(found.first?.code == "lint.lowContrast" && found.first?.severity == .warning)
        #expect(found.first?.message.contains("in the light theme, text drawn #000000 on the backgroundTint #1c1c1e ('Pizza Place') has a contrast of 1.2:1") == true,
                "\(found)")
        #expect(ContrastLint.findings(surface("Pizza Place", dark.lockScreen.primary, on: tint), theme: dark, tint: "#1c1c1e").isEmpty)
        // Text on the theme's own background, not the tint, is not the app's choice.
        #expect(ContrastLint.findings(surface("Pizza Place", light.lockScreen.primary, on: light.lockScreen.background),
                                      theme: light, tint: "#1c1c1e").isEmpty)
        // Always-On dims everything the app draws.
        let alwaysOn = try theme("always-on")
        #expect(ContrastLint.findings(surface("Order", alwaysOn.lockScreen.tertiary, on: tint), theme: alwaysOn, tint: "#1c1c1e").isEmpty)
    }

    /// A progress bar's track is a graphic: named as one and held to WCAG's 3:1, not text's 4.5:1.
    @Test func aBarsTrackIsNotText() throws {
        let light = try theme("light")
        let tint = try #require(Color(parsing: "#1c1c1e"))
        let dim = try #require(Color(parsing: "#505050"))  // about 2.2:1 on the tint: under both minimums
        let found = ContrastLint.findings(surface("─────", dim, on: tint), theme: light, tint: "#1c1c1e")
        #expect(found.first?.message.contains("a bar, rule or shape drawn") == true && found.first?.message.contains("WCAG's 3.0:1") == true, "\(found)")
        let mid = try #require(Color(parsing: "#767676"))   // about 3.6:1: enough for a graphic, not for text
        #expect(ContrastLint.findings(surface("─────", mid, on: tint), theme: light, tint: "#1c1c1e").isEmpty)
        #expect(ContrastLint.findings(surface("Order", mid, on: tint), theme: light, tint: "#1c1c1e").count == 1)
    }

    /// A tint computed from the state is judged in the colour the state gives it: the light
    /// theme's black text on the dark one, not on the light one.
    @Test func aTintReadFromTheStateIsJudgedInItsColour() throws {
        let light = try theme("light")
        let yaml = """
            backgroundTint: '\\(state.label == "night" ? "#1c1c1e" : "#f2f2f7")'
            contentState: { label: String }
            lockScreen: { Text: '\\(state.label)' }
            dynamicIsland: { compactLeading: { Text: A }, compactTrailing: { Text: B }, minimal: { Text: M } }
            """
        for (label, findings) in [("night", 1), ("day", 0)] {
            let scene = try SceneRendererTests().scene(yaml, states: [("a", #"{"label": "\#(label)"}"#, 0)])
            let found = LayoutLint.contrastFindings(scene, themes: [light])
            #expect(found.count == findings, "\(label): \(found)")
        }
    }
}
