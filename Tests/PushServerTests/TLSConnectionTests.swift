import Foundation
import NIOCore
import NIOEmbedded
import NIOSSL
@testable import PushServer
import Testing

/// TLS connections through the pipeline `serve` builds (`PushListener.configureTLS`), a NIOSSL
/// client on one `EmbeddedChannel` talking to it on another, bytes moved between them in memory.
@Suite struct TLSConnectionTests {
    final class Events: @unchecked Sendable {
        let lock = NSLock()
        var all: [ConnectionEvent] = []
        func add(_ event: ConnectionEvent) { lock.lock(); all.append(event); lock.unlock() }
    }

    struct Exchange {
        /// What the client read, decrypted.
        var received: [UInt8]
        var served: Int
        var events: [ConnectionEvent]
        var serverOpen: Bool
    }

    static let identity: TLSSetup.Identity? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-tls-test-\(getpid())")
        return try? TLSSetup.makeSelfSigned(in: folder)
    }()

    /// Connects a client offering `alpn` (none: empty), trusting the server's certificate unless
    /// `trusting` is false, sends `request` once the handshake is done and returns what came back.
    static func exchange(alpn: [String], trusting: Bool = true, strict: Bool = false, request: [UInt8]) throws -> Exchange {
        let identity = try #require(Self.identity)
        let events = Events()
        let endpoint = PushEndpoint(definition: try PushEndpointTests.definition(), rules: APNSRules(), record: nil,
                                    observer: { _ in }, connections: events.add)
        let server = EmbeddedChannel()
        try PushListener.configureTLS(server.pipeline.syncOperations, context: try TLSSetup.context(for: identity, strict: strict),
                                      endpoint: endpoint, idleTimeout: .seconds(60), strict: strict,
                                      clock: { Date(timeIntervalSince1970: TimeInterval(PushEndpointTests.start)) })
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.applicationProtocols = alpn
        if trusting {
            configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(identity.certificatePath))
        } else {
            configuration.trustRoots = .certificates([])
        }
        let client = EmbeddedChannel()
        let collector = ByteCollector()
        try client.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: NIOSSLContext(configuration: configuration),
                                                                               serverHostname: "localhost"))
        try client.pipeline.syncOperations.addHandler(collector)
        try server.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50000)).wait()
        try client.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 2197)).wait()
        shuttle(client, server)
        if client.isActive {
            client.writeAndFlush(client.allocator.buffer(bytes: request), promise: nil)
            shuttle(client, server)
        }
        let open = server.isActive
        // A TLS close waits for the other side's close_notify, or for its timer: both are given.
        client.close(promise: nil)
        shuttle(client, server)
        server.close(promise: nil)
        shuttle(client, server)
        client.embeddedEventLoop.advanceTime(by: .seconds(30))
        server.embeddedEventLoop.advanceTime(by: .seconds(30))
        _ = try? client.finish(acceptAlreadyClosed: true)
        _ = try? server.finish(acceptAlreadyClosed: true)
        return Exchange(received: collector.bytes, served: endpoint.servedCount, events: events.all, serverOpen: open)
    }

    /// Moves bytes both ways until neither side has any left to send.
    static func shuttle(_ client: EmbeddedChannel, _ server: EmbeddedChannel) {
        for _ in 0..<100 {
            var moved = false
            while let bytes = try? client.readOutbound(as: ByteBuffer.self) {
                moved = true
                if server.isActive { _ = try? server.writeInbound(bytes) }
            }
            server.embeddedEventLoop.run()
            while let bytes = try? server.readOutbound(as: ByteBuffer.self) {
                moved = true
                if client.isActive { _ = try? client.writeInbound(bytes) }
            }
            client.embeddedEventLoop.run()
            if !moved { return }
        }
    }

    static var h2Push: [UInt8] { HTTP2ConnectionErrorTests.preface + HTTP2ConnectionErrorTests.settings + HTTP2ConnectionErrorTests.push }

    /// aioapns names no protocol by ALPN and speaks HTTP/2 at once, as Apple's servers let it: its
    /// preface is read as HTTP/2, as on a cleartext connection, not answered `HTTP/1.1 400`.
    @Test func http2WithoutALPNIsToldByItsPreface() throws {
        let result = try Self.exchange(alpn: [], request: Self.h2Push)
        #expect(result.served == 1, "the push was answered: \(result.events.map(\.message))")
        #expect(result.received.count >= 9 && result.received[3] == 0x04, "the server's first frame is SETTINGS")
        #expect(!String(decoding: result.received, as: UTF8.self).hasPrefix("HTTP/1.1"))
    }

    @Test func alpnStillChoosesTheProtocol() throws {
        let h2 = try Self.exchange(alpn: ["h2"], request: Self.h2Push)
        #expect(h2.served == 1 && h2.received[3] == 0x04)
        let http1 = try Self.exchange(alpn: ["http/1.1"], request: Array(HTTP1ConnectionCloseTests.request.utf8))
        #expect(String(decoding: http1.received, as: UTF8.self).hasPrefix("HTTP/1.0 200"))
        #expect(http1.events.map(\.kind) == [.http1], "served, and marked once: APNs speaks HTTP/2 only")
        // No ALPN and HTTP/1.1: read by its first bytes too.
        let sniffed = try Self.exchange(alpn: [], request: Array(HTTP1ConnectionCloseTests.request.utf8))
        #expect(String(decoding: sniffed.received, as: UTF8.self).hasPrefix("HTTP/1.0 200"))
    }

    @Test func strictRefusesHTTP1AsAnHTTP2OnlyServerDoes() throws {
        for alpn in [[], ["http/1.1"]] {
            let result = try Self.exchange(alpn: alpn, strict: true, request: Array(HTTP1ConnectionCloseTests.request.utf8))
            #expect(result.served == 0, "\(alpn)")
            #expect(result.received == HTTP1Refuser.answer, "SETTINGS, then GOAWAY PROTOCOL_ERROR: \(alpn)")
            #expect(result.events.map(\.kind) == [.http1Refused], "\(alpn)")
            #expect(!result.serverOpen)
        }
        let h2 = try Self.exchange(alpn: [], strict: true, request: Self.h2Push)
        #expect(h2.served == 1, "HTTP/2 is served under --strict")
    }

    @Test func aClientThatDoesNotTrustTheCertificateIsLogged() throws {
        let result = try Self.exchange(alpn: ["h2"], trusting: false, request: Self.h2Push)
        #expect(result.served == 0)
        let event = try #require(result.events.first)
        #expect(event.kind == .tlsHandshakeFailed && event.isFailure)
        #expect(event.message.contains("does not trust"), "\(event.message)")
        #expect(event.peer == "127.0.0.1:50000")
    }

    /// `serve` warns at start when it listens beyond loopback without a credential.
    @Test func loopbackIsToldFromOtherAddresses() {
        for host in ["127.0.0.1", "127.1.2.3", "::1", "localhost"] { #expect(PushListener.isLoopback(host), "\(host)") }
        for host in ["0.0.0.0", "::", "192.168.1.10", "127.0.0.1.example.com", "example.com", "1270.0.0.1"] {
            #expect(!PushListener.isLoopback(host), "\(host)")
        }
    }
}
