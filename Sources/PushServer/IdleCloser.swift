import NIOCore

/// Closes a connection on `IdleStateHandler`'s event, whatever protocol it turned out to speak: a
/// client that sends half a request (or half an h2 preface) and stalls, or leaves an HTTP/2
/// connection open with nothing on it, holds nothing for long.
final class IdleCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
