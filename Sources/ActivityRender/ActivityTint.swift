import ActivityLayout
import ActivityModel

/// The definition's tints (`keylineTint`, `backgroundTint`) as an activity shows them: a colour
/// name, or an interpolation read with the activity's state and attributes as a view's colour is
/// (`"\(state.accent)"`), which widgets write as `.keylineTint(context.state.accent.color)`.
enum ActivityTint {
    /// Whether `tint` is an interpolation rather than a colour name. Read on every frame, so by
    /// bytes: Foundation's `contains` would bridge the string.
    static func readsState(_ tint: String?) -> Bool {
        var previous: UInt8 = 0
        for byte in tint?.utf8 ?? "".utf8 {
            if previous == UInt8(ascii: "\\"), byte == UInt8(ascii: "(") { return true }
            previous = byte
        }
        return false
    }

    /// The colour `tint` names for `snapshot`: nil without an activity to read, or for an
    /// interpolation that does not parse. What went wrong is added to `diagnostics` at `path`.
    static func resolve(_ tint: String?, for snapshot: ActivitySnapshot?, scene: Scene, path: String,
                        diagnostics: inout [Diagnostic]) -> String? {
        guard let tint, readsState(tint) else { return tint }
        guard let snapshot else { return nil }
        let template: InterpolatedString
        do {
            template = try InterpolatedString(parsing: tint)
        } catch {
            diagnostics.append(.error(ExprDiagnosticCode.expressionError, "\(error.description) in '\(tint)'; the tint is not drawn", path: path))
            return nil
        }
        var evaluator = ExprEvaluator(context: SceneRenderer.context(snapshot, scene: scene), path: path)
        let name = evaluator.render(template)
        diagnostics += evaluator.diagnostics
        // A state's text may hold `\(` itself; no colour name does, and the tint must not be read twice.
        return readsState(name) ? nil : name
    }

    /// `resolve` where its diagnostics are reported elsewhere (by the render of the same scene).
    static func resolve(_ tint: String?, for snapshot: ActivitySnapshot?, scene: Scene) -> String? {
        var ignored: [Diagnostic] = []
        return resolve(tint, for: snapshot, scene: scene, path: "", diagnostics: &ignored)
    }
}
