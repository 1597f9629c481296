import ActivityLayout
import ActivityModel
import ActivityRender
import Foundation
import NCursesBackend
import PreviewApp
import PushFeed

/// The interactive preview as values: `preview` fills them from its options, `serve` from its own
/// (its screen has no feed and otherwise looks as `preview` does by default).
struct PreviewSession {
    var activity: String
    var swiftSource: SwiftSourceOptions
    var feed: String? = nil
    var noFeed = false
    var follow = false
    var device = DeviceProfile.iPhoneStandard
    /// A built-in theme's name or a theme file; nil: the default, or `monochrome` under `NO_COLOR`.
    var theme: String? = nil
    var locale = "en"
    var dynamicTypeSize = DynamicTypeSize.large
    var timeZone = TimeZone.current
    /// Where the clock starts; nil: at the feed's first value, or now.
    var now: Date? = nil
    var speed: Double = 1
    var stale = false
    var alwaysOn = false

    /// The theme `preview` starts in when `NO_COLOR` is set and no theme is given.
    static let noColorTheme = "monochrome"

    /// The preview; with `endpoint` it is also an APNs endpoint whose requests are its live feed
    /// (`--listen`, and `serve` without `--headless`).
    func run(endpoint: LiveEndpoint.Options?) throws {
        let start = now ?? Date()
        var loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource, start: start)
        if feed != nil || endpoint != nil { loaded = SwiftSourceLoading.playsOwnStates(loaded) }
        let themes = try loadThemes()
        let defaultFeed = noFeed || feed != nil || endpoint != nil ? nil : CommandSupport.defaultFeed(activity: activity, loaded: loaded)
        defer { defaultFeed?.remove() }
        let feedPath = noFeed || endpoint != nil ? nil : (feed ?? defaultFeed?.path)
        var feedName = defaultFeed?.isTemporary == true ? "the #Preview's states" : feedPath
        var live: LiveEndpoint?
        if let endpoint {
            do {
                live = try LiveEndpoint.start(definition: loaded.definition, options: endpoint)
            } catch {
                throw LivepeekError("cannot listen on \(endpoint.host):\(endpoint.port): \(error)")
            }
            feedName = live?.url
        }
        // The record is synced however the preview ends (q, SIGINT, SIGTERM all return here).
        defer { live?.finish() }
        var source: FeedSource?
        if let feedPath {
            do { source = try FeedSource(path: feedPath, follow: follow) } catch {
                throw LivepeekError(error.description)
            }
        }
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw LivepeekError("\(error); preview needs a terminal (use `livepeek dump` for headless output)")
        }
        let configuration = PreviewState.Configuration(
            definition: loaded.definition, definitionFile: loaded.file.path, feedMode: live != nil ? .live : source.map { $0.isScript ? .script : .live } ?? .none,
            feedName: feedName, devices: DeviceProfile.all, device: device,
            themes: themes.all, theme: themes.selected, locale: locale,
            dynamicTypeSize: dynamicTypeSize, now: now, speed: speed,
            alwaysOn: alwaysOn, stale: stale, endpoint: live?.url, timeZone: timeZone)
        var state = PreviewState(configuration, real: Date(), size: terminal.size, capabilities: terminal.capabilities)
        var input = PollingInput(terminalDescriptor: terminal.inputDescriptor, signalDescriptor: terminal.signalDescriptor,
                                 takeSignals: { terminal.takeSignals() }, feed: source, endpoint: live, definitionPath: activity,
                                 definitionFiles: loaded.sourceFiles.map(\.path),
                                 definitionStamps: loaded.sourceFiles.map { FileStamp(path: $0.path) }, swiftSource: swiftSource, start: start)
        var backend = terminal
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        terminal.close()
        if code != 0 { throw LivepeekError.status(code) }
    }

    /// Every built-in theme (for `t`), plus `theme` when it names a file; and which one to start
    /// with: `theme`, else `monochrome` under `NO_COLOR` (no-color.org), else the default.
    func loadThemes() throws -> (all: [Theme], selected: String) {
        let all = try BuiltInThemes.names.compactMap { try AppearanceOptions.builtInTheme($0) }
        let start = theme ?? (TerminalStyle.asksNoColor() ? Self.noColorTheme : BuiltInThemes.defaultName)
        if all.contains(where: { $0.name == start }) { return (all, start) }
        let custom = try AppearanceOptions.themeFile(start)
        return ([custom] + all, custom.name)
    }
}
