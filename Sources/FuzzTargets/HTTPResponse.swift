import ActivityModel
import NIOCore
import NIOHPACK

/// One response the server wrote, read back from its bytes: HTTP/1.1 text, or an HTTP/2 stream's
/// HEADERS (HPACK) and DATA frames.
struct HTTPResponse {
    var status: Int
    /// Header names lowercased, in order.
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// The response ended: always for HTTP/1.x (the reader needs its whole `content-length`); for
    /// HTTP/2, once a frame with END_STREAM came. A stream the server reset (RST_STREAM, after a
    /// client's error on it), or a connection closed after a GOAWAY, can cut a response off after
    /// its HEADERS: the client gets an error for that stream, not an answer.
    var complete = true

    func value(of name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Whether `PushEndpoint` wrote it: its answers always carry the notification's id header (NIO's
    /// own 400 for a request it cannot parse does not).
    var isEndpointAnswer: Bool {
        value(of: "apns-id") != nil || value(of: "apns-request-id") != nil
    }

    /// Reads HTTP/1.x responses back to back: a status line, headers, a blank line and
    /// `content-length` bytes of body. Throws a description of the first thing that is not so.
    static func http1(_ bytes: [UInt8]) throws(HTTPResponseError) -> [HTTPResponse] {
        var responses: [HTTPResponse] = []
        var at = 0
        let blankLine = Array("\r\n\r\n".utf8)
        while at < bytes.count {
            guard let end = firstIndex(of: blankLine, in: bytes, from: at) else {
                throw HTTPResponseError("a response head without its blank line at byte \(at)")
            }
            let lines = String(decoding: bytes[at..<end], as: UTF8.self).split(separator: "\r\n" as Character, omittingEmptySubsequences: false)
            let statusLine = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard statusLine.count == 3, statusLine[0].hasPrefix("HTTP/1."), statusLine[1].count == 3, let status = Int(statusLine[1]) else {
                throw HTTPResponseError("not a status line: \(String(lines[0]).debugDescription)")
            }
            var headers: [(name: String, value: String)] = []
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { throw HTTPResponseError("not a header: \(String(line).debugDescription)") }
                headers.append((line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingSpaces))
            }
            var response = HTTPResponse(status: status, headers: headers, body: [])
            guard let length = response.value(of: "content-length").flatMap({ Int($0) }), length >= 0, end + 4 + length <= bytes.count else {
                throw HTTPResponseError("a response without a content-length its bytes hold: \(response.headers)")
            }
            response.body = Array(bytes[(end + 4)..<(end + 4 + length)])
            responses.append(response)
            at = end + 4 + length
        }
        return responses
    }

    /// Reads the server's side of an HTTP/2 connection: whole frames only, the first a SETTINGS;
    /// each stream's HEADERS block (with its CONTINUATIONs) decoded in order with one HPACK decoder
    /// whose table may grow to `headerTable`, and its DATA concatenated. Streams in the order their
    /// response began.
    /// `clientResets`: the streams the client itself reset (RST_STREAM in its bytes), whose answers
    /// may also stop after their HEADERS.
    /// Also returns the error code of a GOAWAY that ended the connection for an error (nil for none
    /// or NO_ERROR).
    static func http2(_ bytes: [UInt8], headerTable: Int, clientResets: Set<UInt32> = []) throws(HTTPResponseError)
        -> (responses: [HTTPResponse], goawayError: UInt32?) {
        let (frames, leftOver) = HTTP2Frame.frames(in: bytes[...])
        guard leftOver == 0 else { throw HTTPResponseError("the output ends \(leftOver) bytes into a frame") }
        guard frames.isEmpty || (frames[0].type == HTTP2Frame.settings && frames[0].stream == 0) else {
            throw HTTPResponseError("the server's first frame is type \(frames[0].type), not SETTINGS")
        }
        var decoder = HPACKDecoder(allocator: ByteBufferAllocator(), maxDynamicTableSize: headerTable)
        var order: [UInt32] = []
        var streams: [UInt32: HTTPResponse] = [:]
        var block: (stream: UInt32, bytes: [UInt8])?
        var headerFlags: UInt8 = 0
        var reset = clientResets
        var goneAway = false
        var goawayError: UInt32?
        for frame in frames {
            if let open = block {
                guard frame.type == HTTP2Frame.continuation, frame.stream == open.stream else {
                    throw HTTPResponseError("a header block on stream \(open.stream) interrupted by a frame of type \(frame.type)")
                }
                block = (open.stream, open.bytes + frame.payload)
            } else if frame.type == HTTP2Frame.headers, let content = frame.content {
                block = (frame.stream, Array(content))
                headerFlags = frame.flags
            } else if frame.type == HTTP2Frame.data, let content = frame.content {
                guard streams[frame.stream] != nil else { throw HTTPResponseError("DATA on stream \(frame.stream) before its HEADERS") }
                streams[frame.stream]?.body += content
                if frame.flags & HTTP2Frame.endStream != 0 { streams[frame.stream]?.complete = true }
                continue
            } else {
                if frame.type == HTTP2Frame.rstStream { reset.insert(frame.stream) }
                if frame.type == HTTP2Frame.goaway {
                    goneAway = true
                    // Last-Stream-ID (4 bytes), then the error code (4 bytes).
                    let code = frame.payload.dropFirst(4).prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                    if frame.payload.count >= 8, code != 0 { goawayError = code }
                }
                continue
            }
            guard frame.flags & HTTP2Frame.endHeaders != 0, let complete = block else { continue }
            block = nil
            let stream = complete.stream
            var buffer = ByteBuffer(bytes: complete.bytes)
            let decoded: HPACKHeaders
            do {
                decoded = try decoder.decodeHeaders(from: &buffer)
            } catch {
                throw HTTPResponseError("the server's header block on stream \(stream) does not decode: \(error)")
            }
            let headers = decoded.map { (name: $0.name.lowercased(), value: $0.value) }
            if streams[stream] == nil {
                guard let status = headers.first(where: { $0.name == ":status" }).flatMap({ Int($0.value) }) else {
                    throw HTTPResponseError("a response on stream \(stream) without :status: \(headers)")
                }
                order.append(stream)
                streams[stream] = HTTPResponse(status: status, headers: headers, body: [], complete: false)
            }
            // END_STREAM is on the HEADERS frame, not on its CONTINUATIONs.
            if headerFlags & HTTP2Frame.endStream != 0 { streams[stream]?.complete = true }
        }
        guard block == nil else { throw HTTPResponseError("a header block left open at the end of the output") }
        // A response is cut off only by its stream's reset (by either side) or the connection's GOAWAY.
        if let open = order.first(where: { streams[$0]?.complete == false && !reset.contains($0) }), !goneAway {
            throw HTTPResponseError("the response on stream \(open) has no END_STREAM, and neither RST_STREAM nor GOAWAY came")
        }
        return (order.compactMap { streams[$0] }, goawayError)
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { at in
            bytes[at] == needle[0] && bytes[at..<(at + needle.count)].elementsEqual(needle)
        }
    }
}

/// What in the server's bytes could not be read as responses.
struct HTTPResponseError: Error {
    var detail: String
    init(_ detail: String) { self.detail = detail }
}

