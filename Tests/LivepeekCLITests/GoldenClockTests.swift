import Foundation
import Testing
@testable import LivepeekCLI

/// A golden made from a header alone, and the warning for one whose output moves with the wall clock.
@Suite struct GoldenClockTests {
    static let state = #"{"driverName":"Ana","currentStep":"preparing","estimatedDeliveryTime":[786000000,786003600]}"#

    /// A header alone: the delivery sample drawn from one `--state`.
    static func stateGolden(_ name: String, in folder: URL, arguments: String = "") throws -> URL {
        let sample = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery").path
        let golden = folder.appendingPathComponent(name)
        try "# livepeek dump '\(sample)' --state '\(state)' --surface lock \(arguments)\n".write(to: golden, atomically: true, encoding: .utf8)
        return golden
    }

    /// A bare `--state` is received "now": without `--now` its header line and timers read the clock.
    @Test func aGoldenWhoseOutputFollowsTheClockIsToldWhichNowToAdd() throws {
        let folder = try TemporaryFolder.create("golden-clock")
        defer { TemporaryFolder.remove(folder) }
        let loose = try Self.stateGolden("loose.txt", in: folder)
        let check = try Check.parse([loose.path, "--update"])
        let recorded = check.check(loose.path)
        guard case .updated = recorded.verdict else {
            Issue.record("a header alone is filled in by --update: \(recorded.verdict)")
            return
        }
        #expect(try String(contentsOf: loose, encoding: .utf8).contains("╭─ Lock Screen"))
        let warning = try #require(recorded.warnings.first)
        #expect(warning.hasPrefix("\(loose.path): its output depends on the clock"))
        #expect(warning.contains("add `--now 20"), "\(warning)")

        let golden = try Golden(path: loose.path)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let advice = try #require(golden.wallClockAdvice(rendered: try golden.render(wallClock: .fixed(now)), at: now))
        #expect(advice.hasSuffix("add `--now 2026-11-18T11:06:40Z` to its header"), "\(advice)")
    }

    /// A pinned instant, or a feed whose pushes carry their own times, gives the same output at any
    /// hour: no warning, and only one render.
    @Test func goldensThatFixTheirInstantAreNotWarnedAbout() throws {
        let folder = try TemporaryFolder.create("golden-clock")
        defer { TemporaryFolder.remove(folder) }
        let pinned = try Self.stateGolden("pinned.txt", in: folder, arguments: "--now 2026-11-22T10:00:00Z")
        let timed = try CheckAndLintTests.writeGolden("timed.txt", in: folder, arguments: "--surface lock")
        let check = try Check.parse([folder.path, "--update"])
        for golden in [pinned, timed] {
            let outcome = check.check(golden.path)
            guard case .updated = outcome.verdict else {
                Issue.record("\(golden.lastPathComponent): \(outcome.verdict)")
                continue
            }
            #expect(outcome.warnings.isEmpty, "\(golden.lastPathComponent): \(outcome.warnings)")
        }
    }
}
