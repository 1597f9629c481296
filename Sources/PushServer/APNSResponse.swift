/// The answer APNs gives to one request: a status, the notification's id header and, on an
/// error, a `{"reason": …}` body.
public struct APNSResponse: Sendable, Equatable {
    public var status: Int
    /// The request's own `apns-id` as it was sent (valid or not), else a new UUID.
    public var apnsID: String
    /// `apns-id` for device pushes; broadcasts answer with `apns-request-id`.
    public var idHeader: String
    public var reason: APNSReason?

    public init(status: Int, apnsID: String, idHeader: String = "apns-id", reason: APNSReason? = nil) {
        self.status = status
        self.apnsID = apnsID
        self.idHeader = idHeader
        self.reason = reason
    }

    public static func refused(_ reason: APNSReason, apnsID: String, idHeader: String = "apns-id") -> APNSResponse {
        APNSResponse(status: reason.status, apnsID: apnsID, idHeader: idHeader, reason: reason)
    }

    /// The body APNs sends: empty on success, `{"reason":"…"}` otherwise.
    public var body: String {
        reason.map { "{\"reason\":\"\($0.rawValue)\"}" } ?? ""
    }
}
