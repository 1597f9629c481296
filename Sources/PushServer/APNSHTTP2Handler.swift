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
/// What a connection's frames and events mean (its requests, its stream limit, idling, draining,
/// closing) is decided by `HTTP2ConnectionState`, a value; this handler performs what it returns.
/// NIO's handler has answered what it refused before an error gets here (RST_STREAM for a stream,
/// GOAWAY for the connection), and the streams it closed are cleared by their `StreamClosedEvent`. A
/// connection error then closes the connection: RFC 9113 §5.4.1 says an endpoint that sent GOAWAY for
/// an error MUST close it, and NIO's handler leaves that to the pipeline (reading on would serve
/// requests the GOAWAY had refused). NIO fires a stream's
/// errors the same way and with the same types, so `GoawayWatcher` (NIO's handler's frame delegate)
/// tells the two apart by the frames NIO's handler wrote.
final class APNSHTTP2Handler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    /// The inbound window each stream and the connection are kept near (RFC 9113's initial 65,535).
    static let windowSize = HTTP2ConnectionState.windowSize
    /// How long a draining connection's begun requests may take to arrive before they are refused.
    static let drainBound = TimeAmount.seconds(2)

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    /// NIO's handler's frame delegate: whether a connection error's GOAWAY went out.
    let goaways: GoawayWatcher
    private var state: HTTP2ConnectionState
    /// Frames were written during this read and wait for its end to be flushed.
    private var unflushed = false

    /// The connection's client certificate (`--client-ca`), handed to the rules with each request.
    let certificate: ClientCertificate?

    init(endpoint: PushEndpoint, streamLimit: StreamLimitRaiser?, goaways: GoawayWatcher, certificate: ClientCertificate? = nil,
         clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.goaways = goaways
        self.certificate = certificate
        self.state = HTTP2ConnectionState(streamLimit: streamLimit)
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.payload {
        case .headers(let headers):
            let (settings, action) = state.receivedHeaders(frame.streamID, headers.headers, endStream: headers.endStream, now: clock())
            if let settings { write(HTTP2Frame(streamID: .rootStream, payload: settings), context: context) }
            perform(action, context: context)
        case .data(let payload):
            perform(state.receivedData(frame.streamID, payload.data, endStream: payload.endStream), context: context)
        default:
            break  // SETTINGS, PING, GOAWAY, WINDOW_UPDATE, RST_STREAM: NIO's handler acts on them
        }
    }

    /// The events acted on, told apart by their type's identity first: a failed `as?` cast of an
    /// `Any` costs hundreds of instructions, and every stream brings several events acted on by none.
    static let streamClosed = ObjectIdentifier(StreamClosedEvent.self)
    static let windowUpdated = ObjectIdentifier(NIOHTTP2WindowUpdatedEvent.self)
    static let idle = ObjectIdentifier(IdleStateHandler.IdleStateEvent.self)
    static let quiesce = ObjectIdentifier(ChannelShouldQuiesceEvent.self)

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        let type = ObjectIdentifier(Swift.type(of: event))
        if type == Self.streamClosed, let closed = event as? StreamClosedEvent {
            perform(state.streamClosed(closed.streamID), context: context)
        } else if type == Self.windowUpdated, let window = event as? NIOHTTP2WindowUpdatedEvent, let size = window.inboundWindowSize {
            if let update = state.windowUpdate(window.streamID, inboundWindowSize: size) {
                write(HTTP2Frame(streamID: window.streamID, payload: update), context: context)
            }
        } else if type == Self.idle {
            let action = state.idle()
            if case .goAway = action {
                endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: .idleTimeout,
                                                message: "nothing received for the idle timeout (--idle-timeout): closed with GOAWAY IdleTimeout",
                                                at: clock()))
            }
            perform(action, context: context)
            return
        } else if type == Self.quiesce {
            perform(state.quiesce(), context: context)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // NIO's handler wrote its GOAWAY before firing the error; a stream's error has none.
        let action = state.errorCaught(sentErrorGoaway: goaways.sentErrorGoaway)
        if case .close = action {
            endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: .protocolError,
                                            message: "HTTP/2 connection error, answered with GOAWAY: \(error)", at: clock()))
        }
        perform(action, context: context)
        context.fireErrorCaught(error)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        flushIfNeeded(context: context)
        context.fireChannelReadComplete()
    }

    private func flushIfNeeded(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
    }

    private func write(_ frame: HTTP2Frame, context: ChannelHandlerContext, promise: EventLoopPromise<Void>? = nil) {
        context.write(wrapOutboundOut(frame), promise: promise)
        unflushed = true
    }

    private func perform(_ action: HTTP2ConnectionState.Action, context: ChannelHandlerContext) {
        switch action {
        case .none:
            return
        case .answer(let streamID, let request, let thenClose):
            answer(streamID, request, context: context, closing: thenClose ? closePromise(context: context) : nil)
        case .resetStream(let streamID):
            write(HTTP2Frame(streamID: streamID, payload: .rstStream(.protocolError)), context: context)
        case .goAway(let lastStreamID, let reason, let thenClose):
            let debug = context.channel.allocator.buffer(string: "{\"reason\":\"\(reason.rawValue)\"}")
            write(HTTP2Frame(streamID: .rootStream, payload: .goAway(lastStreamID: lastStreamID, errorCode: .noError, opaqueData: debug)),
                  context: context, promise: thenClose ? closePromise(context: context) : nil)
            flushIfNeeded(context: context)
            guard !thenClose else { return }
            context.eventLoop.assumeIsolated().scheduleTask(in: Self.drainBound) {
                self.perform(self.state.drainDeadline(), context: context)
            }
        case .refuseAndClose(let begun):
            let closing = closePromise(context: context)
            for (index, (streamID, request)) in begun.enumerated() {
                let response = endpoint.refuseForShutdown(method: request.method ?? "", path: request.path ?? "", headers: request.headers,
                                                          protocolName: "h2", now: clock())
                writeAnswer(response, on: streamID, context: context, promise: index == begun.count - 1 ? closing : nil)
            }
            if begun.isEmpty { closing.succeed() }
            flushIfNeeded(context: context)
        case .close:
            flushIfNeeded(context: context)  // the GOAWAY, before the close
            context.close(promise: nil)
        }
    }

    /// A promise for the last frame written before the connection closes: the close waits for it.
    private func closePromise(context: ChannelHandlerContext) -> EventLoopPromise<Void> {
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
        return written
    }

    private func answer(_ streamID: HTTP2StreamID, _ request: HTTP2ConnectionState.Request, context: ChannelHandlerContext,
                        closing: EventLoopPromise<Void>?) {
        let response = endpoint.handle(APNSRequest(method: request.method ?? "", path: request.path ?? "", headers: request.headers,
                                                   body: request.body.bytes, clientCertificate: certificate),
                                       now: clock())
        writeAnswer(response, on: streamID, context: context, promise: closing)
        if closing != nil { flushIfNeeded(context: context) }
    }

    /// The answer's HEADERS, and DATA when it has a body; `promise` is completed with the last of them.
    private func writeAnswer(_ response: APNSResponse, on streamID: HTTP2StreamID, context: ChannelHandlerContext,
                             promise: EventLoopPromise<Void>? = nil) {
        let text = response.body
        var fields = HPACKHeaders()
        fields.add(name: ":status", value: String(response.status))
        // Mostly a new id each time: indexing it would only churn the client's header table.
        fields.add(name: response.idHeader, value: response.apnsID, indexing: .nonIndexable)
        if !text.isEmpty { fields.add(name: "content-type", value: "application/json") }
        fields.add(name: "content-length", value: String(text.utf8.count))
        write(HTTP2Frame(streamID: streamID, payload: .headers(.init(headers: fields, endStream: text.isEmpty))), context: context,
              promise: text.isEmpty ? promise : nil)
        if !text.isEmpty {
            let buffer = context.channel.allocator.buffer(string: text)
            write(HTTP2Frame(streamID: streamID, payload: .data(.init(data: .byteBuffer(buffer), endStream: true))), context: context,
                  promise: promise)
        }
    }
}
