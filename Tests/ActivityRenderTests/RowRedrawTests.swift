import ActivityLayout
import ActivityModel
import Canvas
import Foundation
import Testing
@testable import ActivityRender

/// A tick draws again, in place, only the rows whose views changed: cell for cell what a whole
/// drawing gives, where wide glyphs sit beside the timer, backgrounds and offset views cross its
/// row, and a push changes colours or opacity but not the layout.
@Suite struct RowRedrawTests {
    let scenes = SceneRendererTests()

    static let yaml = """
        name: Rows
        contentState: { label: String, end: Date, start: Date, late: Bool }
        lockScreen:
          VStack:
            - ZStack:
                - { RoundedRectangle: null, fill: '\\(state.late ? "red" : "gray")', frame: { height: 40 } }
                - HStack:
                    - Text: '🚚'
                    - Text: { timerInterval: 'state.start...state.end', countsDown: true }
                    - Text: '界'
                    - Text: '\\(state.label)'
                  opacity: 'state.late ? 0.5 : 1'
            - Text: Moved
              offset: { y: -20 }
            - ProgressView: { timerInterval: 'state.start...state.end', countsDown: true }
            - Text: Ends
              background: '\\(state.late ? "red" : "blue")'
          padding: 16
        dynamicIsland:
          expanded:
            center: { Text: { timerInterval: 'state.start...state.end', countsDown: true } }
          compactLeading: { Text: '🚚' }
          compactTrailing: { Text: { timerInterval: 'state.start...state.end', countsDown: true } }
          minimal: { Text: { timerInterval: 'state.start...state.end', countsDown: true } }
        """

    static func state(late: Bool, label: String) -> String {
        let t0 = SceneRendererTests.t0
        return #"{"label": "\#(label)", "late": \#(late), "start": \#(t0.timeIntervalSinceReferenceDate), "end": \#(t0.addingTimeInterval(600).timeIntervalSinceReferenceDate)}"#
    }

    @Test func ticksAndPushesDrawWhatAWholeDrawingDraws() throws {
        let memo = RenderMemo()
        for (late, label) in [(false, "A1"), (true, "A1"), (true, "A2"), (false, "A2")] {
            for second in 0..<8 {
                let now = SceneRendererTests.t0.addingTimeInterval(Double(second) + (late ? 0.5 : 0))
                var scene = try scenes.scene(Self.yaml, states: [("a", Self.state(late: late, label: label), 0)], now: now)
                scene.surfaces = SurfaceKind.allCases
                let fresh = SceneRenderer.render(scene)
                scene.memo = memo
                let ticked = SceneRenderer.render(scene)
                try #require(ticked.surfaces.count == fresh.surfaces.count)
                for (t, f) in zip(ticked.surfaces, fresh.surfaces) {
                    #expect(t.cells == f.cells, "\(f.kind) at \(second) s, late \(late):\n\(t.cells.rows().joined(separator: "\n"))\n--\n\(f.cells.rows().joined(separator: "\n"))")
                }
            }
        }
    }

    /// The rows a tick draws again are those of the views it changed, and only those.
    @Test func onlyTheTimersRowsAreDrawnAgain() throws {
        // 9:58 and 9:57: texts of one width, so the layout stays.
        let scene = try scenes.scene(Self.yaml, states: [("a", Self.state(late: false, label: "A1"), 0)],
                                     now: SceneRendererTests.t0.addingTimeInterval(2))
        var later = scene
        later.now = scene.now.addingTimeInterval(1)
        let drawing = try #require(Self.drawing(scene)), next = try #require(Self.drawing(later))
        #expect(drawing.root.hasSameLayout(as: next.root))
        var changed: [LayoutRect] = []
        let cells = LayoutEngine(metrics: CellMetrics())
        var relabelled = drawing.cellBox
        #expect(cells.relabel(&relabelled, with: next.root, changed: &changed))
        let rows = SceneRenderer.changedRows(changed)
        // The timer's row in the card, and the progress bar's.
        #expect(rows.count == 2 && rows.allSatisfy { $0.count == 1 }, "\(rows)")
        let rasterizer = SceneRenderer.rasterizer(.lockScreen, scene: later, environment: later.environment, colors: SurfaceColors())
        var raster = drawing.raster
        for band in rows { rasterizer.redraw(relabelled, into: &raster, rows: band) }
        #expect(raster == next.raster)
        #expect(raster.rows().enumerated().allSatisfy { index, row in
            rows.contains { $0.contains(index) } || row == drawing.raster.rows()[index]
        })
    }

    /// The Lock Screen's drawing a render of `scene` leaves in a fresh memo.
    static func drawing(_ scene: Scene) -> SurfaceDrawing? {
        var scene = scene
        scene.memo = RenderMemo()
        _ = SceneRenderer.render(scene)
        let inputs = RenderMemo.Inputs(theme: scene.theme, device: scene.device, environment: scene.environment,
                                       backgroundTint: scene.definition.backgroundTint)
        return scene.memo.take(for: inputs).drawings[SceneRenderer.slot(.lockScreen)]
    }
}
