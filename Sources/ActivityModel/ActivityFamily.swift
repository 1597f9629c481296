/// WidgetKit's `ActivityFamily`: the size a Live Activity is laid out for. `medium` on the iPhone
/// and iPad Lock Screen, the Dynamic Island and StandBy; `small` in the Apple Watch Smart Stack and
/// in CarPlay, when the widget declares it (docs/ACTIVITYKIT.md, "Surfaces").
public enum ActivityFamily: String, Sendable, Equatable, CaseIterable {
    case small, medium
}
