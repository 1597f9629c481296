import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// TLS for the endpoint, as Apple's servers speak it: TLS 1.2 or later, ALPN `h2` (and
/// `http/1.1` for clients that ask for it).
public enum TLSSetup {
    /// A certificate and key for `serve --tls-cert/--tls-key`, or made by `--tls-self-signed`.
    public struct Identity: Sendable {
        public var certificatePath: String
        public var keyPath: String

        public init(certificatePath: String, keyPath: String) {
            self.certificatePath = certificatePath
            self.keyPath = keyPath
        }
    }

    /// A server context for the PEM certificate chain and key at these paths; errors name the file.
    public static func context(for identity: Identity) throws -> NIOSSLContext {
        let chain: [NIOSSLCertificate]
        do { chain = try NIOSSLCertificate.fromPEMFile(identity.certificatePath) } catch {
            throw SetupError(path: identity.certificatePath, message: "is not a PEM certificate (\(error))")
        }
        guard !chain.isEmpty else { throw SetupError(path: identity.certificatePath, message: "holds no certificate") }
        let key: NIOSSLPrivateKey
        do { key = try NIOSSLPrivateKey(file: identity.keyPath, format: .pem) } catch {
            throw SetupError(path: identity.keyPath, message: "is not a PEM private key (\(error))")
        }
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) },
                                                                     privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        configuration.applicationProtocols = ["h2", "http/1.1"]
        return try NIOSSLContext(configuration: configuration)
    }

    /// Makes a self-signed certificate for `localhost`, `127.0.0.1` and `::1` (P-256, valid from an
    /// hour ago for 30 days) and its key, written as `localhost.pem` and `localhost-key.pem` in
    /// `folder`. A client trusts it with `curl --cacert folder/localhost.pem` and the like.
    public static func makeSelfSigned(in folder: URL, now: Date = Date()) throws -> Identity {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("localhost") }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames([
                .dnsName("localhost"),
                .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1])),
                .ipAddress(ASN1OctetString(contentBytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
            ])
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(30 * 86400),
            issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: .init(key))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let identity = Identity(certificatePath: folder.appendingPathComponent("localhost.pem").path,
                                keyPath: folder.appendingPathComponent("localhost-key.pem").path)
        try certificate.serializeAsPEM().pemString.write(toFile: identity.certificatePath, atomically: true, encoding: .utf8)
        try key.pemRepresentation.write(toFile: identity.keyPath, atomically: true, encoding: .utf8)
        return identity
    }

    /// A certificate or key that cannot be used, with its path.
    public struct SetupError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path) \(message)" }
    }
}
