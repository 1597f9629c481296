import ActivityModel
import ArgumentParser
import Foundation

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
        try session.run(endpoint: address.map { LiveEndpoint.Options(host: $0.host, port: $0.port) })
    }

    /// The preview these options ask for, as values.
    var session: PreviewSession {
        var session = PreviewSession(activity: activity, swiftSource: swiftSource)
        session.feed = feed
        session.noFeed = noFeed
        session.follow = follow
        session.device = appearance.deviceProfile
        session.theme = appearance.theme
        session.locale = appearance.locale
        session.dynamicTypeSize = appearance.dynamicTypeSize
        session.timeZone = appearance.timeZone(else: TimeZone.current)
        session.now = now?.date
        session.speed = speed
        session.stale = stale
        session.alwaysOn = alwaysOn
        return session
    }
}
