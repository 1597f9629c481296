import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// One HTTP/2 connection's requests and its life, as a value: frames and events in, what to do out.
/// `APNSHTTP2Handler` feeds it and performs what it returns, and nothing here touches a channel.
///
/// The connection is open, then draining (the server is going away: GOAWAY sent, the requests it
/// had begun are still read and answered, until a deadline), then closed. Idle for the idle timeout
/// it is closed with GOAWAY `IdleTimeout`, as APNs closes its idle connections; after a connection
/// error, whose GOAWAY NIO's handler wrote, it is closed and nothing more is read.
struct HTTP2ConnectionState {
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

    /// What the handler does for a frame or an event.
    enum Action {
        case none
        /// Answer this complete request through the endpoint, then close the connection if asked
        /// (the last request a draining connection waited for).
        case answer(HTTP2StreamID, Request, thenClose: Bool)
        /// A stream NIO let through without its pseudo-headers: refused.
        case resetStream(HTTP2StreamID)
        /// GOAWAY NO_ERROR naming the last stream read, with APNs' reason as its debug data; then
        /// close the connection, or wait for the begun requests until `drainDeadline()`.
        case goAway(lastStreamID: HTTP2StreamID, reason: APNSReason, thenClose: Bool)
        /// The begun requests are answered 503 `Shutdown`, then the connection is closed.
        case refuseAndClose([(HTTP2StreamID, Request)])
        /// Close without writing anything more (NIO's handler wrote its GOAWAY).
        case close
    }

    /// The inbound window each stream and the connection are kept near (RFC 9113's initial 65,535).
    static let windowSize = 65535

    private(set) var phase = Phase.open
    private var requests: [HTTP2StreamID: Request] = [:]
    /// The highest stream the client opened: what a GOAWAY says was read.
    private var lastStreamID = HTTP2StreamID.rootStream
    private var streamLimit: StreamLimitRaiser?

    init(streamLimit: StreamLimitRaiser?) {
        self.streamLimit = streamLimit
    }

    /// A HEADERS frame. The SETTINGS that raise the stream limit come back with it, once (`StreamLimitRaiser`).
    mutating func receivedHeaders(_ streamID: HTTP2StreamID, _ headers: HPACKHeaders, endStream: Bool,
                                  now: @autoclosure () -> Date) -> (settings: HTTP2Frame.FramePayload?, action: Action) {
        guard phase != .closed else { return (nil, .none) }
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
            settings = streamLimit?.raise(for: headers, now: now())  // the clock read only when it matters
        }  // else trailers: APNs reads none
        return (settings, endStream ? complete(streamID) : .none)
    }

    /// A DATA frame.
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
        return .answer(streamID, request, thenClose: last)
    }

    /// NIO's handler closed a stream (answered, reset by the client, or refused by NIO itself).
    mutating func streamClosed(_ streamID: HTTP2StreamID) -> Action {
        guard requests.removeValue(forKey: streamID) != nil, phase == .draining, requests.isEmpty else { return .none }
        phase = .closed
        return .close
    }

    /// The WINDOW_UPDATE to send when NIO says a window has shrunk to `size`: half used, it is given back.
    func windowUpdate(_ streamID: HTTP2StreamID, inboundWindowSize size: Int) -> HTTP2Frame.FramePayload? {
        // A stream's window only while its request is still arriving: an answered one has none.
        guard phase != .closed, size <= Self.windowSize / 2, streamID == .rootStream || requests[streamID] != nil else { return nil }
        return .windowUpdate(windowSizeIncrement: Self.windowSize - size)
    }

    /// Nothing was read for the idle timeout.
    mutating func idle() -> Action {
        guard phase != .closed else { return .none }
        phase = .closed
        requests.removeAll()
        return .goAway(lastStreamID: lastStreamID, reason: .idleTimeout, thenClose: true)
    }

    /// The server is going away.
    mutating func quiesce() -> Action {
        guard phase == .open else { return .none }
        phase = requests.isEmpty ? .closed : .draining
        return .goAway(lastStreamID: lastStreamID, reason: .shutdown, thenClose: requests.isEmpty)
    }

    /// The bound on draining has passed: what was begun and not finished is refused.
    mutating func drainDeadline() -> Action {
        guard phase == .draining else { return .none }
        phase = .closed
        let begun = requests.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        requests.removeAll()
        return .refuseAndClose(begun)
    }

    /// NIO's handler fired an error; `sentErrorGoaway`: it had written GOAWAY for it, so it was the
    /// connection's (RFC 9113 §5.4.1: the endpoint MUST then close the connection), not a stream's.
    mutating func errorCaught(sentErrorGoaway: Bool) -> Action {
        guard sentErrorGoaway, phase != .closed else { return .none }
        phase = .closed
        requests.removeAll()
        return .close
    }
}
