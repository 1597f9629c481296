import Crypto
import Foundation
import PushServer
import Testing

/// Provider tokens signed here with a fresh P-256 key, checked as APNs checks them.
@Suite struct ProviderTokenTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    let key = P256.Signing.PrivateKey()

    func jwt(alg: String = "ES256", kid: String = "ABC123DEFG", iss: String = "TEAM123456", iat: Double = 1_795_000_000 - 60,
             signedWith signer: P256.Signing.PrivateKey? = nil) throws -> String {
        let header = ProviderToken.base64URLEncode(Array(#"{"alg":"\#(alg)","kid":"\#(kid)"}"#.utf8))
        let claims = ProviderToken.base64URLEncode(Array(#"{"iss":"\#(iss)","iat":\#(Int(iat))}"#.utf8))
        let input = Data("\(header).\(claims)".utf8)
        let signature = try (signer ?? key).signature(for: input).rawRepresentation
        return "\(header).\(claims).\(ProviderToken.base64URLEncode(signature))"
    }

    var verifying: ProviderTokenCheck {
        ProviderTokenCheck(key: .init(publicKey: key.publicKey, keyID: "ABC123DEFG", teamID: "TEAM123456"))
    }

    @Test func aWellSignedFreshTokenPasses() throws {
        #expect(verifying.check(["bearer \(try jwt())"], now: Self.now) == nil)
        #expect(verifying.check(["Bearer \(try jwt())"], now: Self.now) == nil)
    }

    @Test func withAKeyATokenIsRequiredAndMustBeSignedByIt() throws {
        #expect(verifying.check([], now: Self.now) == .missingProviderToken)
        #expect(verifying.check(["bearer \(try jwt(signedWith: P256.Signing.PrivateKey()))"], now: Self.now) == .invalidProviderToken)
        #expect(verifying.check(["bearer \(try jwt(kid: "OTHERKEYID"))"], now: Self.now) == .invalidProviderToken)
        #expect(verifying.check(["bearer \(try jwt(iss: "OTHERTEAM1"))"], now: Self.now) == .invalidProviderToken)
        // A signature of the right shape over other claims.
        let token = try jwt()
        let parts = token.split(separator: ".")
        let forged = ProviderToken.base64URLEncode(Array(#"{"iss":"TEAM123456","iat":1795000000}"#.utf8))
        #expect(verifying.check(["bearer \(parts[0]).\(forged).\(parts[2])"], now: Self.now) == .invalidProviderToken)
    }

    @Test func olderThanAnHourIsExpired() throws {
        #expect(verifying.check(["bearer \(try jwt(iat: 1_795_000_000 - 3600))"], now: Self.now) == nil)
        #expect(verifying.check(["bearer \(try jwt(iat: 1_795_000_000 - 3601))"], now: Self.now) == .expiredProviderToken)
        #expect(ProviderTokenCheck().check(["bearer \(try jwt(iat: 1_795_000_000 - 7200))"], now: Self.now) == .expiredProviderToken)
    }

    @Test func withoutAKeyOnlyShapeAndAgeAreChecked() throws {
        let open = ProviderTokenCheck()
        #expect(open.check([], now: Self.now) == nil)
        #expect(open.check(["bearer \(try jwt(signedWith: P256.Signing.PrivateKey()))"], now: Self.now) == nil)
        for bad in ["bearer", "basic abc", "bearer a.b", "bearer !!.!!.!!", "bearer \(try jwt(alg: "HS256"))",
                    "bearer \(try jwt(kid: ""))", "bearer \(try jwt(iss: ""))"] {
            #expect(open.check([bad], now: Self.now) == .invalidProviderToken, "\(bad)")
        }
    }

    @Test func theRulesAnswer403ForTokens() throws {
        let rules = APNSRules(providerTokens: verifying)
        let request = APNSRulesTests.request()
        #expect(rules.judge(request, now: Self.now).response.status == 403)
        #expect(rules.judge(request, now: Self.now).response.reason == .missingProviderToken)
        var signed = request
        signed.headers.append((name: "authorization", value: "bearer \(try jwt())"))
        #expect(rules.judge(signed, now: Self.now).response.status == 200)
    }

    @Test func aTokenNeverPrintsItsSignature() throws {
        let token = try jwt()
        let parsed = try #require(ProviderToken.parse(jwt: token))
        let signature = String(token.split(separator: ".")[2])
        #expect(!parsed.description.contains(signature))
        #expect(parsed.description.contains("ABC123DEFG"))
    }

    /// A fresh folder for one test's key files; the test removes it.
    static func keyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-p8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `key` written as a `.p8` file named `name` in `folder`: its path.
    func keyFile(_ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try key.pemRepresentation.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aP8FileIsLoadedWithItsKeyIDFromTheName() throws {
        let folder = try Self.keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try keyFile("AuthKey_ABC123DEFG.p8", in: folder)
        let loaded = try ProviderTokenCheck.loadKey(path: path, teamID: "TEAM123456")
        #expect(loaded.keyID == "ABC123DEFG")
        #expect(ProviderTokenCheck(key: loaded).check(["bearer \(try jwt())"], now: Self.now) == nil)
        let garbage = folder.appendingPathComponent("AuthKey_X.p8").path
        try "not a key".write(toFile: garbage, atomically: true, encoding: .utf8)
        #expect(throws: ProviderTokenCheck.KeyError.self) { try ProviderTokenCheck.loadKey(path: garbage, teamID: "T") }
    }

    /// A key file not named `AuthKey_KEYID.p8` says no key id: `--key-id` gives it, and a token
    /// whose `kid` is another key's is then refused, as APNs refuses it.
    @Test func aKeyIDGivenForAFileNamedOtherwiseRefusesOtherKids() throws {
        let folder = try Self.keyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try keyFile("key.p8", in: folder)
        let unnamed = try ProviderTokenCheck.loadKey(path: path, teamID: "TEAM123456")
        #expect(unnamed.keyID == nil, "the name says nothing")
        let given = ProviderTokenCheck(key: try ProviderTokenCheck.loadKey(path: path, teamID: "TEAM123456", keyID: "ABC123DEFG"))
        #expect(given.check(["bearer \(try jwt())"], now: Self.now) == nil)
        #expect(given.check(["bearer \(try jwt(kid: "OTHERKEYID"))"], now: Self.now) == .invalidProviderToken)
        // Given, it wins over the file name's.
        let renamed = try keyFile("AuthKey_OTHERKEYID.p8", in: folder)
        let overridden = ProviderTokenCheck(key: try ProviderTokenCheck.loadKey(path: renamed, teamID: "TEAM123456", keyID: "ABC123DEFG"))
        #expect(overridden.check(["bearer \(try jwt(kid: "OTHERKEYID"))"], now: Self.now) == .invalidProviderToken)
        #expect(overridden.check(["bearer \(try jwt())"], now: Self.now) == nil)
    }
}
