import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// `.offset(x:y:)` moves a view's drawing and leaves its room where it was.
@Suite struct OffsetTests {
    let scenes = SceneRendererTests()

    func lockRows(_ offset: String) throws -> [String] {
        let yaml = """
            name: Offset
            contentState: { label: String }
            lockScreen:
              VStack:
                - Text: Top
                  \(offset)
                - Text: Bottom
              alignment: leading
            dynamicIsland:
              expanded:
                center: { Text: x }
              compactLeading: { Text: A }
              compactTrailing: { Text: B }
              minimal: { Text: M }
            """
        let scene = try scenes.scene(yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        return try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows()
    }

    @Test func anOffsetMovesTheDrawingOnly() throws {
        let plain = try lockRows("opacity: 1")
        let moved = try lockRows("offset: { x: 40 }")
        #expect(plain.first?.hasPrefix("Top") == true, "\(plain)")
        #expect(moved.first?.hasPrefix("     Top") == true, "40 pt is five columns: \(moved)")
        #expect(moved.count == plain.count && moved.last == plain.last, "the room stays: \(moved)")
    }
}
