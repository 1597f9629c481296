import ActivityModel
import DefinitionLoader
import Foundation
import PushFeed
import PushServer
import Testing

/// The endpoint behind the listener: APNs' answer, the phone's verdict, the record, and the record's
/// replay giving the same verdicts.
@Suite struct PushEndpointTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tokenA = String(repeating: "a1", count: 40)
    static let tokenB = String(repeating: "b2", count: 40)
    static let start = 1_795_341_600

    static func definition() throws -> ActivityDefinition {
        try DefinitionLoader.load(path: root.appendingPathComponent("Samples/delivery").path).definition
    }

    static func push(_ token: String, _ body: String, headers: [(String, String)] = []) -> APNSRequest {
        APNSRequest(method: "POST", path: "/3/device/\(token)",
                    headers: [(name: "apns-push-type", value: "liveactivity"),
                              (name: "apns-topic", value: "com.example.delivery.push-type.liveactivity")]
                        + headers.map { (name: $0.0, value: $0.1) },
                    body: Array(body.utf8))
    }

    static func startBody(_ t: Int, channel: String? = nil) -> String {
        let input = channel.map { ",\"input-push-channel\":\"\($0)\"" } ?? ""
        return #"{"aps":{"timestamp":\#(t),"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"confirmed","note":null},"alert":{"title":"Order confirmed","body":"On it"}\#(input)}}"#
    }

    static func updateBody(_ t: Int, step: String = "preparing") -> String {
        #"{"aps":{"timestamp":\#(t),"event":"update","content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"\#(step)"}}}"#
    }

    final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var served: [ServedRequest] = []
        func add(_ s: ServedRequest) { lock.lock(); served.append(s); lock.unlock() }
    }

    static func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-record-\(UUID().uuidString).ndjson").path
    }

    @Test func eachTokenIsOneActivityAndEveryAcceptedPushIsAnswered200WhateverThePhoneMakesOfIt() throws {
        let collected = Collected()
        let endpoint = PushEndpoint(definition: try Self.definition(), rules: APNSRules(), record: nil, observer: collected.add)
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start))
        #expect(endpoint.handle(Self.push(Self.tokenA, Self.startBody(Self.start)), now: now).status == 200)
        #expect(endpoint.handle(Self.push(Self.tokenB, Self.startBody(Self.start)), now: now).status == 200)
        #expect(endpoint.handle(Self.push(Self.tokenA, Self.updateBody(Self.start + 60)), now: now + 60).status == 200)
        // Older than the last applied: ignored. Unknown enum case: rejected. Both 200.
        #expect(endpoint.handle(Self.push(Self.tokenA, Self.updateBody(Self.start + 30)), now: now + 61).status == 200)
        #expect(endpoint.handle(Self.push(Self.tokenB, Self.updateBody(Self.start + 90, step: "teleported")), now: now + 90).status == 200)
        #expect(endpoint.handle(Self.push(Self.tokenB, "{oops"), now: now + 91).status == 200)
        // APNs refuses this one: the phone never sees it.
        #expect(endpoint.handle(Self.push(Self.tokenB, Self.updateBody(Self.start + 95), headers: [("apns-priority", "7")]), now: now + 95).status == 400)

        let verdicts = collected.served.map(\.verdict)
        #expect(verdicts == [.applied, .applied, .applied, .ignored, .rejected, .rejected, nil])
        #expect(collected.served[3].diagnostics.map(\.code) == ["lifecycle.olderTimestamp"])
        #expect(collected.served[4].diagnostics.contains { $0.code == "contract.unknownEnumCase" })
        #expect(collected.served[5].diagnostics.map(\.code) == ["payload.malformedJSON"])
        #expect(collected.served[6].response.reason == .badPriority && collected.served[6].token == Self.tokenB)
        #expect(endpoint.snapshot(at: now + 100).count == 2, "two tokens, two activities side by side")
        #expect(endpoint.servedCount == 7)
    }

    @Test func theRecordReplaysWithTheSameVerdicts() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let collected = Collected()
        let definition = try Self.definition()
        let endpoint = PushEndpoint(definition: definition, rules: APNSRules(), record: try PushRecord(path: path), observer: collected.add)
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start) + 0.25)
        let pretty = "{\n  \"aps\": {\"timestamp\": \(Self.start + 120), \"event\": \"update\",\n \"content-state\": {\"driverName\": \"Ana\", \"estimatedDeliveryTime\": [817035900, 817036500], \"currentStep\": \"delivering\"}}\n}"
        let bodies: [(String, String)] = [
            (Self.tokenA, Self.startBody(Self.start)), (Self.tokenA, Self.updateBody(Self.start + 60)),
            (Self.tokenA, Self.updateBody(Self.start + 30)), (Self.tokenB, Self.updateBody(Self.start + 90, step: "nope")),
            (Self.tokenB, "{\"aps\": \n{\"timestamp\""), (Self.tokenA, pretty), (Self.tokenB, "[1,\n2] [3]"), (Self.tokenA, "{}"),
            (Self.tokenB, String(repeating: " ", count: 10)),
        ]
        for (i, (token, body)) in bodies.enumerated() {
            let headers = [("apns-id", "00000000-0000-0000-0000-00000000000\(i)")]
            #expect(endpoint.handle(Self.push(token, body, headers: headers), now: now + Double(i)).status == 200)
        }
        endpoint.finish()

        var replay = FeedEvaluator(definition: definition, clock: .fixed(now))
        var replayed: [PushResult] = []
        try FeedReader(path: path).forEach { replayed.append(replay.evaluate($0)) }
        #expect(replayed.count == bodies.count, "one line per push answered 200")
        #expect(replayed.map(\.verdict) == collected.served.map { $0.verdict ?? .rejected })
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for i in 0..<bodies.count where i != 4 && i != 6 && i != 8 {
            #expect(text.contains("\"id\":\"00000000-0000-0000-0000-00000000000\(i)\""), "record line \(i) keeps its apns-id")
        }
        #expect(text.contains("\"at\":1795341600.25,\"activity\":\"\(Self.tokenA)\""))
    }

    @Test func aBodyNearTheLimitIsNotCountedWithItsEnvelope() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let definition = try Self.definition()
        var body = Self.updateBody(Self.start)
        body.removeLast(2)
        body += ",\"pad\":\"" + String(repeating: "x", count: 4096 - body.utf8.count - 11) + "\"}}"
        #expect(body.utf8.count == 4096)
        let collected = Collected()
        let judged = PushEndpoint(definition: definition, rules: APNSRules(), record: try PushRecord(path: path), observer: collected.add)
        #expect(judged.handle(Self.push(Self.tokenA, body), now: Date(timeIntervalSince1970: TimeInterval(Self.start))).status == 200)
        #expect(collected.served[0].verdict == .applied, "\(collected.served[0].diagnostics)")
    }

    @Test func broadcastsUpdateEveryActivitySubscribedToTheChannel() throws {
        let collected = Collected()
        let endpoint = PushEndpoint(definition: try Self.definition(), rules: APNSRules(), record: nil, observer: collected.add)
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start))
        let channel = "dHN0LXNyY2gtY2hubA=="
        _ = endpoint.handle(Self.push(Self.tokenA, Self.startBody(Self.start, channel: channel)), now: now)
        _ = endpoint.handle(Self.push(Self.tokenB, Self.startBody(Self.start, channel: channel)), now: now)
        _ = endpoint.handle(Self.push(String(repeating: "cc", count: 32), Self.startBody(Self.start)), now: now)
        let broadcast = APNSRequest(method: "POST", path: "/4/broadcasts/apps/com.example.delivery",
                                    headers: [(name: "apns-push-type", value: "liveactivity"), (name: "apns-channel-id", value: channel)],
                                    body: Array(Self.updateBody(Self.start + 60, step: "delivering").utf8))
        let response = endpoint.handle(broadcast, now: now + 60)
        #expect(response.status == 200 && response.idHeader == "apns-request-id")
        let served = try #require(collected.served.last)
        #expect(served.results.map(\.activityID) == [Self.tokenA, Self.tokenB])
        #expect(served.verdict == .applied)
        // Nobody listens to another channel: still 200, no activity reached.
        var other = broadcast
        other.headers[1].value = "b3RoZXI="
        #expect(endpoint.handle(other, now: now + 61).status == 200)
        #expect(collected.served.last?.results.isEmpty == true, "no phone receives it")
        #expect(endpoint.snapshot(at: now + 61).count == 3, "and it starts nothing")
    }

    /// `--record-limit`: past it, answers are 500 with a reason said once, and the file stops growing.
    @Test func aRecordAtItsLimitTurnsAnswersInto500() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let collected = Collected()
        let endpoint = PushEndpoint(definition: try Self.definition(), rules: APNSRules(), record: try PushRecord(path: path, limit: 1000),
                                    observer: collected.add)
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start))
        #expect(endpoint.handle(Self.push(Self.tokenA, Self.startBody(Self.start)), now: now).status == 200)
        #expect(endpoint.handle(Self.push(Self.tokenA, Self.updateBody(Self.start + 1)), now: now).status == 200)
        let third = endpoint.handle(Self.push(Self.tokenA, Self.updateBody(Self.start + 2)), now: now)
        #expect(third.status == 500 && third.reason == .internalServerError)
        #expect(collected.served[2].recordFailure?.contains("--record-limit") == true)
        endpoint.finish()
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        #expect(size <= 1000 && size > 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 2, "every push answered 200, and only those")
    }

    @Test func aRecordThatCannotBeWrittenTurnsAnswersInto500() throws {
        // /dev/full fails every write with ENOSPC: a full disk.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let collected = Collected()
        let endpoint = PushEndpoint(definition: try Self.definition(), rules: APNSRules(), record: try PushRecord(path: "/dev/full"),
                                    observer: collected.add)
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start))
        let first = endpoint.handle(Self.push(Self.tokenA, Self.startBody(Self.start)), now: now)
        let second = endpoint.handle(Self.push(Self.tokenA, Self.updateBody(Self.start + 1)), now: now)
        #expect(first.status == 500 && first.reason == .internalServerError)
        #expect(second.status == 500)
        #expect(collected.served[0].recordFailure != nil)
        #expect(collected.served[1].recordFailure == nil, "reported once")
        #expect(endpoint.snapshot(at: now).isEmpty, "a push answered 500 is not delivered")
    }
}
