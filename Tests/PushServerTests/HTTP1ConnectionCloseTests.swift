import Foundation
import NIOCore
import NIOEmbedded
@testable import PushServer
import Testing

/// HTTP/1.x connections through the pipeline `serve` builds (`PushListener.configureCleartext`) on
/// an `EmbeddedChannel`: once a response has said `connection: close`, nothing more the client sent
/// is read or answered (RFC 9112 §9.6), however the bytes were split into reads.
@Suite struct HTTP1ConnectionCloseTests {
    static let request = "POST /3/device/\(PushEndpointTests.tokenA) HTTP/1.0\r\n"
        + "apns-push-type: liveactivity\r\napns-topic: com.example.delivery.push-type.liveactivity\r\n"
        + "content-length: \(PushEndpointTests.updateBody(PushEndpointTests.start).utf8.count)\r\n\r\n"
        + PushEndpointTests.updateBody(PushEndpointTests.start)

    /// A connected channel with the pipeline `serve` builds for a cleartext connection, and the
    /// endpoint behind it (no record; the delivery sample at `PushEndpointTests.start`).
    static func connection() throws -> (PushEndpoint, EmbeddedChannel) {
        let endpoint = PushEndpoint(definition: try PushEndpointTests.definition(), rules: APNSRules(), record: nil, observer: { _ in })
        let channel = EmbeddedChannel()
        try PushListener.configureCleartext(channel.pipeline.syncOperations, endpoint: endpoint, idleTimeout: .seconds(60),
                                            clock: { Date(timeIntervalSince1970: TimeInterval(PushEndpointTests.start)) })
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 2197)).wait()
        return (endpoint, channel)
    }

    /// The status lines `bytes` are answered with, sent in reads of `piece` bytes.
    static func statusLines(_ bytes: [UInt8], piece: Int) throws -> [String] {
        let (_, channel) = try connection()
        var output: [UInt8] = []
        var start = 0
        while start < bytes.count, channel.isActive {
            let end = min(bytes.count, start + piece)
            _ = try? channel.writeInbound(ByteBuffer(bytes: bytes[start..<end]))
            channel.pipeline.fireChannelReadComplete()
            channel.embeddedEventLoop.run()
            while let buffer = try? channel.readOutbound(as: ByteBuffer.self) { output += buffer.readableBytesView }
            start = end
        }
        _ = try? channel.finish(acceptAlreadyClosed: true)
        return String(decoding: output, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.") }
    }

    /// Bytes after an HTTP/1.0 request are not read, whether they arrive in the same read as the
    /// request or a later one (RFC 9112 §9.6; RELIABILITY.md, "Findings").
    @Test func bytesAfterAnHTTP10RequestAreNotAnsweredWhetherInTheSameReadOrNot() throws {
        let bytes = Array((Self.request + "\u{1}garbage\r\n\r\n").utf8)
        #expect(try Self.statusLines(bytes, piece: bytes.count) == ["HTTP/1.0 200 OK"])
        #expect(try Self.statusLines(bytes, piece: 7) == ["HTTP/1.0 200 OK"])
    }

    @Test func aSecondRequestAfterConnectionCloseIsNotServed() throws {
        let keepAlive = Self.request.replacingOccurrences(of: "HTTP/1.0\r\n", with: "HTTP/1.1\r\n")
        let closing = Self.request.replacingOccurrences(of: "HTTP/1.0\r\n", with: "HTTP/1.1\r\nconnection: close\r\n")
        let bytes = Array((keepAlive + closing + keepAlive).utf8)
        #expect(try Self.statusLines(bytes, piece: bytes.count) == ["HTTP/1.1 200 OK", "HTTP/1.1 200 OK"])
    }

    /// What NIO's parser cannot read is still answered 400, as before.
    @Test func garbageOnAnOpenConnectionIsAnswered400() throws {
        #expect(try Self.statusLines(Array("\u{1}garbage\r\n\r\n".utf8), piece: 64) == ["HTTP/1.1 400 Bad Request"])
    }
}
