import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
    /// `strict` offers only `h2` by ALPN, as Apple's servers do.
    /// With `clientCA` (a PEM file of CA certificates), a client certificate is asked for and, when one
    /// is sent, must be signed by one of them: a certificate connection, as APNs' certificate-based
    /// authentication. A client that sends none is a token connection, as with APNs.
    public static func context(for identity: Identity, strict: Bool = false, clientCA: String? = nil) throws -> NIOSSLContext {
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
        configuration.applicationProtocols = strict ? ["h2"] : ["h2", "http/1.1"]
        if let clientCA {
            let authorities: [NIOSSLCertificate]
            do { authorities = try NIOSSLCertificate.fromPEMFile(clientCA) } catch {
                throw SetupError(path: clientCA, message: "is not a PEM certificate (\(error))")
            }
            guard !authorities.isEmpty else { throw SetupError(path: clientCA, message: "holds no certificate") }
            configuration.certificateVerification = .optionalVerification
            configuration.trustRoots = .certificates(authorities)
        }
        return try NIOSSLContext(configuration: configuration)
    }

    /// The self-signed certificate for `localhost`, `127.0.0.1` and `::1` kept in `folder`
    /// (`localhost.pem`, and its key `localhost-key.pem`, readable by its owner only): the one already
    /// there while it is valid for another day, so a client trusts it once across restarts; else a
    /// new one (P-256, valid from an hour ago for a year). `created` says which. A client trusts it
    /// with `curl --cacert folder/localhost.pem` and the like.
    public static func selfSigned(in folder: URL, now: Date = Date()) throws -> (identity: Identity, created: Bool) {
        let identity = Identity(certificatePath: folder.appendingPathComponent("localhost.pem").path,
                                keyPath: folder.appendingPathComponent("localhost-key.pem").path)
        if let certificate = try? NIOSSLCertificate.fromPEMFile(identity.certificatePath).first,
           let key = try? String(contentsOfFile: identity.keyPath, encoding: .utf8),
           let privateKey = try? P256.Signing.PrivateKey(pemRepresentation: key),
           let parsed = try? Certificate(derEncoded: certificate.toDERBytes()),
           parsed.publicKey == Certificate.PublicKey(privateKey.publicKey),
           (try? parsed.extensions.keyUsage)??.keyCertSign == true,
           parsed.notValidBefore <= now, parsed.notValidAfter > now.addingTimeInterval(86400) {
            _ = chmod(identity.keyPath, 0o600)
            return (identity, false)
        }
        return (try makeSelfSigned(in: folder, now: now), true)
    }

    /// Makes a self-signed certificate for `localhost`, `127.0.0.1` and `::1` (P-256, valid from an
    /// hour ago for a year) and its key, written as `localhost.pem` and `localhost-key.pem` in
    /// `folder` (made readable by its owner only; the key too).
    public static func makeSelfSigned(in folder: URL, now: Date = Date()) throws -> Identity {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("localhost") }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            // keyCertSign too: BoringSSL (NIO SSL clients) takes a trusted self-signed certificate as its
            // own issuer, and refuses an issuer that may not sign certificates (TLSV1_ALERT_UNKNOWN_CA).
            Critical(KeyUsage(digitalSignature: true, keyCertSign: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames([
                .dnsName("localhost"),
                .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1])),
                .ipAddress(ASN1OctetString(contentBytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
            ])
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(365 * 86400),
            issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: .init(key))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let identity = Identity(certificatePath: folder.appendingPathComponent("localhost.pem").path,
                                keyPath: folder.appendingPathComponent("localhost-key.pem").path)
        try writePrivately(Array(key.pemRepresentation.utf8), to: identity.keyPath)
        try certificate.serializeAsPEM().pemString.write(toFile: identity.certificatePath, atomically: true, encoding: .utf8)
        return identity
    }

    /// Writes `bytes` to a new file made with mode 0600 (never readable by others, not even for a
    /// moment) under a name no other writer picks (`mkstemp`), then renames it over `path`.
    static func writePrivately(_ bytes: [UInt8], to path: String) throws {
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard fd >= 0 else { throw SetupError(path: path, message: "cannot be written (\(String(cString: strerror(errno))))") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            guard n > 0 else {
                close(fd)
                unlink(temporary)
                throw SetupError(path: path, message: "cannot be written (\(String(cString: strerror(errno))))")
            }
            written += n
        }
        _ = fchmod(fd, 0o600)  // whatever the umask took away or a previous file had
        close(fd)
        guard rename(temporary, path) == 0 else { throw SetupError(path: path, message: "cannot be written (\(String(cString: strerror(errno))))") }
    }

    /// A certificate or key that cannot be used, with its path.
    public struct SetupError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path) \(message)" }
    }
}
