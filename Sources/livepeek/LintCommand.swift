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

    /// The rendering checks could not run: no feed, or a feed that starts no activity.
    static let notRendered = "lint.notRendered"

    static let sensitiveWords = ["password", "passcode", "token", "secret", "ssn", "socialsecurity", "email", "phone",
                                 "address", "card", "iban", "account", "birth", "pin"]

    func run() throws {
        var loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource, start: SwiftSourceLoading.fixedStart)
        if feed != nil { loaded = SwiftSourceLoading.playsOwnStates(loaded) }
        let definition = loaded.definition
        var findings: [Diagnostic] = definition.sourceDiagnostics
        let (views, viewDiagnostics) = ViewParser.parse(lockScreen: definition.lockScreen, dynamicIsland: definition.dynamicIsland, file: loaded.file.path)
        findings += viewDiagnostics

        let presentations: [(String, Bool)] = [("lockScreen", views.lockScreen != nil), ("dynamicIsland.compactLeading", views.compactLeading != nil),
                                               ("dynamicIsland.compactTrailing", views.compactTrailing != nil),
                                               ("dynamicIsland.minimal", views.minimal != nil), ("dynamicIsland.expanded", !views.expanded.isEmpty)]
        for (name, present) in presentations where !present {
            findings.append(.error("lint.missingPresentation", "no \(name) view: every presentation must be implemented", path: name))
        }
        if let lock = views.lockScreen, !SceneRenderer.mentionsStale(lock) {
            findings.append(.warning("layout.staleUnhandled",
                "the Lock Screen has no `if: context.isStale` branch: stale content looks current", path: "lockScreen"))
        }
        if case .object(let members) = definition.attributes {
            for member in members {
                let folded = member.key.lowercased().filter { $0.isLetter }
                if let word = Lint.sensitiveWords.first(where: { folded.contains($0) }) {
                    findings.append(.warning("lint.sensitiveAttribute",
                        "attribute '\(member.key)' looks sensitive (\(word)); attributes show on the Lock Screen, even locked", path: "attributes.\(member.key)"))
                }
            }
        }
        let defaultFeed = feed == nil ? CommandSupport.defaultFeed(activity: activity, loaded: loaded) : nil
        defer { defaultFeed?.remove() }
        if let feed = feed ?? defaultFeed?.path {
            findings += try feedFindings(feed)
            findings += try renderFindings(feed: feed)
        } else {
            findings.append(.info(Lint.notRendered,
                "no feed, so no state to render: the 160 pt, compact, minimal and right-to-left checks did not run; give --feed FILE or put a \(CommandSupport.folderFeedName) beside the definition"))
        }
        report(findings)
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    func feedFindings(_ feed: String) throws -> [Diagnostic] {
        var updatesWithoutStale = 0, endsWithoutDismissal = 0, largestState = 0
        try CommandSupport.readFeed(feed, source: nil) { value in
            guard case .parsed(let json) = value.content, let aps = json["aps"] else { return }
            let event = aps["event"]?.stringValue ?? "update"
            if event != "end", aps["stale-date"] == nil { updatesWithoutStale += 1 }
            if event == "end", aps["dismissal-date"] == nil { endsWithoutDismissal += 1 }
            if let state = aps["content-state"] { largestState = max(largestState, state.compactText.utf8.count) }
        }
        var found: [Diagnostic] = []
        if updatesWithoutStale > 0 {
            found.append(.warning("lint.missingStaleDate",
                "\(updatesWithoutStale) push\(updatesWithoutStale == 1 ? "" : "es") without stale-date: if the server stops, the phone shows old data as current", path: "aps.stale-date"))
        }
        if endsWithoutDismissal > 0 {
            found.append(.warning("lint.defaultDismissal",
                "\(endsWithoutDismissal) end\(endsWithoutDismissal == 1 ? "" : "s") without dismissal-date: the system keeps it up to 4 hours; choose deliberately", path: "aps.dismissal-date"))
        }
        if largestState > 2048 {
            found.append(.warning("lint.largeContentState",
                "a content state of \(largestState) bytes: keep it small (ActivityKit limits attributes and state to 4 KB together)", path: "aps.content-state"))
        }
        return found
    }

    /// Renders the feed's last state the way a reviewer would look at it.
    func renderFindings(feed: String) throws -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (arguments, adjust) in [([String](), false), (["--dynamic-type", "AX3"], true), (["--locale", "ar"], false)] {
            var options = try SceneOptions.parse(["--feed", feed] + arguments)
            // The rendering pass reads the same sources as the checks above (--activity, --attributes).
            options.swiftSource = swiftSource
            let built = try options.build(activity: activity, surfaces: SurfaceKind.allCases)
            if built.scene.activities.isEmpty {
                return found + [.info(Lint.notRendered,
                    "the feed shows no activity at its last applied push, so the 160 pt, compact, minimal and right-to-left checks did not run")]
            }
            if arguments.isEmpty { found += try contrastFindings(built.scene) }
            for d in SceneRenderer.render(built.scene).diagnostics {
                var d = d
                if adjust {
                    guard d.code == "layout.overBudget" else { continue }
                    d.severity = .warning
                } else if d.code == "layout.overBudget" || d.code == "layout.regionTooTall" {
                    d.severity = .error
                }
                if !found.contains(d) { found.append(d) }
            }
        }
        return found
    }

    /// Text on the definition's `backgroundTint` that WCAG 2.x finds too faint, in each built-in
    /// theme (`ContrastLint`): `scene`'s Lock Screen drawn in each.
    func contrastFindings(_ scene: Scene) throws -> [Diagnostic] {
        guard let tint = scene.definition.backgroundTint else { return [] }
        var found: [Diagnostic] = []
        for name in BuiltInThemes.names {
            guard let theme = try AppearanceOptions.builtInTheme(name) else { continue }
            var themed = scene
            themed.theme = theme
            themed.surfaces = [.lockScreen]
            for surface in SceneRenderer.render(themed).surfaces {
                found += ContrastLint.findings(surface, theme: theme, tint: tint)
            }
        }
        return found
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
