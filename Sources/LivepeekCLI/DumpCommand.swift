import ActivityLayout
import ActivityModel
import ActivityRender
import ArgumentParser
import Canvas
import DefinitionLoader
import Foundation

/// `livepeek dump`: every presentation at one instant, headless, for people and for goldens.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Render the presentations at one instant as text, ANSI, JSON or SVG.",
        discussion: """
            The state comes from a feed (--feed: the state after its last applied push), a content \
            state (--state: JSON text or a file), or both (the state applies after the feed). With \
            neither, the feed is the one `preview` plays: a folder's feed.ndjson, or the #Preview \
            states of Swift sources (--no-feed: none). Without \
            --now the instant is the last applied push's timestamp, so the output is the same on \
            every run; --after moves forward from there (timers tick, stale dates pass).

            Examples:
              livepeek dump Samples/delivery
              livepeek dump Samples/delivery --feed Samples/delivery/feed.ndjson \\
                --now 2026-11-22T10:13:00Z
              livepeek dump Samples/delivery --feed feed.ndjson --after 5m --surface lock
              livepeek dump Samples/delivery --surface standby,watch,carplay,mac
              livepeek dump Samples/delivery --surface compact --island limited
              livepeek dump Samples/delivery --state state.json --locale ar --format json
              livepeek dump Samples/delivery --feed feed.ndjson --format svg > lock.svg
            """
    )

    @Argument(help: CommandSupport.activityHelp, completion: Completions.activity)
    var activity: String

    @OptionGroup var scene: SceneOptions

    @Option(help: "Which presentations: lock, compact, minimal, expanded, all (those four), or the other surfaces: standby, watch (the Apple Watch Smart Stack), carplay, mac (the menu bar); several joined by commas.",
            completion: Completions.surfaces)
    var surface: String = "all"

    @Option(help: "Output format: text, ansi, json or svg (text and svg list the diagnostics below the page).")
    var format: DumpFormat = .text

    func validate() throws {
        guard SurfaceKind.named(surface) != nil else {
            throw ValidationError("--surface must be \(SurfaceKind.names.joined(separator: ", ")), or several joined by commas, not '\(surface)'")
        }
    }

    func run() throws {
        let output = BufferedOutput()
        output.write(try render())
        output.flush()
    }

    /// The dump as text: what `run` prints and what `check` compares with a golden. `wallClock` is
    /// the clock read where nothing pins the instant (no `--now`); `check` moves it to find goldens
    /// that depend on it.
    func render(wallClock: ActivityModel.Clock = .system) throws -> String {
        let built = try scene.build(activity: activity, surfaces: SurfaceKind.named(surface) ?? SurfaceKind.phone,
                                    wallClock: wallClock)
        var rendered = SceneRenderer.render(built.scene)
        rendered.diagnostics = built.diagnostics + rendered.diagnostics
        switch format {
        case .json:
            return DumpJSON.encode(rendered, scene: built.scene).prettyText + "\n"
        case .text, .ansi:
            let page = ScenePage.compose(rendered, scene: built.scene)
            var out = format == .ansi ? ANSIEncoder().encode(page) : TextEncoder.encode(page)
            let lines = ScenePage.diagnosticLines(rendered.diagnostics)
            if !lines.isEmpty { out += "\n" + lines.joined(separator: "\n") + "\n" }
            return out
        case .svg:
            let page = ScenePage.compose(rendered, scene: built.scene)
            return SVGEncoder().encode(ScenePage.captioned(page, ScenePage.diagnosticLines(rendered.diagnostics)))
        }
    }
}

