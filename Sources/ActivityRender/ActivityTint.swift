import ActivityLayout
import ActivityModel

/// The definition's tints (`keylineTint`, `backgroundTint`) as an activity shows them: a colour
/// name, or an interpolation read with the activity's state and attributes as a view's colour is
/// (`"\(state.accent)"`), which widgets write as `.keylineTint(context.state.accent.color)`.
enum ActivityTint {
    /// Whether `tint` is an interpolation rather than a colour name.
    static func readsState(_ tint: String) -> Bool {
        tint.contains("\\(")
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
        return name
    }

    /// `resolve` where its diagnostics are reported elsewhere (by the render of the same scene).
    static func resolve(_ tint: String?, for snapshot: ActivitySnapshot?, scene: Scene) -> String? {
        var ignored: [Diagnostic] = []
        return resolve(tint, for: snapshot, scene: scene, path: "", diagnostics: &ignored)
    }
}
