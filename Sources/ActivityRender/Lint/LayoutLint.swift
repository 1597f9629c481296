import ActivityLayout
import ActivityModel

/// The feed's last state drawn as a reviewer looks at it: as given, at the AX3 text size, and right
/// to left; plus text contrast on the tint in each theme. Over the height budget is an error at the
/// default size and a warning at AX3 (docs/ACTIVITYKIT.md, "Review checklist").
public enum LayoutLint {
    /// The rendering checks could not run: no feed, or a feed that starts no activity.
    public static let notRendered = "lint.notRendered"

    /// One look at the scene: how its environment changes, and whether over budget is only a warning.
    struct Look {
        var dynamicTypeSize: DynamicTypeSize?
        var locale: String?
        /// At a large text size only the height budget is judged, and as a warning.
        var budgetOnly: Bool
    }

    static let looks = [
        Look(dynamicTypeSize: nil, locale: nil, budgetOnly: false),
        Look(dynamicTypeSize: .accessibility3, locale: nil, budgetOnly: true),
        Look(dynamicTypeSize: nil, locale: "ar", budgetOnly: false),
    ]

    /// - Parameter themes: the themes whose contrast on the tint is judged.
    public static func findings(_ scene: Scene, themes: [Theme]) -> [Diagnostic] {
        guard !scene.activities.isEmpty else {
            return [.info(notRendered,
                "the feed shows no activity at its last applied push, so the 160 pt, compact, minimal and right-to-left checks did not run")]
        }
        var found = contrastFindings(scene, themes: themes)
        for look in looks {
            var looked = scene
            looked.memo = RenderMemo()
            let environment = scene.environment
            looked.environment = Environment(locale: look.locale ?? environment.locale, isStale: environment.isStale,
                                             isLuminanceReduced: environment.isLuminanceReduced,
                                             dynamicTypeSize: look.dynamicTypeSize ?? environment.dynamicTypeSize)
            for d in SceneRenderer.render(looked).diagnostics {
                var d = d
                if d.code == RenderDiagnosticCode.overBudget {
                    d.severity = look.budgetOnly ? .warning : .error
                } else if look.budgetOnly {
                    continue
                } else if d.code == RenderDiagnosticCode.regionTooTall {
                    // Two rows in a one-line region: the island cuts it, so lint calls it an error.
                    d.severity = .error
                } else if d.code == RenderDiagnosticCode.compactWide {
                    // Drawn whole, but past the size the HIG asks a side to keep within.
                    d.severity = .warning
                }
                if !found.contains(d) { found.append(d) }
            }
        }
        return found
    }

    /// Text on the definition's `backgroundTint` that WCAG 2.x finds too faint, in each theme: the
    /// Lock Screen drawn in each.
    static func contrastFindings(_ scene: Scene, themes: [Theme]) -> [Diagnostic] {
        let scene = SceneRenderer.evaluated(scene).scene
        guard let tint = ActivityTint.resolve(scene.definition.backgroundTint, for: SceneRenderer.lockScreenActivities(scene).first, scene: scene) else {
            return []
        }
        var found: [Diagnostic] = []
        for theme in themes {
            var themed = scene
            themed.theme = theme
            themed.surfaces = [.lockScreen]
            for surface in SceneRenderer.render(themed).surfaces {
                found += ContrastLint.findings(surface, theme: theme, tint: tint)
            }
        }
        return found
    }
}
