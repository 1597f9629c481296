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
    }

    @Test(arguments: [("en", "iphone-standard", "10:13:00"), ("ar", "iphone-large", "10:05:00"), ("he", "ipad-11", "10:20:00")])
    func theScreenShowsTheBoxesDumpPrints(locale: String, device: String, time: String) throws {
        let instant = "2026-11-22T\(time)Z"
        let dump = try BinaryRunner.run(["dump", "Samples/delivery", "--feed", "Samples/delivery/feed.ndjson", "--now", instant,
                                         "--locale", locale, "--device", device])
        #expect(dump.status == 0, "\(dump.stderr)")
        let dumpBlocks = Self.boxes(in: dump.stdout)
        #expect(dumpBlocks.count == (device.hasPrefix("ipad") ? 2 : 4))

        let root = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery")
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
        for placement in placements {
            var region = CellBuffer(size: placement.rect.size)
            region.blit(frame, at: Point(x: -placement.rect.minX, y: -placement.rect.minY))
            let drawn = region.rows().map { Self.trimmed($0) }
            let title = drawn.first ?? ""
            let expected = try #require(dumpBlocks.first { $0.first == title }, "dump has no box titled \(title)")
            #expect(drawn == expected)
        }
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
