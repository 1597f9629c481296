/// A request APNs would answer 200: what the endpoint hands on to be judged as the phone judges it.
public struct AcceptedPush: Sendable, Equatable {
    public var target: PushTarget
    /// The id echoed in the answer (the request's, as sent, or a new UUID).
    public var apnsID: String
    /// 5 or 10 (10 when absent, as APNs assumes); 1 only on a broadcast.
    public var priority: Int
    public var topic: String?
    /// Unix seconds, when the request set `apns-expiration`.
    public var expiration: Int?
    public var collapseID: String?
    public var body: [UInt8]

    public init(target: PushTarget, apnsID: String, priority: Int, topic: String?, expiration: Int?,
                collapseID: String?, body: [UInt8]) {
        self.target = target
        self.apnsID = apnsID
        self.priority = priority
        self.topic = topic
        self.expiration = expiration
        self.collapseID = collapseID
        self.body = body
    }
}
