import ActivityLayout
import ActivityModel
import Canvas
import Foundation
import Testing
@testable import ActivityRender

/// The steps of one presentation's render on their own: a drawing judged by its figures, and a
/// drawing kept, relabelled or redrawn by what changed since the last frame.
@Suite struct SurfaceJudgementTests {
    static func drawing(_ kind: SurfaceKind, _ text: String, scene: Scene) -> SurfaceDrawing {
        let root = ResolvedView(.text(TextRun(text)))
        return SceneRenderer.draw(kind, root: root, scene: scene, environment: scene.environment, colors: SurfaceColors(),
                                  points: LayoutEngine(metrics: PointMetrics(dynamicTypeSize: .large)),
                                  cells: LayoutEngine(metrics: CellMetrics()))
    }

    /// A compact side is judged against two widths: the HIG's, past which the island widens (info),
    /// and the widest the island grows to, past which it is cut (a warning).
    @Test func aWideCompactRegionIsJudgedWideThenTooWide() throws {
        let scene = try SceneRendererTests().scene()
        func judged(_ text: String, _ scene: Scene) -> (surface: RenderedSurface, diagnostics: [Diagnostic]) {
            SceneRenderer.judge(.compactTrailing, Self.drawing(.compactTrailing, text, scene: scene), scene: scene, family: .medium,
                                environment: scene.environment)
        }
        let narrow = judged("9m", scene)
        #expect(narrow.diagnostics.isEmpty, "\(narrow.diagnostics)")
        #expect(narrow.surface.maxWidthPt == 97.16 && narrow.surface.recommendedWidthPt == 52.33)
        let wide = judged("9 min left", scene)
        #expect(wide.diagnostics.map(\.code) == [RenderDiagnosticCode.compactWide], "\(wide.diagnostics)")
        #expect(wide.diagnostics.first?.severity == .info && !wide.surface.overflow)
        let tooWide = judged("arriving in nine minutes", scene)
        #expect(tooWide.diagnostics.map(\.code) == [RenderDiagnosticCode.compactOverflow], "\(tooWide.diagnostics)")
        #expect(tooWide.surface.overflow)
        // Limited in width, the HIG's size is the limit.
        var limited = scene
        limited.device = scene.device.islandLimited(true)
        let cut = judged("9 min left", limited)
        #expect(cut.diagnostics.map(\.code) == [RenderDiagnosticCode.compactOverflow], "\(cut.diagnostics)")
        #expect(cut.surface.maxWidthPt == 52.33 && cut.surface.overflow)
        let minimal = SceneRenderer.judge(.minimal, Self.drawing(.minimal, "arriving in nine minutes", scene: scene), scene: scene,
                                          family: .medium, environment: scene.environment)
        #expect(minimal.diagnostics.map(\.code) == [RenderDiagnosticCode.minimalTooWide], "\(minimal.diagnostics)")
    }

    @Test func aTallLockScreenIsOverBudget() throws {
        let scene = try SceneRendererTests().scene()
        var drawing = Self.drawing(.lockScreen, "Arriving", scene: scene)
        #expect(SceneRenderer.judge(.lockScreen, drawing, scene: scene, family: .medium, environment: scene.environment).diagnostics.isEmpty)
        drawing.heightPt = 200
        let judged = SceneRenderer.judge(.lockScreen, drawing, scene: scene, family: .medium, environment: scene.environment)
        #expect(judged.diagnostics.map(\.code) == [RenderDiagnosticCode.overBudget])
        #expect(judged.surface.heightPt == 200 && judged.surface.budgetPt == 160)
    }

    @Test func anUnchangedTreeKeepsItsCellsAndAChangedOneIsRedrawn() throws {
        let scene = try SceneRendererTests().scene()
        let before = Self.drawing(.lockScreen, "Arriving", scene: scene)
        let points = LayoutEngine(metrics: PointMetrics(dynamicTypeSize: .large)), cells = LayoutEngine(metrics: CellMetrics())
        let other = ResolvedView(.text(TextRun("Delivered")))
        // The resolver's word that nothing changed is taken: the last frame's cells, not a new layout.
        var previous: SurfaceDrawing? = before
        let kept = SceneRenderer.redraw(.lockScreen, root: other, change: .same, previous: &previous, scene: scene,
                                        environment: scene.environment, colors: SurfaceColors(), points: points, cells: cells)
        #expect(kept.cells == before.cells && kept.root == other)
        previous = before
        let changed = SceneRenderer.redraw(.lockScreen, root: other, change: .unknown, previous: &previous, scene: scene,
                                           environment: scene.environment, colors: SurfaceColors(), points: points, cells: cells)
        #expect(changed.cells.rows().first?.hasPrefix("Delivered") == true, "\(changed.cells.rows())")
    }
}
