import NIOCore

/// The last handler of a test pipeline: keeps every byte that reaches the end of it, in order.
final class ByteCollector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    var bytes: [UInt8] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        bytes += unwrapInboundIn(data).readableBytesView
    }
}
