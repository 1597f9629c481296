import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// One HTTP/2 connection of the endpoint as a value: its frames and events in, what to do out.
/// `APNSHTTP2Handler` feeds it and performs the actions it returns; nothing here touches a channel.
///
/// The connection is open, then draining (the server is going away: GOAWAY `Shutdown` sent, the
/// requests it had begun still read and answered until `drainBound`), then closed. Idle for the idle
/// timeout it is closed with GOAWAY `IdleTimeout`, as APNs closes its idle connections. Once NIO's
/// handler has written GOAWAY for a connection error it is closed and nothing more is read: RFC 9113
/// §5.4.1 says the endpoint MUST close it, NIO leaves that to the pipeline, and it fires a stream's
/// errors with the same types, so only the GOAWAY it wrote tells the two apart.
struct APNSConnectionStateMachine {
    /// One request on its way in. Header names arrive lowercase (HTTP/2 requires it; NIO refuses
    /// others) and in order; pseudo-headers (`:method`, `:path`) are set apart as HTTP/1 has none.
    struct Request {
        var method: String?
        var path: String?
        var headers: [(name: String, value: String)] = []
        var body = RequestBody()
    }

    enum Phase: Equatable {
        case open
        /// GOAWAY `Shutdown` sent: no new streams, the begun ones answered until the deadline.
        case draining
        case closed
    }

    /// A whole request to answer through the endpoint on its stream; `thenClose`: it was the last
    /// one a draining connection waited for.
    struct Answer {
        var streamID: HTTP2StreamID
        var request: Request
        var thenClose: Bool
    }

    /// What the connection does after a GOAWAY it sends.
    enum AfterGoAway: Equatable {
        case close
        /// Reads the begun requests, and calls `drainDeadline()` after this long.
        case drain(within: TimeAmount)
    }

    /// A line for the log about the connection rather than a request.
    struct Note: Equatable {
        var kind: ConnectionEvent.Kind
        var message: String
    }

    /// What the handler does for an event.
    enum Action {
        case none
        case answer(Answer)
        /// SETTINGS raising the stream limit (`StreamLimitRaiser`), then the answer if the
        /// request was already whole.
        case raiseStreamLimit(HTTP2Frame.FramePayload, thenAnswer: Answer?)
        /// A stream NIO let through without its pseudo-headers: RST_STREAM.
        case resetStream(HTTP2StreamID)
        /// WINDOW_UPDATE giving a half-used window back.
        case updateWindow(HTTP2StreamID, increment: Int)
        /// GOAWAY NO_ERROR naming the last stream read, with APNs' reason as its debug data.
        case goAway(lastStreamID: HTTP2StreamID, reason: APNSReason, then: AfterGoAway, log: Note?)
        /// The begun requests are answered 503 `Shutdown`, then the connection is closed.
        case refuseAndClose([(HTTP2StreamID, Request)])
        /// Close without writing anything more (NIO's handler wrote its GOAWAY).
        case close(log: Note?)
    }

    /// The inbound window each stream and the connection are kept near (RFC 9113's initial 65,535).
    static let windowSize = 65535
    /// How long a draining connection's begun requests may take to arrive before they are refused.
    static let drainBound = TimeAmount.seconds(2)

    private(set) var phase = Phase.open
    private var requests: [HTTP2StreamID: Request] = [:]
    /// The highest stream the client opened: what a GOAWAY says was read.
    private var lastStreamID = HTTP2StreamID.rootStream
    private var streamLimit: StreamLimitRaiser?
    /// NIO's handler has written a GOAWAY whose error code is not NO_ERROR.
    private(set) var sentErrorGoAway = false

    init(streamLimit: StreamLimitRaiser?) {
        self.streamLimit = streamLimit
    }

    /// The requests begun and not yet whole.
    var begunCount: Int { requests.count }

