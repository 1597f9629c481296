import ActivityModel

/// What a feed's pushes should carry (docs/ACTIVITYKIT.md, "Review checklist"): a stale date on
/// updates, a dismissal date on ends, a small content state. Fed one value at a time, so `lint`
/// reads the feed once for these and for the state it renders.
public struct FeedLint: Sendable {
    public static let missingStaleDate = "lint.missingStaleDate"
    public static let defaultDismissal = "lint.defaultDismissal"
    public static let largeContentState = "lint.largeContentState"

    /// Above this many bytes a content state is worth a warning: half of ActivityKit's 4 KB.
    static let largeStateBytes = 2048

    private var updatesWithoutStale = 0
    private var endsWithoutDismissal = 0
    private var largestState = 0

    public init() {}

    public mutating func add(_ value: FeedValue) {
        guard case .parsed(let json) = value.content, let aps = json["aps"] else { return }
        let event = aps["event"]?.stringValue ?? "update"
        if event != "end", aps["stale-date"] == nil { updatesWithoutStale += 1 }
        if event == "end", aps["dismissal-date"] == nil { endsWithoutDismissal += 1 }
        if let state = aps["content-state"] { largestState = max(largestState, state.compactText.utf8.count) }
    }

    public var findings: [Diagnostic] {
        var found: [Diagnostic] = []
        if updatesWithoutStale > 0 {
            found.append(.warning(Self.missingStaleDate,
                "\(updatesWithoutStale) push\(updatesWithoutStale == 1 ? "" : "es") without stale-date: if the server stops, the phone shows old data as current", path: "aps.stale-date"))
        }
        if endsWithoutDismissal > 0 {
            found.append(.warning(Self.defaultDismissal,
                "\(endsWithoutDismissal) end\(endsWithoutDismissal == 1 ? "" : "s") without dismissal-date: the system keeps it up to 4 hours; choose deliberately", path: "aps.dismissal-date"))
        }
        if largestState > Self.largeStateBytes {
            found.append(.warning(Self.largeContentState,
                "a content state of \(largestState) bytes: keep it small (ActivityKit limits attributes and state to 4 KB together)", path: "aps.content-state"))
        }
        return found
    }
}
