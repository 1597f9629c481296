import Foundation
import Testing

/// `livepeek serve` without `--headless` and `preview --listen`: the preview screen with the endpoint
/// as its live feed, driven in tmux and pushed to with curl.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ServeScreenTests {
    static func port(in screen: String) -> Int? {
        guard let range = screen.range(of: #"live 127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else { return nil }
        return Int(screen[range].split(separator: ":")[1])
    }

    func pushAndSee(_ command: String) throws {
        let session = try TmuxSession(command, width: 120, height: 40)
        defer { session.close() }
        let screen = try session.waitFor("the address in the status") { Self.port(in: $0) != nil }
        let port = try #require(Self.port(in: screen))
        let t = Int(Date().timeIntervalSince1970) - 60
        let body = PreviewTerminalTests.push("start", at: t, step: "preparing", note: "Pushed over HTTP/2")
        let answer = try ServeEndToEndTests.curl(port: port, h2: true, body: body)
        #expect(answer.status == 200)
        let broken = try ServeEndToEndTests.curl(port: port, h2: false, body: ServeEndToEndTests.updateBody(t + 30, step: "teleported"))
        #expect(broken.status == 200)
        // Refused as APNs refuses it: no phone sees it, and the log pane still lists it.
        let refused = try ServeEndToEndTests.curl(port: port, h2: true, headers: ["apns-push-type: liveactivity"],
                                                  body: ServeEndToEndTests.updateBody(t + 40))
        #expect(refused.status == 400)
        let shown = try session.waitFor(text: "3 requests")
        #expect(shown.contains("Pushed over HTTP/2"), "the push is on the mockup")
        let rows = shown.split(separator: "\n").map(String.init)
        #expect(rows.first?.contains("http://127.0.0.1:\(port) · 3 requests") == true, "the status bar: \(rows.first ?? "")")
        #expect(shown.contains("1 applied · 0 ignored · 1 rejected · 1 refused"))
        #expect(shown.contains("200  applied start a1a1a1a1…a1a1a1a1"))
        #expect(shown.contains("200  rejected update a1a1a1a1…a1a1a1a1"))
        #expect(shown.contains("contract.unknownEnumCase"), "the verdict's reason is in the log pane")
        #expect(shown.contains("400  MissingTopic  POST /3/device/a1a1a1a1…a1a1a1a1"))
        #expect(shown.range(of: #"conn  127\.0\.0\.1:[0-9]+  http1  "#, options: .regularExpression) != nil,
                "the HTTP/1.1 connection is on the log pane as the headless log has it")
        try session.keys("q")
    }

    @Test func serveShowsEachAcceptedPushOnThePreview() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        try pushAndSee("\(binary.path) serve Samples/delivery --port 0")
    }

    /// The screen reads the activity `--activity` names in Swift sources holding two, with the
    /// static attributes `--attributes` gives, and judges pushes against its contract.
    @Test func serveOnSwiftSourcesTakesActivityAndAttributes() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) serve Tests/Widgets/fitness-two-activities --activity WorkoutAttributes "
                                      + #"--attributes '{"workoutType": "run", "goalMeters": 10000}' --port 0"#, width: 120, height: 40)
        defer { session.close() }
        let screen = try session.waitFor("the address in the status") { Self.port(in: $0) != nil }
        let port = try #require(Self.port(in: screen))
        let body = #"{"aps": {"timestamp": \#(Int(Date().timeIntervalSince1970) - 60), "event": "update", "content-state": {"startedAt": 817032600, "distanceMeters": 5230, "heartRate": 152, "activeCalories": 410, "isPaused": false}}}"#
        let answer = try ServeEndToEndTests.curl(port: port, h2: true,
                                                 headers: ["apns-push-type: liveactivity", "apns-topic: com.example.fitness.push-type.liveactivity"], body: body)
        #expect(answer.status == 200)
        let shown = try session.waitFor(text: "1 request")
        #expect(shown.contains("200  applied update a1a1a1a1…a1a1a1a1"), "\(shown)")
        try session.keys("q")
    }

    /// Paused, the screen keeps at most 1024 requests waiting (memory stays bounded whatever the
    /// backend sends) and, once unpaused, says how many it did not keep; the count has every one.
    @Test func aPausedScreenKeepsABoundedQueueAndSaysWhatItMissed() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) serve Samples/delivery --port 0", width: 120, height: 40)
        defer { session.close() }
        let screen = try session.waitFor("the address in the status") { Self.port(in: $0) != nil }
        let port = try #require(Self.port(in: screen))
        try session.keys(" ")
        _ = try session.waitFor(text: "PAUSED")
        // GET: refused 405 MethodNotAllowed, 1100 times, over HTTP/2.
        let load = try SpawnedCommand.run(["h2load", "-n", "1100", "-c", "1", "-m", "10", "http://127.0.0.1:\(port)/3/device/\(ServeEndToEndTests.token)"])
        #expect(load.status == 0, "\(load.stderr)")
        #expect(load.stdout.contains("1100 succeeded") || load.stdout.contains("1100 done"), "\(load.stdout)")
        _ = try session.waitFor(text: "1100 requests")
        try session.keys(" ")
        let shown = try session.waitFor(text: "76 requests not shown")
        #expect(shown.contains("1024 refused"), "\(shown)")
        #expect(shown.contains("405  MethodNotAllowed  GET /3/device/a1a1a1a1…a1a1a1a1"))
        try session.keys("q")
    }

    @Test func previewListenAddsTheEndpoint() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        try pushAndSee("\(binary.path) preview Samples/delivery --listen 127.0.0.1:0")
    }
}
