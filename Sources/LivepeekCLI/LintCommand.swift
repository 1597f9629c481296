import ActivityLayout
import ActivityModel
import ActivityRender
import ArgumentParser
import Foundation
import PushFeed

/// `livepeek lint`: the review checklist of docs/ACTIVITYKIT.md, on the definition and (with --feed) its pushes.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Review an activity against the Live Activity checklist; exit 1 on errors.",
        discussion: """
            Checks that every presentation exists, the Lock Screen handles stale content, attributes \
            hold nothing sensitive, and, rendering the feed's last state: the Lock Screen fits \
            160 pt (an error at the default text size, a warning at AX3), compact and minimal views \
            fit, timer digits stay readable right to left, and no range traps. It also checks that \
            the feed's updates set a stale-date and ends choose a dismissal. The feed is --feed, or \
            a folder's feed.ndjson; without one, the rendering checks cannot run and lint says so.

            Examples:
              livepeek lint Samples/delivery
              livepeek lint Samples/delivery --feed pushes.ndjson
            """
    )

    @Argument(help: CommandSupport.activityHelp, completion: Completions.activity)
    var activity: String

    @Option(help: "A feed whose pushes (and last state) are checked too. Default: the folder's feed.ndjson.", completion: .file())
    var feed: String?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    @OptionGroup var swiftSource: SwiftSourceOptions

    func run() throws {
        let findings = try self.findings()
        report(findings)
        if findings.contains(where: { $0.severity == .error }) { throw LivepeekError.findings }
    }

    /// Every finding, in report order: the sources', the definition's, the feed's, the renders'.
    func findings() throws -> [Diagnostic] {
        var loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource, start: SwiftSourceLoading.fixedStart)
        if feed != nil { loaded = SwiftSourceLoading.playsOwnStates(loaded) }
        let definition = loaded.definition
        let (views, viewDiagnostics) = ViewParser.parse(definition, file: loaded.file.path)
        var findings = definition.sourceDiagnostics + viewDiagnostics
        // A program's views exist only for a state: they are looked at once the feed gives one.
        if views.program == nil {
            findings += PresentationLint.findings(views)
            if let stale = StaleBranchLint.finding(views) { findings.append(stale) }
        }
        if let small = SmallFamilyLint.finding(definition) { findings.append(small) }
        findings += SensitiveAttributeLint.findings(definition.attributes)
        let defaultFeed = feed == nil ? CommandSupport.defaultFeed(activity: activity, loaded: loaded) : nil
        defer { defaultFeed?.remove() }
        if let feed = feed ?? defaultFeed?.path {
            // One read: the pushes' own checks and the state the rendering checks draw.
            var feedLint = FeedLint()
            var evaluator = FeedEvaluator(definition: definition, clock: .system)
            try CommandSupport.readFeed(feed, source: nil) { value in
                feedLint.add(value)
                _ = evaluator.evaluate(value)
            }
            findings += feedLint.findings
            let themes = try BuiltInThemes.names.compactMap { try AppearanceOptions.builtInTheme($0) }
            guard let theme = themes.first(where: { $0.name == BuiltInThemes.defaultName }) ?? themes.first else {
                throw LivepeekError("no built-in theme loads")
            }
            let instant = evaluator.lastAppliedTimestamp ?? evaluator.currentTime
            let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: instant), now: instant, theme: theme)
            if views.program != nil {
                let drawn = SceneRenderer.evaluated(scene)
                findings += drawn.diagnostics
                findings += PresentationLint.findings(drawn.scene.views)
                // The program's Lock Screen handles staleness when its code reads `context.isStale`.
                if !drawn.readsStale { findings.append(StaleBranchLint.unhandled) }
            }
            findings += LayoutLint.findings(scene, themes: themes)
        } else {
            findings.append(.info(LayoutLint.notRendered,
                "no feed, so no state to render: the 160 pt, compact, minimal and right-to-left checks did not run; give --feed FILE or put a \(CommandSupport.folderFeedName) beside the definition"))
        }
        return findings
    }

    func report(_ findings: [Diagnostic]) {
        switch format {
        case .json:
            let value = JSONValue.object([
                JSONMember(key: "diagnostics", value: .array(findings.map(ValidationReport.json(for:)))),
                JSONMember(key: "errors", value: .number(String(findings.filter { $0.severity == .error }.count))),
                JSONMember(key: "warnings", value: .number(String(findings.filter { $0.severity == .warning }.count))),
            ])
            print(value.prettyText)
        case .text:
            let style = TerminalStyle.forStandardOutput()
            for d in findings {
                let mark = d.severity == .error ? style.red("error  ") : d.severity == .warning ? style.yellow("warning") : style.dim("info   ")
                print("\(mark) \(style.cyan(d.code))" + DiagnosticText.located(d))
            }
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.filter { $0.severity == .warning }.count
            print(findings.isEmpty ? "no findings" : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
    }
}
