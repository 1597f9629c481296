import NIOHTTP2

/// Tells, from the frames NIO's HTTP/2 handler writes, when it has sent GOAWAY for an error.
///
/// NIO's `NIOHTTP2Handler` answers a connection error with GOAWAY, then fires the error down the
/// pipeline, the same way it fires a stream's errors after their RST_STREAM, and with the same
/// error types, so the error alone does not say which it was. It does not close the connection: it
/// stops reading that read's bytes and parses the next read's as if nothing had happened, so a
/// request sent after the GOAWAY was served (RELIABILITY.md, finding 4). RFC 9113 §5.4.1: "After
/// sending the GOAWAY frame for an error condition, the endpoint MUST close the TCP connection."
/// NIO's handler tells its `NIOHTTP2FrameDelegate` of every frame it encodes, the GOAWAY it writes
/// for a connection error included; `APNSHTTP2Handler` asks this one, when an error arrives,
/// whether such a GOAWAY has gone out, and closes the connection if so. One per connection, used on
/// its event loop only.
final class GoawayWatcher: NIOHTTP2FrameDelegate {
    /// A GOAWAY whose error code is not NO_ERROR has been written.
    private(set) var sentErrorGoaway = false

    func wroteFrame(_ frame: HTTP2Frame) {
        if case .goAway(_, let errorCode, _) = frame.payload, errorCode != .noError { sentErrorGoaway = true }
    }
}
