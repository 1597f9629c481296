import ActivityLayout
import ActivityModel
import DefinitionLoader

/// A view tree written in YAML (what a definition's `lockScreen` holds) through `ViewParser`, then
/// resolved against `FuzzFixture`'s state and laid out in points, left to right and right to left.
/// What must hold, beyond not trapping, hanging or exhausting the stack:
/// - YAML that does not load fails with a `DefinitionError` inside the text;
/// - every parse, resolve and layout diagnostic is shown free of controls;
/// - every laid-out box has a finite, non-negative size and a finite position, and every text line
///   in it is shown free of controls.
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
    }
}
