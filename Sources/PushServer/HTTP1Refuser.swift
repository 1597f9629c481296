import Foundation
import NIOCore

/// `serve --strict`: an HTTP/1.x connection is refused as APNs refuses it. APNs speaks only HTTP/2,
/// and an HTTP/2 server reads bytes that are not its connection preface as a connection error of
/// type PROTOCOL_ERROR (RFC 9113 §3.4): its SETTINGS, then GOAWAY PROTOCOL_ERROR, then the close.
final class HTTP1Refuser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    private var refused = false

    init(endpoint: PushEndpoint, clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.clock = clock
    }

    /// An empty SETTINGS frame, then GOAWAY (last stream 0, PROTOCOL_ERROR) with a reason a person can read.
    static let answer: [UInt8] = {
        let debug = Array("HTTP/1.1 is not HTTP/2".utf8)
        let settings: [UInt8] = [0, 0, 0, 0x04, 0, 0, 0, 0, 0]
        let length = 8 + debug.count
        let goaway: [UInt8] = [UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), 0x07, 0, 0, 0, 0, 0,
                               0, 0, 0, 0, 0, 0, 0, 0x01] + debug
        return settings + goaway
    }()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        refused = true
        endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: .http1Refused,
                                        message: "HTTP/1.1 refused with GOAWAY PROTOCOL_ERROR, as APNs refuses it (--strict): APNs speaks HTTP/2 only",
                                        at: clock()))
        let done = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: Self.answer)), promise: done)
        done.futureResult.whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
    }
}
