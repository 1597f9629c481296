import Foundation
import NIOCore
import NIOSSL
import NIOTLS

/// Reports a TLS handshake that fails, with what the client or the server refused and the usual
/// fix: without it a client that does not trust the certificate, or speaks cleartext to the TLS
/// port, sees its connection fail and `serve` logs nothing.
final class TLSFailureReporter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    private var handshaken = false
    private var reported = false

    init(endpoint: PushEndpoint, clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.clock = clock
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted? = event as? TLSUserEvent { handshaken = true }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if !handshaken, !reported, let message = Self.explain(error) {
            reported = true
            endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: .tlsHandshakeFailed,
                                            message: message, at: clock()))
        }
        context.fireErrorCaught(error)
    }

    /// What a handshake error means for the person running `serve`; nil for a client that only went
    /// away (no close_notify), which is no failure of the handshake.
    static func explain(_ error: Error) -> String? {
        if let tls = error as? NIOSSLError, case .uncleanShutdown = tls { return nil }
        guard error is NIOSSLError || error is BoringSSLError else { return nil }
        let text = String(describing: error)
        let code = reasonCode(in: text)
        let trust = "give it the certificate as its CA (curl --cacert CERT; Python: ssl.create_default_context(cafile=CERT))"
        let hint: String
        switch code ?? "" {
        case let c where c.contains("UNKNOWN_CA") || c.contains("CERTIFICATE_UNKNOWN") || c.contains("BAD_CERTIFICATE")
            || c.contains("UNSUPPORTED_CERTIFICATE"):
            hint = "the client does not trust this server's certificate: " + trust
        case let c where c.contains("HTTP_REQUEST") || c.contains("WRONG_VERSION_NUMBER"):
            hint = "the client spoke cleartext to this TLS port: use https://, or start serve without TLS"
        case let c where c.contains("PEER_DID_NOT_RETURN_A_CERTIFICATE") || c.contains("CERTIFICATE_VERIFY_FAILED"):
            hint = "the client certificate was missing or not signed by --client-ca"
        case let c where c.contains("NO_SHARED_CIPHER") || c.contains("UNSUPPORTED_PROTOCOL") || c.contains("VERSION"):
            hint = "no TLS version or cipher in common: APNs, and serve, need TLS 1.2 or later"
        default:
            // Clients that reject the certificate often just hang up (OpenSSL's curl: BAD_PACKET_LENGTH here).
            hint = "TLS handshake failed; most often the client does not trust this server's certificate: " + trust
        }
        return code.map { "\(hint) (\($0))" } ?? "\(hint) (\(text))"
    }

    /// BoringSSL's reason, `SSLV3_ALERT_CERTIFICATE_UNKNOWN` in `error:10000416:SSL routines:OPENSSL_internal:SSLV3_ALERT_CERTIFICATE_UNKNOWN`.
    static func reasonCode(in text: String) -> String? {
        guard let range = text.range(of: "OPENSSL_internal:") else { return nil }
        let code = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return code.isEmpty ? nil : String(code)
    }
}
