import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// Collects one HTTP/2 request (one stream's frames) and answers it through the `PushEndpoint`.
///
/// Reads the HEADERS and DATA frames themselves rather than through NIO's HTTP/1 codec: the
/// conversion to and from HTTP/1 heads cost more per push than APNs' checks. Header names arrive
/// lowercase (HTTP/2 requires it; NIO refuses others) and in order, pseudo-headers (`:method`,
/// `:path`) left out as HTTP/1 has none.
final class APNSHTTP2Handler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias OutboundOut = HTTP2Frame.FramePayload

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    private var method: String?
    private var path: String?
    private var headers: [(name: String, value: String)] = []
    private var body = RequestBody()

    init(endpoint: PushEndpoint, clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let frame):
            if method == nil {
                for field in frame.headers {
                    switch field.name {
                    case ":method": method = field.value
                    case ":path": path = field.value
                    case _ where field.name.hasPrefix(":"): break
                    default: headers.append((name: field.name, value: field.value))
                    }
                }
            }  // else trailers: APNs reads none
            if frame.endStream { answer(context: context) }
        case .data(let frame):
            if case .byteBuffer(let buffer) = frame.data { body.append(buffer) }
            if frame.endStream { answer(context: context) }
        default:
            break
        }
    }

    private func answer(context: ChannelHandlerContext) {
        // NIO refuses a request stream without both pseudo-headers before it gets here.
        guard let method, let path else {
            context.close(promise: nil)
            return
        }
        let request = APNSRequest(method: method, path: path, headers: headers, body: body.bytes)
        let response = endpoint.handle(request, now: clock())
        let text = response.body
        var fields = HPACKHeaders()
        fields.add(name: ":status", value: String(response.status))
        // A new id each time: indexing it would only churn the client's header table.
        fields.add(name: response.idHeader, value: response.apnsID, indexing: .nonIndexable)
        if !text.isEmpty { fields.add(name: "content-type", value: "application/json") }
        fields.add(name: "content-length", value: String(text.utf8.count))
        if text.isEmpty {
            context.writeAndFlush(wrapOutboundOut(.headers(.init(headers: fields, endStream: true))), promise: nil)
        } else {
            context.write(wrapOutboundOut(.headers(.init(headers: fields))), promise: nil)
            let buffer = context.channel.allocator.buffer(string: text)
            context.writeAndFlush(wrapOutboundOut(.data(.init(data: .byteBuffer(buffer), endStream: true))), promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
