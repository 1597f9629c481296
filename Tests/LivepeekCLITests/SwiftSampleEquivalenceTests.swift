import Foundation
import Testing

/// Each sample's widget as Swift source and its activity.yaml are two spellings of one activity:
/// `dump` must print the same text and JSON from both, over the sample's whole feed, at several
/// instants, right to left and stale included (issue 10, item 9).
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
