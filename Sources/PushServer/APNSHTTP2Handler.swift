import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// Answers the requests of one HTTP/2 connection through the `PushEndpoint`: it hands NIO's frames
/// and events to `APNSConnectionStateMachine` and performs the actions it returns.
///
/// One handler for the connection, after NIO's `NIOHTTP2Handler`, not NIO's channel per stream: a
/// channel and its pipeline made for every push cost more than APNs' checks and the verdict together
/// (BENCHMARKS.md, "serve"). It is also that handler's frame delegate, which is how the state
/// machine learns that a connection error's GOAWAY went out. Answers are flushed once a read is done.
final class APNSHTTP2Handler: ChannelInboundHandler, NIOHTTP2FrameDelegate {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    /// The connection's client certificate (`--client-ca`), handed to the rules with each request.
    let certificate: ClientCertificate?
    private var state: APNSConnectionStateMachine
    /// Frames were written during this read and wait for its end to be flushed.
    private var unflushed = false

    init(endpoint: PushEndpoint, streamLimit: StreamLimitRaiser?, certificate: ClientCertificate? = nil,
         clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.certificate = certificate
        self.state = APNSConnectionStateMachine(streamLimit: streamLimit)
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.payload {
        case .headers(let headers):
            perform(state.receivedHeaders(frame.streamID, headers.headers, endStream: headers.endStream, now: clock()), context: context)
        case .data(let payload):
            perform(state.receivedData(frame.streamID, payload.data, endStream: payload.endStream), context: context)
        default:
            break  // SETTINGS, PING, GOAWAY, WINDOW_UPDATE, RST_STREAM: NIO's handler acts on them
        }
    }

    /// NIO's handler encoded a frame: its own error GOAWAYs included.
    func wroteFrame(_ frame: HTTP2Frame) {
        state.wroteFrame(frame.payload)
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
            perform(state.windowUpdated(window.streamID, inboundWindowSize: size), context: context)
        } else if type == Self.idle {
            perform(state.idleTimeout(), context: context)
            return
        } else if type == Self.quiesce {
            perform(state.quiesce(), context: context)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        perform(state.errorCaught(error), context: context)
        context.fireErrorCaught(error)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        flushIfNeeded(context: context)
        context.fireChannelReadComplete()
    }

    private func perform(_ action: APNSConnectionStateMachine.Action, context: ChannelHandlerContext) {
        switch action {
        case .none:
            return
        case .answer(let answer):
            self.answer(answer, context: context)
        case .raiseStreamLimit(let settings, let answer):
            write(HTTP2Frame(streamID: .rootStream, payload: settings), context: context)
            if let answer { self.answer(answer, context: context) }
        case .resetStream(let streamID):
            write(HTTP2Frame(streamID: streamID, payload: .rstStream(.protocolError)), context: context)
        case .updateWindow(let streamID, let increment):
            write(HTTP2Frame(streamID: streamID, payload: .windowUpdate(windowSizeIncrement: increment)), context: context)
        case .goAway(let lastStreamID, let reason, let then, let note):
            log(note, context: context)
            let debug = context.channel.allocator.buffer(string: "{\"reason\":\"\(reason.rawValue)\"}")
            write(HTTP2Frame(streamID: .rootStream, payload: .goAway(lastStreamID: lastStreamID, errorCode: .noError, opaqueData: debug)),
                  context: context, promise: then == .close ? closePromise(context: context) : nil)
            flushIfNeeded(context: context)
            if case .drain(let bound) = then {
                context.eventLoop.assumeIsolated().scheduleTask(in: bound) {
                    self.perform(self.state.drainDeadline(), context: context)
                }
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
        case .close(let note):
            log(note, context: context)
            flushIfNeeded(context: context)  // NIO's GOAWAY, before the close
            context.close(promise: nil)
        }
    }

    private func log(_ note: APNSConnectionStateMachine.Note?, context: ChannelHandlerContext) {
        guard let note else { return }
        endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: note.kind, message: note.message, at: clock()))
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

    /// A promise for the last frame written before the connection closes: the close waits for it.
    private func closePromise(context: ChannelHandlerContext) -> EventLoopPromise<Void> {
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
        return written
    }

    private func answer(_ answer: APNSConnectionStateMachine.Answer, context: ChannelHandlerContext) {
        let request = answer.request
        let response = endpoint.handle(APNSRequest(method: request.method ?? "", path: request.path ?? "", headers: request.headers,
                                                   body: request.body.bytes, clientCertificate: certificate),
                                       now: clock())
        writeAnswer(response, on: answer.streamID, context: context, promise: answer.thenClose ? closePromise(context: context) : nil)
        if answer.thenClose { flushIfNeeded(context: context) }
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
