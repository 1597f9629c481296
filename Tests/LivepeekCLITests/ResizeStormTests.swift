import Foundation
import Glibc
import Testing

/// `preview` under a storm of SIGWINCH, as when a window's corner is dragged across the screen: a
/// hundred sizes in a second, then it draws what a preview started at the last size draws, and
/// its keys work.
///
/// tmux's own `resize-window` cannot make the storm: tmux sends a pane at most a few resizes a
/// second (it holds the rest back and sends the last). So the test sets the pane's terminal size
/// itself (`TIOCSWINSZ` on the pane's tty: the kernel signals the foreground process group on each
/// change, as it does for a terminal emulator), sends a SIGWINCH with no change between them (a
/// terminal that reports every drag step), and gives the last size through tmux, so tmux's screen
/// and the terminal's size agree again.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ResizeStormTests {
    /// The clock held at 10:13:00 (a millionth of a second per second), so two previews started
    /// seconds apart draw the same frame.
    static let arguments = "preview Samples/delivery --now 2026-11-22T10:13:00Z --speed 0.000001"
    /// On the screen once the feed's pushes up to 10:13 are applied.
    static let settledText = "Leaving the restaurant now"

    /// The storm's sizes: from too small to draw (20 x 6) to larger than the pane, never the same
    /// twice running.
    static func stormSize(_ step: Int) -> (width: Int, height: Int) {
        (20 + (step * 37) % 141, 6 + (step * 13) % 45)
    }

    @Test func aHundredResizesInASecondEndInTheFrameOfTheLastSize() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let folder = try TemporaryFolder.create("resize-storm")
        defer { TemporaryFolder.remove(folder) }
        let pidFile = folder.appendingPathComponent("pid")
        // In the foreground, so the terminal's SIGWINCH reaches it (as in `sigtermRestoresTheTerminal`).
        let session = try TmuxSession("sh -c 'echo $$ > \(pidFile.path); exec \(binary.path) \(Self.arguments)'; echo \"EXIT=$?\"")
        defer { session.close() }
        try session.waitFor(text: Self.settledText)
        let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))

        let tty = try session.paneTTY()
        let descriptor = open(tty, O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(descriptor >= 0, "cannot open \(tty): \(String(cString: strerror(errno)))")
        let began = Date()
        var changed = 0
        for step in 0..<100 {
            let size = Self.stormSize(step)
            var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
            if ioctl(descriptor, UInt(TIOCSWINSZ), &window) == 0 { changed += 1 }
            kill(pid, SIGWINCH)
            let wait = began.addingTimeInterval(Double(step + 1) / 100).timeIntervalSinceNow
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        }
        close(descriptor)
        let seconds = Date().timeIntervalSince(began)
        #expect(changed == 100, "every size was set")
        #expect(ProcessProbe(pid: pid).isRunning, "the preview survived \(changed) resizes and 100 more SIGWINCH in \(seconds) s")

        // The last size, a size the storm never had, from tmux.
        try session.resize(width: 120, height: 36)
        let fresh = try TmuxSession("\(binary.path) \(Self.arguments)", width: 120, height: 36)
        defer { fresh.close() }
        let expected = try fresh.settled(on: Self.settledText)
        try expectSameScreen(session, expected, "after the storm")

        // Its keys still work: the next device, as in a preview that had no storm.
        try session.keys("d")
        try fresh.keys("d")
        let nextDevice = try fresh.settled(on: Self.settledText)
        #expect(nextDevice != expected, "`d` shows another device")
        try expectSameScreen(session, nextDevice, "after `d`")

        try session.keys("q")
        #expect(try session.waitForExitStatus() == 0)
        #expect(try !session.alternateScreen())
    }

    /// Waits (at most 10 s) for `session` to show `expected`; if it does not, names the rows that differ.
    func expectSameScreen(_ session: TmuxSession, _ expected: String, _ when: String) throws {
        if (try? session.waitFor(when, timeout: 10, { $0 == expected })) != nil { return }
        let shown = try session.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let differing = (0..<max(shown.count, wanted.count)).filter { row in
            (row < shown.count ? shown[row] : "") != (row < wanted.count ? wanted[row] : "")
        }
        let rows = differing.prefix(6).map { row -> String in
            "row \(row + 1):\n  shown: \(row < shown.count ? shown[row] : "")\n  fresh: \(row < wanted.count ? wanted[row] : "")"
        }
        let list = rows.joined(separator: "\n")
        Issue.record("\(when): \(differing.count) rows differ from a preview started at this size\n\(list)")
    }
}
