import Foundation
import NIOCore

/// Something about a connection rather than a request: a failure before any request could be read
/// (a TLS handshake, a certificate the client does not trust, bytes that are not HTTP), a connection
/// error, or a connection speaking what APNs would not accept. These are the failures a backend
/// developer most needs to see, and no request line would show them.
public struct ConnectionEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// The TLS handshake failed: no common version or cipher, a client that does not trust the
        /// certificate, or a client certificate that is refused.
        case tlsHandshakeFailed
        /// Bytes that break HTTP/1.1 or HTTP/2: the connection is closed (after GOAWAY for HTTP/2).
        case protocolError
        /// An HTTP/1.1 connection: served, but APNs speaks only HTTP/2. Once per connection.
        case http1
        /// An HTTP/1.1 connection refused by `--strict`, as APNs refuses it.
        case http1Refused
        /// Closed with GOAWAY `IdleTimeout` after the idle timeout.
        case idleTimeout
    }

    /// `host:port` of the client.
    public var peer: String
    public var kind: Kind
    /// What happened, and where it helps, what to do about it.
    public var message: String
    public var at: Date

    public init(peer: String, kind: Kind, message: String, at: Date) {
        self.peer = peer
        self.kind = kind
        self.message = message
        self.at = at
    }

    /// A failure, as opposed to a note about a connection that is served.
    public var isFailure: Bool {
        switch kind {
        case .tlsHandshakeFailed, .protocolError, .http1Refused: return true
        case .http1, .idleTimeout: return false
        }
    }

    /// `host:port` of the channel's client (an IPv6 host in brackets).
    static func peer(of channel: Channel) -> String {
        guard let address = channel.remoteAddress, let host = address.ipAddress else { return "unknown client" }
        let port = address.port.map(String.init) ?? "?"
        return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
