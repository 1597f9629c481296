import NIOCore

/// Closes a connection on `IdleStateHandler`'s event until its protocol takes the event over: a
/// client that sends half a request (or half an h2 preface) and stalls holds nothing for long, and an
/// idle HTTP/1.1 connection is closed as servers close them. An HTTP/2 connection hands the event on
/// to `APNSHTTP2Handler`, which closes it with GOAWAY `IdleTimeout`, as APNs does.
final class IdleCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    /// Set once the HTTP/2 pipeline is in place: the event goes on to it.
    var handedOver = false

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent, !handedOver {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
