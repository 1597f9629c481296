import ActivityModel
import ActivityRender
import Canvas
import DefinitionLoader
import Foundation
import PreviewApp
import PushFeed
import Testing

/// What `serve --record` keeps replays as the endpoint judged it: `validate`, `dump --feed` and
/// `preview --feed` of the record show the verdicts and the activities the endpoint answered with,
/// for every kind of push a backend sends (applied, older, contract-breaking, a second token's
/// start, a broadcast), and a refused request is in none of them.
@Suite(.serialized) struct ServeRecordReplayTests {
    static let second = String(repeating: "b2", count: 40)
    static let channel = "Y2hhbm5lbDE="

    @Test func aRecordReplaysWithTheEndpointsVerdictsAndActivities() throws {
        let folder = try TemporaryFolder.create("serve-replay")
        defer { TemporaryFolder.remove(folder) }
        let record = folder.appendingPathComponent("record.ndjson").path
        let serve = try ServeProcess([ServeEndToEndTests.activity, "--format", "json", "--record", record], in: folder)
        defer { serve.stop() }
        let t = 1_795_341_600
        let first = ServeEndToEndTests.token
        let started = ServeEndToEndTests.startBody(t).replacingOccurrences(of: #""event":"start","#,
                                                                          with: #""event":"start","input-push-channel":"\#(Self.channel)","#)
        let pushes: [(path: String, headers: [String], body: String)] = [
            ("/3/device/\(first)", [], started),
            ("/3/device/\(first)", [], ServeEndToEndTests.updateBody(t + 60)),
            ("/3/device/\(first)", [], ServeEndToEndTests.updateBody(t + 30)),
            ("/3/device/\(first)", [], ServeEndToEndTests.updateBody(t + 90, step: "teleported")),
            ("/3/device/\(Self.second)", [], ServeEndToEndTests.startBody(t + 100)),
            ("/4/broadcasts/apps/com.example.delivery", ["apns-channel-id: \(Self.channel)"], ServeEndToEndTests.updateBody(t + 120, step: "pickedUp")),
        ]
        for (index, push) in pushes.enumerated() {
            let headers = ["apns-push-type: liveactivity", "apns-topic: \(ServeEndToEndTests.topic)"] + push.headers
            let answer = try ServeEndToEndTests.curl(port: serve.port, path: push.path, h2: index % 2 == 0, headers: headers, body: push.body)
            #expect(answer.status == 200, "push \(index)")
        }
        let refused = try ServeEndToEndTests.curl(port: serve.port, h2: true, headers: ["apns-push-type: liveactivity", "apns-topic: nope"],
                                                  body: ServeEndToEndTests.updateBody(t + 200))
        #expect(refused.status == 400)
        #expect(serve.stop() == 0)

        // What the endpoint answered.
        let log = try serve.logLines()
        let verdicts = ["applied", "applied", "ignored", "rejected", "applied", "applied"]
        #expect(log.map { $0["verdict"] as? String } == verdicts + [nil])
        #expect(log.last?["reason"] as? String == "BadTopic")
        let activities = [first, first, first, first, Self.second, first]
        #expect(log[5]["activities"] as? [String] == [first], "the broadcast reached the activity that subscribed")

        // validate of the record.
        let validate = try BinaryRunner.run(["validate", ServeEndToEndTests.activity, record, "--format", "json"])
        let results = (try JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [String: Any])?["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["verdict"] as? String } == verdicts, "\(validate.stdout)")
        #expect(results.map { $0["activity"] as? String } == activities)

        // dump of the record, after the last push: both activities, each in the state the endpoint left it.
        let end = String(Int(Date().timeIntervalSince1970) + 5)
        let dump = try BinaryRunner.run(["dump", ServeEndToEndTests.activity, "--feed", record, "--now", end, "--format", "json"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let shown = (try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])?["activities"] as? [[String: Any]] ?? []
        #expect(Set(shown.compactMap { $0["id"] as? String }) == [first, Self.second])
        let steps = Dictionary(uniqueKeysWithValues: shown.compactMap { activity -> (String, String)? in
            guard let id = activity["id"] as? String, let state = activity["state"] as? [String: Any],
                  let step = state["currentStep"] as? String else { return nil }
            return (id, step)
        })
        #expect(steps == [first: "pickedUp", Self.second: "confirmed"], "\(dump.stdout)")

        // preview --feed of the record: the screen's log has the same verdicts, for the same activities.
        let state = try Self.previewed(record: record, at: try #require(Double(end)))
        let logged = state.log.entries.compactMap(\.result)
        #expect(logged.map(\.verdict.rawValue) == verdicts)
        #expect(logged.map(\.activityID) == activities)
        #expect(state.activities.map(\.id).sorted() == [first, Self.second].sorted())
        guard TmuxSession.isAvailable, let binary = BinaryRunner.binary else { return }
        // And the command itself, in a terminal: its log pane counts the same verdicts.
        let session = try TmuxSession("\(binary.path) preview Samples/delivery --feed \(record) --now \(end)", width: 160, height: 50)
        defer { session.close() }
        let screen = try session.waitFor(text: "read to the end")
        #expect(screen.contains("4 applied · 1 ignored · 1 rejected"), "\(screen)")
        // The tokens shortened, as everywhere on the screen.
        #expect(screen.contains("ignored update \(ShortID.of(first))") && screen.contains("rejected update \(ShortID.of(first))"))
        #expect(screen.contains("applied start \(ShortID.of(Self.second))"))
        try session.keys("q")
    }

    /// The preview as `preview Samples/delivery --feed RECORD --now T` starts: a script, read whole.
    static func previewed(record: String, at seconds: Double) throws -> PreviewState {
        let loaded = try DefinitionLoader.load(path: ServeEndToEndTests.activity)
        let now = Date(timeIntervalSince1970: seconds)
        let configuration = PreviewState.Configuration(
            definition: loaded.definition, definitionFile: loaded.file.path, feedMode: .script, feedName: record,
            devices: DeviceProfile.all, device: .iPhoneStandard, themes: [], theme: "dark", locale: "en",
            dynamicTypeSize: .large, now: now, speed: 1)
        var state = PreviewState(configuration, real: now, size: Size(width: 160, height: 60), capabilities: TerminalCapabilities())
        var values: [FeedValue] = []
        try FeedReader(path: record).forEach { values.append($0) }
        state.reduce(.feed(values))
        return state
    }
}
