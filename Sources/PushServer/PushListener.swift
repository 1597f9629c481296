import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOPosix
import NIOSSL
import NIOTLS
import NIOConcurrencyHelpers

/// The SwiftNIO listener: HTTP/1.1 and cleartext HTTP/2 (prior knowledge) on one port, or TLS, each
/// request answered by a `PushEndpoint`.
///
/// Limits, whatever clients send: HTTP/2 streams per connection as APNs advertises them (1000; with
/// `--auth-key`, 1 until the connection's first request with a valid provider token), a
/// 16 KB header list (HTTP/1.1: NIO's parser's 80 KB cap), bodies kept up to 4 KB + 1, connections
/// idle for `idleSeconds` closed (HTTP/2 with GOAWAY `IdleTimeout`, as APNs does), a client that
/// does not read its answers not read either once they fill the socket (`BackPressureHandler`:
/// without it, pipelined requests whose answers went unread grew memory without end), and garbage
/// answered 400 or the connection closed, never the process.
public final class PushListener: Sendable {
    public let endpoint: PushEndpoint
    let group: MultiThreadedEventLoopGroup
    let channel: Channel
    private let connections: ConnectionSet
    /// Set by the first `shutdown`; later calls wait for it.
    private let stopping = NIOLockedValueBox(false)
    private let stopped = DispatchSemaphore(value: 0)
    /// `SETTINGS_MAX_CONCURRENT_STREAMS` (docs/ACTIVITYKIT.md, "Connections").
    public static let maximumConcurrentStreams = 1000
    public static let maximumHeaderListSize = 16 * 1024
    /// APNs keeps a connection open across pushes for long; an hour without a frame closes it here.
    public static let defaultIdleSeconds = 3600

    /// Whether `host` is this machine's loopback (127.0.0.0/8, ::1, localhost): reachable from here only.
    public static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The address it listens on, with the port the system picked for port 0.
    public var port: Int { channel.localAddress?.port ?? 0 }

