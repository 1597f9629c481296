import Foundation
import Testing

/// `NO_COLOR` (no-color.org): set and not empty, reports carry no colour even on a terminal, and
/// `preview` starts in the `monochrome` theme unless `--theme` asks for another. Run in tmux, since
/// colour is only ever written to a terminal.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct NoColorTests {
    /// The pane's text with its escapes (`capture-pane -e`), once `done` is on screen.
    func coloured(_ command: String, until done: String) throws -> String {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession(command.replacingOccurrences(of: "livepeek ", with: binary.path + " "), width: 200, height: 50)
        defer { session.close() }
        try session.waitFor(text: done)
        return try TmuxSession.tmux(["capture-pane", "-p", "-e", "-t", session.name])
    }

    /// Each report colours its verdicts on a terminal, and none under `NO_COLOR=1`; an empty
    /// `NO_COLOR` does not count.
    @Test(arguments: [("validate Samples/delivery Samples/delivery/feed.ndjson", "12 payloads"),
                      ("lint Samples/delivery --feed Samples/delivery/feed.ndjson", "0 errors")])
    func reportsHaveNoColourUnderNoColor(command: String, done: String) throws {
        let sgr = "\u{1B}[3"  // a foreground colour
        #expect(try coloured("env -u NO_COLOR livepeek \(command)", until: done).contains(sgr), "coloured on a terminal")
        #expect(try coloured("NO_COLOR= livepeek \(command)", until: done).contains(sgr), "an empty NO_COLOR is not set")
        #expect(try !coloured("NO_COLOR=1 livepeek \(command)", until: done).contains(sgr))
    }

    /// The status bar names the theme the preview starts in.
    @Test(arguments: [("NO_COLOR=1", "", " monochrome "), ("NO_COLOR=1", "--theme light", " light "),
                      ("env -u NO_COLOR", "", " dark "), ("NO_COLOR=", "", " dark ")])
    func previewStartsMonochromeUnderNoColor(environment: String, flags: String, theme: String) throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let session = try TmuxSession("\(environment) \(binary.path) preview Samples/delivery --no-feed \(flags)")
        defer { session.close() }
        let screen = try session.waitFor(text: "no activity")
        let status = screen.split(separator: "\n").first { $0.contains("iphone-standard") } ?? ""
        #expect(status.contains(theme), "\(status)")
        try session.keys("q")
    }
}