    /// A HEADERS frame: a new request, or trailers (APNs reads none).
    mutating func receivedHeaders(_ streamID: HTTP2StreamID, _ headers: HPACKHeaders, endStream: Bool,
                                  now: @autoclosure () -> Date) -> Action {
        guard phase != .closed else { return .none }
        var settings: HTTP2Frame.FramePayload? = nil
        if requests[streamID] == nil {
            var request = Request()
            for field in headers {
                switch field.name {
                case ":method": request.method = field.value
                case ":path": request.path = field.value
                case _ where field.name.hasPrefix(":"): break
                default: request.headers.append((name: field.name, value: field.value))
                }
            }
            requests[streamID] = request
            if streamID > lastStreamID { lastStreamID = streamID }
            // A stream that will be reset raises nothing; the clock is read only when it matters.
            if request.method != nil, request.path != nil { settings = streamLimit?.raise(for: headers, now: now()) }
        }
        let action = endStream ? complete(streamID) : .none
        guard let settings else { return action }
        if case .answer(let answer) = action { return .raiseStreamLimit(settings, thenAnswer: answer) }
        return .raiseStreamLimit(settings, thenAnswer: nil)
    }

    /// A DATA frame. The body is kept up to one byte past APNs' limit and the rest counted (`RequestBody`).
    mutating func receivedData(_ streamID: HTTP2StreamID, _ data: IOData, endStream: Bool) -> Action {
        guard phase != .closed else { return .none }
        if case .byteBuffer(let buffer) = data { requests[streamID]?.body.append(buffer) }
        return endStream ? complete(streamID) : .none
    }

    private mutating func complete(_ streamID: HTTP2StreamID) -> Action {
        // NIO refuses a request stream without both pseudo-headers before it gets here.
        guard let request = requests.removeValue(forKey: streamID), request.method != nil, request.path != nil else {
            return .resetStream(streamID)
        }
        let last = phase == .draining && requests.isEmpty
        if last { phase = .closed }
        return .answer(Answer(streamID: streamID, request: request, thenClose: last))
    }

    /// NIO's handler closed a stream (answered, reset by the client, or refused by NIO itself).
    mutating func streamClosed(_ streamID: HTTP2StreamID) -> Action {
        guard requests.removeValue(forKey: streamID) != nil, phase == .draining, requests.isEmpty else { return .none }
        phase = .closed
        return .close(log: nil)
    }

    /// NIO says a window has shrunk to `size`: half used, it is given back (the rule of NIO's
    /// `InboundWindowManager`); a stream's only while its request is still arriving.
    func windowUpdated(_ streamID: HTTP2StreamID, inboundWindowSize size: Int) -> Action {
        guard phase != .closed, size <= Self.windowSize / 2, streamID == .rootStream || requests[streamID] != nil else { return .none }
        return .updateWindow(streamID, increment: Self.windowSize - size)
    }

    /// Nothing was read for the idle timeout.
    mutating func idleTimeout() -> Action {
        guard phase != .closed else { return .none }
        phase = .closed
        requests.removeAll()
        return .goAway(lastStreamID: lastStreamID, reason: .idleTimeout, then: .close,
                       log: Note(kind: .idleTimeout, message: "nothing received for the idle timeout (--idle-timeout): closed with GOAWAY IdleTimeout"))
    }

    /// The server is going away.
    mutating func quiesce() -> Action {
        guard phase == .open else { return .none }
        phase = requests.isEmpty ? .closed : .draining
        return .goAway(lastStreamID: lastStreamID, reason: .shutdown, then: requests.isEmpty ? .close : .drain(within: Self.drainBound), log: nil)
    }

    /// The bound on draining has passed: what was begun and not finished is refused.
    mutating func drainDeadline() -> Action {
        guard phase == .draining else { return .none }
        phase = .closed
        let begun = requests.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        requests.removeAll()
        return .refuseAndClose(begun)
    }

    /// NIO's handler wrote a frame (it tells its `NIOHTTP2FrameDelegate` of each).
    mutating func wroteFrame(_ payload: HTTP2Frame.FramePayload) {
        if case .goAway(_, let errorCode, _) = payload, errorCode != .noError { sentErrorGoAway = true }
    }

    /// NIO's handler fired an error: the connection's if it wrote GOAWAY for it, else a stream's,
    /// already answered with RST_STREAM, which leaves the connection open.
    mutating func errorCaught(_ error: Error) -> Action {
        guard sentErrorGoAway, phase != .closed else { return .none }
        phase = .closed
        requests.removeAll()
        return .close(log: Note(kind: .protocolError, message: "HTTP/2 connection error, answered with GOAWAY: \(error)"))
    }
}
