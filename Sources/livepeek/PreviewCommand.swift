import ActivityLayout
import ActivityModel
import ActivityRender
import ArgumentParser
import DefinitionLoader
import Foundation
import NCursesBackend
import PreviewApp

/// `livepeek preview`: every presentation on one screen, live.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show every presentation live in the terminal, ticking, as pushes arrive (the default command).",
        discussion: """
            The Lock Screen and the Dynamic Island's compact, minimal and expanded presentations, laid \
            out to fit the terminal, with a status bar and a log of every push's verdict. Timers tick \
            every second; the definition reloads when its file is saved (an invalid edit shows its \
            error and keeps the last good definition).

            Feeds: a file is a script: it plays from its first value, and values wait until the clock \
            reaches them (`]` and `}` travel forward through it). Standard input (`-`), a FIFO, or a \
            file with --follow are live: values apply as they arrive and the clock follows them. \
            Without --feed, a folder's feed.ndjson plays as a script; --no-feed shows none.

            Keys: q quit · ? help · s stale · r right-to-left · d device · t theme · a Always-On · \
            +/- text size · ]/[ one minute · }/{ ten minutes · 0 real time · space pause the feed · \
            e expanded · ←/→ history · l log pane (↑/↓ scroll it).

            Examples:
              livepeek preview Samples/delivery
              livepeek preview Samples/delivery --feed pushes.ndjson --follow
              my-server --dry-run | livepeek preview Samples/delivery --feed -
              livepeek preview Samples/delivery --device ipad-13 --locale ar --dynamic-type AX3
            """
    )

    @Argument(help: "The activity: a folder with activity.yaml, or a definition file.")
    var activity: String

    @Option(help: "The feed: a file, a FIFO, or - for standard input. Default: the folder's feed.ndjson.")
    var feed: String?

    @Flag(name: .customLong("no-feed"), help: "Show the definition without a feed, even if the folder has one.")
    var noFeed = false

    @Flag(help: "Keep reading the feed file as it grows (like tail -F).")
    var follow = false

    @OptionGroup var appearance: AppearanceOptions

    @Option(help: "Start the clock here (ISO-8601 or Unix seconds) instead of at the feed's first value or now.")
    var now: TimeArgument?

    @Option(help: "Activity seconds per real second, e.g. 10 to watch a 20-minute delivery in 2.")
    var speed: Double = 1

    @Flag(help: "Start with the content forced stale.")
    var stale = false

    @Flag(name: .customLong("always-on"), help: "Start in Always-On (dimmed, luminance reduced).")
    var alwaysOn = false

    @Option(help: "Also be an APNs endpoint on [HOST:]PORT (see `livepeek serve`): accepted pushes are the live feed.")
    var listen: String?

    /// What the status bar calls the feed (`serve` names its address); not for people to type.
    @Option(name: .customLong("feed-label"), help: .hidden)
    var feedLabel: String?

    func validate() throws {
        guard speed.isFinite, speed > 0, speed <= 1_000_000 else {
            throw ValidationError("--speed must be a number above 0 and at most 1000000, not \(speed)")
        }
        if noFeed, feed != nil { throw ValidationError("--no-feed and --feed cannot be used together") }
        if follow, feed == nil { throw ValidationError("--follow needs --feed FILE") }
        if let listen {
            guard LiveEndpoint.parseAddress(listen) != nil else { throw ValidationError("--listen wants [HOST:]PORT, found '\(listen)'") }
            if feed != nil { throw ValidationError("--listen with --feed is not supported yet: the endpoint is the preview's feed") }
        }
    }

    func run() throws {
        let loaded = try CommandSupport.loadDefinition(activity)
        let themes = try loadThemes()
        var feedPath = noFeed ? nil : (feed ?? defaultFeed(loaded))
        var feedName = feedLabel ?? feedPath
        if let listen, let address = LiveEndpoint.parseAddress(listen) {
            do {
                let live = try LiveEndpoint.start(definition: loaded.definition, options: .init(host: address.host, port: address.port))
                (feedPath, feedName) = (live.feedPath, live.url)
            } catch {
                StandardError.write("livepeek: cannot listen on \(listen): \(error)")
                throw ExitCode(2)
            }
        }
        var source: FeedSource?
        if let feedPath {
            do { source = try FeedSource(path: feedPath, follow: follow) } catch {
                StandardError.write("livepeek: \(error.description)")
                throw ExitCode(2)
            }
        }
        let terminal: NCursesTerminal
        do {
            terminal = try NCursesTerminal(environment: ProcessInfo.processInfo.environment)
        } catch {
            StandardError.write("livepeek: \(error); preview needs a terminal (use `livepeek dump` for headless output)")
            throw ExitCode(2)
        }
        let configuration = PreviewState.Configuration(
            definition: loaded.definition, definitionFile: loaded.file.path, feedMode: source?.mode ?? .none,
            feedName: feedName, devices: DeviceProfile.all, device: appearance.deviceProfile,
            themes: themes.all, theme: themes.selected, locale: appearance.locale,
            dynamicTypeSize: appearance.dynamicTypeSize, now: now?.date, speed: speed,
            alwaysOn: alwaysOn, stale: stale)
        var state = PreviewState(configuration, real: Date(), size: terminal.size, capabilities: terminal.capabilities)
        var input = PollingInput(terminalDescriptor: terminal.inputDescriptor, signalDescriptor: terminal.signalDescriptor,
                                 takeSignals: { terminal.takeSignals() }, feed: source, definitionPath: activity,
                                 definitionFile: loaded.file.path, definitionStamp: FileStamp(path: loaded.file.path))
        var backend = terminal
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        terminal.close()
        if code != 0 { throw ExitCode(code) }
    }

    /// `feed.ndjson` beside the definition, when the activity is a folder that has one.
    func defaultFeed(_ loaded: DefinitionLoader.Loaded) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: activity, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let path = loaded.folder.appendingPathComponent("feed.ndjson").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Every built-in theme (for `t`), plus `--theme` when it names a file; and which one to start with.
    func loadThemes() throws -> (all: [Theme], selected: String) {
        let all = try BuiltInThemes.names.compactMap { try AppearanceOptions.builtInTheme($0) }
        if all.contains(where: { $0.name == appearance.theme }) { return (all, appearance.theme) }
        let custom = try appearance.themeFile()
        return ([custom] + all, custom.name)
    }
}
