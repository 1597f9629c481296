import ActivityModel
import ActivityRender
import Canvas
import Foundation
import Testing

/// `livepeek dump`, run in process (`InProcess.dump`) but for a few runs of the binary as a user or CI runs it.
@Suite struct DumpCommandTests {
    let feed = ["dump", "Samples/delivery", "--feed", "Samples/delivery/feed.ndjson"]

    @Test func textShowsEveryPresentationAtTheInstant() throws {
        let output = try BinaryRunner.run(feed + ["--now", "2026-11-22T10:13:00Z"])
        #expect(output.status == 0, "\(output.stderr)")
        let text = output.stdout
        #expect(text.hasPrefix("Delivery · 2026-11-22T10:13:00Z · iphone-standard · dark · en · large\n"))
        for title in ["Lock Screen · 140/160 pt", "Compact · 20.40 | 44 of 52.33 pt wide", "Minimal", "Expanded"] {
            #expect(text.contains(title), "\(title)")
        }
        // Pushes after 10:13 have not arrived: the driver has just picked up, ETA 10:24-10:32.
        #expect(text.contains("Leaving the restaurant now"))
        #expect(text.contains("8:00"))
        #expect(!text.contains("\u{1B}"), "text output has no escapes")
    }

    @Test func attributesOfAYAMLActivityAreCheckedAndDrawn() throws {
        // The feed's start push brings attributes of its own: here the activity starts from --state.
        let state = #"{"driverName": "Ana", "estimatedDeliveryTime": [817035600, 817036200], "currentStep": "preparing"}"#
        let given = InProcess.dump(["dump", "Samples/delivery", "--state", state, "--now", "2026-11-22T10:13:00Z",
                                          "--attributes", #"{"orderNumber": 7, "restaurantName": "Noodle Bar"}"#])
        #expect(given.status == 0 && given.stdout.contains("Noodle Bar") && given.stdout.contains("Order #7"), "\(given.stdout)\n\(given.stderr)")
        let wrong = InProcess.dump(feed + ["--attributes", #"{"orderNumber": "seven", "restaurantName": "Noodle Bar"}"#])
        #expect(wrong.status == 2 && wrong.stderr.contains("contract.typeMismatch at orderNumber"), "\(wrong.stderr)")
    }

    @Test func onePreviewStateIsDrawnAloneTheSameOnEveryRun() throws {
        let swift = "Samples/delivery/DeliveryLiveActivity.swift"
        let first = InProcess.dump(["dump", swift, "--preview-state", "1", "--format", "json"])
        let second = InProcess.dump(["dump", swift, "--preview-state", "2", "--format", "json"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stdout != second.stdout, "two states, two pictures")
        #expect(InProcess.dump(["dump", swift, "--preview-state", "2", "--format", "json"]).stdout == second.stdout, "no wall clock in it")
        let beyond = InProcess.dump(["dump", swift, "--preview-state", "99"])
        #expect(beyond.status == 2 && beyond.stderr.contains("has 5 #Preview content states"), "\(beyond.stderr)")
        let both = InProcess.dump(["dump", swift, "--preview-state", "1", "--state", "{}"])
        #expect(both.status == 2)
    }

    @Test func withoutNowTheDumpStandsAtTheLastAppliedPush() throws {
        let a = InProcess.dump(feed + ["--format", "json"])
        let b = InProcess.dump(feed + ["--format", "json"])
        #expect(a.stdout == b.stdout, "deterministic")
        let report = try JSONParser.parseDocument(a.stdout)
        #expect(report["now"]?.stringValue == "2026-11-22T10:29:00Z")
        guard case .array(let activities)? = report["activities"] else { Issue.record("no activities"); return }
        #expect(activities.first?["phase"]?.stringValue == "ended")
    }

    @Test func jsonFollowsTheSchemaAndPadsLines() throws {
        let output = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--format", "json"])
        let report = try JSONParser.parseDocument(output.stdout)
        let lock = try #require(report["surfaces"]?["lockScreen"])
        #expect(lock["heightPt"] == .number("140") && lock["budgetPt"] == .number("160") && lock["overBudget"] == .bool(false))
        guard case .array(let lines)? = lock["lines"] else { Issue.record("no lines"); return }
        #expect(Set(lines.compactMap(\.stringValue).map { CellWidth.of($0) }) == [46], "every line padded to 371 pt = 46 cells")
        let trailing = try #require(report["surfaces"]?["compactTrailing"])
        #expect(trailing["recommendedWidthPt"] == .number("52.33") && trailing["maxWidthPt"] == .number("97.16"))
        #expect(trailing["overflow"] == .bool(false))
        #expect(report["diagnostics"] != nil)
        // Limited in width, the HIG's size is the most a side may take.
        let limited = try JSONParser.parseDocument(
            InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--format", "json", "--island", "limited"]).stdout)
        #expect(limited["surfaces"]?["compactTrailing"]?["maxWidthPt"] == .number("52.33"))
    }

    @Test func afterMovesTheClockForward() throws {
        let output = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--after", "12m", "--surface", "compact"])
        // By 10:25 the 10:18 push has arrived too: ETA 10:23-10:30 leaves 5:00.
        #expect(output.stdout.contains("🚚       ◉        5:00"))
        #expect(!output.stdout.contains("Lock Screen"))
    }

    @Test func rightToLeftAndLargeTextAreFlagged() throws {
        let output = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--locale", "ar", "--dynamic-type", "AX5", "--surface", "lock"])
        #expect(output.stdout.contains("OVER BUDGET"))
        #expect(output.stdout.contains("160 pt"))
        #expect(output.stdout.contains("warning layout.overBudget"))
    }

    /// Below the 160 pt cut line everything is drawn dimmed, wide glyphs too: copied a cell at a
    /// time, each emoji's continuation blanked the emoji (`✓          ⌂` for `✓ 🍳 👜 🚚 ⌂`).
    @Test(arguments: ["text", "json", "svg", "ansi"])
    func wideGlyphsBelowTheCutLineAreDrawn(format: String) throws {
        let ax2 = InProcess.dump(feed + ["--now", "2026-11-22T10:10:00Z", "--dynamic-type", "AX2", "--surface", "lock", "--format", format])
        #expect(ax2.status == 0, "\(ax2.stderr)")
        for glyph in ["🍳", "👜", "🚚"] { #expect(ax2.stdout.contains(glyph), "\(glyph) at AX2 in \(format)") }
        let state = #"{"driverName": "Marco", "estimatedDeliveryTime": [817035900, 817036500], "currentStep": "preparing", "note": "日本語 📦 ok"}"#
        let ax3 = InProcess.dump(["dump", "Samples/delivery", "--state", state, "--now", "2026-11-22T10:10:00Z", "--dynamic-type", "AX3",
                                        "--surface", "lock", "--format", format])
        #expect(ax3.status == 0, "\(ax3.stderr)")
        // One glyph at a time: SVG draws each wide glyph in its own element.
        for glyph in ["👤", "日", "本", "語", "📦"] { #expect(ax3.stdout.contains(glyph), "\(glyph) at AX3 in \(format)") }
    }

    /// Always-On is dark mode, dimmed, on the phone: `--theme light` gives way to `always-on`, a
    /// terminal theme does not.
    @Test(arguments: [("light", "always-on"), ("dark", "always-on"), ("monochrome", "monochrome")])
    func alwaysOnDrawsTheDimmedTheme(theme: String, drawn: String) throws {
        let output = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--theme", theme, "--always-on", "--surface", "lock"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Delivery · 2026-11-22T10:13:00Z · iphone-standard · \(drawn) · en · large"), "\(output.stdout.prefix(80))")
    }

    /// A feed of bad lines lists the first 20 and counts the rest, so 100,000 of them cost neither
    /// memory nor output (RELIABILITY.md). `validate` is where each line gets its verdict.
    @Test func manyRejectedLinesAreCountedNotListed() throws {
        let folder = try TemporaryFolder.create("rejected")
        defer { TemporaryFolder.remove(folder) }
        let feed = folder.appendingPathComponent("bad.ndjson")
        try String(repeating: "{\"aps\": 5}\n", count: 1000).write(to: feed, atomically: true, encoding: .utf8)
        let output = InProcess.dump(["dump", "Samples/delivery", "--feed", feed.path, "--surface", "lock"])
        #expect(output.status == 0)
        #expect(output.stdout.components(separatedBy: " rejected: ").count - 1 == 20)
        #expect(output.stdout.contains("error payload.moreRejected: and 980 more feed lines rejected; `livepeek validate` lists every one"))
    }

    /// An SVG carries the page's diagnostics below it, as the text format does: a rejected feed
    /// line is seen in the picture too.
    @Test func svgShowsTheDiagnostics() throws {
        let args = ["dump", "Samples/ev-charging", "--feed", "Samples/ev-charging/feed.ndjson", "--now", "2026-11-22T10:21:00Z", "--surface", "lock"]
        let text = InProcess.dump(args)
        #expect(text.stdout.contains("error contract.typeMismatch"), "\(text.stdout)")
        let svg = InProcess.dump(args + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("contract.typeMismatch"), "\(svg.stdout.suffix(400))")
        #expect(!InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--surface", "lock", "--format", "svg"]).stdout.contains("contract."))
    }

    @Test func svgAndAnsiOutputs() throws {
        let svg = try BinaryRunner.run(feed + ["--now", "2026-11-22T10:13:00Z", "--format", "svg"])
        #expect(svg.stdout.hasPrefix("<svg"))
        #expect(svg.stdout.contains("Pizza Place"))
        let ansi = try BinaryRunner.run(feed + ["--now", "2026-11-22T10:13:00Z", "--format", "ansi"])
        #expect(ansi.stdout.contains("\u{1B}["))
        #expect(!ansi.stdout.contains("\u{1B}[2J") && !ansi.stdout.contains("\u{1B}[H"), "colour only, no cursor movement")
    }

    @Test func aStateArgumentRendersWithoutAFeed() throws {
        let state = #"{"driverName":"Aiko","estimatedDeliveryTime":[817035900,817036500],"currentStep":"delivering"}"#
        let output = InProcess.dump(["dump", "Samples/delivery", "--state", state, "--now", "2026-11-22T10:20:00Z", "--surface", "lock"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Aiko"))
        // The ETA window 10:25-10:35 has not begun at 10:20: the countdown shows its whole length.
        #expect(output.stdout.contains("10:00"))
    }

    @Test func aStateThatDoesNotDecodeExitsTwoWithTheReason() throws {
        let output = InProcess.dump(["dump", "Samples/delivery", "--state", #"{"driverName": 1}"#, "--now", "2026-11-22T10:20:00Z"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("contract.typeMismatch at driverName"))
    }

    /// A `--state` that is neither a file nor JSON text is a missing file, said so.
    @Test func aStateFileThatDoesNotExistIsNamed() throws {
        let output = InProcess.dump(["dump", "Samples/delivery", "--state", "/missing.json"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--state '/missing.json': no such file"), "\(output.stderr)")
        #expect(!output.stderr.contains("malformedJSON"))
    }

    @Test func badFlagsExitTwo() throws {
        #expect(InProcess.dump(feed + ["--surface", "tv"]).status == 2)
        #expect(InProcess.dump(feed + ["--surface", "watch,tv"]).stderr.contains("--surface must be lock, compact"))
        #expect(InProcess.dump(feed + ["--device", "nokia"]).status == 2)
        #expect(InProcess.dump(feed + ["--island", "wide"]).status == 2)
        #expect(InProcess.dump(feed + ["--theme", "neon"]).status == 2)
    }

    @Test func theOtherSurfacesAreDrawnWhenNamedAloneOrTogether() throws {
        let output = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--surface", "standby,watch,carplay,mac"])
        #expect(output.status == 0, "\(output.stderr)")
        for title in ["StandBy (Lock Screen x2) · 742x", "Apple Watch Smart Stack · compact views · 184x80.50 pt",
                      "CarPlay · compact views ·", "Mac menu bar · "] {
            #expect(output.stdout.contains(title), "\(title)\n\(output.stdout)")
        }
        #expect(!output.stdout.contains("Lock Screen ·"), "the phone's presentations are not asked for")
        let json = InProcess.dump(feed + ["--now", "2026-11-22T10:13:00Z", "--surface", "watch", "--format", "json"])
        let report = try JSONParser.parseDocument(json.stdout)
        #expect(report["surfaces"]?["smartStack"]?["widthPt"] == .number(184))
        #expect(report["surfaces"]?["lockScreen"] == nil)
    }

    @Test func aSwiftWidgetsSmallFamilyIsItsSwitchOnTheActivityFamily() throws {
        let output = InProcess.dump(["dump", "Tests/Widgets/yoga-activity-family", "--surface", "lock,watch,carplay", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let report = try JSONParser.parseDocument(output.stdout)
        func lines(_ key: String) -> String {
            guard case .array(let rows)? = report["surfaces"]?[key]?["lines"] else { return "" }
            return rows.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: "\n")
        }
        for key in ["smartStack", "carPlay"] {
            #expect(report["surfaces"]?[key]?["family"] == .string("small"))
            #expect(lines(key).contains("R3") && !lines(key).contains("Round"), "\(lines(key))")
        }
        #expect(lines("lockScreen").contains("Round 3: pose"), "the phone keeps the medium branch")
    }

    @Test func aSwiftWidgetReadingIsActivityFullscreenAdaptsInStandByOnly() throws {
        let folder = try TemporaryFolder.create("fullscreen")
        defer { TemporaryFolder.remove(folder) }
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct KettleAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var minutes: Int }
            }

            struct KettleView: View {
                @Environment(\\.isActivityFullscreen) var isFullscreen
                let context: ActivityViewContext<KettleAttributes>
                var body: some View {
                    if isFullscreen { Text("Big \\(context.state.minutes) min") } else { Text("\\(context.state.minutes) min") }
                }
            }

            struct KettleLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: KettleAttributes.self) { context in
                        KettleView(context: context)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Kettle") }
                        } compactLeading: { Text("K") } compactTrailing: { Text("3") } minimal: { Text("K") }
                    }
                }
            }
            """
        try source.write(to: folder.appendingPathComponent("Kettle.swift"), atomically: true, encoding: .utf8)
        let output = InProcess.dump(["dump", folder.path, "--state", #"{"minutes": 4}"#, "--surface", "lock,standby"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        let lock = lines.drop { !$0.contains("Lock Screen ·") }.prefix(3).joined(separator: "\n")
        let standBy = lines.drop { !$0.contains("StandBy (") }.joined(separator: "\n")
        #expect(lock.contains("4 min") && !lock.contains("Big"), "\(output.stdout)")
        #expect(standBy.contains("Big 4 min"), "\(output.stdout)")
    }

    /// `--island limited`: the compact views read `isDynamicIslandLimitedInWidth` as true and drop
    /// what does not fit the HIG's size; the standard island lets the wider form show.
    @Test func aSwiftWidgetReadingIsDynamicIslandLimitedInWidthAdaptsWhenLimited() throws {
        let folder = try TemporaryFolder.create("limited")
        defer { TemporaryFolder.remove(folder) }
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct FerryAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var minutes: Int }
            }

            struct FerryTrailing: View {
                @Environment(\\.isDynamicIslandLimitedInWidth) var isLimited
                let minutes: Int
                var body: some View { Text(isLimited ? "\\(minutes)m" : "\\(minutes) min left") }
            }

            struct FerryLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: FerryAttributes.self) { context in
                        Text("Ferry")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Ferry") }
                        } compactLeading: { Text("F") } compactTrailing: { FerryTrailing(minutes: context.state.minutes) }
                        minimal: { Text("F") }
                    }
                }
            }
            """
        try source.write(to: folder.appendingPathComponent("Ferry.swift"), atomically: true, encoding: .utf8)
        func trailing(_ flags: [String]) throws -> JSONValue? {
            let output = InProcess.dump(["dump", folder.path, "--state", #"{"minutes": 7}"#, "--format", "json"] + flags)
            #expect(output.status == 0, "\(output.stderr)")
            return try JSONParser.parseDocument(output.stdout)["surfaces"]?["compactTrailing"]
        }
        let standard = try trailing([]), limited = try trailing(["--island", "limited"])
        #expect(standard?["lines"] == .array([.string("7 min left")]), "\(String(describing: standard))")
        #expect(standard?["overflow"] == .bool(false))
        #expect(limited?["lines"] == .array([.string("7m")]), "\(String(describing: limited))")
    }

    @Test func listsOfBuiltIns() throws {
        let devices = try BinaryRunner.run(["devices"]).stdout
        for profile in DeviceProfile.all {
            #expect(devices.contains("\n\(profile.id) ") || devices.hasPrefix("\(profile.id) "), "\(profile.id) is listed")
        }
        for line in devices.split(separator: "\n") {
            #expect(line.count <= 80, "fits 80 columns: \(line)")
        }
        #expect(try BinaryRunner.run(["themes"]).stdout.contains("high-contrast"))
        let symbols = try BinaryRunner.run(["symbols", "--matching", "box.truck"]).stdout
        #expect(symbols.contains("box.truck.fill"))
    }

    /// A bare `dump` draws the folder's feed.ndjson at its last applied push, as `preview` plays it:
    /// the sample, the same on every run; `--no-feed` leaves it out (and so does `--state`, which
    /// `aStateArgumentRendersWithoutAFeed` holds: after the sample's end the state would be ignored).
    @Test func withoutAFeedTheFoldersFeedIsDrawn() throws {
        let bare = InProcess.dump(["dump", "Samples/delivery"])
        let again = InProcess.dump(["dump", "Samples/delivery"])
        let named = InProcess.dump(feed)
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout == named.stdout && bare.stdout == again.stdout)
        #expect(bare.stdout.hasPrefix("Delivery · 2026-11-22T10:29:00Z ·"))
        #expect(!bare.stdout.contains("no activity"))

        let none = InProcess.dump(["dump", "Samples/delivery", "--no-feed", "--surface", "lock"])
        #expect(none.stdout.contains("no activity"))
        let both = InProcess.dump(feed + ["--no-feed"])
        #expect(both.status == 2)
    }
}
