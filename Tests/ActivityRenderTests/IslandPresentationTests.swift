import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// Compact and minimal presentations are one line of the island (36.67 pt tall): a region that
/// wraps to a second line overflows, as one too wide does. The minimal box is the presentation's
/// width, its content centred.
@Suite struct IslandPresentationTests {
    let scenes = SceneRendererTests()

    static let yaml = """
        name: Tall
        contentState: { label: String }
        lockScreen: { Text: '\\(state.label)' }
        dynamicIsland:
          expanded:
            center: { Text: '\\(state.label)' }
          compactLeading: { Text: A }
          compactTrailing:
            Text: 'ETA soon'
            frame: { width: 40 }
          minimal: { Text: M }
        """

    @Test func aCompactRegionOnTwoLinesOverflows() throws {
        let scene = try scenes.scene(Self.yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        let trailing = try scenes.surface(rendered, .compactTrailing)
        #expect(trailing.cells.height == 2, "\(trailing.cells.rows())")
        #expect(trailing.heightPt > 36.67)
        #expect(trailing.overflow && trailing.tooTall)
        #expect(rendered.diagnostics.contains { $0.code == "layout.regionTooTall" && $0.path == "dynamicIsland.compactTrailing" })
        let page = TextEncoder.encode(ScenePage.compose(rendered, scene: scene))
        #expect(page.contains("OVERFLOW"), "\(page)")
        let leading = try scenes.surface(rendered, .compactLeading)
        #expect(!leading.overflow && leading.maxHeightPt == 36.67)
    }

    @Test func theMinimalBoxIsThePresentationsWidth() throws {
        let scene = try scenes.scene(Self.yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        let minimal = try scenes.surface(rendered, .minimal)
        #expect(minimal.cells.rows() == ["  M  "], "36.67 pt is 5 columns, the one-letter view in the middle")
        let page = TextEncoder.encode(ScenePage.compose(rendered, scene: scene))
        #expect(page.contains("╭─────╮ Minimal · "), "\(page)")
        #expect(page.contains("│  M  │"), "\(page)")
    }

    /// The island at the device's width: each side its documented width (52.33 pt is 7 columns,
    /// 62.33 pt 8), the camera's 125.34 pt gap (16 columns) between, the content against the camera.
    @Test(arguments: [(DeviceProfile.iPhoneStandard, 7), (.iPhoneLarge, 8)])
    func theCompactBoxIsTheIslandToScale(device: DeviceProfile, side: Int) throws {
        let yaml = "contentState: { label: String }\ndynamicIsland: { compactLeading: { Text: AB }, compactTrailing: { Text: '\\(state.label)' } }\n"
        let scene = try scenes.scene(yaml, states: [("a", #"{"label": "9"}"#, 0)], device: device)
        let rendered = SceneRenderer.render(scene)
        let block = try #require(ScenePage.blocks(rendered, scene: scene).first { $0.kinds == [.compactLeading, .compactTrailing] })
        let row = block.cells.row(1)
        let island = String(row.dropFirst().prefix(2 * side + 16))
        #expect(island == String(repeating: " ", count: side - 2) + "AB" + "       ◉        " + "9" + String(repeating: " ", count: side - 1), "\(row)")
        #expect(block.cells.row(0).hasPrefix("╭" + String(repeating: "─", count: 2 * side + 16) + "╮ Compact · "))
    }

    @Test func contentWiderThanItsSideWidensTheIslandOnThatSide() throws {
        let yaml = "contentState: { label: String }\ndynamicIsland: { compactLeading: { Text: A }, compactTrailing: { Text: '\\(state.label)' } }\n"
        let scene = try scenes.scene(yaml, states: [("a", #"{"label": "12 min away"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        let block = try #require(ScenePage.blocks(rendered, scene: scene).first { $0.kinds == [.compactLeading, .compactTrailing] })
        #expect(block.cells.row(1).hasPrefix("│      A       ◉        12 min away│"), "\(block.cells.row(1))")
        #expect(block.cells.row(0).contains("WIDE of 52.33 pt wide"), "\(block.cells.row(0))")
        #expect(!rendered.diagnostics.contains { $0.severity != .info }, "\(rendered.diagnostics)")
    }

    /// iOS 27's island limited in width keeps each side to the HIG's size, and says so to the
    /// views: `isDynamicIslandLimitedInWidth` reads true in the compact and minimal presentations.
    @Test func anIslandLimitedInWidthCutsAtTheHIGSizeAndTellsTheViews() throws {
        let yaml = """
            contentState: { label: String }
            dynamicIsland:
              compactLeading: { Text: '\\(context.isDynamicIslandLimitedInWidth ? "L" : "W")' }
              compactTrailing: { Text: '\\(state.label)' }
              expanded: { center: { Text: '\\(context.isDynamicIslandLimitedInWidth ? "limited" : "full")' } }
            """
        let standard = try scenes.scene(yaml, states: [("a", #"{"label": "12 min away"}"#, 0)])
        var limited = standard
        limited.device = standard.device.islandLimited(true)
        let wide = SceneRenderer.render(standard), cut = SceneRenderer.render(limited)
        #expect(try scenes.surface(wide, .compactLeading).cells.rows() == ["W"])
        #expect(try scenes.surface(cut, .compactLeading).cells.rows() == ["L"])
        #expect(try scenes.surface(cut, .expanded).cells.rows().contains { $0.contains("full") }, "the expanded island is not limited")
        let trailing = try scenes.surface(cut, .compactTrailing)
        #expect(trailing.overflow && trailing.maxWidthPt == 52.33)
        #expect(trailing.cells.rows() == ["12 min…"], "\(trailing.cells.rows())")
        #expect(cut.diagnostics.contains { $0.code == "layout.compactOverflow" && $0.severity == .warning })
    }

    /// The island's presentations are bordered in the `keylineTint` (the theme's keyline without
    /// one); the Lock Screen, and the banner of a phone without an island, keep the frame's colour.
    @Test(arguments: [("keylineTint: cyan\n", "cyan"), ("", nil)])
    func theIslandsBorderIsTheKeyline(line: String, tint: String?) throws {
        for device in [DeviceProfile.iPhoneStandard, .iPhoneNoIsland] {
            let scene = try scenes.scene(line + Self.yaml, states: [("a", #"{"label": "Tea"}"#, 0)], device: device)
            let theme = scene.theme
            let keyline = try #require(tint.map { theme.color(named: $0, on: .island) } ?? theme.keyline)
            #expect(keyline != theme.frame.border, "the two colours must differ for the test to tell them apart")
            for block in ScenePage.blocks(SceneRenderer.render(scene), scene: scene) {
                let corner = block.cells[x: 0, y: 0]
                #expect(corner.character == "╭")
                let island = device.hasDynamicIsland && !block.kinds.contains(.lockScreen)
                #expect(corner.style.foreground == (island ? keyline : theme.frame.border), "\(block.kinds) on \(device.id)")
            }
        }
    }

    /// A tint computed from the state (`.keylineTint(context.state.accent.color)`) is the colour it
    /// names for the activity shown: the island's border and the Lock Screen's background follow it.
    @Test func aTintReadFromTheStateFollowsTheState() throws {
        let tints = "keylineTint: '\\(state.label == \"late\" ? \"red\" : \"green\")'\n"
            + "backgroundTint: '\\(state.label == \"late\" ? \"orange\" : \"blue\")'\n"
        for (label, keyline, background) in [("late", "red", "orange"), ("on time", "green", "blue")] {
            let scene = try scenes.scene(tints + Self.yaml, states: [("a", #"{"label": "\#(label)"}"#, 0)])
            let theme = scene.theme
            let rendered = SceneRenderer.render(scene)
            let minimal = try #require(ScenePage.blocks(rendered, scene: scene).first { $0.kinds == [.minimal] })
            #expect(minimal.cells[x: 0, y: 0].style.foreground == theme.color(named: keyline, on: .island), "\(label)")
            let lockScreen = try scenes.surface(rendered, .lockScreen)
            #expect(lockScreen.cells[x: 0, y: 0].style.background == theme.color(named: background, on: .lockScreen), "\(label)")
        }
    }

    /// A tint that does not parse, or reads a name the state lacks, is reported at its key and
    /// drawn as no tint.
    @Test(arguments: ["'\\(state.label'", "'\\(state.colour)'"])
    func aTintThatCannotBeReadIsReportedAtItsKey(_ tint: String) throws {
        let scene = try scenes.scene("keylineTint: \(tint)\n" + Self.yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        #expect(rendered.diagnostics.contains { $0.code == ExprDiagnosticCode.expressionError && $0.path == "keylineTint" }, "\(rendered.diagnostics)")
        #expect(ScenePage.keyline(rendered, scene) == scene.theme.keyline)
    }

    /// A state whose text is itself an interpolation names no colour, and is not read again.
    @Test func aTintWhoseStateHoldsAnInterpolationIsNoTint() throws {
        let scene = try scenes.scene("keylineTint: '\\(state.label)'\nbackgroundTint: '\\(state.label)'\n" + Self.yaml,
                                     states: [("a", #"{"label": "\\(state.label)"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        #expect(ScenePage.keyline(rendered, scene) == scene.theme.keyline)
        let lockScreen = try scenes.surface(rendered, .lockScreen)
        #expect(lockScreen.cells[x: 0, y: 0].style.background == scene.theme.lockScreen.background)
    }
}
