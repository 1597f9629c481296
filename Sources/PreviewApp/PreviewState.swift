import ActivityLayout
import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// How the preview reads its feed.
public enum FeedMode: String, Sendable, Equatable {
    /// No feed.
    case none
    /// A regular file: a script. Values received later than the preview's clock wait until the
    /// clock reaches them (as `dump --now` leaves them out), so time travel walks through it.
    case script
    /// Standard input, a FIFO or a followed file: values apply as they arrive, and the clock jumps
    /// forward to them; while the person has sent the clock back, they wait for it as a script's do.
    case live
}

/// Everything the preview shows, as a value: the model of the Model / Update / View loop.
///
/// `reduce` changes it, `PreviewScreen` draws it, and nothing in it reads a clock, a file or a
/// terminal: the real time arrives as `.clock` actions and the terminal size as `.resize`.
public struct PreviewState: Sendable {
    // What is previewed.
    public internal(set) var definition: ActivityDefinition
    public internal(set) var definitionFile: String
    public internal(set) var views: ActivityViews
    public internal(set) var viewDiagnostics: [Diagnostic]
    /// Why the last edit of the definition did not load; the last good one is shown meanwhile.
    public internal(set) var reloadError: String?
    public internal(set) var evaluator: FeedEvaluator
    public internal(set) var log = PushLog()

    // The feed.
    public internal(set) var feedMode: FeedMode
    public internal(set) var feedName: String?
    public internal(set) var feedEnded = false
    public internal(set) var feedError: String?
    public internal(set) var feedPaused = false
    /// The APNs endpoint's address when the preview is one (`serve`, `preview --listen`): the
    /// status bar shows it with `requestCount`.
    public internal(set) var endpoint: String?
    /// Requests the endpoint has answered so far, refused ones included. A count of what happened,
    /// not of what the clock shows: time travel does not change it.
    public internal(set) var requestCount = 0
    /// Every value received (the last few hundred at least) and the preview's own notes, so that
    /// going back in time can evaluate the feed again up to the new instant; values received later
    /// than the clock wait in it.
    var replay: FeedReplay
    /// The endpoint's judgements of the values the screen reaches next, in their order.
    var judgements: [EndpointJudgement] = []
    /// The most judgements held at once (each holds an evaluator).
    static let heldPhones = 64

    // How it is shown.
    public let devices: [DeviceProfile]
    public internal(set) var deviceIndex: Int
    public let themes: [Theme]
    public internal(set) var themeIndex: Int
    public internal(set) var locale: String
    /// Where times of day are read (`--timezone`, else the machine's zone).
    public let timeZone: TimeZone
    public internal(set) var dynamicTypeSize: DynamicTypeSize
    public internal(set) var forceStale = false
    public internal(set) var alwaysOn = false
    /// Flips the locale's layout direction (`r`).
    public internal(set) var flipDirection = false
    public internal(set) var focusExpanded = false
    /// Every device side by side (`c`), from the current one on.
    public internal(set) var compareDevices = false
    /// The island limited in width (`i`, `--island limited`): iOS 27's landscape island.
    public internal(set) var islandLimited = false
    /// Which surfaces the page shows (`v`): the phone's presentations, or StandBy, the Apple Watch
    /// Smart Stack, CarPlay or the Mac's menu bar.
    public internal(set) var surfaceGroup = SurfaceGroup.phone
    public internal(set) var showHelp = false
    public internal(set) var showLog = true
    /// Log lines scrolled back from the newest.
    public internal(set) var logScroll = 0

    // Time and terminal.
    public internal(set) var clock: PreviewClock
    public internal(set) var realNow: Date
    public internal(set) var size: Size
    public let capabilities: TerminalCapabilities
    /// The last frame's drawings, shared by the scenes this state hands out so that a tick that
    /// only moves a timer redraws only what it changed (`RenderMemo` keys them on their inputs).
    let renderMemo = RenderMemo()

    /// The feed values waiting for the clock.
    public var pendingCount: Int { replay.pendingCount }
    /// Whether the event loop should read more of the feed now: not while paused, and not while
    /// a script has values waiting (so a huge file is not read into memory ahead of the clock).
    public var wantsFeed: Bool { !feedPaused && pendingCount < PreviewState.pendingLimit && !feedEnded }
    static let pendingLimit = 256

    /// The earliest instant the clock can go back to and show exactly, once the replay has let the
    /// oldest values go; nil while it keeps the whole feed.
    public var oldestReachable: Date? { replay.base.lastTaken }

    /// The instant the activity is shown at.
    public var now: Date { clock.now(realNow) }
    public var device: DeviceProfile {
        (devices.isEmpty ? .iPhoneStandard : devices[deviceIndex % devices.count]).islandLimited(islandLimited)
    }

