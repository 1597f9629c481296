/// What APNs does with one request: accepts it for delivery (answered 200) or refuses it.
public enum APNSDecision: Sendable, Equatable {
    case accepted(AcceptedPush)
    case refused(APNSResponse)

    /// The answer sent back: 200 with the id for an accepted push.
    public var response: APNSResponse {
        switch self {
        case .accepted(let push):
            if case .channel = push.target { return APNSResponse(status: 200, apnsID: push.apnsID, idHeader: "apns-request-id") }
            return APNSResponse(status: 200, apnsID: push.apnsID)
        case .refused(let response):
            return response
        }
    }
}
