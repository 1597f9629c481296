import ActivityModel
import ActivityRender
import Canvas
import DefinitionLoader
import Foundation
import PreviewApp
import PushFeed
import Testing

/// The screen and `dump` are one rendering path: for the same state, every box the preview draws
/// is, cell row for cell row, the box `livepeek dump` prints.
@Suite struct PreviewParityTests {
    struct QuitAtOnce: PreviewInput {
        let time: Date
        func now() -> Date { time }
        mutating func wait(until deadline: Date, readFeed: Bool) -> [PreviewAction] { [.key(.character("q"))] }
        // Never asked: `wait` never reports a changed definition.
        mutating func reloadDefinition() -> [PreviewAction] { [.definitionFailed("the definition is not watched here")] }
    }

    @Test(arguments: [("en", "iphone-standard", "10:13:00"), ("ar", "iphone-large", "10:05:00"), ("he", "ipad-11", "10:20:00")])
    func theScreenShowsTheBoxesDumpPrints(locale: String, device: String, time: String) throws {
        try checkParity(sample: "delivery", instant: "2026-11-22T\(time)Z", locale: locale, device: device,
                        boxes: device.hasPrefix("ipad") ? 2 : 4)
    }

    /// Two activities: the attached and the detached minimal views are both `[.minimal]` boxes; the
    /// screen drew the attached one in both places.
    @Test func twoActivitiesShowBothMinimalViewsAsDumpPrintsThem() throws {
        try checkParity(sample: "transit", instant: "2026-11-22T10:05:40Z", locale: "en", device: "iphone-standard", boxes: 5)
    }

    func checkParity(sample: String, instant: String, locale: String, device: String, boxes: Int) throws {
        let dump = try BinaryRunner.run(["dump", "Samples/\(sample)", "--feed", "Samples/\(sample)/feed.ndjson", "--now", instant,
                                         "--locale", locale, "--device", device])
        #expect(dump.status == 0, "\(dump.stderr)")
        let dumpBlocks = Self.boxes(in: dump.stdout)
        #expect(dumpBlocks.count == boxes)

        let root = BinaryRunner.packageRoot.appendingPathComponent("Samples/\(sample)")
        let loaded = try DefinitionLoader.load(path: root.path)
        let now = try #require(Timestamp.parseInstant(instant))
        let themes = try BuiltInThemes.names.compactMap { try BuiltInThemes.theme(named: $0, parse: DefinitionLoader.parse) }
        let configuration = PreviewState.Configuration(
            definition: loaded.definition, definitionFile: loaded.file.path, feedMode: .script, feedName: "feed.ndjson",
            devices: DeviceProfile.all, device: try #require(DeviceProfile.named(device)), themes: themes, theme: "dark",
            locale: locale, dynamicTypeSize: .large, now: now, speed: 1)
        var state = PreviewState(configuration, real: now, size: Size(width: 200, height: 70), capabilities: TerminalCapabilities())
        var values: [FeedValue] = []
        try FeedReader(path: root.appendingPathComponent("feed.ndjson").path).forEach { values.append($0) }
        state.reduce(.feed(values))

        var backend = RecordingBackend(size: Size(width: 200, height: 70))
        var input = QuitAtOnce(time: now)
        _ = EventLoop.run(&state, backend: &backend, input: &input)
        let frame = backend.lastFrame
        let placements = PreviewScreen.render(state).placements
        #expect(placements.count == dumpBlocks.count)
        var drawnBlocks: [[String]] = []
        for placement in placements {
            var region = CellBuffer(size: placement.rect.size)
            region.blit(frame, at: Point(x: -placement.rect.minX, y: -placement.rect.minY))
            drawnBlocks.append(region.rows().map { Self.trimmed($0) })
        }
        // Every box dump prints is on the screen, each once.
        #expect(Set(drawnBlocks) == Set(dumpBlocks))
        #expect(drawnBlocks.count == Set(drawnBlocks).count)
    }

    /// The box-drawn blocks of a text dump, each as its rows without trailing spaces.
    static func boxes(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("╭") { current = [trimmed(line)]; continue }
            guard !current.isEmpty else { continue }
            current.append(trimmed(line))
            if line.hasPrefix("╰") {
                blocks.append(current)
                current = []
            }
        }
        return blocks
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
