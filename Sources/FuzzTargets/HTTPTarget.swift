import ActivityModel
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import PushServer

/// One cleartext connection's bytes through the pipeline `serve` builds for it
/// (`PushListener.configureCleartext`), answered by a `PushEndpoint` with a record in a temporary
/// file, on an `EmbeddedChannel`: all at once, then in pieces of 1-17 bytes. Beyond not trapping:
/// whole responses with APNs-shaped bodies and their reasons' statuses; no more served than the bytes
/// hold; no body over 4 KB in the record; the same answers whatever the split, except that a frame
/// after END_STREAM is a stream error before the answer and a connection error (GOAWAY
/// STREAM_CLOSED) after it (RFC 9113 §5.1), so a run ended by that GOAWAY may give only a prefix.
/// The idle timeout is not asserted: `IdleStateHandler` reads the real clock, which an
/// `EmbeddedChannel`'s virtual time does not move.
enum HTTPTarget {
    static let check = FuzzCheck(target: .http)
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    /// The longest record line an accepted push can make: the body limit, the envelope (time, a
    /// 256-byte token as hex, the `apns` headers with a 64-byte collapse id) and a marker byte.
    static let longestRecordLine = APNSRules.maximumBodyBytes + 2048
    static let idleTimeout = TimeAmount.seconds(60)

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let whole = try exchange(data, piece: max(1, data.count))
        let pieces = try exchange(data, piece: data.count % 17 + 1)
        try check.require(whole.agrees(with: pieces),
                          "the answers do not depend on how the bytes are split",
                          "whole: \(whole.served) served, \(whole.statuses); in pieces of \(data.count % 17 + 1): \(pieces.served) served, \(pieces.statuses)")
    }

    /// What one connection gave back.
    struct Exchange {
        var served: Int
        var statuses: [Int]
        /// The error code of the GOAWAY that ended an HTTP/2 connection for an error.
        var goawayError: UInt32?

        static let streamClosed: UInt32 = 0x5

        /// The same answers, or one run cut short by the GOAWAY STREAM_CLOSED whose timing the split
        /// decides (above): its answers the first of the other's, and no more served.
        func agrees(with other: Exchange) -> Bool {
            (statuses == other.statuses && served == other.served) || isCutShort(of: other) || other.isCutShort(of: self)
        }

        func isCutShort(of other: Exchange) -> Bool {
            goawayError == Self.streamClosed && other.statuses.starts(with: statuses) && served <= other.served
        }
    }

    static func exchange(_ data: [UInt8], piece: Int) throws(FuzzViolation) -> Exchange {
        let fixture = try FuzzFixture.get(.http)
        let recordPath = recordDirectory + "/livepeek-fuzz-record-\(UUID().uuidString).ndjson"
        defer { try? FileManager.default.removeItem(atPath: recordPath) }
        let record: PushRecord
        do {
            record = try PushRecord(path: recordPath)
        } catch {
            throw FuzzViolation(.http, "the record can be opened", "\(error)")
        }
        let endpoint = PushEndpoint(definition: fixture.definition, rules: APNSRules(), record: record, clock: .fixed(FuzzFixture.now),
                                    observer: { _ in })
        let channel = EmbeddedChannel()
        do {
            try PushListener.configureCleartext(channel.pipeline.syncOperations, endpoint: endpoint, idleTimeout: idleTimeout,
                                                clock: { FuzzFixture.now })
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 2197)).wait()
        } catch {
            throw FuzzViolation(.http, "the connection's pipeline is built", "\(error)")
        }
        var output: [UInt8] = []
        var start = 0
        while start < data.count, channel.isActive {
            let end = min(data.count, start + piece)
            // An error the handlers pass on (an HTTP/2 protocol error after its GOAWAY) reaches the
            // end of the pipeline, where `serve` logs it; the connection's state is what is checked.
            _ = try? channel.writeInbound(ByteBuffer(bytes: data[start..<end]))
            // A socket channel ends each read so (`EmbeddedChannel.writeInbound` does not), and NIO's
            // HTTP/1 pipelining handler and HTTP/2 handler flush on it.
            channel.pipeline.fireChannelReadComplete()
            channel.embeddedEventLoop.run()
            output += drain(channel)
            start = end
        }
        _ = try? channel.finish(acceptAlreadyClosed: true)
        endpoint.finish()
        let served = endpoint.servedCount

        let responses = try responses(output, input: data)
        try check.require(responses.requests >= served, "requests served ≤ requests the bytes hold",
                          "\(served) served of \(responses.requests)")
        let answers = responses.all.filter(\.isEndpointAnswer)
        try check.require(answers.count <= served, "every answer is a served request", "\(answers.count) answers, \(served) served")
        // A response cut off after its HEADERS (its stream reset for the client's error on it, or the
        // connection closed after a GOAWAY) is no answer: its status is still checked, not its body.
        for response in responses.all where response.complete { try requireAPNsShaped(response) }

        let recorded = readFile(recordPath).split(separator: 0x0A)
        try check.require(recorded.count <= served, "the record holds only served pushes", "\(recorded.count) lines, \(served) served")
        if let long = recorded.first(where: { $0.count > longestRecordLine }) {
            throw FuzzViolation(.http, "no body over APNs' limit reaches the record", "a line of \(long.count) bytes")
        }
        return Exchange(served: served, statuses: responses.all.map(\.status), goawayError: responses.goawayError)
    }

    /// Where each exchange's record goes: tmpfs where there is one. The record's `close` calls
    /// fsync, which on a disk can wait for whatever else the machine is writing; two per input
    /// would time the disk, not the code under test.
    static let recordDirectory: String = {
        var status = stat()
        if stat("/dev/shm", &status) == 0, access("/dev/shm", W_OK) == 0 { return "/dev/shm" }
        return FileManager.default.temporaryDirectory.path
    }()

    /// The file's bytes, read with read(2): `FileManager.contents(atPath:)` keeps every buffer it
    /// reads in Swift 6.3.1's FoundationEssentials on Linux, which over a campaign reaches libFuzzer's
    /// memory limit (RELIABILITY.md, "Campaigns").
    static func readFile(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The responses in the server's bytes, read as the protocol the sniffer chose for the input,
    /// and how many requests the input holds by a count independent of the server's.
    static func responses(_ output: [UInt8], input: [UInt8]) throws(FuzzViolation)
        -> (all: [HTTPResponse], requests: Int, goawayError: UInt32?) {
        let seen = input.prefix(preface.count)
        let startsAsHTTP2 = seen.elementsEqual(preface.prefix(seen.count))
        if startsAsHTTP2, seen.count < preface.count {
            // Still a prefix of the h2 preface: nothing decided, nothing may be written.
            try check.require(output.isEmpty, "nothing is written before the protocol is known", "\(output.count) bytes")
            return ([], 0, nil)
        }
        let read: Result<(responses: [HTTPResponse], goawayError: UInt32?), HTTPResponseError>
        let requests: Int
        if startsAsHTTP2 {
            let frames = HTTP2Frame.frames(in: input.dropFirst(preface.count)).frames
            let table = HTTP2Frame.largestHeaderTable(frames)
            requests = frames.filter { $0.type == HTTP2Frame.headers }.count
            let resets = Set(frames.filter { $0.type == HTTP2Frame.rstStream }.map(\.stream))
            // A table beyond what a decoder here should allocate: the header blocks are not read.
            guard table <= 1 << 20 else { return ([], requests, nil) }
            read = Result { () throws(HTTPResponseError) in try HTTPResponse.http2(output, headerTable: table, clientResets: resets) }
        } else {
            requests = http1Heads(input)
            read = Result { () throws(HTTPResponseError) in (try HTTPResponse.http1(output), nil) }
        }
        switch read {
        case .success(let read):
            return (read.responses, requests, read.goawayError)
        case .failure(let error):
            throw FuzzViolation(.http, "every response is whole and readable", "\(error.detail) in \(output.count) bytes of output")
        }
    }

    /// The body is empty or `{"reason":"…"}` with one of APNs' reasons, and an endpoint's answer
    /// has its reason's status (200 without one).
    static func requireAPNsShaped(_ response: HTTPResponse) throws(FuzzViolation) {
        var reason: APNSReason?
        if !response.body.isEmpty {
            let document = try? JSONParser.parseDocument(response.body)
            guard case .object(let members)? = document, members.count == 1, members[0].key == "reason",
                  let text = members[0].value.stringValue, let known = APNSReason(rawValue: text) else {
                throw FuzzViolation(.http, "a response body is empty or {\"reason\": …}",
                                    String(decoding: response.body.prefix(200), as: UTF8.self).debugDescription)
            }
            reason = known
        }
        if response.isEndpointAnswer {
            try check.require(response.status == (reason?.status ?? 200), "an answer has its reason's status",
                              "\(response.status) with \(reason?.rawValue ?? "no reason")")
        } else {
            try check.require(response.status >= 400 && reason == nil, "a response the endpoint did not write is an error without a reason",
                              "\(response.status) \(response.headers)")
        }
    }

    /// How many request heads NIO's HTTP/1 decoder finds in `input` on its own.
    static func http1Heads(_ input: [UInt8]) -> Int {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(HTTPRequestDecoder()))
        _ = try? channel.writeInbound(ByteBuffer(bytes: input))
        var heads = 0
        while let part = try? channel.readInbound(as: HTTPServerRequestPart.self) {
            if case .head = part { heads += 1 }
        }
        _ = try? channel.finish(acceptAlreadyClosed: true)
        return heads
    }

    static func drain(_ channel: EmbeddedChannel) -> [UInt8] {
        var bytes: [UInt8] = []
        while let buffer = try? channel.readOutbound(as: ByteBuffer.self) {
            bytes += buffer.readableBytesView
        }
        return bytes
    }
}