    /// Binds `host:port` (loopback by default) and starts accepting. With `tls`, every connection is
    /// TLS: ALPN `h2` is HTTP/2, `http/1.1` HTTP/1.1, and a client that names no protocol (as aioapns,
    /// whose HTTP/2 Apple's servers serve) is told by its first bytes, as on cleartext. With
    /// `strict`, HTTP/1.1 is refused as APNs refuses it (a GOAWAY PROTOCOL_ERROR, the answer of an
    /// HTTP/2-only server to bytes that are not its preface).
    public static func start(host: String, port: Int, endpoint: PushEndpoint, tls identity: TLSSetup.Identity? = nil,
                             idleSeconds: Int = defaultIdleSeconds, strict: Bool = false, clientCA: String? = nil,
                             threads: Int = System.coreCount,
                             clock: @escaping @Sendable () -> Date = { Date() }) throws -> PushListener {
        let tls = try identity.map { try TLSSetup.context(for: $0, strict: strict, clientCA: clientCA) }
        let idleTimeout = TimeAmount.seconds(Int64(max(1, idleSeconds)))
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let connections = ConnectionSet()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                connections.add(channel)
                guard let tls else {
                    return channel.eventLoop.makeCompletedFuture {
                        try configureCleartext(channel.pipeline.syncOperations, endpoint: endpoint, idleTimeout: idleTimeout, strict: strict,
                                               clock: clock)
                    }
                }
                return channel.eventLoop.makeCompletedFuture {
                    try configureTLS(channel.pipeline.syncOperations, context: tls, endpoint: endpoint, idleTimeout: idleTimeout,
                                     strict: strict, clock: clock)
                }
            }
        do {
            let channel = try bootstrap.bind(host: host, port: port).wait()
            return PushListener(endpoint: endpoint, group: group, channel: channel, connections: connections)
        } catch {
            try? group.syncShutdownGracefully()
            throw ListenError(host: host, port: port, errno: (error as? IOError)?.errnoCode, underlying: "\(error)")
        }
    }

    /// The address cannot be listened on; the description says why and what to do about it.
    public struct ListenError: Error, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var errno: Int32?
        public var underlying: String

        public var description: String {
            let address = "\(host.contains(":") ? "[\(host)]" : host):\(port)"
            switch errno {
            case EADDRINUSE?:
                return "cannot listen on \(address): the port is in use (another serve?): stop that, or pick another port with --port N "
                    + "(--port 0 picks a free one and prints it)"
            case EACCES?:
                return "cannot listen on \(address): ports below 1024 need root: use --port 2197 (APNs' alternative port) or --port 0"
            case EADDRNOTAVAIL?:
                return "cannot listen on \(address): no interface of this machine has that address: use --host 127.0.0.1"
            case let code?:
                return "cannot listen on \(address): \(String(cString: strerror(code)))"
            case nil:
                return "cannot listen on \(address): \(underlying)"
            }
        }
    }

    /// The handlers of one TLS connection: back pressure and the idle timeout, NIO's TLS handler,
    /// `TLSFailureReporter` (a failed handshake is logged, not silent), then the protocol ALPN chose,
    /// or, when the client named none, `ProtocolSniffer`, as on a cleartext connection.
    static func configureTLS(_ pipeline: ChannelPipeline.SynchronousOperations, context tls: NIOSSLContext, endpoint: PushEndpoint,
                             idleTimeout: TimeAmount, strict: Bool, clock: @escaping @Sendable () -> Date) throws {
        try pipeline.addHandlers(BackPressureHandler(), IdleStateHandler(readTimeout: idleTimeout), IdleCloser())
        try pipeline.addHandler(NIOSSLServerHandler(context: tls))
        try pipeline.addHandler(TLSFailureReporter(endpoint: endpoint, clock: clock))
        try pipeline.addHandler(ApplicationProtocolNegotiationHandler { result, channel in
            channel.eventLoop.makeCompletedFuture {
                let pipeline = channel.pipeline.syncOperations
                // The handshake is done: a client certificate, if one was asked for and sent, is known.
                let certificate = (try? pipeline.handler(type: NIOSSLServerHandler.self))?.peerCertificate
                    .flatMap { try? ClientCertificate(der: $0.toDERBytes()) }
                switch result {
                case .negotiated("h2"):
                    try configureHTTP2(pipeline, endpoint: endpoint, certificate: certificate, clock: clock)
                case .negotiated("http/1.1") where !strict:
                    try configureHTTP1(pipeline, endpoint: endpoint, certificate: certificate, clock: clock)
                default:
                    try pipeline.addHandler(sniffer(endpoint: endpoint, strict: strict, certificate: certificate, clock: clock))
                }
            }
        })
    }

    /// The handlers of one cleartext connection: back pressure and the idle timeout, then `ProtocolSniffer`, which
    /// puts HTTP/1.1 (NIO's codec) or HTTP/2 with prior knowledge in its place, each request ending
    /// in an `APNSHTTPHandler`. Shared with the `http` fuzz target (Sources/FuzzTargets), which runs
    /// it on an `EmbeddedChannel`, so the bytes it fuzzes meet the pipeline `serve` builds.
    package static func configureCleartext(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint, idleTimeout: TimeAmount,
                                           strict: Bool = false, clock: @escaping @Sendable () -> Date) throws {
        try pipeline.addHandlers(BackPressureHandler(), IdleStateHandler(readTimeout: idleTimeout), IdleCloser())
        try pipeline.addHandler(sniffer(endpoint: endpoint, strict: strict, clock: clock))
    }

    /// Tells HTTP/2 from HTTP/1.1 by the connection's first bytes; `strict` refuses HTTP/1.1.
    static func sniffer(endpoint: PushEndpoint, strict: Bool, certificate: ClientCertificate? = nil,
                        clock: @escaping @Sendable () -> Date) -> ProtocolSniffer {
        ProtocolSniffer(
            http1: { pipeline in
                if strict {
                    try pipeline.addHandler(HTTP1Refuser(endpoint: endpoint, clock: clock))
                } else {
                    try PushListener.configureHTTP1(pipeline, endpoint: endpoint, certificate: certificate, clock: clock)
                }
            },
            http2: { pipeline in
                try PushListener.configureHTTP2(pipeline, endpoint: endpoint, certificate: certificate, clock: clock)
            })
    }

    /// NIO's HTTP/1.1 codec with pipelining, then the request handler, which answers parser errors
    /// itself (`APNSHTTPHandler`: none once a response has closed the connection).
    static func configureHTTP1(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint,
                               certificate: ClientCertificate? = nil, clock: @escaping @Sendable () -> Date) throws {
        try pipeline.configureHTTPServerPipeline(withErrorHandling: false)
        try pipeline.addHandler(APNSHTTPHandler(endpoint: endpoint, certificate: certificate, clock: clock))
    }

    /// NIO's HTTP/2 handler (framing, HPACK, stream states, its denial-of-service limits), then one
    /// `APNSHTTP2Handler` for all the connection's streams, which is also NIO's handler's frame
    /// delegate: it sees a connection error's GOAWAY go out, and closes the connection after it.
    static func configureHTTP2(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint,
                               certificate: ClientCertificate? = nil, clock: @escaping @Sendable () -> Date) throws {
        // With provider tokens checked, one stream until a valid token raises it (StreamLimitRaiser).
        let tokens = endpoint.rules.providerTokens
        var connection = NIOHTTP2Handler.ConnectionConfiguration()
        connection.initialSettings = [
            HTTP2Setting(parameter: .maxConcurrentStreams, value: tokens.key == nil || certificate != nil ? maximumConcurrentStreams : 1),
            HTTP2Setting(parameter: .maxHeaderListSize, value: maximumHeaderListSize),
            HTTP2Setting(parameter: .initialWindowSize, value: APNSConnectionStateMachine.windowSize),
        ]
        // From here the HTTP/2 handlers answer the idle timeout, with GOAWAY IdleTimeout.
        (try? pipeline.handler(type: IdleCloser.self))?.handedOver = true
        // A certificate connection is not a token one: many streams from the start.
        let limited = tokens.key != nil && certificate == nil
        let handler = APNSHTTP2Handler(endpoint: endpoint, streamLimit: limited ? StreamLimitRaiser(tokens: tokens) : nil,
                                       certificate: certificate, clock: clock)
        try pipeline.addHandler(NIOHTTP2Handler(mode: .server, frameDelegate: handler, connectionConfiguration: connection))
        try pipeline.addHandler(handler)
    }

    init(endpoint: PushEndpoint, group: MultiThreadedEventLoopGroup, channel: Channel, connections: ConnectionSet) {
        self.endpoint = endpoint
        self.group = group
        self.channel = channel
        self.connections = connections
    }

    /// Blocks until the listener has been shut down (`shutdown`).
    public func wait() throws {
        try channel.closeFuture.wait()
        stopped.wait()
        stopped.signal()
    }

    /// Stops as APNs stops a server: no new connections; on each open one a GOAWAY `Shutdown` naming
    /// the last stream read; the requests begun on it answered (those not whole within
    /// `APNSConnectionStateMachine.drainBound` refused 503 `Shutdown`); then the connections closed (any left
    /// after `bound`, closed anyway) and the threads stopped. Returns once that is done; a second call
    /// waits for the first.
    public func shutdown(bound: TimeAmount = .seconds(4)) {
        let first = stopping.withLockedValue { stopping -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else {
            stopped.wait()
            stopped.signal()
            return
        }
        try? channel.close().wait()
        let open = connections.all
        for connection in open { connection.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent()) }
        if !open.isEmpty {
            let loop = group.next()
            let overdue = loop.scheduleTask(in: bound) {
                for connection in open { connection.close(promise: nil) }
            }
            try? EventLoopFuture.andAllComplete(open.map(\.closeFuture), on: loop).wait()
            overdue.cancel()
        }
        try? group.syncShutdownGracefully()
        stopped.signal()
    }

    /// The same as `shutdown()`.
    public func stop() {
        shutdown()
    }
}
