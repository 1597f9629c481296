import ActivityLayout
import Canvas
import ActivityModel
import Foundation

/// Everything that decides what the phone shows at one instant: the input of `SceneRenderer`.
///
/// Built by the command line (from a definition, a feed or a state, and flags) or by the preview
/// screen (from its state). Nothing here reads a clock, a terminal or the environment.
public struct Scene: Sendable {
    public var definition: ActivityDefinition
    public var views: ActivityViews
    /// The activities, the most relevant first (`ActivityTimeline.snapshot(at:)`).
    public var activities: [ActivitySnapshot]
    public var now: Date
    public var device: DeviceProfile
    public var theme: Theme
    public var environment: Environment
    /// Which presentations to draw.
    public var surfaces: [SurfaceKind]
    /// What the last render of this scene (or of a copy of it) drew, for the next render to reuse
    /// where its inputs did not change (`RenderMemo`). Never part of what is drawn.
    public var memo: RenderMemo
    /// Where times of day are read: UTC unless the command is told otherwise (`--timezone`).
    public var timeZone: TimeZone

    public init(definition: ActivityDefinition, views: ActivityViews, activities: [ActivitySnapshot], now: Date,
                device: DeviceProfile = .iPhoneStandard, theme: Theme, environment: Environment = Environment(),
                surfaces: [SurfaceKind] = SurfaceKind.phone, memo: RenderMemo = RenderMemo(), timeZone: TimeZone = EvaluationContext.utc) {
        self.timeZone = timeZone
        self.definition = definition
        self.views = views
        self.activities = activities
        self.now = now
        self.device = device
        self.theme = theme
        self.environment = environment
        self.surfaces = surfaces
        self.memo = memo
    }

    /// The zone's identifier for a page's header and a JSON dump, or nil for UTC, which they leave
    /// unsaid (the instant is written in UTC already).
    static func zoneName(_ zone: TimeZone) -> String? {
        zone.secondsFromGMT() == 0 && zone.nextDaylightSavingTimeTransition == nil ? nil : zone.identifier
    }
}

/// The presentations of a Live Activity, in the order a dump shows them: the phone's own, then the
/// surfaces ActivityKit draws them on elsewhere (docs/ACTIVITYKIT.md, "Surfaces").
public enum SurfaceKind: String, Sendable, CaseIterable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal, expanded
    case standBy, smartStack, carPlay, menuBar

    /// The phone's presentations: what `--surface all` and the preview's first page show.
    public static let phone: [SurfaceKind] = [.lockScreen, .compactLeading, .compactTrailing, .minimal, .expanded]

    /// How a person calls it, for labels.
    public var title: String {
        switch self {
        case .lockScreen: return "Lock Screen"
        case .compactLeading: return "Compact leading"
        case .compactTrailing: return "Compact trailing"
        case .minimal: return "Minimal"
        case .expanded: return "Expanded"
        case .standBy: return "StandBy"
        case .smartStack: return "Apple Watch Smart Stack"
        case .carPlay: return "CarPlay"
        case .menuBar: return "Mac menu bar"
        }
    }

    /// The name `--surface` takes for it, and the status bar's short label.
    public var shortName: String {
        switch self {
        case .lockScreen: return "lock"
        case .compactLeading: return "compactLeading"
        case .compactTrailing: return "compactTrailing"
        case .minimal: return "minimal"
        case .expanded: return "expanded"
        case .standBy: return "standby"
        case .smartStack: return "watch"
        case .carPlay: return "carplay"
        case .menuBar: return "mac"
        }
    }

    /// The surfaces that show the phone's compact views side by side when the widget lays out no
    /// `.small` family (the Smart Stack and CarPlay), or always (the menu bar).
    /// Compact leading or trailing: a side of the island that grows with its content.
    var isCompactSide: Bool { self == .compactLeading || self == .compactTrailing }

    var pairsCompactViews: Bool { self == .smartStack || self == .carPlay || self == .menuBar }

    /// Names `--surface` takes, one or several joined by commas.
    public static let names = ["lock", "compact", "minimal", "expanded", "standby", "watch", "carplay", "mac", "all"]

    /// `--surface lock|compact|minimal|expanded|standby|watch|carplay|mac|all`, or several of them
    /// joined by commas (`standby,watch`); nil when a name is not one of them.
    public static func named(_ name: String) -> [SurfaceKind]? {
        var kinds: [SurfaceKind] = []
        for part in name.split(separator: ",", omittingEmptySubsequences: false) {
            guard let named = single(String(part)) else { return nil }
            kinds += named.filter { !kinds.contains($0) }
        }
        return kinds.isEmpty ? nil : kinds
    }

    static func single(_ name: String) -> [SurfaceKind]? {
        switch name {
        case "lock", "lockScreen": return [.lockScreen]
        case "compact": return [.compactLeading, .compactTrailing]
        case "compactLeading": return [.compactLeading]
        case "compactTrailing": return [.compactTrailing]
        case "minimal": return [.minimal]
        case "expanded", "banner": return [.expanded]
        case "standby", "standBy": return [.standBy]
        case "watch", "smartStack": return [.smartStack]
        case "carplay", "carPlay": return [.carPlay]
        case "mac", "menuBar": return [.menuBar]
        case "all": return phone
        default: return nil
        }
    }
}

/// One drawn presentation, with the figures the phone cares about.
public struct RenderedSurface: Sendable {
    public var kind: SurfaceKind
    /// What is drawn, in cells, on the surface's background.
    public var cells: CellBuffer
    public var widthPt: Double
    public var heightPt: Double
    /// The height the system may truncate above: 160 pt for the Lock Screen and expanded, twice that
    /// in StandBy, the small family's height in the Smart Stack and CarPlay; nil for the others.
    public var budgetPt: Double?
    /// The widest the presentation may be before it is cut (compact and minimal); nil for the others.
    public var maxWidthPt: Double?
    /// A compact side's width as the HIG gives it: wider widens the island past its recommended
    /// size; nil for the other presentations.
    public var recommendedWidthPt: Double? = nil
    /// The row where the 160 pt budget ends, when the content runs past it.
    public var cutRow: Int?
    /// Which activity it shows, and whether it is attached to the island (minimal with two or more).
    public var activityID: String?
    public var note: String?
    /// The tallest the presentation may be: one line of the island (compact and minimal); nil for the others.
    public var maxHeightPt: Double? = nil
    /// Smart Stack and CarPlay: `.small` when the widget's own small layout is drawn, nil when the
    /// compact views stand in for it.
    public var family: ActivityFamily? = nil

    public var overBudget: Bool { budgetPt.map { heightPt > $0 + 0.001 } ?? false }
    /// Wider than the island gives it, or taller than its one line.
    public var overflow: Bool { maxWidthPt.map { widthPt > $0 + 0.001 } ?? false || tooTall }
    public var tooTall: Bool { maxHeightPt.map { heightPt > $0 + 0.001 } ?? false }
}
