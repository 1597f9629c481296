import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOPosix
import NIOSSL

/// The SwiftNIO listener: HTTP/1.1 and cleartext HTTP/2 (prior knowledge) on one port, each request
/// answered by a `PushEndpoint`.
///
/// Limits, whatever clients send: HTTP/2 streams per connection as APNs advertises them (1000; with
/// `--auth-key`, 1 until the connection's first request with a valid provider token), a
/// 16 KB header list (HTTP/1.1: NIO's parser's 80 KB cap), bodies kept up to 4 KB + 1, connections
/// idle for `idleSeconds` closed (a slow or half-open client holds nothing for long), a client that
/// does not read its answers not read either once they fill the socket (`BackPressureHandler`:
/// without it, pipelined requests whose answers went unread grew memory without end), and garbage
/// answered 400 or the connection closed, never the process.
public final class PushListener: Sendable {
    public let endpoint: PushEndpoint
    let group: MultiThreadedEventLoopGroup
    let channel: Channel
    /// `SETTINGS_MAX_CONCURRENT_STREAMS` (docs/ACTIVITYKIT.md, "Connections").
    public static let maximumConcurrentStreams = 1000
    public static let maximumHeaderListSize = 16 * 1024

    /// The address it listens on, with the port the system picked for port 0.
    public var port: Int { channel.localAddress?.port ?? 0 }

    /// Binds `host:port` (loopback by default) and starts accepting; with `tls`, every connection
    /// is TLS and ALPN picks HTTP/2 (`h2`) or HTTP/1.1.
    public static func start(host: String, port: Int, endpoint: PushEndpoint, tls identity: TLSSetup.Identity? = nil,
                             idleSeconds: Int = 60,
                             threads: Int = System.coreCount,
                             clock: @escaping @Sendable () -> Date = { Date() }) throws -> PushListener {
        let tls = try identity.map(TLSSetup.context(for:))
        let idleTimeout = TimeAmount.seconds(Int64(max(1, idleSeconds)))
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                if let tls {
                    return channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandlers(BackPressureHandler(), IdleStateHandler(readTimeout: idleTimeout), IdleCloser())
                        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                    }.flatMap {
                        channel.configureHTTP2SecureUpgrade(
                            h2ChannelConfigurator: { channel in
                                channel.eventLoop.makeCompletedFuture {
                                    try configureHTTP2(channel.pipeline.syncOperations, endpoint: endpoint, clock: clock)
                                }
                            },
                            http1ChannelConfigurator: { channel in
                                channel.eventLoop.makeCompletedFuture {
                                    try configureHTTP1(channel.pipeline.syncOperations, endpoint: endpoint, clock: clock)
                                }
                            })
                    }
                }
                return channel.eventLoop.makeCompletedFuture {
                    try configureCleartext(channel.pipeline.syncOperations, endpoint: endpoint, idleTimeout: idleTimeout, clock: clock)
                }
            }
        do {
            let channel = try bootstrap.bind(host: host, port: port).wait()
            return PushListener(endpoint: endpoint, group: group, channel: channel)
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    /// The handlers of one cleartext connection: back pressure and the idle timeout, then `ProtocolSniffer`, which
    /// puts HTTP/1.1 (NIO's codec) or HTTP/2 with prior knowledge in its place, each request ending
    /// in an `APNSHTTPHandler`. Shared with the `http` fuzz target (Sources/FuzzTargets), which runs
    /// it on an `EmbeddedChannel`, so the bytes it fuzzes meet the pipeline `serve` builds.
    package static func configureCleartext(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint, idleTimeout: TimeAmount,
                                           clock: @escaping @Sendable () -> Date) throws {
        try pipeline.addHandlers(BackPressureHandler(), IdleStateHandler(readTimeout: idleTimeout), IdleCloser())
        let sniffer = ProtocolSniffer(
            http1: { pipeline in
                try PushListener.configureHTTP1(pipeline, endpoint: endpoint, clock: clock)
            },
            http2: { pipeline in
                try PushListener.configureHTTP2(pipeline, endpoint: endpoint, clock: clock)
            })
        try pipeline.addHandler(sniffer)
    }

    /// NIO's HTTP/1.1 codec with pipelining, then the request handler, which answers parser errors
    /// itself (`APNSHTTPHandler`: none once a response has closed the connection).
    static func configureHTTP1(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint,
                               clock: @escaping @Sendable () -> Date) throws {
        try pipeline.configureHTTPServerPipeline(withErrorHandling: false)
        try pipeline.addHandler(APNSHTTPHandler(endpoint: endpoint, clock: clock))
    }

    /// NIO's HTTP/2 handler (framing, HPACK, stream states, its denial-of-service limits), then one
    /// `APNSHTTP2Handler` for all the connection's streams, which closes the connection after a
    /// connection error's GOAWAY (`GoawayWatcher`, NIO's handler's frame delegate, sees it go out).
    static func configureHTTP2(_ pipeline: ChannelPipeline.SynchronousOperations, endpoint: PushEndpoint,
                               clock: @escaping @Sendable () -> Date) throws {
        // With provider tokens checked, one stream until a valid token raises it (StreamLimitRaiser).
        let tokens = endpoint.rules.providerTokens
        var connection = NIOHTTP2Handler.ConnectionConfiguration()
        connection.initialSettings = [
            HTTP2Setting(parameter: .maxConcurrentStreams, value: tokens.key == nil ? maximumConcurrentStreams : 1),
            HTTP2Setting(parameter: .maxHeaderListSize, value: maximumHeaderListSize),
            HTTP2Setting(parameter: .initialWindowSize, value: APNSHTTP2Handler.windowSize),
        ]
        let goaways = GoawayWatcher()
        try pipeline.addHandler(NIOHTTP2Handler(mode: .server, frameDelegate: goaways, connectionConfiguration: connection))
        try pipeline.addHandler(APNSHTTP2Handler(endpoint: endpoint, streamLimit: tokens.key == nil ? nil : StreamLimitRaiser(tokens: tokens),
                                                 goaways: goaways, clock: clock))
    }

    init(endpoint: PushEndpoint, group: MultiThreadedEventLoopGroup, channel: Channel) {
        self.endpoint = endpoint
        self.group = group
        self.channel = channel
    }

    /// Blocks until the listener is closed.
    public func wait() throws {
        try channel.closeFuture.wait()
    }

    /// Stops accepting, closes the connections and the threads.
    public func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}
