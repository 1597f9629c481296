import ActivityLayout
import ActivityModel

/// A Lock Screen that never reads `context.isStale` shows stale content as current
/// (docs/ACTIVITYKIT.md, "Review checklist"). `lint` reports it always; the renderer when the
/// content it draws is stale.
public enum StaleBranchLint {
    public static let code = "layout.staleUnhandled"

    /// The finding, or nil when the Lock Screen has a stale branch (or there is no Lock Screen).
    public static func finding(_ views: ActivityViews) -> Diagnostic? {
        guard let lock = views.lockScreen, !mentionsStale(lock) else { return nil }
        return unhandled
    }

    /// The finding itself: for a program, whose code tells by running whether it reads `isStale`.
    public static let unhandled = Diagnostic.warning(code, "the Lock Screen has no `context.isStale` branch: stale content looks current", path: "lockScreen")

    /// Whether a view tree reads `context.isStale` anywhere.
    public static func mentionsStale(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .conditional(let condition, let then, let otherwise):
            return condition.text.contains("isStale") || then.contains(where: mentionsStale) || otherwise.contains(where: mentionsStale)
        case .vStack(let c, _, _), .hStack(let c, _, _), .zStack(let c, _), .viewThatFits(let c, _), .geometryReader(let c): return c.contains(where: mentionsStale)
        case .forEach(_, _, let c), .group(let c): return c.contains(where: mentionsStale)
        case .text(.string(let s)): return s.text.contains("isStale")
        default: return false
        }
    }
}
