import ActivityModel
import Foundation
@testable import LivepeekCLI
import PreviewApp
import PushServer
import Testing

/// `serve`'s screen and its endpoint are one phone: a definition the screen reloads goes to the
/// endpoint, and comes back to the screen in the endpoint's order, between the requests judged by
/// the old definition and those judged by the new.
@Suite struct ServeReloadTests {
    static let token = String(repeating: "a1", count: 40)
    static let otherToken = String(repeating: "b2", count: 40)
    static let start = 1_795_341_600

    /// A start the delivery sample applies (its `note` is optional) and the edited one, with `note`
    /// required, rejects.
    static func startPush(_ token: String) -> APNSRequest {
        let body = #"{"aps":{"timestamp":\#(start),"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"confirmed","note":null},"alert":{"title":"Order confirmed","body":"On it"}}}"#
        return APNSRequest(method: "POST", path: "/3/device/\(token)",
                           headers: [(name: "apns-push-type", value: "liveactivity"),
                                     (name: "apns-topic", value: "com.example.delivery.push-type.liveactivity")],
                           body: Array(body.utf8))
    }

    @Test func aReloadReachesTheEndpointAndComesBackInItsOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-serve-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("activity.yaml")
        let original = try String(contentsOfFile: InProcess.path("Samples/delivery/activity.yaml"), encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)
        let options = try SwiftSourceOptions.parse([])
        let loaded = try CommandSupport.load(file.path, swift: options, start: Date())

        let live = try LiveEndpoint.start(definition: loaded.definition, options: .init(host: "127.0.0.1", port: 0))
        defer { live.finish() }
        var terminal: [Int32] = [-1, -1], signals: [Int32] = [-1, -1]
        #expect(pipe(&terminal) == 0 && pipe(&signals) == 0)
        defer { for end in terminal + signals { close(end) } }
        var input = PollingInput(terminalDescriptor: terminal[0], signalDescriptor: signals[0], takeSignals: { [] }, feed: nil, endpoint: live,
                                 definitionPath: file.path, definitionFiles: [file.path], definitionStamps: [nil], swiftSource: options)
        let endpoint = live.listener.endpoint
        let now = Date(timeIntervalSince1970: TimeInterval(Self.start))

        #expect(endpoint.handle(Self.startPush(Self.token), now: now).status == 200)
        try original.replacingOccurrences(of: "  note: String?\n", with: "  note: String\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(input.reloadDefinition().isEmpty, "the screen's reload comes back through the endpoint's queue")
        #expect(endpoint.handle(Self.startPush(Self.otherToken), now: now + 1).status == 200)
        #expect(endpoint.snapshot(at: now + 2).map(\.id) == [Self.token], "the endpoint's phone refused the second start")

        var order: [String] = []
        let deadline = Date().addingTimeInterval(5)
        while order.filter({ $0.hasPrefix("request") }).count < 2, Date() < deadline {
            for action in input.wait(until: Date().addingTimeInterval(0.1), readFeed: true) {
                switch action {
                case .requests(let requests, _, _): order += requests.map { "request \($0.token.map(ShortID.of) ?? "-")" }
                case .definitionReloaded(let definition, let path):
                    #expect(path == file.path && definition != loaded.definition)
                    order.append("reload")
                default: break
                }
            }
        }
        #expect(order == ["request \(ShortID.of(Self.token))", "reload", "request \(ShortID.of(Self.otherToken))"])
    }
}
