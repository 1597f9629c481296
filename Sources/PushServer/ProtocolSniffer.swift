import NIOCore

/// Tells HTTP/2 with prior knowledge from HTTP/1.1 by the first bytes of a cleartext connection,
/// then replaces itself with the pipeline for that protocol.
///
/// An h2c client opens with the 24-byte preface `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n` (RFC 9113 §3.4);
/// no HTTP/1.1 request starts that way. Bytes are held only until they match or differ from it.
///
/// The pipeline is configured once. Adding it can read again before it returns: the HTTP/2
/// handler flushes its SETTINGS as it is added, and a flush that meets a connection reset by the
/// client reads the socket, so bytes reach this handler again from inside the configuration. They
/// are held and passed on after the held ones, in order (read again as the preface, they had
/// configured a second HTTP/2 handler behind the first, which trapped on the first's output).
final class ProtocolSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    private var buffered: ByteBuffer?
    /// Set while the chosen pipeline is being added, and after: the decision is made.
    private var decided = false
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
        } else if decided {
            // Removed, but a read was already on its way here: it belongs to the new pipeline.
            context.fireChannelRead(data)
            return
        } else {
            buffered = incoming
        }
        guard !decided, let held = buffered else { return }
        let seen = held.readableBytesView.prefix(ProtocolSniffer.preface.count)
        let isHTTP2: Bool
        if seen.elementsEqual(ProtocolSniffer.preface.prefix(seen.count)) {
            // Still a prefix of the preface: wait for the rest.
            guard seen.count == ProtocolSniffer.preface.count else { return }
            isHTTP2 = true
        } else {
            isHTTP2 = false
        }
        decided = true
        do {
            try (isHTTP2 ? configureHTTP2 : configureHTTP1)(context.pipeline.syncOperations)
        } catch {
            buffered = nil
            context.close(promise: nil)
            return
        }
        // With whatever arrived while the pipeline was added.
        let all = buffered ?? held
        buffered = nil
        context.fireChannelRead(wrapInboundOut(all))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