extension Dump {
    /// The same dump with its relative paths (ACTIVITY, `--feed`, a `--state`, `--attributes` or
    /// `--theme` file) taken from `folder` instead of the working directory: a golden's header names
    /// paths from the golden's own folder. JSON text, `-` and theme names stay as they are.
    func resolvingPaths(against folder: String) -> Dump {
        func path(_ value: String) -> String {
            value.hasPrefix("/") || value == "-" ? value : (folder as NSString).appendingPathComponent(value)
        }
        func pathOrJSON(_ value: String) -> String {
            value.drop(while: { $0.isWhitespace }).first == "{" ? value : path(value)
        }
        var dump = self
        dump.activity = path(activity)
        dump.scene.feed = scene.feed.map(path)
        dump.scene.state = scene.state.map(pathOrJSON)
        dump.scene.swiftSource.attributes = scene.swiftSource.attributes.map(pathOrJSON)
        // A bare word is a theme's name (unknown ones are said so), a path holds a slash or an extension.
        dump.scene.appearance.theme = scene.appearance.theme.map { $0.contains("/") || $0.contains(".") ? path($0) : $0 }
        return dump
    }
}

enum DumpFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, json, svg
}

/// The options that decide `dump`'s scene: where the state comes from, the instant, and how it looks.
struct SceneOptions: ParsableArguments {
    @Option(help: "A content state: JSON text, or a file holding it.", completion: .file(extensions: ["json"]))
    var state: String?

    @Option(name: .customLong("preview-state"), help: "With Swift sources: draw the #Preview's Nth content state (1 is the first), alone.")
    var previewState: Int?

    @Option(help: "A feed to apply first (NDJSON, concatenated JSON, .apns). Default, without --state: the folder's feed.ndjson, or the #Preview states.", completion: .file())
    var feed: String?

    @Flag(name: .customLong("no-feed"), help: "Use no feed, even if the folder has a feed.ndjson.")
    var noFeed = false

    @Option(parsing: .unconditional, help: "The instant to render (ISO-8601 or Unix seconds); default: the last applied push.")
    var now: TimeArgument?

    @Option(help: "Move forward from that instant: 90s, 5m, 2h, 1h30m.")
    var after: DurationArgument?

    @OptionGroup var appearance: AppearanceOptions

    @OptionGroup var swiftSource: SwiftSourceOptions

    @Flag(help: "Show the content as stale (context.isStale), whatever its stale date.")
    var stale = false

    @Flag(name: .customLong("always-on"), help: "Always-On display: dimmed, luminance reduced.")
    var alwaysOn = false

    /// How many rejected feed lines `dump` reports one by one.
    static let rejectedLinesShown = 20

    func validate() throws {
        if noFeed, feed != nil { throw ValidationError("--no-feed and --feed cannot be used together") }
        if previewState != nil, state != nil || feed != nil { throw ValidationError("--preview-state draws one state alone: give it without --state or --feed") }
        if let previewState, previewState < 1 { throw ValidationError("--preview-state counts from 1, not \(previewState)") }
    }

    /// `--feed`; without it and without `--state`, the default feed (as `preview` plays it).
    func feedPath(activity: String, loaded: DefinitionLoader.Loaded) -> CommandSupport.DefaultFeed? {
        if let feed { return CommandSupport.DefaultFeed(path: feed, isTemporary: false) }
        return noFeed || state != nil || previewState != nil ? nil : CommandSupport.defaultFeed(activity: activity, loaded: loaded)
    }

    struct Built {
        var scene: Scene
        var diagnostics: [Diagnostic]
    }

