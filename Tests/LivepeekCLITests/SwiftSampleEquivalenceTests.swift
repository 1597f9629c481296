import Foundation
import Testing

/// Each sample's widget as Swift source and its activity.yaml are two spellings of one activity:
/// `dump` must print the same text and JSON from both, over the sample's whole feed, at several
/// instants, right to left and stale included.
@Suite struct SwiftSampleEquivalenceTests {
    static let samples: [(folder: String, swift: String)] = [
        ("breathing", "BreathingLiveActivity.swift"), ("delivery", "DeliveryLiveActivity.swift"),
        ("ev-charging", "EVChargingLiveActivity.swift"), ("rideshare", "RideshareLiveActivity.swift"),
        ("sports", "SportsLiveActivity.swift"), ("transit", "TransitLiveActivity.swift"),
    ]

    /// Every feed starts at 10:00 on 2026-11-22; these cut it early, mid-way and late, and the last
    /// (no --now) stands at the final applied push.
    static let instants: [[String]] = [["--now", "2026-11-22T10:00:30Z"], ["--now", "2026-11-22T10:07:00Z"],
                                       ["--now", "2026-11-22T10:13:00Z"], ["--now", "2026-11-22T10:25:00Z"], []]
    static let variants: [[String]] = [[], ["--locale", "ar"], ["--stale"]]

    @Test(arguments: samples.map(\.folder))
    func swiftAndYAMLDumpAlike(_ folder: String) throws {
        let swift = try #require(Self.samples.first { $0.folder == folder }?.swift)
        let feed = ["--feed", "Samples/\(folder)/feed.ndjson"]
        for instant in Self.instants {
            for variant in Self.variants {
                for format in ["text", "json"] {
                    let options = feed + instant + variant + ["--format", format]
                    let yaml = try BinaryRunner.run(["dump", "Samples/\(folder)"] + options)
                    let source = try BinaryRunner.run(["dump", "Samples/\(folder)/\(swift)"] + options)
                    #expect(yaml.status == source.status, "\(folder) \(options)")
                    #expect(!source.stdout.isEmpty, "\(folder) \(options): \(source.stderr)")
                    #expect(yaml.stdout == source.stdout, "\(folder) \(options.joined(separator: " "))")
                }
            }
        }
    }

