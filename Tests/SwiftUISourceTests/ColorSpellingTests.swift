import ActivityModel
@testable import ActivityRender
import Canvas
import Foundation
import Testing
@testable import SwiftUISource

/// Colours built in Swift reach the definition with their opacity, so the renderer can mix them
/// into what is behind: `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
/// `Color(hue:saturation:brightness:)` and `.opacity(x)` on a colour.
@Suite struct ColorSpellingTests {
    @Test func componentColoursKeepTheirOpacity() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                Text("a").foregroundStyle(Color(red: 1, green: 0.5, blue: 0, opacity: 0.4))
                Text("b").foregroundStyle(Color(white: 1, opacity: 0.5))
                Text("c").foregroundStyle(Color(hue: 0.5, saturation: 1, brightness: 1))
                Text("d").foregroundStyle(.orange.opacity(0.25))
            }
            .activityBackgroundTint(Color.black.opacity(0.6))
            """)
        let read = try SwiftSourceHarness.read(source)
        let evaluated = try SwiftSourceHarness.evaluated(read, state: #"{"value": 1}"#)
        let text = String(describing: try #require(evaluated.views.lockScreen))
        #expect(text.contains("#ff8000.opacity(0.4)"), "\(text)")
        #expect(text.contains("#ffffff.opacity(0.5)"), "\(text)")
        #expect(text.contains("#00ffff"), "\(text)")
        #expect(text.contains("orange.opacity(0.25)"), "\(text)")
        #expect(evaluated.definition.backgroundTint == "black.opacity(0.6)")
    }

    /// `.keylineTint` and `.activityBackgroundTint` of a colour computed from the state are the
    /// colour each state's code gives, and drawn in it.
    @Test func tintsComputedFromTheStateFollowIt() throws {
        let accent = """
            enum Accent: String, Codable, Hashable {
                case late, onTime
                var color: Color {
                    switch self {
                    case .late: return .red
                    case .onTime: return .green
                    }
                }
            }
            """
        let source = SwiftSourceHarness.widget(state: "var accent: Accent", lockScreen: """
            Text("a").activityBackgroundTint(context.state.accent.color)
            """, extra: accent, islandModifier: "\n.keylineTint(context.state.accent.color)")
        let read = try SwiftSourceHarness.read(source)
        for (accent, colour) in [("late", "red"), ("onTime", "green")] {
            let evaluated = try SwiftSourceHarness.evaluated(read, state: #"{"accent": "\#(accent)"}"#)
            #expect(!evaluated.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(evaluated.diagnostics)")
            #expect(evaluated.definition.keylineTint == colour && evaluated.definition.backgroundTint == colour, "\(accent)")
            let (scene, _) = try SwiftSourceHarness.scene(read, state: #"{"accent": "\#(accent)"}"#)
            let rendered = SceneRenderer.render(scene)
            let expected = try #require(scene.theme.color(named: colour, on: .island))
            #expect(ScenePage.keyline(rendered, scene) == expected, "\(accent)")
            let lockScreen = try #require(rendered.surfaces.first { $0.kind == .lockScreen })
            #expect(lockScreen.cells[x: 0, y: 0].style.background == scene.theme.color(named: colour, on: .lockScreen), "\(accent)")
        }
    }

    /// UIKit's text colours by the names the themes draw: `darkText` is black, `lightText` white.
    @Test func uikitTextColoursAreReadByName() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                Text("a").foregroundStyle(Color(uiColor: .darkText))
                Text("b").foregroundStyle(Color(UIColor.lightText))
            }
            """)
        let evaluated = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"value": 1}"#)
        #expect(!evaluated.diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(evaluated.diagnostics)")
        let text = String(describing: try #require(evaluated.views.lockScreen))
        #expect(text.contains("black") && text.contains("white"), "\(text)")
    }

    /// `Color(hex:)` of a string the activity sends: the colour is the string's, with or without `#`.
    @Test(arguments: ["FF8800", "#ff8800"])
    func aHexColourFromTheStateIsDrawnInIt(_ tint: String) throws {
        let source = SwiftSourceHarness.widget(state: "var tint: String", lockScreen: """
            Text("Tinted").foregroundStyle(Color(hex: context.state.tint))
            """, extra: """
            extension Color {
                init(hex: String) {
                    var value: UInt64 = 0
                    Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
                    self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(read.diagnostics)")
        var scene = try SwiftSourceHarness.scene(read, state: JSONValue.object([JSONMember(key: "tint", value: .string(tint))]).prettyText).scene
        scene.surfaces = [.lockScreen]
        let cells = try #require(SceneRenderer.render(scene).surfaces.first).cells
        let row = try #require((0..<cells.height).first { cells.row($0).contains("Tinted") })
        let x = try #require(cells.row(row).range(of: "Tinted")).lowerBound.utf16Offset(in: cells.row(row))
        #expect(cells[x: x, y: row].style.foreground == Color(parsing: "#ff8800"), "\(cells[x: x, y: row].style)")
    }

    /// With no read source declaring `Color(hex:)`, a value that is no hex colour (a sample's field
    /// name) is drawn gray and said, not lost.
    @Test func anUndeclaredHexColourOfNoHexIsGrayAndSaid() throws {
        let source = SwiftSourceHarness.widget(state: "var tint: String", lockScreen: """
            Text("Tinted").foregroundStyle(Color(hex: context.state.tint))
            """)
        let evaluated = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"tint": "tint"}"#)
        #expect(!evaluated.diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(evaluated.diagnostics)")
        let note = try #require(evaluated.diagnostics.first { $0.code == "swiftui.assetColor" })
        #expect(note.severity == .info && note.message.contains(#"Color(hex: "tint") is not six hex digits"#), "\(note.message)")
        #expect(String(describing: try #require(evaluated.views.lockScreen)).contains("gray"))
    }
}
