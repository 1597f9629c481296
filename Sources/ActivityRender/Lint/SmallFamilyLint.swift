import ActivityModel

/// A widget that declares no `.small` family is drawn in the Apple Watch Smart Stack and in CarPlay
/// as its compact views side by side, which the HIG asks to replace with a layout of its own
/// (docs/ACTIVITYKIT.md, "Surfaces").
public enum SmallFamilyLint {
    public static let code = "lint.noSmallFamily"

    public static func finding(_ definition: ActivityDefinition) -> Diagnostic? {
        guard !definition.supplementalActivityFamilies.contains(.small) else { return nil }
        return .warning(code, "no `.supplementalActivityFamilies([.small])`: the Apple Watch Smart Stack and CarPlay show the compact leading and trailing views side by side (`dump --surface watch`)",
                        path: "supplementalActivityFamilies")
    }
}
