import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// `.offset(x:y:)` moves a view's drawing and leaves its room where it was.
@Suite struct OffsetTests {
    let scenes = SceneRendererTests()

    func lockRows(_ offset: String) throws -> [String] {
        try scenes.lockScreen("""
              VStack:
                - Text: Top
                  \(offset)
                - Text: Bottom
              alignment: leading
            """).surface.cells.rows()
    }

    @Test func anOffsetMovesTheDrawingOnly() throws {
        let plain = try lockRows("opacity: 1")
        let moved = try lockRows("offset: { x: 40 }")
        #expect(plain.first?.hasPrefix("Top") == true, "\(plain)")
        #expect(moved.first?.hasPrefix("     Top") == true, "40 pt is five columns: \(moved)")
        #expect(moved.count == plain.count && moved.last == plain.last, "the room stays: \(moved)")
    }
}
