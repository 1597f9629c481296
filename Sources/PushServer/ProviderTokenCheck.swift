import Crypto
import Foundation

/// APNs' provider-token checks on the `authorization` header.
///
/// Without a key (`serve` without `--auth-key`) the endpoint stands for a certificate connection:
/// a request without a token is accepted, and a token that is sent is still checked for its shape
/// and its age, so a backend learns of a malformed or stale token before Apple refuses it. With
/// `--auth-key AuthKey_KEYID.p8 --team-id T` the token is required and its signature, key id and
/// issuer must match, as on a token-based connection to APNs.
public struct ProviderTokenCheck: Sendable {
    /// The key the token must be signed with, its id and the team that must issue it.
    public struct Key: Sendable {
        /// The public key in X9.63 form: swift-crypto 3's key type is not `Sendable`, its bytes are.
        public var publicKeyX963: Data
        /// `--key-id`, else from the file name `AuthKey_<KEYID>.p8`; nil when neither says it (then any
        /// `kid` is accepted, and `serve` warns at start).
        public var keyID: String?
        public var teamID: String

        public init(publicKey: P256.Signing.PublicKey, keyID: String?, teamID: String) {
            self.publicKeyX963 = publicKey.x963Representation
            self.keyID = keyID
            self.teamID = teamID
        }
    }

    public var key: Key?
    /// APNs refuses a token whose `iat` is more than an hour old.
    public static let maximumAge: TimeInterval = 3600

    public init(key: Key? = nil) {
        self.key = key
    }

    /// The refusal for these `authorization` values at `now`, or nil when APNs would go on.
    public func check(_ authorization: [String], now: Date) -> APNSReason? {
        guard let value = authorization.first else { return key == nil ? nil : .missingProviderToken }
        guard let token = ProviderToken.parse(authorization: value) else { return .invalidProviderToken }
        if let key {
            if let id = key.keyID, token.keyID != id { return .invalidProviderToken }
            guard token.issuer == key.teamID,
                  let publicKey = try? P256.Signing.PublicKey(x963Representation: key.publicKeyX963),
                  let signature = try? P256.Signing.ECDSASignature(rawRepresentation: token.signature),
                  publicKey.isValidSignature(signature, for: Data(token.signingInput))
            else { return .invalidProviderToken }
        }
        if now.timeIntervalSince(token.issuedAt) > ProviderTokenCheck.maximumAge { return .expiredProviderToken }
        return nil
    }

    /// Reads an APNs auth key (`AuthKey_KEYID.p8`, a PKCS#8 PEM EC P-256 private key) for `teamID`.
    /// Only its public half is kept. Its key id is `keyID` when given, else the file name's.
    public static func loadKey(path: String, teamID: String, keyID givenKeyID: String? = nil) throws -> Key {
        let url = URL(fileURLWithPath: path)
        let pem: String
        do {
            pem = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw KeyError(path: path, message: "cannot be read (\(error.localizedDescription))")
        }
        let privateKey: P256.Signing.PrivateKey
        do {
            privateKey = try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw KeyError(path: path, message: "is not a PEM P-256 private key (an APNs .p8 auth key)")
        }
        let name = url.deletingPathExtension().lastPathComponent
        let keyID = givenKeyID ?? keyID(fromFileName: name)
        return Key(publicKey: privateKey.publicKey, keyID: keyID, teamID: teamID)
    }

    /// `ABC123DEFG` of `AuthKey_ABC123DEFG`, the name Apple gives the file; nil for any other name.
    public static func keyID(fromFileName name: String) -> String? {
        name.hasPrefix("AuthKey_") && name.count > 8 ? String(name.dropFirst(8)) : nil
    }

    /// A key file that cannot be used, with its path.
    public struct KeyError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }
}
