import ActivityModel
import ActivityRender
import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// The preview as an APNs endpoint (`serve`, `preview --listen`): every request reaches the log
/// pane, refused ones too, and the status bar says where to send pushes and how many came.
@Suite struct EndpointLogTests {
    let t0 = PreviewFixture.t0
    let start = 1_795_341_600
    static let token = String(repeating: "a1", count: 40)
    static let address = "http://127.0.0.1:2197"

    func request(status: Int = 200, reason: String? = nil, path: String = "/3/device/\(token)", at seconds: Int,
                 values: [FeedValue] = []) -> EndpointRequest {
        EndpointRequest(status: status, reason: reason, method: "POST", path: path, token: path.hasSuffix(Self.token) ? Self.token : nil,
                        channelID: nil, apnsID: UUID().uuidString.lowercased(), receivedAt: Date(timeIntervalSince1970: TimeInterval(seconds)),
                        values: values)
    }

    /// A delivery push as the record keeps it: the token is its activity.
    func recorded(_ event: String, at seconds: Int, step: String, note: String) -> FeedValue {
        let push = PreviewFixture.push(event, at: seconds, step: step, note: note)
        guard case .parsed(var json) = push.content, case .object(var members) = json else { return push }
        members.insert(JSONMember(key: "activity", value: .string(Self.token)), at: 0)
        json = .object(members)
        return FeedValue(content: .parsed(json), line: 1, byteCount: push.byteCount)
    }

