#if os(Linux)
import Canvas
import Glibc
import Testing
@testable import NCursesBackend

/// `NCursesTerminal` end to end on a pseudo-terminal: the bytes ncurses sends, the keys it reads,
/// resize, signals, and the tty's modes put back. Serialized: curses' screen and the signal
/// handlers are process-wide.
@Suite(.serialized) struct NCursesTerminalTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    static let raw = tcflag_t(ICANON | ECHO | ISIG)

    @Test func drawsOnlyWhatChangesReadsKeysResizesAndRestores() throws {
        try withLocaleRestored {
            let pty = try PseudoTerminal(columns: 40, rows: 10)
            let modesBefore = pty.localModes()
            let interruptBefore = handler(of: SIGINT)
            let terminal = try NCursesTerminal(environment: Self.environment, ttyPath: pty.path)
            defer { terminal.close() }
            #expect(terminal.size == Size(width: 40, height: 10))
            #expect(terminal.capabilities == TerminalCapabilities(colors: true, unicode: true))
            #expect(pty.text().contains("\u{1b}[?1049h"), "the alternate screen")
            #expect(pty.localModes() & Self.raw == 0, "raw: no line editing, no echo, Ctrl-C is a key")

            var frame = CellBuffer(size: Size(width: 40, height: 10))
            frame.write("漢 👍 ┌─┐", at: Point(x: 0, y: 0))
            frame.write("red", at: Point(x: 0, y: 1), style: Style(foreground: .rgb(255, 0, 0), bold: true))
            frame.write("dark", at: Point(x: 0, y: 2), style: Style(background: .rgb(0x1c, 0x1c, 0x1e)))
            frame.write("cyan", at: Point(x: 0, y: 3), style: Style(foreground: .ansi(.cyan)))
            frame[x: 39, y: 9] = Cell("#")
            terminal.draw(frame)
            let first = pty.text()
            for expected in ["漢", "👍", "┌─┐", "\u{1b}[38;5;196m", "\u{1b}[48;5;234m", "\u{1b}[36m", "\u{1b}[0;1m", "#"] {
                #expect(first.contains(expected), "\(expected.debugDescription) in the first frame")
            }

            terminal.draw(frame)
            #expect(pty.output().isEmpty, "an unchanged frame sends nothing")
            frame.write("x", at: Point(x: 5, y: 5))
            terminal.draw(frame)
            let change = pty.output()
            #expect(change.count < 16 && String(decoding: change, as: UTF8.self).hasSuffix("x"),
                    "one cell: a cursor move and the character, \(change.count) bytes")

            pty.type("q\u{3}\u{1b}OA漢\u{7f}\r")
            #expect(events(terminal, count: 6) == [
                .key(.character("q")), .key(.control("c")), .key(.up), .key(.character("漢")), .key(.backspace), .key(.enter),
            ])
            pty.type("\u{1b}")
            #expect(events(terminal, count: 1) == [.key(.escape)], "a lone Escape after the escape delay")

            pty.resize(columns: 50, rows: 12)
            kill(getpid(), SIGWINCH)
            #expect(events(terminal, count: 1) == [.resize(Size(width: 50, height: 12))])
            #expect(terminal.size == Size(width: 50, height: 12))
            terminal.draw(frame)
            #expect(pty.text().contains("漢"), "after a resize the frame is drawn whole")

            terminal.close()
            #expect(pty.text().contains("\u{1b}[?1049l"), "back to the normal screen")
            #expect(pty.localModes() == modesBefore, "the tty's modes as they were")
            #expect(handler(of: SIGINT) == interruptBefore, "SIGINT's handler as it was")
            terminal.close()
            terminal.draw(frame)
            #expect(terminal.readEvents().isEmpty)
            #expect(terminal.size == .zero)
            #expect(pty.output().isEmpty, "nothing after close")
        }
    }

    @Test func oddFramesNeverCrash() throws {
        try withLocaleRestored {
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let terminal = try NCursesTerminal(environment: Self.environment, ttyPath: pty.path)
            defer { terminal.close() }
            _ = pty.output()
            var wide = CellBuffer(size: Size(width: 100, height: 50), fill: Cell("漢"))
            wide.write("ab⏱️🇫🇷👨‍👩‍👧👍🏽🫨e\u{301}", at: Point(x: 0, y: 0))
            let frames = [
                CellBuffer(size: .zero),
                wide,
                CellBuffer(size: Size(width: 1, height: 1), fill: Cell("x")),
                CellBuffer(lines: ["a", "", "漢漢漢漢漢漢漢漢漢漢漢"]),
                CellBuffer(size: Size(width: 20, height: 5), fill: Cell("#")),
                CellBuffer(size: Size(width: 21, height: 5), fill: Cell("👍")),
            ]
            for frame in frames {
                terminal.draw(frame)
                terminal.draw(frame)
            }
            #expect(pty.text().contains("#"), "the full-screen frame, bottom-right cell included")
        }
    }

    @Test func noColorTurnsColoursOff() throws {
        try withLocaleRestored {
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let terminal = try NCursesTerminal(environment: Self.environment.merging(["NO_COLOR": "1"]) { $1 }, ttyPath: pty.path)
            defer { terminal.close() }
            #expect(!terminal.capabilities.colors)
            var frame = CellBuffer(size: Size(width: 20, height: 5))
            frame.write("red", at: .zero, style: Style(foreground: .rgb(255, 0, 0), underline: true))
            terminal.draw(frame)
            let text = pty.text()
            #expect(text.contains("red") && text.contains("\u{1b}[0;4m"), "attributes stay")
            #expect(!text.contains("38;5;"), "no colour")
        }
    }

    @Test func theLocaleDecidesBetweenUnicodeAndASCII() throws {
        try withLocaleRestored {
            let cases: [([String: String], Bool)] = [
                (["LANG": "C.UTF-8"], true),
                (["LANG": "en_US.UTF-8"], true),       // not installed here: its encoding is kept
                (["LC_CTYPE": "de_DE.utf8"], true),
                (["LANG": "C"], false),
                (["LC_ALL": "POSIX", "LANG": "C.UTF-8"], false),  // LC_ALL wins
                (["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"], true),  // empty is unset
                (["LANG": "fr_FR.ISO-8859-1"], false),
                ([:], false),
            ]
            for (environment, unicode) in cases {
                #expect(NCursesTerminal.chooseLocale(environment) == unicode, "\(environment)")
            }
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let terminal = try NCursesTerminal(environment: ["TERM": "xterm-256color", "LANG": "C"], ttyPath: pty.path)
            defer { terminal.close() }
            #expect(!terminal.capabilities.unicode)
        }
    }

    @Test func signalsBecomeBytesOnThePipe() throws {
        try withLocaleRestored {
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let terminal = try NCursesTerminal(environment: Self.environment, ttyPath: pty.path)
            defer { terminal.close() }
            try #require(terminal.signalDescriptor >= 0)
            // Raising these without the handler would end the test process: check it is there.
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                try #require(handler(of: signal) > 1, "signal \(signal) is caught (not SIG_DFL 0, not SIG_IGN 1)")
            }
            #expect(terminal.takeSignals().isEmpty)
            // To the process, not raise(): Swift Testing runs this on a thread that blocks signals,
            // so the handler runs on another thread and the bytes arrive a moment later.
            var received: [Int32] = []
            for signal in [SIGTERM, SIGHUP, SIGINT] {
                kill(getpid(), signal)
                for _ in 0..<100 where received.count < 3 {
                    var descriptor = pollfd(fd: terminal.signalDescriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, 10) == 1 else { continue }
                    received += terminal.takeSignals()
                    break
                }
            }
            #expect(received == [SIGTERM, SIGHUP, SIGINT])
            #expect(terminal.takeSignals().isEmpty)
        }
    }

    @Test func failuresSayWhyAndLeaveEverythingAlone() throws {
        try withLocaleRestored {
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let modes = pty.localModes()
            let interrupt = handler(of: SIGINT)
            let cases: [([String: String], String, NCursesTerminalError)] = [
                ([:], pty.path, .noTerminalType),
                (["TERM": ""], pty.path, .noTerminalType),
                (["TERM": "no-such-terminal"], pty.path, .unusableTerminalType("no-such-terminal")),
                (["TERM": "dumb"], pty.path, .unusableTerminalType("dumb")),
                (Self.environment, "/dev/null", .notATerminal(path: "/dev/null")),
                (Self.environment, "/nonexistent/tty", .cannotOpen(path: "/nonexistent/tty", reason: "No such file or directory")),
            ]
            for (environment, path, expected) in cases {
                #expect(throws: expected) { try NCursesTerminal(environment: environment, ttyPath: path) }
                #expect(pty.localModes() == modes)
                #expect(handler(of: SIGINT) == interrupt)
            }
            #expect(NCursesTerminalError.unusableTerminalType("dumb").description.contains("'dumb'"))
            #expect(pty.output().count < 64, "a refused terminal type draws nothing")
        }
    }

    // MARK: Helpers

    /// The events that arrive within a second or so, stopping once there are `count`.
    private func events(_ terminal: NCursesTerminal, count: Int) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for _ in 0..<50 where events.count < count {
            var descriptor = pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            events += terminal.readEvents()
        }
        return events
    }

    /// The handler installed for `signal`, as a number (0 is SIG_DFL).
    private func handler(of signal: Int32) -> Int {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    /// `NCursesTerminal` sets the process's locale, which ncurses needs; other tests in this
    /// process get theirs back.
    private func withLocaleRestored(_ body: () throws -> Void) throws {
        let saved = setlocale(LC_ALL, nil).map { String(cString: $0) }
        defer { if let saved { setlocale(LC_ALL, saved) } }
        try body()
    }
}
#endif
