import ActivityModel
import Foundation

/// A provider authentication token (a JWT) read for its shape: what APNs needs before it even
/// looks at the signature.
///
/// APNs wants the header `{"alg": "ES256", "kid": <key id>}` and the claims `{"iss": <team id>,
/// "iat": <Unix seconds>}`, signed with the team's .p8 key. The signature is kept as the raw
/// r||s pair JWS uses for ES256 (64 bytes), not DER. Nothing here is logged: `description` says
/// only the key id and issuer, never the signature.
public struct ProviderToken: Sendable, Equatable, CustomStringConvertible {
    public var keyID: String
    public var issuer: String
    public var issuedAt: Date
    /// `base64url(header) + "." + base64url(claims)`: the bytes the signature covers.
    public var signingInput: [UInt8]
    public var signature: [UInt8]

    public var description: String { "provider token kid=\(keyID) iss=\(issuer)" }

    /// Reads `authorization: bearer <JWT>`; nil when it is not a well-formed ES256 JWT with
    /// `kid`, `iss` and a numeric `iat`.
    public static func parse(authorization: String) -> ProviderToken? {
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parse(jwt: String(parts[1]).trimmingSpaces)
    }

    /// Reads a compact JWS (`header.claims.signature`).
    public static func parse(jwt: String) -> ProviderToken? {
        // A token is a few hundred bytes; a huge one is not a token, and is not decoded.
        guard jwt.utf8.count <= 4096 else { return nil }
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let headerBytes = base64URLDecode(parts[0]), let claimsBytes = base64URLDecode(parts[1]),
              let signature = base64URLDecode(parts[2]),
              let header = try? JSONParser.parseDocument(headerBytes),
              let claims = try? JSONParser.parseDocument(claimsBytes),
              header["alg"]?.stringValue == "ES256",
              let keyID = header["kid"]?.stringValue, !keyID.isEmpty,
              let issuer = claims["iss"]?.stringValue, !issuer.isEmpty,
              case .number? = claims["iat"], let iat = claims["iat"]?.doubleValue, iat.isFinite
        else { return nil }
        return ProviderToken(keyID: keyID, issuer: issuer, issuedAt: Date(timeIntervalSince1970: iat),
                             signingInput: Array(parts[0].utf8) + [UInt8(ascii: ".")] + Array(parts[1].utf8),
                             signature: signature)
    }

    /// base64url without padding (RFC 7515 §2); nil on any other character.
    static func base64URLDecode(_ text: Substring) -> [UInt8]? {
        var standard = String(text).replacingEvery("-", with: "+").replacingEvery("_", with: "/")
        guard !standard.contains("=") else { return nil }
        switch standard.utf8.count % 4 {
        case 2: standard += "=="
        case 3: standard += "="
        case 1: return nil
        default: break
        }
        return Data(base64Encoded: standard).map { Array($0) }
    }

    /// base64url without padding: what a test or a client writes.
    public static func base64URLEncode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacingEvery("+", with: "-")
            .replacingEvery("/", with: "_").replacingEvery("=", with: "")
    }
}
