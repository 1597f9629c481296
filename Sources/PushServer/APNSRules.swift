import ActivityModel
import Foundation

/// APNs' checks on a notification request, as pure values: a request in, APNs' answer out.
///
/// The checks run in the order docs/ACTIVITYKIT.md gives (path, method, duplicate headers, provider
/// token, then each header, the device token and the body) and the first failure is the answer,
/// as APNs answers one reason per request. Nothing here looks at what the phone will make of the
/// body: APNs does not, and answers 200 to a push the phone then drops.
public struct APNSRules: Sendable {
    /// Bundle ids pushes may address (`--bundle-id`); nil accepts any, as a team owning every app.
    public var bundleIDs: Set<String>?
    public var providerTokens: ProviderTokenCheck
    /// The environment this endpoint stands for (api.push.apple.com: production; the sandbox:
    /// development): a client certificate marked only for the other is `BadCertificateEnvironment`.
    public var environment: ClientCertificate.Environment
    /// APNs' limit for a Live Activity body (4 KB), counted in bytes.
    public static let maximumBodyBytes = PushPayload.maximumBodyBytes
    /// APNs' limit on `apns-collapse-id`.
    public static let maximumCollapseIDBytes = 64
    /// The longest device token accepted, in bytes (hex digits / 2). Device tokens are 32 bytes,
    /// Live Activity push tokens longer (80 seen); APNs documents no upper bound (uncertain).
    public static let maximumTokenBytes = 256
    static let topicSuffix = ".push-type.liveactivity"
    static let devicePrefix = "/3/device/"
    static let broadcastPrefix = "/4/broadcasts/apps/"

    public init(bundleIDs: Set<String>? = nil, providerTokens: ProviderTokenCheck = ProviderTokenCheck(),
                environment: ClientCertificate.Environment = .production) {
        self.bundleIDs = bundleIDs
        self.providerTokens = providerTokens
        self.environment = environment
    }

