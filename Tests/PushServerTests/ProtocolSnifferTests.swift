import NIOCore
import NIOEmbedded
@testable import PushServer
import Testing

/// `ProtocolSniffer` on an `EmbeddedChannel`: the pipeline it picks, added once, gets every byte
/// in order.
@Suite struct ProtocolSnifferTests {
    static let settings: [UInt8] = [0, 0, 0, 4, 0, 0, 0, 0, 0]
    static let data: [UInt8] = [0, 0, 4, 0, 0, 0, 0, 0, 1] + Array("{}{}".utf8)

    /// `livepeek serve` trapped (NIOAny: "tried to decode as type HTTP2Frame but found IOData")
    /// under clients that close mid-request: adding the HTTP/2 handler flushed its SETTINGS, the
    /// flush met the client's reset and read the socket, and those bytes, sniffed again as the
    /// preface, added a second HTTP/2 handler behind the first.
    @Test func bytesReadWhileThePipelineIsAddedAreNotSniffedAgain() throws {
        let channel = EmbeddedChannel()
        let collector = ByteCollector()
        var configured = 0
        let sniffer = ProtocolSniffer(
            http1: { _ in Issue.record("an h2c preface taken for HTTP/1.1") },
            http2: { pipeline in
                configured += 1
                try pipeline.addHandler(collector)
                guard configured == 1 else { return }
                // What the flush's read delivers, from inside the configuration.
                pipeline.fireChannelRead(NIOAny(channel.allocator.buffer(bytes: Self.data)))
            })
        try channel.pipeline.syncOperations.addHandler(sniffer)
        try channel.writeInbound(channel.allocator.buffer(bytes: ProtocolSniffer.preface + Self.settings))
        #expect(configured == 1, "the HTTP/2 pipeline is added once")
        #expect(collector.bytes == ProtocolSniffer.preface + Self.settings + Self.data, "every byte once, in order")
        #expect((try? channel.pipeline.syncOperations.handler(type: ProtocolSniffer.self)) == nil, "the sniffer removed itself")
    }

    @Test func aPrefaceSplitAnywhereIsHTTP2AndAnythingElseHTTP1() throws {
        for split in [1, 5, 23, 24] {
            let channel = EmbeddedChannel()
            let collector = ByteCollector()
            var chosen: [String] = []
            let sniffer = ProtocolSniffer(
                http1: { pipeline in chosen.append("http1"); try pipeline.addHandler(collector) },
                http2: { pipeline in chosen.append("h2"); try pipeline.addHandler(collector) })
            try channel.pipeline.syncOperations.addHandler(sniffer)
            let bytes = ProtocolSniffer.preface + Self.settings
            try channel.writeInbound(channel.allocator.buffer(bytes: bytes[..<split]))
            try channel.writeInbound(channel.allocator.buffer(bytes: bytes[split...]))
            #expect(chosen == ["h2"], "split at \(split)")
            #expect(collector.bytes == bytes, "split at \(split)")
        }
        let channel = EmbeddedChannel()
        var chosen: [String] = []
        try channel.pipeline.syncOperations.addHandler(ProtocolSniffer(
            http1: { _ in chosen.append("http1") }, http2: { _ in chosen.append("h2") }))
        try channel.writeInbound(channel.allocator.buffer(bytes: Array("PRI * HTTP/1.1\r\n".utf8)))
        #expect(chosen == ["http1"])
    }
}
