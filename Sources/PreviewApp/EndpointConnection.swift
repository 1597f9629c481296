import Foundation

/// Something that happened to one of the APNs endpoint's connections rather than to a request: a
/// TLS handshake that failed, bytes that are not HTTP/2, an HTTP/1.1 client, an idle connection
/// closed with GOAWAY. No request line would show these, and they are what a backend developer
/// needs to see when nothing else arrives.
public struct EndpointConnection: Sendable, Equatable {
    /// `host:port` of the client.
    public var peer: String
    /// What happened, as the endpoint's NDJSON lines name it (`tlsHandshakeFailed`).
    public var kind: String
    /// Whether the connection failed, as opposed to a note about one that is served.
    public var isFailure: Bool
    public var message: String
    public var at: Date

    public init(peer: String, kind: String, isFailure: Bool, message: String, at: Date) {
        self.peer = peer
        self.kind = kind
        self.isFailure = isFailure
        self.message = message
        self.at = at
    }
}
