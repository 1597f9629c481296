import NIOCore

/// Tells HTTP/2 with prior knowledge from HTTP/1.1 by the first bytes of a cleartext connection,
/// then replaces itself with the pipeline for that protocol.
///
/// An h2c client opens with the 24-byte preface `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n` (RFC 9113 §3.4);
/// no HTTP/1.1 request starts that way. Bytes are held only until they match or differ from it.
final class ProtocolSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    private var buffered: ByteBuffer?
    private let configureHTTP1: (ChannelPipeline.SynchronousOperations) throws -> Void
    private let configureHTTP2: (ChannelPipeline.SynchronousOperations) throws -> Void

    init(http1: @escaping (ChannelPipeline.SynchronousOperations) throws -> Void,
         http2: @escaping (ChannelPipeline.SynchronousOperations) throws -> Void) {
        configureHTTP1 = http1
        configureHTTP2 = http2
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var incoming = unwrapInboundIn(data)
        if var held = buffered {
            held.writeBuffer(&incoming)
            buffered = held
        } else {
            buffered = incoming
        }
        guard let held = buffered else { return }
        let seen = held.readableBytesView.prefix(ProtocolSniffer.preface.count)
        let isHTTP2: Bool
        if seen.elementsEqual(ProtocolSniffer.preface.prefix(seen.count)) {
            // Still a prefix of the preface: wait for the rest.
            guard seen.count == ProtocolSniffer.preface.count else { return }
            isHTTP2 = true
        } else {
            isHTTP2 = false
        }
        do {
            try (isHTTP2 ? configureHTTP2 : configureHTTP1)(context.pipeline.syncOperations)
        } catch {
            context.close(promise: nil)
            return
        }
        buffered = nil
        context.fireChannelRead(wrapInboundOut(held))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