    /// The theme in use: the chosen one, or the one it gives way to under `a`
    /// (`BuiltInThemes.underAlwaysOn`), with ASCII glyphs on a terminal without UTF-8.
    public var theme: Theme {
        var theme = themes.isEmpty ? PreviewState.plainTheme : themes[themeIndex % themes.count]
        if alwaysOn, case let name = BuiltInThemes.underAlwaysOn(theme.name), name != theme.name,
           let dimmed = themes.first(where: { $0.name == name }) {
            theme = dimmed
        }
        if !capabilities.unicode { theme.glyphs = .ascii }
        return theme
    }

    public var environment: Environment {
        let rightToLeft = Environment.isRightToLeft(locale: locale) != flipDirection
        return Environment(locale: locale, isStale: forceStale, isLuminanceReduced: alwaysOn, dynamicTypeSize: dynamicTypeSize,
                           layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The activities at `now`: the feed evaluated up to the clock, as `dump --now` has them.
    public var activities: [ActivitySnapshot] {
        evaluator.snapshot(at: now)
    }

    /// The scene the screen draws, through the same `SceneRenderer` as `dump`.
    public var scene: Scene {
        Scene(definition: definition, views: views, activities: activities, now: now, device: device, theme: theme,
              environment: environment, surfaces: surfaceGroup == .phone && focusExpanded ? [.expanded] : surfaceGroup.kinds, memo: renderMemo, timeZone: timeZone)
    }

    /// How the preview starts: the command line's choices.
    public struct Configuration: Sendable {
        public var definition: ActivityDefinition
        public var definitionFile: String
        public var feedMode: FeedMode
        public var feedName: String?
        public var devices: [DeviceProfile]
        public var device: DeviceProfile
        public var themes: [Theme]
        public var theme: String
        public var locale: String
        public var timeZone: TimeZone
        public var dynamicTypeSize: DynamicTypeSize
        /// `--now`: the clock starts here and a feed does not move it back.
        public var now: Date?
        public var speed: Double
        public var alwaysOn: Bool
        public var stale: Bool
        /// The APNs endpoint's address, when its requests are the feed.
        public var endpoint: String?

        public init(definition: ActivityDefinition, definitionFile: String, feedMode: FeedMode, feedName: String?,
                    devices: [DeviceProfile], device: DeviceProfile, themes: [Theme], theme: String, locale: String,
                    dynamicTypeSize: DynamicTypeSize, now: Date?, speed: Double, alwaysOn: Bool = false, stale: Bool = false,
                    endpoint: String? = nil, timeZone: TimeZone = TimeZone.gmt) {
            self.definition = definition
            self.timeZone = timeZone
            self.definitionFile = definitionFile
            self.feedMode = feedMode
            self.feedName = feedName
            self.devices = devices
            self.device = device
            self.themes = themes
            self.theme = theme
            self.locale = locale
            self.dynamicTypeSize = dynamicTypeSize
            self.now = now
            self.speed = speed
            self.alwaysOn = alwaysOn
            self.stale = stale
            self.endpoint = endpoint
        }
    }

    /// - Parameters:
    ///   - real: the real time at start.
    ///   - size: the terminal's size at start.
    public init(_ configuration: Configuration, real: Date, size: Size, capabilities: TerminalCapabilities) {
        definition = configuration.definition
        definitionFile = configuration.definitionFile
        (views, viewDiagnostics) = ViewParser.parse(configuration.definition, file: configuration.definitionFile)
        viewDiagnostics = configuration.definition.sourceDiagnostics + viewDiagnostics
        let start = configuration.now ?? real
        // Read only by a feed's first value when it says no time at all: then it is received at start.
        evaluator = FeedEvaluator(definition: configuration.definition, clock: .fixed(start))
        replay = FeedReplay(evaluator: evaluator)
        feedMode = configuration.feedMode
        feedName = configuration.feedName
        endpoint = configuration.endpoint
        devices = configuration.devices.isEmpty ? [configuration.device] : configuration.devices
        deviceIndex = devices.firstIndex { $0.id == configuration.device.id } ?? 0
        islandLimited = configuration.device.island?.isLimitedInWidth ?? false
        themes = configuration.themes
        themeIndex = configuration.themes.firstIndex { $0.name == configuration.theme } ?? 0
        locale = configuration.locale
        timeZone = configuration.timeZone
        dynamicTypeSize = configuration.dynamicTypeSize
        alwaysOn = configuration.alwaysOn
        forceStale = configuration.stale
        clock = PreviewClock(start: start, real: real, speed: configuration.speed, fixedByUser: configuration.now != nil)
        realNow = real
        self.size = size
        self.capabilities = capabilities
    }

    /// Only for a caller that passes no themes: the terminal's own colours.
    static let plainTheme: Theme = {
        let palette = Theme.Palette(background: .default, primary: .default, secondary: .default, tertiary: .default)
        return Theme(name: "plain", lockScreen: palette, island: palette, keyline: .default, colors: [:],
                     literalColors: false, frame: Theme.Frame(border: .default, label: .default))
    }()

    /// The real time at which the picture may next change by itself: the next whole second of the
    /// activity clock (timers and the status bar's clock move then; stale dates and script values
    /// fall on seconds too, near enough for a person).
    public var nextWake: Date { clock.nextSecond(after: realNow) }
}
