import ActivityModel
import Foundation

/// What the endpoint did with one request: APNs' answer, and for an accepted push the phone's
/// verdict for each activity it reached. The log pane and `serve --headless` print these.
public struct ServedRequest: Sendable {
    public var method: String
    public var path: String
    public var response: APNSResponse
    /// The device token, or nil for a broadcast and for a request refused before its token was read.
    public var token: String?
    /// The broadcast channel id, for `POST /4/broadcasts/apps/...`.
    public var channelID: String?
    /// One result per activity the push reached (a device push: one; a broadcast: each subscriber).
    public var results: [PushResult]
    public var receivedAt: Date
    /// Set on the first request the record could not keep (a full disk): why, to report once.
    public var recordFailure: String?
    /// The feed values the push became, one per activity reached, as the record keeps them: what
    /// the interactive preview replays and judges for its screen.
    public var values: [FeedValue] = []
    /// The protocol the request came over: `h2`, or `http/1.1` / `http/1.0`, which APNs refuses.
    public var protocolName = "h2"
    /// For a device push the phone judged: its activity's phase right after it (stale at once, for
    /// one whose stale-date had passed).
    public var phase: ActivityPhase?
    /// With `PushEndpoint(sharesPhone: true)`, the endpoint's evaluator right after each value (one
    /// per `results`): the phone itself, for a screen that shows it instead of judging again.
    public var phones: [FeedEvaluator] = []

    public init(method: String, path: String, response: APNSResponse, token: String?, channelID: String?,
                results: [PushResult], receivedAt: Date) {
        self.method = method
        self.path = path
        self.response = response
        self.token = token
        self.channelID = channelID
        self.results = results
        self.receivedAt = receivedAt
    }

    /// The phone's verdict over every activity reached: the worst of them (rejected, then ignored);
    /// nil when APNs refused the request or a broadcast reached no activity.
    public var verdict: PushVerdict? {
        let verdicts = results.map(\.verdict)
        if verdicts.contains(.rejected) { return .rejected }
        if verdicts.contains(.ignored) { return .ignored }
        return verdicts.isEmpty ? nil : .applied
    }

    public var diagnostics: [Diagnostic] { results.flatMap(\.diagnostics) }
}
