import Foundation
import Glibc
import Testing

/// `preview --feed -` with a pipe behind it, fed what a broken producer writes: lines of 10 MB and
/// bytes that are not UTF-8. Each is reported once in the log, memory does not grow with the line,
/// and the push after it is applied.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct PreviewFeedPipeTests {
    /// The framer's cap as `FeedSource` sets it (`FeedFramer`'s default): the largest value held.
    static let cap = 1 << 20
    /// How far over its resident size before the long lines the preview may go (5 MB): three times
    /// the cap (the capped value, and presumably the copy an `Array` makes while it grows and the
    /// parser's pass over it) and 2 MB for the allocator; measured 2.4 to 3.2 MB over. Half of one
    /// long line: a framer that held a line would be 10 MB over.
    static let memoryBound = 3 * cap + (2 << 20)
    static let lineBytes = 10 << 20

    /// What the long lines are made of: a start, then one byte repeated to 10 MB, with no newline;
    /// and what the log says of it.
    struct LongLine {
        var name: String
        var start: String
        var fill: UInt8
        var diagnostic: String
    }

    static let longLines = [
        LongLine(name: "a push growing past the cap", start: #"{"aps":{"alert":""#, fill: UInt8(ascii: "x"),
                 diagnostic: "error payload.tooLarge: 10485777 bytes: over APNs' 4096-byte limit"),
        // Past the cap the string is still open, so the parser has not judged its bytes yet: the
        // value is too large, as APNs, which reads no JSON, would answer it (413).
        LongLine(name: "a string of bytes that are not UTF-8", start: #"{"aps":{"alert":""#, fill: 0xFF,
                 diagnostic: "error payload.tooLarge: 10485777 bytes: over APNs' 4096-byte limit"),
        LongLine(name: "bytes that start no JSON value", start: "", fill: 0xC0,
                 diagnostic: "error payload.malformedJSON: not valid JSON at line 6, column 1: unexpected byte 0xC0 where a value was expected"),
    ]

    @Test func tenMegabyteLinesAndInvalidUTF8NeitherGrowMemoryNorStopTheFeed() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let folder = try TemporaryFolder.create("feed-pipe")
        defer { TemporaryFolder.remove(folder) }
        let fifo = folder.appendingPathComponent("producer.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let pidFile = folder.appendingPathComponent("pid")
        // `cat` makes standard input an anonymous pipe, as `my-server | livepeek preview … --feed -` has.
        let session = try TmuxSession("cat \(fifo) | sh -c 'echo $$ > \(pidFile.path); exec \(binary.path) preview Samples/delivery --feed -'; "
            + "echo \"EXIT=$?\"", width: 120, height: 60)
        defer { session.close() }
        let producer = open(fifo, O_WRONLY)  // blocks until `cat` opens it
        try #require(producer >= 0)
        var producerOpen = true
        defer { if producerOpen { close(producer) } }
        func write(_ bytes: [UInt8]) throws {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(producer, $0.baseAddress, $0.count) }
                try #require(written > 0, "writing to the pipe: \(String(cString: strerror(errno)))")
                offset += written
            }
        }

        // Pushes dated in the last five minutes, so they apply on the real clock.
        let t = Int(Date().timeIntervalSince1970) - 300
        try write(Array(PreviewTerminalTests.push("start", at: t, step: "preparing", note: "Before the long lines").utf8))
        try session.waitFor(text: "Before the long lines")
        let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let probe = ProcessProbe(pid: pid)
        Thread.sleep(forTimeInterval: 0.5)
        let baseline = try #require(probe.residentBytes)
        // From here `VmHWM` is the peak of what follows, not of the start (proc(5): clear_refs 5).
        try "5".write(toFile: "/proc/\(pid)/clear_refs", atomically: false, encoding: .utf8)

        var highest = baseline
        for (index, line) in Self.longLines.enumerated() {
            try write(Array(line.start.utf8))
            let piece = [UInt8](repeating: line.fill, count: 256 << 10)
            for written in stride(from: 0, to: Self.lineBytes, by: piece.count) {
                try write(piece)
                // The pipe holds 64 KB: what was written has mostly been read.
                if written % (1 << 20) == 0 { highest = max(highest, probe.residentBytes ?? 0) }
            }
            let note = "After long line \(index + 1)"
            try write(Array(("\n" + PreviewTerminalTests.push(at: t + 10 * (index + 1), step: "pickedUp", note: note)).utf8))
            let screen = try session.waitFor(text: note, timeout: 30)
            highest = max(highest, probe.residentBytes ?? 0, probe.peakResidentBytes ?? 0)
            print("feed pipe: \(line.name): resident at most \(ProcessProbe.megabytes(highest))")
            // Line 1 is the start; long line i is on line 2i + 2, the push after it on the next.
            expectLogged(screen, line: 2 * index + 2, line.diagnostic, counts: (index + 2, index + 1), line.name)
            #expect(!screen.contains("Before the long lines"), "\(line.name): the push after it is applied")
        }

        // A push with one byte that is not UTF-8 in a string, and a line of bytes no UTF-8 has.
        var broken = Array(PreviewTerminalTests.push(at: t + 40, step: "pickedUp", note: "Broken here").utf8)
        if let at = broken.firstIndex(of: UInt8(ascii: "B")) { broken[at] = 0xFE }
        try write(broken + [0xC0, 0x80, 0xED, 0xA0, 0x80, 0xFF, UInt8(ascii: "\n")])
        try write(Array(PreviewTerminalTests.push(at: t + 50, step: "delivered", note: "After the broken bytes").utf8))
        let screen = try session.waitFor(text: "After the broken bytes")
        highest = max(highest, probe.residentBytes ?? 0, probe.peakResidentBytes ?? 0)

        #expect(highest - baseline < Self.memoryBound,
                "resident \(ProcessProbe.megabytes(highest)) at most, \(ProcessProbe.megabytes(baseline)) before the long lines")
        expectLogged(screen, line: 8, "error payload.malformedJSON: not valid JSON at line 8, column 166: a string is not valid UTF-8",
                     counts: nil, "a push with a byte that is not UTF-8")
        expectLogged(screen, line: 9, "error payload.malformedJSON: not valid JSON at line 9, column 1: unexpected byte 0xC0",
                     counts: (5, 5), "a line of bytes no UTF-8 has")
        #expect(!screen.contains("roken here"), "the broken push is not applied")
        #expect(probe.isRunning)
        print("feed pipe: resident \(ProcessProbe.megabytes(baseline)) before three 10 MB lines, at most \(ProcessProbe.megabytes(highest))")

        close(producer)
        producerOpen = false
        try session.waitFor(text: "feed ended")
        try session.keys("q")
        #expect(try session.waitForExitStatus() == 0)
    }

    /// The log shows the value on `line` rejected once, with `diagnostic` under it, and (when
    /// given) the counts of the verdicts so far.
    func expectLogged(_ screen: String, line: Int, _ diagnostic: String, counts: (applied: Int, rejected: Int)?, _ what: String) {
        let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let entries = rows.indices.filter { rows[$0].hasSuffix("line \(line)  rejected") }
        #expect(entries.count == 1, "\(what): one log entry for line \(line):\n\(screen)")
        if let entry = entries.first {
            #expect(entry + 1 < rows.count && rows[entry + 1].hasPrefix(diagnostic), "\(what): the entry says why:\n\(screen)")
        }
        if let counts {
            #expect(screen.contains("\(counts.applied) applied · 0 ignored · \(counts.rejected) rejected"), "\(what): the log's counts:\n\(screen)")
        }
    }
}
