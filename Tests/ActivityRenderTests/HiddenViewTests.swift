import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// `.hidden()` (and `.opacity(0)`) keeps the view's room and draws nothing of it.
@Suite struct HiddenViewTests {
    let scenes = SceneRendererTests()

    func lockRow(_ secret: String) throws -> String {
        let yaml = """
            name: Hidden
            contentState: { label: String }
            lockScreen:
              HStack:
                - Text: Left
                - Text: Secret
                  \(secret)
                - Text: Right
            dynamicIsland:
              expanded:
                center: { Text: x }
              compactLeading: { Text: A }
              compactTrailing: { Text: B }
              minimal: { Text: M }
            """
        let scene = try scenes.scene(yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        return try #require(try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows().first { $0.contains("Left") })
    }

    @Test func aHiddenViewKeepsItsRoomAndIsNotDrawn() throws {
        let shown = try lockRow("opacity: 1")
        let hidden = try lockRow("hidden: true")
        #expect(shown.contains("Left Secret Right"), "\(shown)")
        #expect(!hidden.contains("Secret"), "\(hidden)")
        #expect(hidden.contains("Left        Right"), "the room of 'Secret' and its spacing stays: \(hidden)")
        #expect(try lockRow("opacity: 0") == hidden)
    }
}
