import ActivityLayout
import ActivityModel
import ActivityRender
import ArgumentParser
import DefinitionLoader
import Foundation
import NCursesBackend
import PreviewApp
import PushFeed

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
            reaches them (`]` and `}` travel forward through it, `[` and `{` back). Standard input \
            (`-`: a pipe or a file, not the terminal), a FIFO, or a \
            file with --follow are live: values apply as they arrive and the clock follows them. \
            Without --feed, a folder's feed.ndjson plays as a script; --no-feed shows none.

            Keys: q quit · Ctrl-Z suspend · ? help · s stale · r right-to-left · d device · t theme · \
            a Always-On · +/- text size · ]/[ one minute · }/{ ten minutes · 0 real time · space pause the feed · \
            e expanded · ←/→ history · l log pane (↑/↓ scroll it).

            Examples:
              livepeek preview Samples/delivery
              livepeek preview Samples/delivery --feed pushes.ndjson --follow
              my-server --dry-run | livepeek preview Samples/delivery --feed -
              livepeek preview Samples/delivery --device ipad-13 --locale ar \\
                --dynamic-type AX3
            """
    )

    @Argument(help: CommandSupport.activityHelp, completion: Completions.activity)
    var activity: String

    @Option(help: "The feed: a file, a FIFO, or - for standard input. Default: the folder's feed.ndjson.", completion: .file())
    var feed: String?

    @Flag(name: .customLong("no-feed"), help: "Show the definition without a feed, even if the folder has one.")
    var noFeed = false

    @Flag(help: "Keep reading the feed file as it grows (like tail -F).")
    var follow = false

    @OptionGroup var appearance: AppearanceOptions

    @OptionGroup var swiftSource: SwiftSourceOptions

    @Option(parsing: .unconditional, help: "Start the clock here (ISO-8601 or Unix seconds) instead of at the feed's first value or now.")
    var now: TimeArgument?

    // Unconditional: argument-parser would take `-5` for a flag and say only "Missing value";
    // read as a number, it gets the message below.
    @Option(parsing: .unconditional, help: "Activity seconds per real second, e.g. 10 to watch a 20-minute delivery in 2.")
    var speed: Double = 1

    @Flag(help: "Start with the content forced stale.")
    var stale = false

    @Flag(name: .customLong("always-on"), help: "Start in Always-On (dimmed, luminance reduced).")
    var alwaysOn = false

    /// The theme `preview` starts in when `NO_COLOR` is set and `--theme` is not given.
    static let noColorTheme = "monochrome"

    @Option(help: "Also be an APNs endpoint on [HOST:]PORT (see `livepeek serve`): its requests are the live feed.")
    var listen: String?

    func validate() throws {
        guard speed.isFinite, speed > 0, speed <= 1_000_000 else {
            throw ValidationError("--speed must be positive (activity seconds per real second, above 0 and at most 1000000), not \(NumberText.of(speed))")
        }
        if noFeed, feed != nil { throw ValidationError("--no-feed and --feed cannot be used together") }
        if follow, feed == nil { throw ValidationError("--follow needs --feed FILE") }
        if let listen {
            guard LiveEndpoint.parseAddress(listen) != nil else { throw ValidationError("--listen wants [HOST:]PORT, found '\(listen)'") }
            if feed != nil { throw ValidationError("--listen with --feed is not supported yet: the endpoint is the preview's feed") }
        }
    }

    func run() throws {
        let address = listen.flatMap(LiveEndpoint.parseAddress)
        try run(endpoint: address.map { LiveEndpoint.Options(host: $0.host, port: $0.port) })
    }

    /// The preview; with `endpoint` it is also an APNs endpoint whose requests are its live feed
    /// (`--listen`, and `serve` without `--headless`).
    func run(endpoint: LiveEndpoint.Options?) throws {
        let start = now?.date ?? Date()
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
            feedName: feedName, devices: DeviceProfile.all, device: appearance.deviceProfile,
            themes: themes.all, theme: themes.selected, locale: appearance.locale,
            dynamicTypeSize: appearance.dynamicTypeSize, now: now?.date, speed: speed,
            alwaysOn: alwaysOn, stale: stale, endpoint: live?.url, timeZone: appearance.timeZone(else: TimeZone.current))
        var state = PreviewState(configuration, real: Date(), size: terminal.size, capabilities: terminal.capabilities)
        var input = PollingInput(terminalDescriptor: terminal.inputDescriptor, signalDescriptor: terminal.signalDescriptor,
                                 takeSignals: { terminal.takeSignals() }, feed: source, endpoint: live?.queue, definitionPath: activity,
                                 definitionFiles: loaded.sourceFiles.map(\.path),
                                 definitionStamps: loaded.sourceFiles.map { FileStamp(path: $0.path) }, swiftSource: swiftSource, start: start)
        var backend = terminal
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        terminal.close()
        if code != 0 { throw LivepeekError.status(code) }
    }

    /// Every built-in theme (for `t`), plus `--theme` when it names a file; and which one to start
    /// with: `--theme`, else `monochrome` under `NO_COLOR` (no-color.org), else the default.
    func loadThemes() throws -> (all: [Theme], selected: String) {
        let all = try BuiltInThemes.names.compactMap { try AppearanceOptions.builtInTheme($0) }
        let start = appearance.theme ?? (TerminalStyle.asksNoColor() ? Preview.noColorTheme : BuiltInThemes.defaultName)
        if all.contains(where: { $0.name == start }) { return (all, start) }
        let custom = try appearance.themeFile()
        return ([custom] + all, custom.name)
    }
}
