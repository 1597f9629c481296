import Canvas
import CNcurses
import Glibc

/// The real terminal, through ncursesw: a thin `TerminalBackend`.
///
/// A class: it owns process-wide C resources (the ncurses `SCREEN`, the tty's streams, signal
/// handlers) that `close()` releases exactly once; only one may be open at a time. It talks to
/// `/dev/tty`, not stdin, so that `--feed -` leaves stdin to the feed. What a reader could not guess:
/// - the locale is set first (or every non-ASCII cell is blank), falling back to `C.UTF-8`; a locale
///   without UTF-8 gets the ASCII glyph set;
/// - `raw()`: Ctrl-C and Ctrl-Z arrive as keys; SIGINT, SIGTERM, SIGHUP, SIGTSTP and SIGCONT become
///   bytes on `signalDescriptor`, and a crash signal restores the tty's settings first (the shim);
/// - only changed cells are written (`FrameDiff`), then one `refresh`.
public final class NCursesTerminal: TerminalBackend {
    public let capabilities: TerminalCapabilities
    /// The tty's descriptor, for the caller's `poll`: readable when a key is waiting.
    public let inputDescriptor: Int32
    /// Readable when SIGINT, SIGTERM, SIGHUP, SIGTSTP or SIGCONT has arrived; `takeSignals` drains
    /// it. -1 if no pipe could be made (the signals then keep their previous handlers' course).
    public let signalDescriptor: Int32

    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private var palette: ColorPalette
    /// The frame on screen and the screen size it was drawn at; nil forces a full redraw.
    private var lastFrame: CellBuffer?
    private var lastScreenSize = Size.zero
    private var closed = false

    /// Starts the screen on the tty: alternate screen, cursor hidden, raw keys, no waiting.
    ///
    /// Sets the process's `LC_CTYPE` from `environment` (see `chooseLocale`), which ncurses needs
    /// before it starts.
    /// - Parameters:
    ///   - environment: the process environment; `TERM` names the terminal type, `LC_ALL` /
    ///     `LC_CTYPE` / `LANG` the encoding, and `NO_COLOR`
    ///     turns colours off. Passed in so tests can choose.
    ///   - ttyPath: the terminal to use; tests pass a pseudo-terminal's path.
    ///   - escapeDelay: milliseconds to wait after ESC for the rest of an arrow key's sequence; a lone
    ///     Escape key is reported after this long.
    /// - Throws: `NCursesTerminalError` when there is no tty or ncurses cannot drive `TERM`.
    public init(environment: [String: String], ttyPath: String = "/dev/tty", escapeDelay: Int32 = 25) throws {
        let unicode = Self.chooseLocale(environment)
        guard let type = environment["TERM"], !type.isEmpty else { throw NCursesTerminalError.noTerminalType }
        // O_NOCTTY: a test's pseudo-terminal must not become this process's controlling terminal.
        let fd = open(ttyPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            throw NCursesTerminalError.cannotOpen(path: ttyPath, reason: String(cString: strerror(errno)))
        }
        guard isatty(fd) != 0 else {
            Glibc.close(fd)
            throw NCursesTerminalError.notATerminal(path: ttyPath)
        }
        let outputFD = dup(fd)
        guard outputFD >= 0, let input = fdopen(fd, "r") else {
            let reason = String(cString: strerror(errno))
            if outputFD >= 0 { Glibc.close(outputFD) }
            Glibc.close(fd)
            throw NCursesTerminalError.cannotOpen(path: ttyPath, reason: reason)
        }
        guard let output = fdopen(outputFD, "w") else {
            let reason = String(cString: strerror(errno))
            Glibc.close(outputFD)
            fclose(input)
            throw NCursesTerminalError.cannotOpen(path: ttyPath, reason: reason)
        }
        // Before newterm: ncurses only catches signals still at their default, and its SIGINT
        // handler would exit(1); and the tty's settings must be saved before curses changes them.
        signalDescriptor = lp_install_quit_signals()
        lp_install_fatal_guard(outputFD)
        // The window's real size wins over LINES / COLUMNS left in the environment by a shell.
        use_tioctl(true)
        let started = newterm(type, output, input)
        let usable = started != nil && lp_can_address_cursor() != 0
        guard let screen = started, usable else {
            if let started {
                endwin()
                delscreen(started)
            }
            lp_restore_signals()
            fclose(output)
            fclose(input)
            throw NCursesTerminalError.unusableTerminalType(type)
        }
        self.input = input
        self.output = output
        self.screen = screen
        inputDescriptor = fd

        raw()
        noecho()
        nonl()
        let window = lp_stdscr()
        keypad(window, true)
        nodelay(window, true)
        // Writing the bottom-right cell must not scroll the screen.
        scrollok(window, false)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(escapeDelay)

        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var colors = false
        var defaultColors = false
        if !noColor, has_colors(), start_color() == OK {
            colors = true
            defaultColors = use_default_colors() == OK
        }
        palette = ColorPalette(colors: colors ? Int(lp_colors()) : 0, pairLimit: colors ? Int(lp_color_pairs()) : 0,
                               hasDefaultColors: defaultColors)
        capabilities = TerminalCapabilities(colors: colors, unicode: unicode)
    }

    deinit { close() }

