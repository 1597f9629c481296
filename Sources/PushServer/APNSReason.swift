/// The `reason` strings APNs puts in an error body, with the HTTP status each comes with.
///
/// Names and statuses are Apple's ("Handling notification responses from APNs"); which check
/// produces which, in order, is in docs/ACTIVITYKIT.md, "APNs requests".
public enum APNSReason: String, Sendable, Equatable, CaseIterable {
    case badCollapseId = "BadCollapseId"
    case badDeviceToken = "BadDeviceToken"
    case badExpirationDate = "BadExpirationDate"
    case badMessageId = "BadMessageId"
    case badPriority = "BadPriority"
    case badTopic = "BadTopic"
    case duplicateHeaders = "DuplicateHeaders"
    case invalidPushType = "InvalidPushType"
    case missingDeviceToken = "MissingDeviceToken"
    case missingTopic = "MissingTopic"
    case payloadEmpty = "PayloadEmpty"
    case topicDisallowed = "TopicDisallowed"
    case missingChannelId = "MissingChannelId"
    case badChannelId = "BadChannelId"
    case badCertificate = "BadCertificate"
    case badCertificateEnvironment = "BadCertificateEnvironment"
    case expiredProviderToken = "ExpiredProviderToken"
    case invalidProviderToken = "InvalidProviderToken"
    case missingProviderToken = "MissingProviderToken"
    case badPath = "BadPath"
    case methodNotAllowed = "MethodNotAllowed"
    case payloadTooLarge = "PayloadTooLarge"
    case internalServerError = "InternalServerError"
    /// In a GOAWAY's debug data: the connection was closed for being idle.
    case idleTimeout = "IdleTimeout"
    /// The server is shutting down: in a GOAWAY's debug data, and the answer to a request it will
    /// not finish reading.
    case shutdown = "Shutdown"

    /// The HTTP status APNs answers with this reason.
    public var status: Int {
        switch self {
        case .expiredProviderToken, .invalidProviderToken, .missingProviderToken, .badCertificate, .badCertificateEnvironment: return 403
        case .badPath: return 404
        case .methodNotAllowed: return 405
        case .payloadTooLarge: return 413
        case .internalServerError: return 500
        case .shutdown: return 503
        default: return 400
        }
    }
}
