import ActivityModel
import Foundation
import PushFeed
import Testing

/// The feed reader, in process: followed without blocking (the preview's), or read once.
@Suite struct FeedSourceTests {
    /// Writes `text` to the FIFO as one writer: open, write, close.
    func write(_ text: String, to fifo: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: fifo))
        handle.write(Data(text.utf8))
        try handle.close()
    }

    /// Reads until `count` values have come, for at most ten seconds.
    func values(_ count: Int, from source: inout FeedSource) -> [FeedValue] {
        var values: [FeedValue] = []
        let deadline = Date().addingTimeInterval(10)
        while values.count < count, Date() < deadline {
            values += source.read().values
            if values.count < count { usleep(10_000) }
        }
        return values
    }

    /// `echo '{…}' > fifo` once per push: each writer's first line follows the last one's. Each
    /// writer's values are read before the next opens, as a person's `echo`s are.
    @Test func aFIFOsPushesAreNumberedAcrossWriters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-fifo-lines-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pushes.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        var source = try FeedSource(path: fifo, follow: false)
        try write("{\"n\": 1}\n", to: fifo)
        let first = values(1, from: &source)
        try write("{\"n\": 2}\n{\"n\": 3}\n", to: fifo)
        let next = values(2, from: &source)
        // A writer that ends without a line break still ends its line.
        try write("{\"n\": 4}", to: fifo)
        let unterminated = values(1, from: &source)
        try write("{\"n\": 5}\n", to: fifo)
        let last = unterminated + values(1, from: &source)
        #expect((first + next + last).map(\.line) == [1, 2, 3, 4, 5])
    }

    /// Read once (`validate`, `dump`, `lint` through `FeedReader`), a FIFO ends with its writer and
    /// its values carry its path; followed (the preview), it waits for the next writer.
    @Test func readOnceAFIFOEndsWithItsWriterWhereAFollowedOneWaitsForTheNext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-fifo-once-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pushes.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread { try? self.write("{\"n\": 1}\n", to: fifo) }
        writer.start()
        var once = try FeedSource(readingOnce: fifo)  // blocks until the writer opens
        var read: [FeedValue] = []
        let deadline = Date().addingTimeInterval(10)
        while !once.ended, Date() < deadline { read += once.read().values }
        #expect(once.ended && read.map(\.line) == [1] && read.first?.source == fifo)

        var followed = try FeedSource(path: fifo, follow: false)
        try write("{\"n\": 2}\n", to: fifo)
        #expect(values(1, from: &followed).map(\.source) == [nil])
        _ = followed.read()
        #expect(!followed.ended, "opened again for the next writer")
        followed.close()
    }
}
