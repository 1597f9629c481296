import ActivityModel
import Foundation

/// One request the APNs endpoint answered (`serve`, `preview --listen`), as the preview logs it:
/// APNs' answer, and for a push APNs accepted the feed values it became.
///
/// Every request is one: those APNs refuses (a bad topic, a missing token) reach the log pane with
/// their status and reason, though no phone ever sees them. An accepted push carries one value per
/// activity it reached (a broadcast, each subscriber; one no activity listens to, none), and with
/// them the endpoint's judgement of each (`EndpointJudgement`), so the log shows the phone's verdict
/// next to 200 and the screen shows that phone.
public struct EndpointRequest: Sendable, Equatable {
    /// The HTTP status answered.
    public var status: Int
    /// APNs' `reason` when refused (`BadTopic`).
    public var reason: String?
    public var method: String
    public var path: String
    /// The device token, when the path had one.
    public var token: String?
    /// The broadcast channel, for `POST /4/broadcasts/apps/…`.
    public var channelID: String?
    public var apnsID: String
    public var receivedAt: Date
    /// The record lines the push became, as framed feed values: what the preview evaluates.
    public var values: [FeedValue]
    /// Why the record stopped keeping pushes, on the first request it could not keep.
    public var recordFailure: String?
    /// One per value when the endpoint shares its phone; empty, the preview judges the values itself.
    public var judgements: [EndpointJudgement] = []

    public init(status: Int, reason: String?, method: String, path: String, token: String?, channelID: String?,
                apnsID: String, receivedAt: Date, values: [FeedValue], recordFailure: String? = nil) {
        self.status = status
        self.reason = reason
        self.method = method
        self.path = path
        self.token = token
        self.channelID = channelID
        self.apnsID = apnsID
        self.receivedAt = receivedAt
        self.values = values
        self.recordFailure = recordFailure
    }

    /// Equal by what the request says; the phones its judgements carry are not compared.
    public static func == (a: EndpointRequest, b: EndpointRequest) -> Bool {
        a.status == b.status && a.reason == b.reason && a.method == b.method && a.path == b.path && a.token == b.token
            && a.channelID == b.channelID && a.apnsID == b.apnsID && a.receivedAt == b.receivedAt && a.values == b.values
            && a.recordFailure == b.recordFailure && a.judgements.lazy.map(\.result).elementsEqual(b.judgements.lazy.map(\.result))
    }
}
