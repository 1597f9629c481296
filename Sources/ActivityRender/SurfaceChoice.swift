import ActivityModel

/// Which activity one presentation shows, and in which family, or why it shows none: decided from
/// the scene alone, before anything is drawn (docs/ACTIVITYKIT.md, "Which presentation shows").
///
/// A value made on the stack for each presentation of each frame: choosing allocates nothing.
struct SurfaceChoice {
    /// False when the device has no such presentation and it is left out of the page: compact and
    /// minimal without a Dynamic Island.
    var shown: Bool
    var snapshot: ActivitySnapshot?
    /// The box's note: why nothing is shown, or how the island shares itself among activities.
    var note: String?
    /// The second minimal view, detached from the island, when two or more activities run.
    var detached: ActivitySnapshot?
    /// `.small` where the widget lays one out for the Smart Stack and CarPlay; `.medium` elsewhere.
    var family: ActivityFamily

    /// `onLockScreen`: the activities not dismissed; `onIsland`: those still active or stale (an
    /// ended activity leaves the island at once), both the most relevant first.
    /// `laysOutSmall`: the widget declares the `.small` family; `anyActivity`: the scene has
    /// activities at all, in any phase.
    init(_ kind: SurfaceKind, device: DeviceProfile, laysOutSmall: Bool, anyActivity: Bool, onLockScreen: [ActivitySnapshot],
         onIsland: [ActivitySnapshot]) {
        shown = true
        note = nil
        detached = nil
        family = .medium
        switch kind {
        case .lockScreen, .standBy:
            snapshot = onLockScreen.first
        case .expanded:
            snapshot = onIsland.first
        case .compactLeading, .compactTrailing:
            shown = device.hasDynamicIsland
            snapshot = onIsland.count == 1 ? onIsland.first : nil
            if onIsland.count > 1 { note = "\(onIsland.count) activities: the island shows minimal views" }
        case .minimal:
            shown = device.hasDynamicIsland
            snapshot = onIsland.first
            // Short: the box's title holds it, and the preview fits the box beside the Lock
            // Screen at 100 columns. Which activity each box shows is the JSON's `activity`.
            if onIsland.count > 1 {
                note = "attached"
                detached = onIsland[1]
            }
        case .smartStack, .menuBar:
            // They keep an ended activity as long as the Lock Screen does.
            snapshot = onLockScreen.first
            if kind == .smartStack, laysOutSmall { family = .small }
        case .carPlay:
            // CarPlay lets an ended activity go at once, as the island does.
            snapshot = onIsland.first
            if laysOutSmall { family = .small }
        }
        if !device.isPhone, kind == .standBy || kind.pairsCompactViews {
            snapshot = nil
            detached = nil
            note = "\(kind.title) shows an iPhone's Live Activities; \(device.id) is an iPad"
            return
        }
        guard snapshot == nil, note == nil else { return }
        if !anyActivity {
            // Whatever the source (a feed, --state, a push to serve): none had started one by now.
            note = "no activity yet at this instant"
        } else if kind == .lockScreen || kind == .standBy || kind == .smartStack || kind == .menuBar {
            note = "dismissed: nothing on the Lock Screen"
        } else {
            note = onLockScreen.isEmpty ? "dismissed" : "ended: an ended activity leaves the island"
        }
    }
}
