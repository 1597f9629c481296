import NIOCore

/// Holds a connection's flushes while it handles what one read brought, and flushes once after:
/// an HTTP/2 connection's answers to the streams of one read leave in one `writev`, not one each.
///
/// Sits between the socket and `NIOHTTP2Handler`. The streams of a read are answered inside its
/// `channelReadComplete` (that is when NIO delivers their frames), so the answers are written
/// there, and reach the kernel when it returns. A flush at any other time passes straight on.
final class ReadCycleFlusher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private var inReadComplete = false
    private var flushHeld = false

    func channelReadComplete(context: ChannelHandlerContext) {
        inReadComplete = true
        context.fireChannelReadComplete()
        inReadComplete = false
        if flushHeld {
            flushHeld = false
            context.flush()
        }
    }

    func flush(context: ChannelHandlerContext) {
        if inReadComplete {
            flushHeld = true
        } else {
            context.flush()
        }
    }
}
