// FeedReader: files, FIFOs, errors that name the path, and values delivered as they are framed.

import ActivityModel
import Foundation
@testable import PushFeed
import Testing

@Suite struct FeedReaderTests {
    /// A fresh directory for one test, removed when the test ends.
    final class Scratch {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("pushfeed-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    static func readAll(_ path: String, maximumValueBytes: Int = 1 << 20) throws -> [FeedValue] {
        var values: [FeedValue] = []
        try FeedReader(path: path, maximumValueBytes: maximumValueBytes).forEach { values.append($0) }
        return values
    }

    @Test func readsAFileAndNamesItAsTheSource() throws {
        let scratch = try Scratch()
        let path = scratch.path("feed.ndjson")
        try Data("{\"a\":1}\n{\"b\":\n2}\n42".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Self.readAll(path) == [
            try parsed(#"{"a":1}"#, line: 1, source: path),
            try parsed("{\"b\":\n2}", line: 2, source: path),
            try parsed("42", line: 4, source: path),
        ])
    }

    @Test func valuesSpanningReadChunksAreWhole() throws {
        let scratch = try Scratch()
        let path = scratch.path("long.ndjson")
        // Lines of varying length so values straddle the 64 KiB read boundaries at many offsets.
        let lines = (0..<3000).map { "{\"i\":\($0),\"pad\":\"\(String(repeating: "p", count: $0 % 97))\"}" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let values = try Self.readAll(path)
        #expect(values.count == lines.count)
        #expect(values.enumerated().allSatisfy { index, value in
            value.line == index + 1 && value.byteCount == lines[index].utf8.count
        })
        #expect(values.last?.content == .parsed(try JSONParser.parseDocument(lines[2999])))
    }

    @Test func missingFileNamesThePathAndTheReason() throws {
        let scratch = try Scratch()
        let path = scratch.path("absent.ndjson")
        let error = try #require(throws: FeedReader.Error.self) { try Self.readAll(path) }
        #expect(error.operation == .open)
        #expect(error.code == ENOENT)
        #expect(error.description == "cannot open '\(path)': No such file or directory")
    }

    @Test func directoryFailsToRead() throws {
        let scratch = try Scratch()
        let error = try #require(throws: FeedReader.Error.self) { try Self.readAll(scratch.url.path) }
        #expect(error.operation == .read)
        #expect(error.description == "cannot read '\(scratch.url.path)': Is a directory")
    }

    @Test func readsAFIFOUntilTheWriterCloses() throws {
        let scratch = try Scratch()
        let path = scratch.path("feed.fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            for part in ["{\"a\":", "1}\n{\"b\"", ":2}\n7"] {
                _ = Array(part.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                usleep(10_000)
            }
            close(descriptor)
        }
        writer.start()
        #expect(try Self.readAll(path) == [
            try parsed(#"{"a":1}"#, line: 1, source: path),
            try parsed(#"{"b":2}"#, line: 2, source: path),
            try parsed("7", line: 3, source: path),
        ])
    }

    @Test func errorFromTheCallbackStopsReading() throws {
        struct Stop: Error {}
        let scratch = try Scratch()
        let path = scratch.path("feed.ndjson")
        try Data("{}\n{}\n{}\n".utf8).write(to: URL(fileURLWithPath: path))
        var seen = 0
        #expect(throws: Stop.self) {
            try FeedReader(path: path).forEach { _ in
                seen += 1
                if seen == 2 { throw Stop() }
            }
        }
        #expect(seen == 2)
    }

    @Test func oversizedValuesInAFileAreSkipped() throws {
        let scratch = try Scratch()
        let path = scratch.path("big.ndjson")
        let big = "[\"" + String(repeating: "x", count: 200_000) + "\"]"
        try Data((big + "\n{}\n").utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Self.readAll(path, maximumValueBytes: 1024) == [
            FeedValue(content: .oversized, line: 1, byteCount: big.utf8.count, source: path),
            try parsed("{}", line: 2, source: path),
        ])
    }
}
