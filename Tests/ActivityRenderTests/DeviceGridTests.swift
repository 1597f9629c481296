import ActivityLayout
import ActivityModel
import Canvas
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityRender

/// Every presentation of the delivery sample on every device, as golden grids.
@Suite struct DeviceGridTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: DeviceProfile
        var locale: String
        var testDescription: String { "\(device.id) \(locale)" }
    }

    static let cases = DeviceProfile.all.map { Case(device: $0, locale: "en") } + [Case(device: .iPhoneLarge, locale: "ar")]

    @Test(arguments: cases)
    func deliveryPresentations(_ c: Case) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let loaded = try DefinitionLoader.load(path: root.appendingPathComponent("Samples/delivery").path)
        let definition = loaded.definition
        let (views, _) = ViewParser.parse(definition, file: "activity.yaml")
        let feed = try String(contentsOf: loaded.folder.appendingPathComponent("feed.ndjson"), encoding: .utf8)
        let now = Date(timeIntervalSince1970: 1_795_342_380)  // 10:13: picked up, ETA 10:24-10:32
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(now))
        for (i, line) in feed.split(separator: "\n").prefix(3).enumerated() {
            _ = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(String(line))), line: i + 1, byteCount: line.utf8.count))
        }
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: now), now: now, device: c.device,
                          theme: theme, environment: Environment(locale: c.locale))
        let rendered = SceneRenderer.render(scene)
        #expect(!rendered.surfaces.isEmpty)
        for surface in rendered.surfaces {
            GridSnapshot.assertMatches(surface.cells, named: "delivery-\(c.device.id)-\(c.locale)-\(surface.kind.rawValue)")
        }
    }
}
