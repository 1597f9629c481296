import NIOCore

/// Reads the HTTP/2 frames NIO's handler writes, to tell when it has sent GOAWAY for an error.
///
/// NIO's `NIOHTTP2Handler` answers a connection error with GOAWAY, then fires the error down the
/// pipeline, the same way it fires a stream's errors after their RST_STREAM, and with the same
/// error types, so the error alone does not say which it was. It does not close the connection: it
/// stops reading that read's bytes and parses the next read's as if nothing had happened, so a
/// request sent after the GOAWAY was served (RELIABILITY.md, finding 4). RFC 9113 §5.4.1: "After
/// sending the GOAWAY frame for an error condition, the endpoint MUST close the TCP connection."
/// This handler sits between the socket and NIO's handler and follows the frame boundaries of what
/// is written (9-byte headers, then `length` bytes); `APNSHTTP2Handler` asks it, when an error
/// arrives, whether a GOAWAY with an error code has gone out, and closes the connection if so.
final class GoawayWatcher: ChannelOutboundHandler {
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// A GOAWAY whose error code is not NO_ERROR has been written.
    private(set) var sentErrorGoaway = false
    /// The bytes of the frame header being read, or of a GOAWAY's first 8 payload bytes.
    private var pending: [UInt8] = []
    private var payloadLeft = 0
    private var inGoaway = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if !sentErrorGoaway, case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
            read(buffer.readableBytesView)
        }
        context.write(data, promise: promise)
    }

    /// Follows the frames through `bytes`: headers byte by byte, payloads skipped whole but for a
    /// GOAWAY's first 8 bytes (DATA is the bulk of what is written, and is not looked at).
    private func read(_ bytes: ByteBufferView) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if payloadLeft > 0, !inGoaway {
                let skipped = min(payloadLeft, bytes.endIndex - index)
                payloadLeft -= skipped
                index += skipped
                continue
            }
            if payloadLeft == 0, pending.isEmpty, bytes.endIndex - index >= 9 {
                // A whole frame header in this buffer, as NIO writes them: read at once.
                payloadLeft = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
                inGoaway = bytes[index + 3] == 0x07 && payloadLeft >= 8
                index += 9
                continue
            }
            let byte = bytes[index]
            index += 1
            if payloadLeft > 0 {
                // A GOAWAY's payload: Last-Stream-ID (4 bytes), then the error code (4 bytes).
                payloadLeft -= 1
                pending.append(byte)
                if pending.count == 8 {
                    sentErrorGoaway = pending[4...].contains { $0 != 0 }
                    inGoaway = false
                    pending.removeAll(keepingCapacity: true)
                    if sentErrorGoaway { return }
                }
                continue
            }
            pending.append(byte)
            guard pending.count == 9 else { continue }
            payloadLeft = Int(pending[0]) << 16 | Int(pending[1]) << 8 | Int(pending[2])
            inGoaway = pending[3] == 0x07 && payloadLeft >= 8
            pending.removeAll(keepingCapacity: true)
        }
    }
}