    @Test func everyRequestIsLoggedWithItsStatusAndTheStatusBarCountsThem() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0.addingTimeInterval(5), endpoint: Self.address)
        #expect(PreviewFixture.text(state).contains("\(Self.address) · 0 requests"))
        state.reduce(.requests([
            request(at: start, values: [recorded("start", at: start, step: "preparing", note: "Cooking now")]),
            request(status: 400, reason: "BadTopic", at: start + 1),
            request(status: 403, reason: "MissingProviderToken", path: "/3/device/\u{1B}[31mred", at: start + 2),
            request(at: start + 3, values: [recorded("update", at: start + 3, step: "teleported", note: "Nowhere")]),
            EndpointRequest(status: 200, reason: nil, method: "POST", path: "/4/broadcasts/apps/com.example.delivery", token: nil,
                            channelID: "Y2hhbm5lbDE=", apnsID: UUID().uuidString, receivedAt: Date(timeIntervalSince1970: TimeInterval(start + 4)),
                            values: []),
        ], served: 5, notShown: 0))
        let screen = PreviewFixture.text(state)
        #expect(screen.contains("\(Self.address) · 5 requests"), "the status bar:\n\(screen)")
        #expect(screen.contains("Cooking now"), "the accepted push is on the mockup")
        #expect(screen.contains("10:00:00  200  applied start a1a1a1a1…a1a1a1a1"))
        #expect(screen.contains("10:00:01  400  BadTopic  POST /3/device/a1a1a1a1…a1a1a1a1"))
        #expect(screen.contains("10:00:02  403  MissingProviderToken  POST /3/device/␛[31mred"), "payload text is sanitised")
        #expect(screen.contains("10:00:03  200  rejected update a1a1a1a1…a1a1a1a1"))
        #expect(screen.contains("10:00:04  200  no activity listens  channel Y2hhbm5lbDE="), "a broadcast no activity listens to")
        #expect(screen.contains("1 applied · 0 ignored · 1 rejected · 2 refused"))
    }

    @Test func theCountMovesWhileTheFeedIsPausedAndTimeTravelKeepsIt() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0.addingTimeInterval(5), endpoint: Self.address)
        state.reduce(.requests([request(status: 400, reason: "BadTopic", at: start)], served: 1, notShown: 0))
        state.reduce(.key(.character(" ")))
        state.reduce(.requests([], served: 3, notShown: 0))
        #expect(PreviewFixture.text(state).contains("\(Self.address) · 3 requests"), "paused, the count still moves")
        state.reduce(.key(.character(" ")))
        state.reduce(.key(.character("[")))
        let back = PreviewFixture.text(state)
        #expect(back.contains("3 requests"), "a count of what happened, not of what the clock shows")
        #expect(!back.contains("BadTopic"), "the refused request comes and goes with the clock like a push")
        state.reduce(.key(.character("0")))
        #expect(PreviewFixture.text(state).contains("10:00:00  400  BadTopic"))
    }

    @Test func requestsThePreviewFellBehindOnAreSaidToBeMissing() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0, endpoint: Self.address)
        state.reduce(.requests([], served: 2000, notShown: 976))
        #expect(PreviewFixture.text(state).contains("976 requests not shown"))
    }

    /// Failures before any request (a TLS handshake, bytes that are not HTTP/2) reach the log pane
    /// as the headless log has them, and the title counts the failed connections.
    @Test func connectionEventsAreLoggedWithThePeerAndWhatHappened() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0.addingTimeInterval(5), endpoint: Self.address)
        state.reduce(.connections([
            EndpointConnection(peer: "127.0.0.1:50312", kind: "tlsHandshakeFailed", isFailure: true,
                               message: "the client does not trust the certificate", at: t0.addingTimeInterval(1)),
            EndpointConnection(peer: "127.0.0.1:50314", kind: "http1", isFailure: false,
                               message: "HTTP/1.1: served, but APNs speaks only HTTP/2", at: t0.addingTimeInterval(2)),
        ]))
        let screen = PreviewFixture.text(state)
        #expect(screen.contains("10:00:01  conn  127.0.0.1:50312  tlsHandshakeFailed  the client does not trust the certificate"), "\(screen)")
        #expect(screen.contains("10:00:02  conn  127.0.0.1:50314  http1  HTTP/1.1: served, but APNs speaks only HTTP/2"))
        #expect(screen.contains("0 refused · 1 connection failed"))
        #expect(state.log.entries.compactMap(\.connection).map(\.kind) == ["tlsHandshakeFailed", "http1"])
    }

    /// A verdict's diagnostics are read whole in a narrow log pane: long lines wrap, indented, and
    /// the device token is shortened in them too.
    @Test func aLongDiagnosticWrapsWithTheTokenShortened() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0.addingTimeInterval(5), size: Size(width: 60, height: 40),
                                             endpoint: Self.address)
        state.reduce(.requests([
            request(at: start, values: [recorded("start", at: start, step: "preparing", note: "Cooking")]),
            request(at: start + 1, values: [recorded("end", at: start + 1, step: "delivered", note: "Done")]),
            request(at: start + 2, values: [recorded("update", at: start + 2, step: "delivering", note: "Too late")]),
        ], served: 3, notShown: 0))
        let result = try #require(state.log.entries.last?.result)
        let diagnostic = try #require(result.diagnostics.first { $0.code == "lifecycle.afterEnd" })
        let message = DiagnosticText.line(diagnostic)
        #expect(message.contains(ShortID.of(Self.token)))
        #expect(CellWidth.of(message) > 60)
        let rows = PreviewScreen.render(state).cells.rows()
        #expect(!rows.joined().contains(Self.token))
        // The wrapped rows, put back together, hold the whole message.
        let words = { (text: String) in text.split(separator: " ").joined(separator: " ") }
        #expect(words(rows.joined(separator: " ")).contains(words(message)), "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.hasPrefix("      ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "continuation rows are indented")
    }

    /// An endpoint with nothing received yet says where to send a push.
    @Test func anEmptyScreenSaysWhereItWaitsForAPush() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0, endpoint: "https://127.0.0.1:2197")
        #expect(PreviewFixture.text(state).contains("waiting for a push at https://127.0.0.1:2197/3/device/<token>"))
        state.reduce(.requests([request(at: start, values: [recorded("start", at: start, step: "preparing", note: "Cooking")])],
                               served: 1, notShown: 0))
        #expect(!PreviewFixture.text(state).contains("waiting for a push"))
    }

    /// A token in a log line is its first and last 8 digits; a short one, or one whose characters
    /// are not ASCII (a path serve could not read a hex token from), is cut by characters, never
    /// inside one.
    @Test func aTokenIsShortenedToItsFirstAndLastEightCharacters() {
        #expect(ShortID.of(Self.token) == "a1a1a1a1…a1a1a1a1")
        #expect(ShortID.of("0123456789abcdef0123") == "0123456789abcdef0123")
        let accented = String(repeating: "é", count: 12)  // 24 bytes, 12 characters
        #expect(ShortID.of(accented) == accented)
        let long = "ééééééééxxxxxxxxxxxxxxxxxxxxñññññññ!"
        #expect(ShortID.of(long) == "éééééééé…ñññññññ!")
    }
}
