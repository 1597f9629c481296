import ActivityLayout
import ActivityModel

/// Every presentation must be implemented: the system shows each one (docs/ACTIVITYKIT.md, "Review checklist").
public enum PresentationLint {
    public static let code = "lint.missingPresentation"

    public static func findings(_ views: ActivityViews) -> [Diagnostic] {
        let presentations: [(String, Bool)] = [
            ("lockScreen", views.lockScreen != nil), ("dynamicIsland.compactLeading", views.compactLeading != nil),
            ("dynamicIsland.compactTrailing", views.compactTrailing != nil),
            ("dynamicIsland.minimal", views.minimal != nil), ("dynamicIsland.expanded", !views.expanded.isEmpty),
        ]
        return presentations.filter { !$0.1 }.map { name, _ in
            .error(code, "no \(name) view: every presentation must be implemented", path: name)
        }
    }
}
