import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// Answers the requests of one HTTP/2 connection through the `PushEndpoint`: each stream's HEADERS
/// and DATA frames collected, the answer written on that stream.
///
/// One handler on the connection, after NIO's `NIOHTTP2Handler`, not a channel per stream: NIO's
/// stream channels (a channel, its pipeline and handlers made and torn down for every push) cost
/// more instructions per push than APNs' checks and the phone's verdict together (BENCHMARKS.md,
/// "serve"). What NIO's stream multiplexer did, this handler therefore does itself:
/// - flow control of what it reads: a stream's or the connection's window, once half used, is
///   given back with a WINDOW_UPDATE (the rule of NIO's `InboundWindowManager`), read off the
///   `NIOHTTP2WindowUpdatedEvent`s NIO's handler sends, which count padding too;
/// - a stream is forgotten when NIO's handler says it closed (`StreamClosedEvent`: answered, reset by
///   the client, or refused by NIO's own checks, which answer RST_STREAM themselves);
/// - answers are written as they are made and flushed once a read is done, not one by one.
/// Header names arrive lowercase (HTTP/2 requires it; NIO refuses others) and in order,
/// pseudo-headers (`:method`, `:path`) set apart as HTTP/1 has none. With provider tokens checked,
/// APNs' one-stream rule is applied here too (`StreamLimitRaiser`). NIO's handler has answered what
/// it refused before an error gets here (RST_STREAM for a stream, GOAWAY for the connection), and the
/// streams it closed are cleared by their `StreamClosedEvent`. A connection error then closes the
/// connection here: RFC 9113 §5.4.1 says an endpoint that sent GOAWAY for an error MUST close it, NIO's
/// handler leaves that to the pipeline, and reading on served requests the GOAWAY had refused (the
/// `http` fuzz campaign's finding 4, RELIABILITY.md). NIO fires a stream's errors the same way and with
/// the same types, so `GoawayWatcher` (NIO's handler's frame delegate) tells the two apart by the
/// frames NIO's handler wrote.
final class APNSHTTP2Handler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    /// One request on its way in.
    struct Request {
        var method: String?
        var path: String?
        var headers: [(name: String, value: String)] = []
        var body = RequestBody()
    }

    /// The inbound window each stream and the connection are kept near (RFC 9113's initial 65,535).
    static let windowSize = 65535

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    /// NIO's handler's frame delegate: whether a connection error's GOAWAY went out.
    let goaways: GoawayWatcher
    private var streamLimit: StreamLimitRaiser?
    private var requests: [HTTP2StreamID: Request] = [:]
    /// Frames were written during this read and wait for its end to be flushed.
    private var unflushed = false
    /// A connection error was answered with GOAWAY: nothing more is read.
    private var closing = false

    init(endpoint: PushEndpoint, streamLimit: StreamLimitRaiser?, goaways: GoawayWatcher, clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.goaways = goaways
        self.streamLimit = streamLimit
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let frame = unwrapInboundIn(data)
        switch frame.payload {
        case .headers(let headers):
            if requests[frame.streamID] == nil {
                var request = Request()
                for field in headers.headers {
                    switch field.name {
                    case ":method": request.method = field.value
                    case ":path": request.path = field.value
                    case _ where field.name.hasPrefix(":"): break
                    default: request.headers.append((name: field.name, value: field.value))
                    }
                }
                requests[frame.streamID] = request
                if let settings = streamLimit?.raise(for: headers.headers, now: clock()) {
                    write(HTTP2Frame(streamID: .rootStream, payload: settings), context: context)
                }
            }  // else trailers: APNs reads none
            if headers.endStream { answer(frame.streamID, context: context) }
        case .data(let payload):
            if case .byteBuffer(let buffer) = payload.data { requests[frame.streamID]?.body.append(buffer) }
            if payload.endStream { answer(frame.streamID, context: context) }
        default:
            break  // SETTINGS, PING, GOAWAY, WINDOW_UPDATE, RST_STREAM: NIO's handler acts on them
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let closed = event as? StreamClosedEvent {
            requests[closed.streamID] = nil
        } else if let window = event as? NIOHTTP2WindowUpdatedEvent, let size = window.inboundWindowSize,
                  size <= Self.windowSize / 2,
                  window.streamID == .rootStream || requests[window.streamID] != nil {
            // A stream's window only while its request is still arriving: an answered one has none.
            write(HTTP2Frame(streamID: window.streamID, payload: .windowUpdate(windowSizeIncrement: Self.windowSize - size)), context: context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // NIO's handler wrote its GOAWAY before firing the error; a stream's error has none.
        if goaways.sentErrorGoaway, !closing {
            closing = true
            requests.removeAll()
            context.flush()  // the GOAWAY, before the close
            context.close(promise: nil)
        }
        context.fireErrorCaught(error)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    private func write(_ frame: HTTP2Frame, context: ChannelHandlerContext) {
        context.write(wrapOutboundOut(frame), promise: nil)
        unflushed = true
    }

    private func answer(_ streamID: HTTP2StreamID, context: ChannelHandlerContext) {
        // NIO refuses a request stream without both pseudo-headers before it gets here.
        guard let request = requests.removeValue(forKey: streamID), let method = request.method, let path = request.path else {
            write(HTTP2Frame(streamID: streamID, payload: .rstStream(.protocolError)), context: context)
            return
        }
        let response = endpoint.handle(APNSRequest(method: method, path: path, headers: request.headers, body: request.body.bytes),
                                       now: clock())
        let text = response.body
        var fields = HPACKHeaders()
        fields.add(name: ":status", value: String(response.status))
        // A new id each time: indexing it would only churn the client's header table.
        fields.add(name: response.idHeader, value: response.apnsID, indexing: .nonIndexable)
        if !text.isEmpty { fields.add(name: "content-type", value: "application/json") }
        fields.add(name: "content-length", value: String(text.utf8.count))
        write(HTTP2Frame(streamID: streamID, payload: .headers(.init(headers: fields, endStream: text.isEmpty))), context: context)
        if !text.isEmpty {
            let buffer = context.channel.allocator.buffer(string: text)
            write(HTTP2Frame(streamID: streamID, payload: .data(.init(data: .byteBuffer(buffer), endStream: true))), context: context)
        }
    }
}