    /// Without a feed, a sample's `#Preview` states play as its default feed: something shows at once.
    @Test func previewStatesAreTheDefaultFeed() throws {
        let output = try BinaryRunner.run(["dump", "Samples/delivery/DeliveryLiveActivity.swift", "--now", "2026-11-22T10:00:00Z",
                                           "--surface", "lock"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Pizza Place"), "attributes from #Preview(using:)")
        #expect(output.stdout.contains("Marco"), "the first of the preview's content states")
    }
}

/// Every command that takes an ACTIVITY takes Swift sources too.
@Suite struct SwiftSourceCommandTests {
    @Test func validateAndLintReadSwiftLikeYAML() throws {
        let feed = "Samples/transit/feed.ndjson"
        let yaml = try BinaryRunner.run(["validate", "Samples/transit", feed, "--format", "json"])
        let swift = try BinaryRunner.run(["validate", "Samples/transit/TransitLiveActivity.swift", feed, "--format", "json"])
        #expect(yaml.status == swift.status && yaml.stdout == swift.stdout, "\(swift.stderr)")
        let lintYAML = try BinaryRunner.run(["lint", "Samples/transit", "--feed", feed, "--format", "json"])
        let lintSwift = try BinaryRunner.run(["lint", "Samples/transit/TransitLiveActivity.swift", "--feed", feed, "--format", "json"])
        #expect(lintYAML.status == lintSwift.status && lintYAML.stdout == lintSwift.stdout)
    }

    @Test func aGoldenHeaderMayNameASwiftFile() throws {
        let folder = try TemporaryFolder.create("swift-golden")
        defer { TemporaryFolder.remove(folder) }
        let swift = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery/DeliveryLiveActivity.swift").path
        let feed = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery/feed.ndjson").path
        let golden = folder.appendingPathComponent("lock.txt")
        try "# livepeek dump \(swift) --feed \(feed) --now 2026-11-22T10:13:00Z --surface lock\n".write(to: golden, atomically: true, encoding: .utf8)
        #expect(try BinaryRunner.run(["check", golden.path]).status == 1, "an empty golden differs")
        #expect(try BinaryRunner.run(["check", golden.path, "--update"]).status == 0)
        let checked = try BinaryRunner.run(["check", golden.path])
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(try String(contentsOf: golden, encoding: .utf8).contains("Marco"))
    }

    /// `validate` of a #Preview's states names each at its own line of the sources.
    @Test func previewStatesAreReportedAtTheirSourceLines() throws {
        let swift = "Samples/delivery/DeliveryLiveActivity.swift"
        let lines = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(swift), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.contains("contentStates:") }) + 2
        let output = try BinaryRunner.run(["validate", swift])
        #expect(output.status == 0, "\(output.stderr)")
        let places = output.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }.filter { $0.hasPrefix(swift + ":") }
        #expect(places.map(String.init) == (first..<(first + 5)).map { "\(swift):\($0)" }, "\(output.stdout)")
    }

    @Test func severalActivitiesAreNamedAndPicked() throws {
        let folder = "Tests/Widgets/fitness-two-activities"
        let first = try BinaryRunner.run(["dump", folder, "--now", "2026-11-22T10:00:00Z"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Workout · "), "\(first.stdout)")
        #expect((first.stdout + first.stderr).contains("RestTimerAttributes with --activity NAME"),
                "\(first.stderr)")
        let unknown = try BinaryRunner.run(["dump", folder, "--activity", "NoSuchAttributes"])
        #expect(unknown.status == 2 && unknown.stderr.contains("NoSuchAttributes"))
    }

    @Test func withoutPreviewTheWidgetIsDrawnFromSampleValues() throws {
        let folder = try TemporaryFolder.create("swift-no-preview")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("Widget.swift")
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit
            struct GateAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var gate: String }
                var flight: String
            }
            struct GateWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: GateAttributes.self) { context in
                        Text("\\(context.attributes.flight) at \\(context.state.gate)")
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(context.state.gate) } }
                            compactLeading: { Text("G") } compactTrailing: { Text(context.state.gate) } minimal: { Text("G") }
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let sampled = try BinaryRunner.run(["dump", file.path, "--surface", "lock"])
        #expect(sampled.status == 0 && sampled.stdout.contains("flight at gate"), "each String shows its field's name:\n\(sampled.stdout)\n\(sampled.stderr)")
        #expect(sampled.stdout.contains("swiftui.sampleValues") || sampled.stderr.contains("swiftui.sampleValues"), "one line says so")
        #expect(try BinaryRunner.run(["dump", file.path, "--surface", "lock"]).stdout == sampled.stdout, "the same on every run without --now")
        let halfGiven = try BinaryRunner.run(["dump", file.path, "--state", #"{"gate": "B12"}"#, "--surface", "lock"])
        #expect(halfGiven.status == 0 && halfGiven.stdout.contains("flight at B12"), "\(halfGiven.stdout)\n\(halfGiven.stderr)")
        let wrongType = try BinaryRunner.run(["dump", file.path, "--attributes", #"{"flight": 7}"#])
        #expect(wrongType.status == 2 && wrongType.stderr.contains("contract.typeMismatch at flight") && wrongType.stderr.contains("GateAttributes"),
                "decoded as aps.attributes is: \(wrongType.stderr)")
        let missing = try BinaryRunner.run(["dump", file.path, "--attributes", "{}"])
        #expect(missing.status == 2 && missing.stderr.contains("contract.missingKey"), "\(missing.stderr)")
        let given = try BinaryRunner.run(["dump", file.path, "--state", #"{"gate": "B12"}"#, "--attributes", #"{"flight": "SL 214"}"#,
                                          "--now", "2026-11-22T10:00:00Z", "--surface", "lock"])
        #expect(given.status == 0 && given.stdout.contains("SL 214 at B12"), "\(given.stderr)")
    }
}
