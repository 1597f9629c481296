import ActivityLayout
import ActivityModel
import ActivityRender
import DefinitionLoader
import Foundation

/// A view tree written in YAML (what a definition's `lockScreen` holds) through `ViewParser`, then
/// resolved against `FuzzFixture`'s state and laid out in points, left to right and right to left.
/// What must hold, beyond not trapping, hanging or exhausting the stack:
/// - YAML that does not load fails with a `DefinitionError` inside the text;
/// - every parse, resolve and layout diagnostic is shown free of controls;
/// - every laid-out box has a finite, non-negative size and a finite position, and every text line
///   in it is shown free of controls.
/// - drawn as the Lock Screen second after second with one `RenderMemo` (what the preview does),
///   every frame's cells are a fresh render's.
enum ViewGrammarTarget {
    static let check = FuzzCheck(target: .views)
    static let file = "fuzz/views.yaml"
    static let width = 364.0

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let fixture = try FuzzFixture.get(.views)
        let text = String(decoding: data, as: UTF8.self)
        guard let root = try check.loaded(file: file, text: text, { () throws(DefinitionError) in
            try DefinitionLoader.parse(text, file: file)
        }) else { return }
        var parser = ViewParser(file: file)
        let view = parser.view(root, path: "lockScreen")
        for diagnostic in parser.diagnostics { try check.requireDiagnostic(diagnostic, "view") }
        for environment in [Environment(), Environment(locale: "ar", isStale: true, dynamicTypeSize: .accessibility5)] {
            var resolver = ViewResolver(context: fixture.context)
            let resolved = resolver.resolve(view, environment: environment, path: "lockScreen")
            for diagnostic in resolver.diagnostics { try check.requireDiagnostic(diagnostic, "resolve") }
            let box = LayoutEngine(metrics: PointMetrics(dynamicTypeSize: environment.dynamicTypeSize)).layout(resolved, width: width)
            for placed in box.flattened {
                let frame = placed.frame
                try check.require([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0,
                                  "every laid-out box has a finite, non-negative size", "\(frame) for line \(placed.view.line)")
                for line in placed.lines { try check.requireVisible(line, "a laid-out text line") }
            }
        }
        var scene = Scene(definition: fixture.definition, views: ActivityViews(lockScreen: view), activities: fixture.activities,
                          now: FuzzFixture.now, theme: fixture.theme, surfaces: [.lockScreen])
        for second in 0..<3 {
            scene.now = FuzzFixture.now.addingTimeInterval(Double(second))
            let ticked = SceneRenderer.render(scene).surfaces.map(\.cells)
            var fresh = scene
            fresh.memo = RenderMemo()
            let whole = SceneRenderer.render(fresh).surfaces.map(\.cells)
            try check.require(ticked == whole, "a frame drawn with the last frame's memo is a fresh render's", "second \(second)")
        }
    }
}
