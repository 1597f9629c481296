import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// A larger Dynamic Type size puts fewer characters on a row: the cells wrap where the phone's
/// larger text wraps, not only the point figures change.
@Suite struct DynamicTypeReflowTests {
    let scenes = SceneRendererTests()

    static let yaml = """
        name: Reflow
        contentState: { label: String }
        lockScreen: { Text: 'Your order is on its way to you' }
        dynamicIsland:
          expanded:
            center: { Text: '\\(state.label)' }
          compactLeading: { Text: A }
          compactTrailing: { Text: B }
          minimal: { Text: M }
        """

    func lockRows(_ size: DynamicTypeSize) throws -> [String] {
        let scene = try scenes.scene(Self.yaml, states: [("a", #"{"label": "Tea"}"#, 0)], environment: Environment(dynamicTypeSize: size))
        return try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows()
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theDefaultSizeKeepsTheSentenceOnOneRow() throws {
        #expect(try lockRows(.large) == ["Your order is on its way to you"])
        #expect(try lockRows(.xSmall) == ["Your order is on its way to you"], "a smaller size cannot put more in a cell")
    }

    @Test func anAccessibilitySizeWrapsIt() throws {
        let rows = try lockRows(.accessibility3)
        #expect(rows.count >= 2, "\(rows)")
        #expect(rows.joined(separator: " ") == "Your order is on its way to you")
        let widest = try #require(rows.map(\.count).max())
        // The 371 pt row holds as many characters as AX3's body text fits, not 46.
        let columns = Int((371 / (CellMetrics.pointsPerColumn * CellMetrics.zoom(for: .accessibility3))).rounded())
        #expect(columns < 31 && widest <= columns, "\(rows)")
    }
}
