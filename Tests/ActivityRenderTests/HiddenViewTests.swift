import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// `.hidden()` (and `.opacity(0)`) keeps the view's room and draws nothing of it.
@Suite struct HiddenViewTests {
    let scenes = SceneRendererTests()

    func lockRow(_ secret: String) throws -> String {
        let lock = try scenes.lockScreen("""
              HStack:
                - Text: Left
                - Text: Secret
                  \(secret)
                - Text: Right
            """).surface
        return try #require(lock.cells.rows().first { $0.contains("Left") })
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