    /// Judges `request` received at `now`; `newID` makes the UUID answered when the request sent no
    /// id. An id that was sent is answered as sent, byte for byte, on a refusal too (APNs' answer carries
    /// "the same value found in the apns-id field of the request"): clients match answers to requests
    /// by that exact string.
    public func judge(_ request: APNSRequest, now: Date, newID: () -> String = APNSRules.newUUID) -> APNSDecision {
        let broadcast = request.path.hasPrefix(APNSRules.broadcastPrefix)
        let idHeader = broadcast ? "apns-request-id" : "apns-id"
        let headers = CheckedHeaders(request)
        let sentID = headers.values(of: idHeader).first
        let apnsID = sentID ?? newID()
        func refuse(_ reason: APNSReason) -> APNSDecision {
            .refused(.refused(reason, apnsID: apnsID, idHeader: idHeader))
        }

        // Where: an unknown path is 404 whatever the method.
        let target: PathTarget
        if request.path.hasPrefix(APNSRules.devicePrefix) {
            target = .device(String(request.path.dropFirst(APNSRules.devicePrefix.count)))
        } else if broadcast {
            target = .broadcast(String(request.path.dropFirst(APNSRules.broadcastPrefix.count)))
        } else {
            return refuse(.badPath)
        }
        // Bytes, not `String.contains`: Foundation's substring search cost more than the rest.
        if case .device(let token) = target, APNSRules.containsSlash(token) { return refuse(.badPath) }
        if case .broadcast(let bundle) = target, bundle.isEmpty || APNSRules.containsSlash(bundle) { return refuse(.badPath) }
        guard request.method == "POST" else { return refuse(.methodNotAllowed) }
        if headers.duplicated { return refuse(.duplicateHeaders) }
        // The connection's credential: its client certificate, else a provider token.
        if let certificate = request.clientCertificate {
            guard !certificate.topics.isEmpty else { return refuse(.badCertificate) }
            if !certificate.environments.isEmpty, !certificate.environments.contains(environment) { return refuse(.badCertificateEnvironment) }
        } else if let reason = providerTokens.check(headers.values(of: "authorization"), now: now) {
            return refuse(reason)
        }

        // The headers, in the order APNs' documentation lists them.
        guard headers.values(of: "apns-push-type").first == "liveactivity" else { return refuse(.invalidPushType) }
        var topic: String? = nil
        switch target {
        case .device:
            guard let sent = headers.values(of: "apns-topic").first, !sent.isEmpty else { return refuse(.missingTopic) }
            guard sent.hasSuffix(APNSRules.topicSuffix), sent.utf8.count > APNSRules.topicSuffix.utf8.count else { return refuse(.badTopic) }
            if bundleIDs != nil || request.clientCertificate != nil {  // the bundle id made only when asked for
                let bundle = String(sent.dropLast(APNSRules.topicSuffix.count))
                if let allowed = bundleIDs, !allowed.contains(bundle) { return refuse(.topicDisallowed) }
                if let certificate = request.clientCertificate, !certificate.allows(bundleID: bundle) { return refuse(.topicDisallowed) }
            }
            topic = sent
        case .broadcast(let bundle):
            if let allowed = bundleIDs, !allowed.contains(bundle) { return refuse(.topicDisallowed) }
            if let certificate = request.clientCertificate, !certificate.allows(bundleID: bundle) { return refuse(.topicDisallowed) }
            guard let channel = headers.values(of: "apns-channel-id").first, !channel.isEmpty else { return refuse(.missingChannelId) }
            guard APNSRules.isBase64(channel) else { return refuse(.badChannelId) }
        }
        let priority: Int
        if let sent = headers.values(of: "apns-priority").first {
            switch sent {
            case "5": priority = 5
            case "10": priority = 10
            case "1" where broadcast: priority = 1
            default: return refuse(.badPriority)
            }
        } else {
            priority = 10
        }
        var expiration: Int? = nil
        if let sent = headers.values(of: "apns-expiration").first {
            guard !sent.isEmpty, sent.utf8.count <= 19, sent.allUTF8Bytes(satisfy: { $0 >= 0x30 && $0 <= 0x39 }), let value = Int(sent) else {
                return refuse(.badExpirationDate)
            }
            expiration = value
        }
        if let sentID, !APNSRules.isUUID(sentID) { return refuse(.badMessageId) }
        let collapseID = headers.values(of: "apns-collapse-id").first
        if let collapseID, collapseID.utf8.count > APNSRules.maximumCollapseIDBytes { return refuse(.badCollapseId) }

        let pushTarget: PushTarget
        switch target {
        case .device(let token):
            guard !token.isEmpty else { return refuse(.missingDeviceToken) }
            guard let device = APNSRules.deviceToken(token) else { return refuse(.badDeviceToken) }
            pushTarget = .device(token: device)
        case .broadcast(let bundle):
            pushTarget = .channel(bundleID: bundle, channelID: headers.values(of: "apns-channel-id")[0])
        }
        guard !request.body.isEmpty else { return refuse(.payloadEmpty) }
        guard request.body.count <= APNSRules.maximumBodyBytes else { return refuse(.payloadTooLarge) }
        return .accepted(AcceptedPush(target: pushTarget, apnsID: apnsID, priority: priority, topic: topic,
                                      expiration: expiration, collapseID: collapseID, body: request.body))
    }

    enum PathTarget {
        case device(String)
        case broadcast(String)
    }

    /// A canonical UUID: 8-4-4-4-12 hex digits, either case.
    public static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (i, b) in bytes.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard b == UInt8(ascii: "-") else { return false }
            } else if !ASCII.isHexDigit(b) {
                return false
            }
        }
        return true
    }

    /// The device `token` names, lowercase (APNs' tokens are lowercase hex; one sent in capitals is
    /// the same device), or nil when it is not an even count of hex digits within the limit. One
    /// pass over the bytes finds both, and the token is copied only when it has capitals.
    static func deviceToken(_ token: String) -> String? {
        let count = token.utf8.count
        guard count % 2 == 0, count <= maximumTokenBytes * 2 else { return nil }
        var capitals = false
        guard token.allUTF8Bytes(satisfy: { byte in
            if byte >= 0x41 && byte <= 0x46 { capitals = true }
            return ASCII.isHexDigit(byte)
        }) else { return nil }
        return capitals ? token.lowercased() : token
    }

    static func containsSlash(_ text: String) -> Bool {
        !text.allUTF8Bytes { $0 != UInt8(ascii: "/") }
    }

    /// A channel id is base64 (ActivityKit's `PushType.channel(_:)`), at most 256 bytes here.
    static func isBase64(_ text: String) -> Bool {
        guard text.utf8.count <= 256, text.utf8.count % 4 == 0 else { return false }
        return Data(base64Encoded: text) != nil
    }

    /// A new lowercase UUID, as APNs makes when the request has none (`RequestID`).
    public static func newUUID() -> String { RequestID.next() }
}
