import Foundation
import Glibc
import Testing

/// `livepeek preview` driven in tmux as a person would: pushes arriving, keys, resizes, quitting.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct PreviewTerminalTests {
    static func push(_ event: String = "update", at timestamp: Int, step: String, note: String) -> String {
        // The delivery window opened a minute before the push and closes nine minutes after it.
        let lower = timestamp - 978_307_200 - 60
        var aps = #""timestamp":\#(timestamp),"event":"\#(event)","content-state":{"driverName":"Marco","estimatedDeliveryTime":[\#(lower),\#(lower + 600)],"currentStep":"\#(step)","note":"\#(note)"}"#
        if event == "start" {
            aps += #","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"alert":{"title":"Order","body":"On its way"}"#
        }
        return "{\"aps\":{\(aps)}}\n"
    }

    func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aLiveFeedResizesKeysAndQuit() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let feedFolder = try TemporaryFolder.create("feed")
        defer { TemporaryFolder.remove(feedFolder) }
        let feed = feedFolder.appendingPathComponent("feed.ndjson")
        try Data().write(to: feed)
        let status = feedFolder.appendingPathComponent("status")
        let session = try TmuxSession("\(binary.path) preview Samples/delivery --feed \(feed.path) --follow; echo \"EXIT=$?\" > \(status.path)")
        defer { session.close() }

        try session.waitFor(text: "no activity")
        // Pushes dated in the last five minutes, so the delivery's countdown runs on the real clock.
        let t = Int(Date().timeIntervalSince1970) - 300
        try append(Self.push("start", at: t, step: "preparing", note: "First pushed state"), to: feed)
        try session.waitFor(text: "First pushed state")
        try append(Self.push(at: t + 120, step: "pickedUp", note: "A later push"), to: feed)
        let later = try session.waitFor(text: "A later push")
        #expect(!later.contains("First pushed state"))
        try append(Self.push(at: t + 60, step: "preparing", note: "An older push"), to: feed)
        let older = try session.waitFor(text: "ignored update")
        #expect(!older.contains("An older push"))
        #expect(older.contains("A later push"))

        // The countdown ticks with no input: the Lock Screen's driver row ends in the time left.
        func countdown(_ screen: String) -> String? {
            guard let row = screen.split(separator: "\n").first(where: { $0.contains("Marco") && !$0.contains("Pizza") }),
                  let time = row.firstMatch(of: /\d+:\d\d/) else { return nil }
            return String(time.output)
        }
        let screen = try session.screen()
        let before = try #require(countdown(screen), "no countdown on the Lock Screen:\n\(screen)")
        try session.waitFor("the countdown to tick", timeout: 4) { countdown($0).map { $0 != before } ?? false }

        try session.keys("s")
        try session.waitFor(text: "Updating...")
        try session.keys("s")

        try session.resize(width: 20, height: 6)
        try session.waitFor(text: "too small")
        try session.resize(width: 60, height: 20)
        try session.resize(width: 100, height: 30)
        try session.waitFor(text: "Lock Screen")

        #expect(try session.alternateScreen())
        try session.keys("q")
        _ = try session.waitFor("the exit status", timeout: 5) { _ in FileManager.default.fileExists(atPath: status.path) }
        let exit = try String(contentsOf: status, encoding: .utf8)
        #expect(exit.contains("EXIT=0"))
        #expect(try !session.alternateScreen())
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/delivery; echo \"EXIT=$?\"; stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo")
        defer { session.close() }
        try session.waitFor(text: "Lock Screen")
        try session.keys("C-c")
        // stty prints after the exit status: wait for its lines too.
        #expect(try session.waitForExitStatus() == 130)
        let after = try session.waitFor("stty's modes") { screen in
            screen.split(separator: "\n").contains { $0 == "echo" || $0 == "-echo" }
        }
        #expect(after.split(separator: "\n").contains("icanon"))
        #expect(after.split(separator: "\n").contains("echo"))
        #expect(try !session.alternateScreen())
    }

    @Test func sigtermRestoresTheTerminal() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-pid-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        // In the foreground (a background job reading the tty would be stopped by SIGTTIN).
        let session = try TmuxSession("sh -c 'echo $$ > \(pidFile.path); exec \(binary.path) preview Samples/delivery --no-feed'; echo \"EXIT=$?\"")
        defer { session.close() }
        try session.waitFor(text: "Lock Screen")
        let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        #expect(try session.waitForExitStatus(timeout: 15) == 143)
        #expect(try !session.alternateScreen())
    }

    /// A named pipe written once per push, as a person does with `echo … > pushes.fifo`: each writer
    /// closing is not the end of the feed.
    @Test func aFIFOTakesOneWriterAfterAnother() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let folder = try TemporaryFolder.create("fifo")
        defer { TemporaryFolder.remove(folder) }
        let fifo = folder.appendingPathComponent("pushes.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession("\(binary.path) preview Samples/delivery --feed \(fifo)")
        defer { session.close() }
        try session.waitFor(text: "no activity")

        func write(_ text: String) throws {
            // Blocks until the preview has the pipe open for reading, as `echo > fifo` would.
            let descriptor = open(fifo, O_WRONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        }
        // Pushes dated in the last five minutes, so the delivery's countdown runs on the real clock.
        let t = Int(Date().timeIntervalSince1970) - 300
        try write(Self.push("start", at: t, step: "preparing", note: "From the first writer"))
        try session.waitFor(text: "From the first writer")
        try write(Self.push(at: t + 60, step: "pickedUp", note: "From the second writer"))
        let second = try session.waitFor(text: "From the second writer")
        #expect(!second.contains("From the first writer"))
        #expect(second.contains("live pushes.fifo"))
        try session.keys("q")
    }

    @Test func aLocaleWithoutUTF8IsDrawnInASCII() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("LC_ALL=C \(binary.path) preview Samples/delivery --now 2026-11-22T10:13:00Z")
        defer { session.close() }
        // The first frame is drawn before the feed is read: wait for the pushes, not the boxes.
        let screen = try session.waitFor(text: "Leaving the restaurant now")
        #expect(screen.contains("+- Lock Screen"))
        #expect(!screen.contains("╭") && !screen.contains("👜"), "no UTF-8 reaches a terminal that may not decode it")
        #expect(screen.contains("Leaving the restaurant now"))
        try session.keys("q")
    }

    /// A window closed under the preview with SIGHUP blocked (so only the tty says so): it quits
    /// rather than spin on a terminal that is gone.
    @Test func aTerminalThatGoesAwayEndsThePreview() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-pid-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let exec = "import os, signal; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGHUP}); "
            + "open('\(pidFile.path)', 'w').write(str(os.getpid())); "
            + "os.execv('\(binary.path)', ['livepeek', 'preview', 'Samples/delivery', '--no-feed'])"
        let session = try TmuxSession("python3 -c \"\(exec)\"")
        try session.waitFor(text: "Lock Screen")
        let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8)))
        session.close()
        var alive = true
        for _ in 0..<100 where alive {
            Thread.sleep(forTimeInterval: 0.05)
            alive = kill(pid, 0) == 0 && !isZombie(pid)
        }
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "the preview is still running after its terminal closed")
    }

    /// A pipe on standard input ends like a file: taken for a FIFO, it would be closed at EOF to be
    /// "reopened", and the preview would show `feed: reading '-': Bad file descriptor`.
    @Test func aPipeOnStandardInputEndsLikeAFile() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("cat Samples/delivery/feed.ndjson | \(binary.path) preview Samples/delivery --feed -; echo \"EXIT=$?\"")
        defer { session.close() }
        let screen = try session.waitFor(text: "feed ended; the last state keeps ticking")
        #expect(!screen.contains("Bad file descriptor"))
        #expect(screen.contains("live stdin, read to the end"))
        try session.keys("q")
        #expect(try session.waitForExitStatus() == 0)
    }

    /// A pipe named by a path that is not in the file system (bash's `<(…)`, `/dev/fd/63`) ends
    /// too: "reopened", it was the same pipe without a writer, and the preview spun on its end.
    @Test func aProcessSubstitutionEndsLikeAFile() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("bash -c '\(binary.path) preview Samples/delivery --feed <(head -3 Samples/delivery/feed.ndjson)'; echo \"EXIT=$?\"")
        defer { session.close() }
        let screen = try session.waitFor(text: "feed ended; the last state keeps ticking")
        let log = screen.split(separator: "\n").filter { $0.contains("  line ") }
        #expect(log.contains { $0.contains("line 3") && $0.contains("applied") }, "all three pushes read before the end:\n\(screen)")
        try session.keys("q")
        #expect(try session.waitForExitStatus() == 0)
    }

    /// `--feed -` with the terminal on standard input would read `q` and Ctrl-C as feed bytes: it
    /// is refused at once, saying what to do instead.
    @Test func standardInputOnTheTerminalIsRefusedAsAFeed() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/delivery --feed -; echo \"EXIT=$?\"")
        defer { session.close() }
        #expect(try session.waitForExitStatus(timeout: 5) == 2)
        let screen = try session.screen()
        #expect(screen.contains("standard input, which is this terminal"))
        #expect(try !session.alternateScreen())
    }

    /// Two activities: the island shows the attached minimal view and the detached one, each whole,
    /// as `dump` does; the preview drew the attached one twice, the second cut to the detached one's width.
    @Test func twoActivitiesShowTheAttachedAndTheDetachedMinimalView() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/transit --now 2026-11-22T10:05:40Z")
        defer { session.close() }
        let screen = try session.waitFor(text: "Minimal (detached)")
        let rows = screen.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix("╭─────╮ Minimal (attached) · 14.07/45 pt wide") }, "the attached box whole:\n\(screen)")
        #expect(rows.contains { $0.contains("│ S5  │") }, "the attached view (S5) with its right border")
        #expect(rows.contains { $0.contains("│ U9  │") }, "the detached view (U9)")
        #expect(!screen.contains("more: enlarge the terminal"))
        try session.keys("q")
    }

    /// A wide terminal shows the boxes side by side, and a narrow one leaves a box out rather than
    /// cutting it, saying so.
    @Test func theBoxesAreLaidOutToTheTerminal() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/delivery", width: 200, height: 60)
        defer { session.close() }
        let wide = try session.settled(on: "Lock Screen")
        #expect(wide.split(separator: "\n").contains { $0.contains("Lock Screen") && $0.contains("Expanded") && $0.contains("Compact") },
                "one row of boxes:\n\(wide)")
        try session.resize(width: 45, height: 10)
        let narrow = try session.waitFor("the narrow layout") { $0.contains("more") && !$0.contains("Lock Screen") }
        // Every box that opens closes on its row (the minimal box's title may stand beside it).
        for row in narrow.split(separator: "\n") where row.contains("╭") {
            #expect(row.filter { $0 == "╭" }.count == row.filter { $0 == "╮" }.count, "a box cut at the edge:\n\(narrow)")
        }
        try session.resize(width: 200, height: 60)
        _ = try session.settled(on: "Lock Screen")
        try session.keys("c")
        // Settled: a capture taken while the frame is still being written shows half of it.
        let devices = try session.settled(on: "iphone-pro · 402×874")
        let titles = devices.split(separator: "\n").first { $0.contains("iphone-standard · 393×852") }
        #expect(titles?.contains("iphone-pro · 402×874") == true, "two devices on one row:\n\(devices)")
        #expect(devices.contains("more devices: d for the next"))
        try session.keys("q")
    }

    /// An editor that saves in two steps (the file truncated and half written, then the rest) is
    /// reloaded once, after the second: the half-written file is never reported as a failed reload.
    @Test func aSaveInTwoStepsIsReloadedWithoutAFalseError() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let folder = try TemporaryFolder.create("two-step-save")
        defer { TemporaryFolder.remove(folder) }
        let definition = folder.appendingPathComponent("activity.yaml")
        let original = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery/activity.yaml"), encoding: .utf8)
        try original.write(to: definition, atomically: false, encoding: .utf8)
        let session = try TmuxSession("\(binary.path) preview \(folder.path) --no-feed")
        defer { session.close() }
        try session.waitFor(text: "Lock Screen")
        // Ten saves, each of a definition with another name, in two steps 0.15 s apart, starting a
        // tenth of a second later each time after the last reload: the poller, which looks every half
        // second, sees some of them half-way.
        for save in 1...10 {
            Thread.sleep(forTimeInterval: Double(save % 5) / 10)
            let text = original.replacingOccurrences(of: "name: Delivery", with: "name: Save\(save)")
            // The first step ends inside a flow mapping's quoted string: YAML that does not load.
            let quote = try #require(text.range(of: #""Pizza Place" }"#))
            let cut = text.utf8.distance(from: text.startIndex, to: quote.lowerBound) + 4
            let bytes = Array(text.utf8)
            let handle = try FileHandle(forWritingTo: definition)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(bytes[..<cut]))
            Thread.sleep(forTimeInterval: 0.15)
            try handle.write(contentsOf: Data(bytes[cut...]))
            try handle.close()
            let screen = try session.waitFor(text: " Save\(save) ")
            #expect(!screen.contains("not reloaded"), "save \(save) was reported half-written:\n\(screen)")
        }
        try session.keys("q")
    }

    /// `}` `}` `{`: the clock reads 10:10 and everything shown is as at 10:10, as `dump --now` is.
    @Test func goingBackInTimeRollsTheScreenBack() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/delivery")
        defer { session.close() }
        try session.waitFor(text: "Lock Screen")
        try session.keys("}", "}")
        try session.waitFor(text: "2 stops away")
        try session.keys("{")
        let screen = try session.waitFor(text: "10:10 +10m")
        #expect(!screen.contains("2 stops away"), "the 10:18 push is not shown at 10:10:\n\(screen)")
        #expect(!screen.contains("10:18:00"), "the log has no entry later than the clock")
        #expect(screen.contains("10:00  │"), "the countdown as at 10:10")
        try session.keys("q")
    }

    /// Ctrl-Z gives the terminal back to the shell; `fg` takes it again and draws at the size the
    /// window has then.
    @Test func ctrlZSuspendsAndFgRedrawsAtTheNewSize() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(binary.path) preview Samples/delivery --no-feed")
        defer { session.close() }
        try session.waitFor(text: "Lock Screen")
        try session.keys("C-z")
        // Back at the shell's prompt (bash and dash say "Stopped", zsh "suspended").
        try session.waitFor("the main screen") { _ in (try? session.alternateScreen()) == false }
        try session.keys("-l", "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon")
        try session.keys("Enter")
        let stopped = try session.waitFor("stty's modes") { $0.split(separator: "\n").contains { $0 == "icanon" || $0 == "-icanon" } }
        #expect(stopped.split(separator: "\n").contains("icanon"), "the shell has its cooked terminal back")
        try session.resize(width: 120, height: 36)
        try session.keys("-l", "clear; fg")
        try session.keys("Enter")
        let back = try session.waitFor("the preview at 120 columns") { $0.split(separator: "\n").first?.hasSuffix("? help") == true }
        // The status bar spans the width, ending in ` ? help ` (capture-pane drops the last space).
        #expect(back.split(separator: "\n").first?.count == 119)
        #expect(try session.alternateScreen())
        try session.keys("q")
    }

    private func isZombie(_ pid: Int32) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}