    /// Sets `LC_CTYPE` (all ncurses needs) from `environment`'s locale variables, and says whether
    /// it is UTF-8. From the dictionary rather than `setlocale(LC_ALL, "")`, which would read the
    /// process's environment behind the caller's back.
    static func chooseLocale(_ environment: [String: String]) -> Bool {
        // POSIX precedence for the character type: LC_ALL, then LC_CTYPE, then LANG; none is "C".
        let requested = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        if setlocale(LC_CTYPE, requested) == nil {
            // Not installed here (minimal systems have only C, C.UTF-8 and POSIX): keep the encoding
            // it asked for. A locale that exists and is not UTF-8 (C, POSIX, latin1) is honoured:
            // the terminal behind it may not decode UTF-8, so the screen is drawn in ASCII.
            let lowercased = requested.lowercased()
            setlocale(LC_CTYPE, lowercased.contains("utf-8") || lowercased.contains("utf8") ? "C.UTF-8" : "C")
        }
        return lp_codeset_is_utf8() != 0
    }

    /// The screen's size in cells now (as ncurses last measured it: a resize is taken when
    /// `readEvents` reports it). Zero once closed.
    public var size: Size {
        guard !closed else { return .zero }
        let window = lp_stdscr()
        return Size(width: Int(lp_max_x(window)), height: Int(lp_max_y(window)))
    }

    /// The numbers of the signals received since the last call, oldest first.
    public func takeSignals() -> [Int32] {
        var signals: [Int32] = []
        while true {
            let number = lp_next_signal()
            if number < 0 { break }
            signals.append(number)
        }
        return signals
    }

    public func draw(_ frame: CellBuffer) {
        guard !closed else { return }
        let screenSize = size
        var previous = lastFrame
        if previous?.size != frame.size || screenSize != lastScreenSize {
            // A new size: clear ncurses' picture, then write every cell of the frame.
            previous = nil
            erase()
        }
        let unicode = capabilities.unicode
        let maxScalars = Int(lp_cchar_max())
        let writes = FrameDiff.writes(from: previous, to: frame, screen: screenSize) { character, columns in
            CellGlyph.resolve(character, columns: columns, unicode: unicode, maxScalars: maxScalars) { scalar in
                Int(lp_wcwidth(wchar_t(bitPattern: scalar.value)))
            }
        }
        var text: [wchar_t] = []
        for write in writes {
            let attributes = CursesAttributes.of(write.style)
            let pair = colorPair(write.style)
            text.removeAll(keepingCapacity: true)
            for scalar in write.glyph.scalars { text.append(wchar_t(bitPattern: scalar.value)) }
            text.append(0)
            // ERR for the bottom-right cell (the cursor cannot move past it); the cell is drawn.
            _ = lp_put_cell(Int32(write.y), Int32(write.x), text, attributes, pair)
            if write.glyph.padsNextColumn {
                _ = lp_put_cell(Int32(write.y), Int32(write.x + 1), [0x20, 0], attributes, pair)
            }
        }
        refresh()
        lastFrame = frame
        lastScreenSize = screenSize
    }

    /// The pair number for a style's colours: pair 0 without colours or when pairs run out.
    private func colorPair(_ style: Style) -> Int32 {
        guard capabilities.colors else { return 0 }
        switch palette.pair(foreground: style.foreground, background: style.background) {
        case .existing(let number):
            return number
        case .new(let number, let colors):
            return init_extended_pair(number, colors.foreground, colors.background) == OK ? number : 0
        case .exhausted:
            return 0
        }
    }

    public func readEvents() -> [TerminalEvent] {
        guard !closed else { return [] }
        var events: [TerminalEvent] = []
        var code: wint_t = 0
        // Bounded: a huge paste should not stall the loop; the rest is read on the next call.
        for _ in 0..<4096 {
            let result = wget_wch(lp_stdscr(), &code)
            if result == ERR { break }
            let isFunctionKey = result == KEY_CODE_YES
            if isFunctionKey, Int32(truncatingIfNeeded: code) == KEY_RESIZE {
                // ncurses has taken the new size; the next frame is drawn whole.
                lastFrame = nil
                events.append(.resize(size))
                continue
            }
            events.append(.key(KeyDecoder.decode(UInt32(code), isFunctionKey: isFunctionKey)))
        }
        return events
    }

    /// Gives the terminal back (main screen, cursor, the tty's modes) and stops the process group,
    /// as Ctrl-Z does in a shell; returns once continued (`fg`), with the screen taken back.
    public func suspend() {
        guard !closed else { return }
        curs_set(1)
        endwin()
        lp_stop_process_group()
        resume()
    }

    /// Takes the screen back after a stop (ours, or SIGSTOP from elsewhere): the terminal's size
    /// now, and the next `draw` repaints every cell. The refresh in that `draw` puts the tty back
    /// in the modes curses set (`endwin` left them for the shell).
    public func resume() {
        guard !closed else { return }
        var rows: Int32 = 0, columns: Int32 = 0
        if lp_window_size(inputDescriptor, &rows, &columns) == 0, Int(columns) != size.width || Int(rows) != size.height {
            resize_term(rows, columns)
        }
        curs_set(0)
        lp_repaint_all()
        lastFrame = nil
    }

    /// Restores the terminal: leaves the alternate screen, shows the cursor, puts back the tty's
    /// modes and the signal handlers there were before. Safe to call more than once; afterwards
    /// `draw` and `readEvents` do nothing and `size` is zero.
    public func close() {
        guard !closed else { return }
        closed = true
        curs_set(1)
        endwin()
        lp_restore_signals()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }
}
