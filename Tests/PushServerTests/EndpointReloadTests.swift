import ActivityModel
import DefinitionLoader
import Foundation
import PushServer
import Testing

/// A hot reload reaches the endpoint's phone: the verdicts after it, and so which activities a
/// broadcast reaches, follow the new definition, and observers are told in order with the requests.
@Suite struct EndpointReloadTests {
    /// The delivery sample with `note` required: a start sending `"note": null` is rejected by it.
    static func strictDefinition() throws -> ActivityDefinition {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: PushEndpointTests.root.appendingPathComponent("Samples/delivery/activity.yaml"), encoding: .utf8)
        let strict = original.replacingOccurrences(of: "  note: String?\n", with: "  note: String\n")
        try #require(strict != original)
        let file = folder.appendingPathComponent("activity.yaml")
        try strict.write(to: file, atomically: true, encoding: .utf8)
        return try DefinitionLoader.load(path: file.path).definition
    }

    final class Events: @unchecked Sendable {
        let lock = NSLock()
        var all: [String] = []
        func add(_ text: String) { lock.lock(); all.append(text); lock.unlock() }
    }

    @Test func afterAReloadTheEndpointJudgesAndBroadcastsByTheNewDefinition() throws {
        let events = Events()
        let collected = PushEndpointTests.Collected()
        let endpoint = PushEndpoint(definition: try PushEndpointTests.definition(), rules: APNSRules(), record: nil, observer: { served in
            collected.add(served)
            events.add("request \(served.verdict.map { "\($0)" } ?? "-")")
        }, definitions: { _, file in events.add("definition \(file)") })
        let start = PushEndpointTests.start
        let now = Date(timeIntervalSince1970: TimeInterval(start))
        let channel = "dHN0LXNyY2gtY2hubA=="
        _ = endpoint.handle(PushEndpointTests.push(PushEndpointTests.tokenA, PushEndpointTests.startBody(start, channel: channel)), now: now)
        #expect(collected.served.last?.verdict == .applied, "the sample takes a null note")

        endpoint.replaceDefinition(try Self.strictDefinition(), file: "edited/activity.yaml")
        _ = endpoint.handle(PushEndpointTests.push(PushEndpointTests.tokenB, PushEndpointTests.startBody(start, channel: channel)), now: now + 1)
        let refused = try #require(collected.served.last)
        #expect(refused.verdict == .rejected, "judged by the edited definition: \(refused.diagnostics.map(\.code))")

        let broadcast = APNSRequest(method: "POST", path: "/4/broadcasts/apps/com.example.delivery",
                                    headers: [(name: "apns-push-type", value: "liveactivity"), (name: "apns-channel-id", value: channel)],
                                    body: Array(PushEndpointTests.updateBody(start + 60, step: "delivering").utf8))
        #expect(endpoint.handle(broadcast, now: now + 60).status == 200)
        let reached = try #require(collected.served.last)
        #expect(reached.results.map(\.activityID) == [PushEndpointTests.tokenA], "the activity the edited phone refused to start is not reached")
        #expect(events.all == ["request applied", "definition edited/activity.yaml", "request rejected", "request rejected"],
                "the broadcast's update lacks the now required note; the reload is told between the requests it separates")
    }

    @Test func noReloadIsToldOnceTheEndpointHasFinished() throws {
        let events = Events()
        let endpoint = PushEndpoint(definition: try PushEndpointTests.definition(), rules: APNSRules(), record: nil, observer: { _ in },
                                    definitions: { _, file in events.add(file) })
        endpoint.finish()
        endpoint.replaceDefinition(try Self.strictDefinition(), file: "late.yaml")
        #expect(events.all.isEmpty)
    }
}
