import ActivityModel
import ArgumentParser
import ActivityRender
import DefinitionLoader
import Foundation
import PushFeed

/// `livepeek validate`: what the phone would do with each payload of one or more feeds.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Give each payload's verdict as the phone would: applied, ignored or rejected.",
        discussion: """
            Feeds are read in order as one stream, exactly as the phone would receive them: content \
            states are decoded like ActivityKit's JSONDecoder (dates are seconds since 2001, ranges \
            are [lower, upper], a missing key drops the update), older timestamps and pushes after \
            the end are ignored, bodies over 4096 bytes are refused. Without FEED, a folder's \
            feed.ndjson is read. With --now, only what the phone has received by then is judged: \
            later payloads are listed as pending. Exits 1 if any payload is rejected, 2 if the \
            definition or a feed cannot be read.

            Examples:
              livepeek validate Samples/delivery
              livepeek validate Samples/sports Samples/sports/feed.ndjson \\
                --now 2026-11-22T11:10:00Z
              livepeek validate Samples/delivery push.apns --now 2026-11-22T12:00:00Z
              curl … | livepeek validate Samples/delivery - --format json
            """
    )

    @Argument(help: CommandSupport.activityHelp, completion: Completions.activity)
    var activity: String

    @Argument(help: "Feed files (NDJSON, concatenated JSON, .apns), or - for standard input. Default: the folder's feed.ndjson.", completion: .file())
    var feeds: [String] = []

    @Option(parsing: .unconditional, help: "Judge what has arrived by this instant and report the phases then (default: the last applied push's timestamp); later payloads are pending.")
    var now: TimeArgument?

    @Option(help: "Output format: text (for people) or json.")
    var format: ReportFormat = .text

    @OptionGroup var swiftSource: SwiftSourceOptions

    func validate() throws {
        if feeds.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
        try run(output: BufferedOutput())
    }

    /// The report written to `output` in `style` (standard output for the command, a file for tests).
    func run(output: BufferedOutput, style: TerminalStyle = .forStandardOutput()) throws {
        var loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource, start: now?.date ?? SwiftSourceLoading.fixedStart)
        if !feeds.isEmpty { loaded = SwiftSourceLoading.playsOwnStates(loaded) }
        for finding in loaded.definition.sourceDiagnostics { StandardError.diagnostic(finding) }
        let defaultFeed = feeds.isEmpty ? CommandSupport.defaultFeed(activity: activity, loaded: loaded) : nil
        defer { defaultFeed?.remove() }
        var feeds = self.feeds
        if feeds.isEmpty {
            guard let defaultFeed else {
                throw LivepeekError("give a feed file, or - for standard input (\(activity) is neither a folder holding \(CommandSupport.folderFeedName) nor Swift sources with a #Preview)")
            }
            feeds = [defaultFeed.path]
        }
        let clock = now.map { Clock.fixed($0.date) } ?? .system
        var evaluator = FeedEvaluator(definition: loaded.definition, clock: clock)
        var report = ValidationReport(format: format, style: style, output: output)
        // With --now, the phone has received only what arrived by then, as `dump --now` reads a
        // feed: from the first value that arrives later on, everything is pending, and the phases
        // are those at --now before any of it applies.
        var atNow: [ActivitySnapshot]? = nil
        report.begin()
        // The #Preview's states are reported at their own lines in the sources.
        let places = defaultFeed?.isTemporary == true ? loaded.previewStatePlaces : []
        var index = 0
        for feed in feeds {
            try CommandSupport.readFeed(feed, source: feeds.count > 1 ? feed : nil) { read in
                var value = read
                if index < places.count {
                    value.source = places[index].file
                    value.line = places[index].line
                }
                index += 1
                guard let now, atNow == nil else {
                    report.add(evaluator.evaluate(value), pending: atNow != nil)
                    return
                }
                let result = evaluator.evaluate(value, unlessReceivedAfter: now.date)
                guard result.receivedAt > now.date else { return report.add(result) }
                atNow = evaluator.snapshot(at: now.date)
                // Evaluated again, taken this time, so that later "+90s" times count from it.
                report.add(evaluator.evaluate(value), pending: true)
            }
        }
        let instant = now?.date ?? evaluator.lastAppliedTimestamp ?? evaluator.currentTime
        report.finish(activities: atNow ?? evaluator.snapshot(at: instant), now: instant)
        if report.counts.rejected > 0 { throw LivepeekError.findings }
    }
}
