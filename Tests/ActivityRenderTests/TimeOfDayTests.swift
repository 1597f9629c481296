import ActivityLayout
import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityRender

/// `Text(date, style: .time)` and `time(date)` drawn in the scene's time zone and the locale's hour
/// cycle: an en-US phone in New York shows `4:49 PM` for 21:49 UTC, a German one in Berlin `22:49`.
@Suite struct TimeOfDayTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z
    static let yaml = """
        name: Clock
        contentState: { eta: Date }
        lockScreen:
          HStack:
            - Text: { date: state.eta, style: time }
            - Text: 'at \\(time(state.eta))'
        dynamicIsland:
          expanded:
            center: { Text: ETA }
          compactLeading: { Text: A }
          compactTrailing: { Text: { date: state.eta, style: time } }
          minimal: { Text: M }
        """

    func lockRow(locale: String, zone: String) throws -> String {
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(definition, file: "a.yaml")
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Self.t0))
        let eta = Self.t0.addingTimeInterval(11 * 3600 + 49 * 60).timeIntervalSinceReferenceDate  // 21:49 UTC
        let body = #"{"aps": {"timestamp": \#(Int(Self.t0.timeIntervalSince1970)), "event": "update", "content-state": {"eta": \#(eta)}}}"#
        let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(body)), line: 1, byteCount: body.utf8.count))
        #expect(result.verdict == .applied, "\(result.diagnostics)")
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: Self.t0), now: Self.t0,
                          theme: theme, environment: Environment(locale: locale), timeZone: try #require(TimeZone(identifier: zone)))
        let lock = try #require(SceneRenderer.render(scene).surfaces.first { $0.kind == .lockScreen })
        return try #require(lock.cells.rows().first { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test func anAmericanPhoneInNewYorkShowsTwelveHourLocalTime() throws {
        let row = try lockRow(locale: "en-US", zone: "America/New_York")
        #expect(row.contains("4:49 PM at 4:49 PM"), "\(row)")
    }

    @Test func aGermanPhoneInBerlinShowsTwentyFourHourLocalTime() throws {
        let row = try lockRow(locale: "de", zone: "Europe/Berlin")
        #expect(row.contains("22:49 at 22:49"), "\(row)")
    }

    @Test func aBritishPhoneInUTCShowsTheUTCTime() throws {
        let row = try lockRow(locale: "en-GB", zone: "UTC")
        #expect(row.contains("21:49 at 21:49"), "\(row)")
    }
}
