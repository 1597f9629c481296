import Crypto
import Foundation
@testable import PushServer
import Testing

/// APNs' answers to requests, check by check, in APNs' order.
@Suite struct APNSRulesTests {
    static let token = String(repeating: "ab", count: 32)
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let body = Array(#"{"aps":{"timestamp":1795000000,"event":"update","content-state":{}}}"#.utf8)

    static func request(method: String = "POST", path: String = "/3/device/\(token)",
                        headers: [(String, String)] = [("apns-push-type", "liveactivity"),
                                                       ("apns-topic", "com.example.app.push-type.liveactivity")],
                        body: [UInt8] = body) -> APNSRequest {
        APNSRequest(method: method, path: path, headers: headers.map { (name: $0.0, value: $0.1) }, body: body)
    }

    static func reason(_ request: APNSRequest, rules: APNSRules = APNSRules()) -> APNSReason? {
        rules.judge(request, now: now, newID: { "00000000-0000-0000-0000-000000000001" }).response.reason
    }

    static func replacing(_ name: String, with value: String?) -> [(String, String)] {
        var headers: [(String, String)] = [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.app.push-type.liveactivity")]
        headers.removeAll { $0.0 == name }
        if let value { headers.append((name, value)) }
        return headers
    }

    @Test func aValidPushIsAcceptedWithANewIDAndDefaultPriority() {
        let decision = APNSRules().judge(Self.request(), now: Self.now, newID: { "00000000-0000-0000-0000-000000000001" })
        guard case .accepted(let push) = decision else { Issue.record("refused: \(decision)"); return }
        #expect(push.target == .device(token: Self.token))
        #expect(push.priority == 10)
        #expect(decision.response == APNSResponse(status: 200, apnsID: "00000000-0000-0000-0000-000000000001"))
        #expect(decision.response.body == "")
    }

    /// Clients (aioapns) match an answer to its request by the exact `apns-id` string: an id
    /// answered in other letters, or replaced, leaves the request waiting forever.
    @Test func theRequestsOwnIDIsEchoedByteForByteOnAcceptanceAndOnRefusals() {
        let id = "EABEAE54-14A8-11E5-B60B-1697F925EC7B"
        let refused = APNSRules().judge(Self.request(headers: [("apns-id", id)]), now: Self.now)
        #expect(refused.response.apnsID == id)
        #expect(refused.response.reason == .invalidPushType)
        #expect(refused.response.body == #"{"reason":"InvalidPushType"}"#)
        let accepted = APNSRules().judge(Self.request(headers: Self.replacing("apns-id", with: id)), now: Self.now)
        guard case .accepted(let push) = accepted else { Issue.record("refused: \(accepted)"); return }
        #expect(push.apnsID == id && accepted.response.apnsID == id)
        let mixed = "eabeae54-14A8-11e5-B60B-1697f925EC7B"
        #expect(APNSRules().judge(Self.request(headers: Self.replacing("apns-id", with: mixed)), now: Self.now).response.apnsID == mixed)
    }

    /// APNs refuses an id that is not a UUID (`BadMessageId`, "the apns-id value is bad") and its answer
    /// still carries the id the request sent.
    @Test func aNonUUIDIDIsRefusedAndStillEchoed() {
        for bad in ["42", "not a uuid", "", "eabeae54-14a8-11e5-b60b-1697f925ec7b-extra", "\u{E9}t\u{E9}"] {
            let decision = APNSRules().judge(Self.request(headers: Self.replacing("apns-id", with: bad)), now: Self.now,
                                             newID: { "00000000-0000-0000-0000-000000000001" })
            #expect(decision.response.reason == .badMessageId, "\(bad)")
            #expect(decision.response.apnsID == bad, "\(bad)")
        }
        // Refused earlier for another reason, it is still the sent id that comes back.
        let path = APNSRules().judge(Self.request(path: "/nowhere", headers: [("apns-id", "42")]), now: Self.now)
        #expect(path.response.reason == .badPath && path.response.apnsID == "42")
    }

    @Test func pathAndMethod() {
        #expect(Self.reason(Self.request(path: "/3/devices/\(Self.token)")) == .badPath)
        #expect(Self.reason(Self.request(path: "/")) == .badPath)
        #expect(Self.reason(Self.request(method: "GET", path: "/nowhere")) == .badPath)
        #expect(Self.reason(Self.request(method: "GET")) == .methodNotAllowed)
        #expect(Self.reason(Self.request(method: "PUT")) == .methodNotAllowed)
        #expect(APNSReason.badPath.status == 404 && APNSReason.methodNotAllowed.status == 405)
    }

    @Test func duplicateHeadersAreRefusedBeforeTheirValuesAreRead() {
        let headers = Self.replacing("apns-priority", with: "10") + [("apns-priority", "10")]
        #expect(Self.reason(Self.request(headers: headers)) == .duplicateHeaders)
        let caseVariant = Self.replacing("apns-topic", with: "com.example.app.push-type.liveactivity") + [("APNS-Topic", "x")]
        #expect(Self.reason(Self.request(headers: caseVariant)) == .duplicateHeaders)
    }

    @Test func pushType() {
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-push-type", with: nil))) == .invalidPushType)
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-push-type", with: "alert"))) == .invalidPushType)
    }

    @Test func topic() {
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-topic", with: nil))) == .missingTopic)
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-topic", with: "com.example.app"))) == .badTopic)
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-topic", with: ".push-type.liveactivity"))) == .badTopic)
        let restricted = APNSRules(bundleIDs: ["com.example.other"])
        #expect(Self.reason(Self.request(), rules: restricted) == .topicDisallowed)
        #expect(Self.reason(Self.request(), rules: APNSRules(bundleIDs: ["com.example.app"])) == nil)
    }

    @Test func priority() {
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-priority", with: "5"))) == nil)
        for bad in ["1", "0", "11", "high", "", " 5"] {
            #expect(Self.reason(Self.request(headers: Self.replacing("apns-priority", with: bad))) == .badPriority, "\(bad)")
        }
    }

    @Test func expiration() {
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-expiration", with: "0"))) == nil)
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-expiration", with: "1795003600"))) == nil)
        for bad in ["-1", "soon", "1.5", "", "99999999999999999999"] {
            #expect(Self.reason(Self.request(headers: Self.replacing("apns-expiration", with: bad))) == .badExpirationDate, "\(bad)")
        }
    }

    @Test func messageID() {
        for bad in ["1", "eabeae54-14a8-11e5-b60b-1697f925ec7", "eabeae54x14a8-11e5-b60b-1697f925ec7b", "zabeae54-14a8-11e5-b60b-1697f925ec7b"] {
            #expect(Self.reason(Self.request(headers: Self.replacing("apns-id", with: bad))) == .badMessageId, "\(bad)")
        }
    }

    @Test func collapseIDUpTo64Bytes() {
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-collapse-id", with: String(repeating: "c", count: 64)))) == nil)
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-collapse-id", with: String(repeating: "c", count: 65)))) == .badCollapseId)
        // Bytes, not characters: 22 three-byte characters are 66 bytes.
        #expect(Self.reason(Self.request(headers: Self.replacing("apns-collapse-id", with: String(repeating: "€", count: 22)))) == .badCollapseId)
    }

    @Test func deviceToken() {
        #expect(Self.reason(Self.request(path: "/3/device/")) == .missingDeviceToken)
        #expect(Self.reason(Self.request(path: "/3/device/xyz")) == .badDeviceToken)
        #expect(Self.reason(Self.request(path: "/3/device/abc")) == .badDeviceToken)
        #expect(Self.reason(Self.request(path: "/3/device/\(Self.token.uppercased())")) == nil)
        let decision = APNSRules().judge(Self.request(path: "/3/device/\(Self.token.uppercased())"), now: Self.now)
        guard case .accepted(let push) = decision else { Issue.record("refused"); return }
        #expect(push.target == .device(token: Self.token), "two spellings of a token are one activity")
    }

    @Test func bodyEmptyAndOversized() {
        #expect(Self.reason(Self.request(body: [])) == .payloadEmpty)
        #expect(Self.reason(Self.request(body: Array(repeating: 0x20, count: 4096))) == nil)
        let refused = APNSRules().judge(Self.request(body: Array(repeating: 0x20, count: 4097)), now: Self.now).response
        #expect(refused.status == 413 && refused.reason == .payloadTooLarge)
    }

    @Test func malformedJSONIsStillAcceptedAsAPNsDoesNotReadTheBody() {
        #expect(Self.reason(Self.request(body: Array("{not json".utf8))) == nil)
    }

    @Test func theFirstFailingCheckIsTheAnswer() {
        // Bad priority, bad expiration and an empty body at once: the header APNs reads first wins.
        let headers = Self.replacing("apns-priority", with: "7") + [("apns-expiration", "x")]
        #expect(Self.reason(Self.request(headers: headers, body: [])) == .badPriority)
        #expect(Self.reason(Self.request(method: "GET", path: "/3/device/zz", headers: [])) == .methodNotAllowed)
    }

    @Test func broadcasts() {
        let channel = "dHN0LXNyY2gtY2hubA=="
        let headers: [(String, String)] = [("apns-push-type", "liveactivity"), ("apns-channel-id", channel), ("apns-priority", "1")]
        let decision = APNSRules().judge(Self.request(path: "/4/broadcasts/apps/com.example.app", headers: headers), now: Self.now,
                                         newID: { "00000000-0000-0000-0000-000000000002" })
        guard case .accepted(let push) = decision else { Issue.record("refused: \(decision)"); return }
        #expect(push.target == .channel(bundleID: "com.example.app", channelID: channel))
        #expect(decision.response.idHeader == "apns-request-id")
        let noChannel = Self.request(path: "/4/broadcasts/apps/com.example.app", headers: [("apns-push-type", "liveactivity")])
        #expect(Self.reason(noChannel) == .missingChannelId)
        let badChannel = Self.request(path: "/4/broadcasts/apps/com.example.app",
                                      headers: [("apns-push-type", "liveactivity"), ("apns-channel-id", "not base64!")])
        #expect(Self.reason(badChannel) == .badChannelId)
        #expect(Self.reason(Self.request(path: "/4/broadcasts/apps/")) == .badPath)
        #expect(Self.reason(Self.request(path: "/4/broadcasts/apps/com.example.app", headers: headers),
                            rules: APNSRules(bundleIDs: ["com.other"])) == .topicDisallowed)
    }

