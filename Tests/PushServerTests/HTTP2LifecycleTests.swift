import Foundation
import NIOCore
import NIOEmbedded
import NIOHPACK
import NIOHTTP2
@testable import PushServer
import Testing

/// An HTTP/2 connection's life through the pipeline `serve` builds, on an `EmbeddedChannel`: closed
/// with GOAWAY `IdleTimeout` when idle, and on shutdown a GOAWAY `Shutdown`, the begun requests
/// answered, or refused 503 once the drain bound has passed, then the close.
@Suite struct HTTP2LifecycleTests {
    struct Frame {
        var type: UInt8
        var flags: UInt8
        var stream: UInt32
        var payload: [UInt8]

        /// A GOAWAY's last stream, error code and debug data.
        var goaway: (last: UInt32, error: UInt32, debug: String)? {
            guard type == 7, payload.count >= 8 else { return nil }
            func word(_ at: Int) -> UInt32 { payload[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
            return (word(0) & 0x7FFF_FFFF, word(4), String(decoding: payload[8...], as: UTF8.self))
        }
    }

    final class Connection {
        let endpoint: PushEndpoint
        let channel: EmbeddedChannel
        let events = TLSConnectionTests.Events()
        var frames: [Frame] = []
        private var output: [UInt8] = []

        init() throws {
            endpoint = PushEndpoint(definition: try PushEndpointTests.definition(), rules: APNSRules(), record: nil, observer: { _ in },
                                    connections: events.add)
            channel = EmbeddedChannel()
            try PushListener.configureCleartext(channel.pipeline.syncOperations, endpoint: endpoint, idleTimeout: .seconds(60),
                                                clock: { Date(timeIntervalSince1970: TimeInterval(PushEndpointTests.start)) })
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 2197)).wait()
        }

        func send(_ bytes: [UInt8]) {
            guard channel.isActive else { return }
            _ = try? channel.writeInbound(ByteBuffer(bytes: bytes))
            channel.pipeline.fireChannelReadComplete()
            collect()
        }

        func fire(_ event: any Sendable) {
            channel.pipeline.fireUserInboundEventTriggered(event)
            collect()
        }

        func advance(_ time: TimeAmount) {
            channel.embeddedEventLoop.advanceTime(by: time)
            collect()
        }

        private func collect() {
            channel.embeddedEventLoop.run()
            while let buffer = try? channel.readOutbound(as: ByteBuffer.self) { output += buffer.readableBytesView }
            while output.count >= 9 {
                let length = Int(output[0]) << 16 | Int(output[1]) << 8 | Int(output[2])
                guard output.count >= 9 + length else { break }
                let stream = output[5..<9].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                frames.append(Frame(type: output[3], flags: output[4], stream: stream, payload: Array(output[9..<(9 + length)])))
                output.removeFirst(9 + length)
            }
        }

        /// The streams answered (a HEADERS frame written on each), in order.
        var answeredStreams: [UInt32] { frames.filter { $0.type == 1 }.map(\.stream) }
    }

    static let open = HTTP2ConnectionErrorTests.preface + HTTP2ConnectionErrorTests.settings

    /// HEADERS of a push on `stream`, and its DATA apart.
    static func halves(stream: UInt8) -> (headers: [UInt8], data: [UInt8]) {
        let push = HTTP2ConnectionErrorTests.push(stream: stream)
        let headersEnd = 9 + (Int(push[1]) << 8 | Int(push[2]))
        return (Array(push[..<headersEnd]), Array(push[headersEnd...]))
    }

    @Test func anIdleConnectionIsClosedWithGoawayIdleTimeout() throws {
        let connection = try Connection()
        connection.send(Self.open + HTTP2ConnectionErrorTests.push)
        #expect(connection.answeredStreams == [1])
        connection.fire(IdleStateHandler.IdleStateEvent.read)
        let goaway = try #require(connection.frames.compactMap(\.goaway).last)
        #expect(goaway.error == 0 && goaway.last == 1)
        #expect(goaway.debug == #"{"reason":"IdleTimeout"}"#)
        #expect(!connection.channel.isActive, "closed after its GOAWAY")
        #expect(connection.events.all.map(\.kind) == [.idleTimeout])
    }

    @Test func shutdownWithNothingInFlightSaysGoawayAndCloses() throws {
        let connection = try Connection()
        connection.send(Self.open + HTTP2ConnectionErrorTests.push)
        connection.fire(ChannelShouldQuiesceEvent())
        let goaway = try #require(connection.frames.compactMap(\.goaway).last)
        #expect(goaway.error == 0 && goaway.last == 1 && goaway.debug == #"{"reason":"Shutdown"}"#)
        #expect(!connection.channel.isActive)
    }

    @Test func shutdownAnswersTheRequestsBegunThenCloses() throws {
        let connection = try Connection()
        let (headers, data) = Self.halves(stream: 3)
        connection.send(Self.open + HTTP2ConnectionErrorTests.push + headers)
        connection.fire(ChannelShouldQuiesceEvent())
        let goaway = try #require(connection.frames.compactMap(\.goaway).last)
        #expect(goaway.last == 3, "the begun request is one the server will read")
        #expect(connection.channel.isActive, "open while a begun request is still arriving")
        connection.send(data)
        #expect(connection.answeredStreams == [1, 3])
        #expect(connection.endpoint.servedCount == 2, "answered by the endpoint, judged and recorded as any push")
        #expect(!connection.channel.isActive, "closed once the last begun request is answered")
    }

    @Test func aBegunRequestNotWholeByTheDrainBoundIsRefused503() throws {
        let connection = try Connection()
        let (headers, _) = Self.halves(stream: 1)
        connection.send(Self.open + headers)
        connection.fire(ChannelShouldQuiesceEvent())
        #expect(connection.channel.isActive)
        connection.advance(APNSConnectionStateMachine.drainBound + .milliseconds(1))
        #expect(connection.answeredStreams == [1], "answered, not left hanging")
        let body = connection.frames.last { $0.type == 0 }.map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(body == #"{"reason":"Shutdown"}"#)
        #expect(!connection.channel.isActive)
    }
}
