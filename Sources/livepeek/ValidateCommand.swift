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
            the end are ignored, bodies over 4096 bytes are refused. Exits 1 if any payload is \
            rejected, 2 if the definition or a feed cannot be read.

            Examples:
              livepeek validate Samples/delivery Samples/delivery/feed.ndjson
              livepeek validate Samples/delivery push.apns --now 2026-11-22T12:00:00Z
              curl … | livepeek validate Samples/delivery - --format json
            """
    )

    @Argument(help: "The activity: a folder with activity.yaml, or a definition file.")
    var activity: String

    @Argument(help: "Feed files (NDJSON, concatenated JSON, .apns), or - for standard input.")
    var feeds: [String]

    @Option(help: "Report the activities' phase at this instant (default: the last applied push's timestamp).")
    var now: TimeArgument?

    @Option(help: "Output format: text (for people) or json.")
    var format: ReportFormat = .text

    @OptionGroup var swiftSource: SwiftSourceOptions

    func validate() throws {
        guard !feeds.isEmpty else { throw ValidationError("give at least one feed file, or - for standard input") }
        if feeds.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
        let loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource, start: now?.date ?? Date())
        for finding in loaded.definition.sourceDiagnostics { StandardError.write("livepeek: warning: " + DiagnosticText.line(finding)) }
        let clock = now.map { Clock.fixed($0.date) } ?? .system
        var evaluator = FeedEvaluator(definition: loaded.definition, clock: clock)
        var report = ValidationReport(format: format, style: .forStandardOutput(), output: BufferedOutput())
        report.begin()
        for feed in feeds {
            try CommandSupport.readFeed(feed, source: feeds.count > 1 ? feed : nil) { value in
                report.add(evaluator.evaluate(value))
            }
        }
        let instant = now?.date ?? evaluator.lastAppliedTimestamp ?? evaluator.currentTime
        report.finish(activities: evaluator.snapshot(at: instant), now: instant)
        if report.counts.rejected > 0 { throw ExitCode(1) }
    }
}