    /// A certificate connection (`--client-ca`): the certificate is the credential, checked as APNs
    /// checks it, and no provider token is asked for.
    @Test func aClientCertificateIsTheCredentialWithItsTopicsAndEnvironment() {
        func judge(_ certificate: ClientCertificate, topic: String = "com.example.app.push-type.liveactivity",
                   rules: APNSRules = APNSRules(providerTokens: ProviderTokenCheck(key: .init(publicKey: P256.Signing.PrivateKey().publicKey,
                                                                                          keyID: "K", teamID: "T"))))
            -> APNSReason? {
            var request = Self.request(headers: Self.replacing("apns-topic", with: topic))
            request.clientCertificate = certificate
            return rules.judge(request, now: Self.now).response.reason
        }
        let production = ClientCertificate(topics: ["com.example.app"], environments: [.production])
        #expect(judge(production) == nil, "no token needed on a certificate connection")
        #expect(judge(production, topic: "com.other.push-type.liveactivity") == .topicDisallowed, "a topic outside the certificate")
        #expect(judge(ClientCertificate(topics: [], environments: [.production])) == .badCertificate, "no topic at all: not a push certificate")
        let development = ClientCertificate(topics: ["com.example.app"], environments: [.development])
        #expect(judge(development) == .badCertificateEnvironment)
        #expect(judge(development, rules: APNSRules(environment: .development)) == nil)
        #expect(judge(ClientCertificate(topics: ["com.example.app"], environments: [.development, .production])) == nil, "universal")
        #expect(APNSReason.badCertificate.status == 403 && APNSReason.badCertificateEnvironment.status == 403)
    }

    /// Apple's topics extension: a sequence of UTF-8 strings, each topic followed by its push types.
    @Test func theTopicsExtensionIsRead() {
        func utf8(_ text: String) -> [UInt8] { [0x0C, UInt8(text.utf8.count)] + Array(text.utf8) }
        let types = [0x30, 5] + utf8("app")
        let content = utf8("com.example.app") + types + utf8("com.example.app.voip") + [0x30, 6] + utf8("voip")
        #expect(ClientCertificate.utf8Strings(inSequence: [0x30, UInt8(content.count)] + content) == ["com.example.app", "com.example.app.voip"])
        #expect(ClientCertificate.utf8Strings(inSequence: [0x30, 0x7F, 0x0C]).isEmpty, "a length past the end reads nothing")
    }
}