    func build(activity: String, surfaces: [SurfaceKind], wallClock: ActivityModel.Clock = .system) throws -> Built {
        // A run given its states never plays the `#Preview`'s, unless one of them is the state asked for.
        let givenStates = state != nil || feed != nil
        var loaded = try CommandSupport.loadDefinition(
            activity, swift: swiftSource, start: now?.date ?? SwiftSourceLoading.fixedStart,
            previewStates: previewState != nil || !givenStates)
        if givenStates || previewState != nil { loaded = SwiftSourceLoading.playsOwnStates(loaded) }
        var stateText = try state.map(Self.stateText)
        if let previewState {
            guard previewState <= loaded.previewStates.count else {
                throw LivepeekError("--preview-state \(previewState): \(activity) has \(loaded.previewStates.count) #Preview content state\(loaded.previewStates.count == 1 ? "" : "s")")
            }
            stateText = loaded.previewStates[previewState - 1].prettyText
        }
        let definition = loaded.definition
        let (views, viewDiagnostics) = ViewParser.parse(definition, file: loaded.file.path)
        // A #Preview state is dated as the preview dates it, so its dump is the same on every run.
        let clock = now.map { Clock.fixed($0.date) } ?? (previewState != nil ? .fixed(SwiftSourceLoading.fixedStart) : wallClock)
        var evaluator = FeedEvaluator(definition: definition, clock: clock)
        var diagnostics = definition.sourceDiagnostics + viewDiagnostics
        let feed = feedPath(activity: activity, loaded: loaded)
        defer { feed?.remove() }
        // With --now, the phone has received only what arrived by then: later values wait.
        let limit = now.map { $0.date.addingTimeInterval(after?.seconds ?? 0) }
        var reachedLimit = false
        var rejectedLines = 0
        if let feed {
            try CommandSupport.readFeed(feed.path, source: nil) { value in
                guard !reachedLimit else { return }
                let result = evaluator.evaluate(value, unlessReceivedAfter: limit)
                if let limit, result.receivedAt > limit {
                    reachedLimit = true
                    return
                }
                if result.verdict == .rejected {
                    // The first ones are listed and the rest counted, so a feed of bad lines costs
                    // neither memory nor output (RELIABILITY.md); `validate` lists every line.
                    rejectedLines += 1
                    guard rejectedLines <= Self.rejectedLinesShown else { return }
                    diagnostics += result.diagnostics.filter { $0.severity == .error }.map {
                        var d = $0
                        d.message = "feed line \(result.line) rejected: " + d.message
                        return d
                    }
                }
            }
        }
        if rejectedLines > Self.rejectedLinesShown {
            diagnostics.append(.error(DiagnosticCode.moreRejected,
                                      "and \(rejectedLines - Self.rejectedLinesShown) more feed lines rejected; `livepeek validate` lists every one"))
        }
        if let text = stateText {
            let bytes = Array(text.utf8)
            let content: FeedValue.Content
            do {
                content = .parsed(try JSONParser.parseDocument(bytes))
            } catch {
                let (line, column) = JSONParser.Failure.lineAndColumn(of: error.offset, in: bytes)
                content = .malformed(message: error.message, line: line, column: column)
            }
            let result = evaluator.evaluate(FeedValue(content: content, line: 1, byteCount: bytes.count, source: "--state"))
            if result.verdict != .applied {
                throw LivepeekError((["--state was \(result.verdict.rawValue):"] + result.diagnostics.map { "  " + DiagnosticText.line($0) })
                    .joined(separator: "\n"))
            }
            diagnostics += result.diagnostics.filter { $0.severity != .info }
        }
        var instant = now?.date ?? evaluator.lastAppliedTimestamp ?? evaluator.currentTime
        if let after { instant = instant.addingTimeInterval(after.seconds) }
        let environment = Environment(locale: appearance.locale, isStale: stale, isLuminanceReduced: alwaysOn,
                                      dynamicTypeSize: appearance.dynamicTypeSize)
        let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: instant), now: instant,
                          device: appearance.deviceProfile, theme: try loadTheme(),
                          environment: environment, surfaces: surfaces, timeZone: appearance.timeZone(else: EvaluationContext.utc))
        return Built(scene: scene, diagnostics: diagnostics)
    }

    /// `--state`'s JSON: the file it names, or the text itself.
    static func stateText(_ state: String) throws -> String {
        do {
            return try JSONArgument.read(state, flag: "--state", what: "a content state").text
        } catch {
            throw LivepeekError(error.message)
        }
    }

    /// `--theme`, or under `--always-on` the theme it gives way to (`BuiltInThemes.underAlwaysOn`).
    func loadTheme() throws -> Theme {
        let name = alwaysOn ? BuiltInThemes.underAlwaysOn(appearance.themeName) : appearance.themeName
        return try AppearanceOptions.builtInTheme(name) ?? appearance.themeFile()
    }
}
