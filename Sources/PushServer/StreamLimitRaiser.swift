import Foundation
import NIOCore
import NIOHTTP2

/// APNs' rule for token-based connections: one stream until a request with a valid provider token
/// has been posted, then many (APNS-FACTS.md, "Connections").
///
/// Sits in each HTTP/2 stream's pipeline, ahead of the request handler, when `serve` checks tokens
/// (`--auth-key`): the connection opened with `SETTINGS_MAX_CONCURRENT_STREAMS` = 1, and the first
/// request on it whose `authorization` verifies makes it send a SETTINGS frame raising the limit to
/// `PushListener.maximumConcurrentStreams`. Whether the request is then accepted (its topic, its
/// body) does not matter: APNs asks for a valid token, nothing more. It passes every frame on as is.
final class StreamLimitRaiser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias InboundOut = HTTP2Frame.FramePayload

    /// Whether the connection's limit was raised: one per connection, shared by its streams, which
    /// all run on the connection's event loop.
    let raised: NIOLoopBoundBox<Bool>
    let tokens: ProviderTokenCheck
    let clock: @Sendable () -> Date

    init(raised: NIOLoopBoundBox<Bool>, tokens: ProviderTokenCheck, clock: @escaping @Sendable () -> Date) {
        self.raised = raised
        self.tokens = tokens
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .headers(let frame) = unwrapInboundIn(data), !raised.value,
           tokens.check(frame.headers["authorization"], now: clock()) == nil,
           let connection = context.channel.parent {
            raised.value = true
            let settings = [HTTP2Setting(parameter: .maxConcurrentStreams, value: PushListener.maximumConcurrentStreams)]
            connection.writeAndFlush(HTTP2Frame(streamID: .rootStream, payload: .settings(.settings(settings))), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
