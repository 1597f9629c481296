import ActivityModel
import Foundation
import PushServer
import Testing
@testable import LivepeekCLI
@testable import PreviewApp

/// A request no phone judged reads the same in `serve --headless`'s log and the preview's log pane.
@Suite struct RequestLineTests {
    static let token = String(repeating: "a1", count: 40)
    let log = ServeLog(format: .text, style: TerminalStyle(enabled: false))

    func served(_ response: APNSResponse, path: String, token: String?, channel: String? = nil) -> ServedRequest {
        ServedRequest(method: "POST", path: path, response: response, token: token, channelID: channel, results: [], receivedAt: Date())
    }

    func shown(_ response: APNSResponse, path: String, token: String?, channel: String? = nil) -> String {
        LogPane.requestText(EndpointRequest(status: response.status, reason: response.reason?.rawValue, method: "POST", path: path,
                                                  token: token, channelID: channel, apnsID: response.apnsID, receivedAt: Date(), values: []))
    }

    @Test func aRefusedRequestNamesItsTokenByItsEndsInBothLogs() {
        let response = APNSResponse.refused(.badTopic, apnsID: "id-1")
        let path = "/3/device/\(Self.token)"
        let line = log.text(for: served(response, path: path, token: Self.token))
        #expect(line == "400  BadTopic  POST /3/device/a1a1a1a1…a1a1a1a1  id-1\n", "\(line)")
        #expect(line.hasPrefix(shown(response, path: path, token: Self.token)))
    }

    @Test func aBroadcastNoActivityHearsReadsTheSameInBothLogs() {
        let response = APNSResponse(status: 200, apnsID: "id-2")
        let path = "/4/broadcasts/apps/com.example.delivery"
        let line = log.text(for: served(response, path: path, token: nil, channel: "Y2hhbm5lbDE="))
        #expect(line == "200  no activity listens  channel Y2hhbm5lbDE=  id-2\n", "\(line)")
        #expect(line.hasPrefix(shown(response, path: path, token: nil, channel: "Y2hhbm5lbDE=")))
    }
}
