import ActivityModel
import ActivityRender
import Canvas
import DefinitionLoader
import Foundation
import PreviewApp

/// The delivery sample as the preview would start on it, and feed values written inline.
enum PreviewFixture {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    static func themes() throws -> [Theme] {
        try BuiltInThemes.names.compactMap { try BuiltInThemes.theme(named: $0, parse: DefinitionLoader.parse) }
    }

    static func state(mode: FeedMode = .live, now: Date? = nil, real: Date = t0, size: Size = Size(width: 120, height: 44),
                      capabilities: TerminalCapabilities = TerminalCapabilities(), endpoint: String? = nil) throws -> PreviewState {
        let loaded = try DefinitionLoader.load(path: samples.appendingPathComponent("delivery").path)
        let configuration = PreviewState.Configuration(
            definition: loaded.definition, definitionFile: loaded.file.path, feedMode: mode, feedName: "feed.ndjson",
            devices: DeviceProfile.all, device: .iPhoneStandard, themes: try themes(), theme: "dark", locale: "en",
            dynamicTypeSize: .large, now: now, speed: 1, endpoint: endpoint)
        return PreviewState(configuration, real: real, size: size, capabilities: capabilities)
    }

    /// A feed value from JSON text (one line of a feed).
    static func value(_ json: String, line: Int = 1) -> FeedValue {
        let bytes = Array(json.utf8)
        let content: FeedValue.Content
        do { content = .parsed(try JSONParser.parseDocument(bytes)) } catch {
            content = .malformed(message: error.message, line: line, column: 1)
        }
        return FeedValue(content: content, line: line, byteCount: bytes.count)
    }

    /// A delivery push: `event` at `timestamp` (Unix seconds) with the given step and note.
    static func push(_ event: String = "update", at timestamp: Int, step: String, note: String? = nil, line: Int = 1,
                     staleDate: Int? = nil) -> FeedValue {
        let lower = timestamp - 978_307_200 + 600  // seconds since 2001: delivery due 10 to 18 minutes later
        var state = #""driverName":"Marco","estimatedDeliveryTime":[\#(lower),\#(lower + 480)],"currentStep":"\#(step)""#
        if let note { state += #","note":"\#(note)""# }
        var aps = #""timestamp":\#(timestamp),"event":"\#(event)","content-state":{\#(state)}"#
        if event == "start" {
            aps += #","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"alert":{"title":"Order","body":"On its way"}"#
        }
        if let staleDate { aps += #","stale-date":\#(staleDate)"# }
        return value("{\"aps\":{\(aps)}}", line: line)
    }

    /// The screen as text rows, for `contains` checks.
    static func text(_ state: PreviewState) -> String {
        PreviewScreen.render(state).cells.rows().joined(separator: "\n")
    }
}
