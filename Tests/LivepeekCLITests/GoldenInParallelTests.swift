import Foundation
import Testing
@testable import LivepeekCLI

/// Goldens render from their own folder without changing the working directory, and temporary
/// feeds get unique names: goldens can be checked side by side.
@Suite struct GoldenInParallelTests {
    @Test func aHeadersRelativePathsAreTakenFromTheGoldensFolder() throws {
        let dump = try Dump.parse(["..", "--feed", "../feed.ndjson", "--theme", "../brand.yaml", "--attributes", "attributes.json",
                                   "--state", #" {"n": 1}"#]).resolvingPaths(against: "/goldens/lock")
        #expect(dump.activity == "/goldens/lock/..")
        #expect(dump.scene.feed == "/goldens/lock/../feed.ndjson")
        #expect(dump.scene.appearance.theme == "/goldens/lock/../brand.yaml")
        #expect(dump.scene.swiftSource.attributes == "/goldens/lock/attributes.json")
        #expect(dump.scene.state == #" {"n": 1}"#, "JSON text is not a path")

        let kept = try Dump.parse(["/abs/activity", "--feed", "-", "--theme", "monochrome"]).resolvingPaths(against: "/goldens")
        #expect(kept.activity == "/abs/activity" && kept.scene.feed == "-" && kept.scene.appearance.theme == "monochrome")
        let unknown = try Dump.parse(["..", "--theme", "solarized"]).resolvingPaths(against: "/goldens")
        #expect(unknown.scene.appearance.theme == "solarized", "a name, reported as an unknown theme, not as a missing file")
    }

    /// Every sample golden, checked at once on every core, matches; the working directory is where it was.
    @Test func theSamplesGoldensMatchWhenCheckedInParallel() throws {
        let folders = CheckAndLintTests.goldenFolders.map(InProcess.path)
        let goldens = try folders.flatMap(Golden.files(at:))
        #expect(goldens.count > 10)
        let directory = FileManager.default.currentDirectoryPath
        let check = try Check.parse(goldens)
        let outcomes = Check.inParallel(goldens) { check.check($0) }
        #expect(outcomes.count == goldens.count)
        for outcome in outcomes {
            guard case .unchanged = outcome.verdict else {
                Issue.record("\(outcome.path): \(outcome.verdict)")
                continue
            }
        }
        #expect(outcomes.map(\.path) == goldens, "in the goldens' order")
        #expect(FileManager.default.currentDirectoryPath == directory)
    }

    /// Two commands playing the same #Preview at once (or two goldens of it) write two files.
    @Test func eachDefaultFeedHasItsOwnFile() throws {
        let loaded = try CommandSupport.load(InProcess.path("Tests/Widgets/coffee-order"), swift: try SwiftSourceOptions.parse([]), start: SwiftSourceLoading.fixedStart)
        let first = try #require(SwiftSourceLoading.writeDefaultFeed(loaded))
        let second = try #require(SwiftSourceLoading.writeDefaultFeed(loaded))
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        #expect(first != second)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == loaded.defaultFeedText)
        #expect(try String(contentsOfFile: second, encoding: .utf8) == loaded.defaultFeedText)
    }
}
