import Foundation
import NIOCore
import NIOEmbedded
@testable import PushServer
import Testing

/// HTTP/2 connections through the pipeline `serve` builds (`PushListener.configureCleartext`) on an
/// `EmbeddedChannel`: after a connection error, answered with GOAWAY, the connection is closed and
/// nothing it sends later is served (RFC 9113 §5.4.1; RELIABILITY.md, "Findings").
@Suite struct HTTP2ConnectionErrorTests {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    static let settings: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 0, 0]
    /// A frame header announcing 1.5 MB, over the 16 KB `SETTINGS_MAX_FRAME_SIZE`: FRAME_SIZE_ERROR.
    static let oversizedFrameHeader: [UInt8] = Array(repeating: 0x17, count: 9)

    /// A valid Live Activity push on stream 1: HEADERS (HPACK literals, no Huffman) then DATA.
    static var push: [UInt8] { push(stream: 1) }

    static func push(stream: UInt8) -> [UInt8] {
        var block: [UInt8] = []
        for (name, value) in [(":method", "POST"), (":scheme", "http"), (":path", "/3/device/\(PushEndpointTests.tokenA)"),
                              (":authority", "localhost"), ("apns-push-type", "liveactivity"),
                              ("apns-topic", "com.example.delivery.push-type.liveactivity")] {
            block += [0x00, UInt8(name.utf8.count)] + Array(name.utf8) + [UInt8(value.utf8.count)] + Array(value.utf8)
        }
        let body = Array(PushEndpointTests.updateBody(PushEndpointTests.start).utf8)
        return frame(type: 1, flags: 0x04, stream: stream, payload: block) + frame(type: 0, flags: 0x01, stream: stream, payload: body)
    }

    static func frame(type: UInt8, flags: UInt8, stream: UInt8 = 1, payload: [UInt8]) -> [UInt8] {
        [UInt8(payload.count >> 16 & 0xFF), UInt8(payload.count >> 8 & 0xFF), UInt8(payload.count & 0xFF), type, flags, 0, 0, 0, stream] + payload
    }

    /// Sends each of `reads` as one read; returns the requests served, the frame types written
    /// (with a GOAWAY's error code) and whether the connection is still open.
    static func exchange(_ reads: [[UInt8]]) throws -> (served: Int, written: [String], open: Bool) {
        let (endpoint, channel) = try HTTP1ConnectionCloseTests.connection()
        var output: [UInt8] = []
        for bytes in reads where channel.isActive {
            _ = try? channel.writeInbound(ByteBuffer(bytes: bytes))  // a connection error is also thrown here
            channel.pipeline.fireChannelReadComplete()
            channel.embeddedEventLoop.run()
            while let buffer = try? channel.readOutbound(as: ByteBuffer.self) { output += buffer.readableBytesView }
        }
        let open = channel.isActive
        _ = try? channel.finish(acceptAlreadyClosed: true)
        var written: [String] = []
        var at = 0
        while at + 9 <= output.count {
            let length = Int(output[at]) << 16 | Int(output[at + 1]) << 8 | Int(output[at + 2])
            let type = output[at + 3]
            let payload = output[(at + 9)..<min(output.count, at + 9 + length)]
            switch type {
            case 1: written.append("HEADERS")
            case 4: written.append("SETTINGS")
            case 7 where payload.count >= 8: written.append("GOAWAY \(payload[payload.startIndex + 7])")
            default: written.append("type \(type)")
            }
            at += 9 + length
        }
        return (endpoint.servedCount, written, open)
    }

    @Test func aValidPushIsServed() throws {
        let result = try Self.exchange([Self.preface + Self.settings, Self.push])
        #expect(result.served == 1 && result.written.contains("HEADERS") && result.open)
    }

    @Test func aConnectionErrorClosesTheConnectionAfterItsGoaway() throws {
        let result = try Self.exchange([Self.preface + Self.settings + Self.oversizedFrameHeader, Self.push])
        #expect(result.written.last == "GOAWAY 6", "FRAME_SIZE_ERROR, last: \(result.written)")
        #expect(!result.open, "closed after the GOAWAY")
        #expect(result.served == 0, "nothing read after the GOAWAY is served")
    }

    @Test func aStreamErrorLeavesTheConnectionOpen() throws {
        // A header name in capitals on stream 1: that stream's error (RST_STREAM), not the connection's;
        // the push after it, on stream 3, is served.
        let name = Array("Apns-Topic".utf8), value = Array("x".utf8)
        let block = [0x82, 0x86, 0x84, 0x00, UInt8(name.count)] + name + [UInt8(value.count)] + value  // :method POST, :scheme http, :path /
        let bad = Self.frame(type: 1, flags: 0x05, stream: 1, payload: block)
        let result = try Self.exchange([Self.preface + Self.settings, bad, Self.push(stream: 3)])
        #expect(result.written.contains("type 3"), "RST_STREAM: \(result.written)")
        #expect(result.open && result.served == 1, "open \(result.open), served \(result.served): \(result.written)")
    }

    /// DATA on a stream whose HEADERS carried END_STREAM (RELIABILITY.md, "Findings"). Before the server has answered, the stream is half-closed: a stream error
    /// (RST_STREAM), and the push on stream 3 is served. Once the answer has closed it: a connection
    /// error, GOAWAY STREAM_CLOSED, and the connection closes (RFC 9113 §5.1). Which one depends on
    /// how the bytes arrive.
    @Test func aFrameAfterEndStreamIsAStreamErrorBeforeTheAnswerAndAConnectionErrorAfterIt() throws {
        var push = Self.push(stream: 1)
        push[4] = 0x05  // HEADERS with END_STREAM: an empty body, answered 400; its DATA comes after
        let endStreamThenData = push
        let before = try Self.exchange([Self.preface + Self.settings + endStreamThenData + Self.push(stream: 3)])
        #expect(before.written.contains("type 3") && before.open && before.served == 2, "\(before)")
        let headersEnd = 9 + (Int(push[1]) << 8 | Int(push[2]))
        let after = try Self.exchange([Self.preface + Self.settings + Array(push[..<headersEnd]),
                                       Array(push[headersEnd...]) + Self.push(stream: 3)])
        #expect(after.written.last == "GOAWAY 5" && !after.open && after.served == 1, "\(after)")
    }
}
