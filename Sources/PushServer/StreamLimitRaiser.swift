import Foundation
import NIOHPACK
import NIOHTTP2

/// APNs' rule for token-based connections: one stream until a request with a valid provider token
/// has been posted, then many (docs/ACTIVITYKIT.md, "Connections").
///
/// One per HTTP/2 connection when `serve` checks tokens (`--auth-key`): the connection opened with
/// `SETTINGS_MAX_CONCURRENT_STREAMS` = 1, and the first request on it whose `authorization`
/// verifies gets the SETTINGS payload that raises the limit to
/// `PushListener.maximumConcurrentStreams`; later requests get nothing. Whether that request is then
/// accepted (its topic, its body) does not matter: APNs asks for a valid token, nothing more.
struct StreamLimitRaiser {
    let tokens: ProviderTokenCheck
    private(set) var raised = false

    init(tokens: ProviderTokenCheck) {
        self.tokens = tokens
    }

    /// The SETTINGS to send for a request with `headers`, once.
    mutating func raise(for headers: HPACKHeaders, now: Date) -> HTTP2Frame.FramePayload? {
        guard !raised, tokens.check(headers["authorization"], now: now) == nil else { return nil }
        raised = true
        return .settings(.settings([HTTP2Setting(parameter: .maxConcurrentStreams, value: PushListener.maximumConcurrentStreams)]))
    }
}
