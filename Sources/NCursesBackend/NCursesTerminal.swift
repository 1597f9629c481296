import Canvas
import CNcurses
import Glibc
import PreviewApp

/// The real terminal, through ncursesw: a thin `TerminalBackend`.
///
/// A class, not a struct: it owns C resources (the ncurses screen, the `/dev/tty` stream, signal
/// handlers) that must be released exactly once, on every exit path; `close()` does it and
/// `deinit` is the backstop.
///
/// It talks to `/dev/tty`, not to stdin and stdout, because the preview reads its push feed from
/// stdin with `--feed -`: keys must come from the terminal itself. Decisions, from TECH.md:
/// - `setlocale(LC_ALL, "")` first (without it every non-ASCII cell is blank), falling back to
///   `C.UTF-8` when the environment's locale does not exist here; no UTF-8 at all → ASCII screen;
/// - `raw()`, so Ctrl-C arrives as a key and quits through the same path as `q`; SIGINT, SIGTERM
///   and SIGHUP from elsewhere become bytes on `signalDescriptor` (a C handler writes them); a
///   crash signal restores the tty's saved settings before dying (the C guard in the shim);
/// - one `mvadd_wch` per changed cell, then one `refresh`: ncurses diffs its virtual screen too,
///   so an unchanged cell is never sent;
/// - colours only when the terminal has them and `NO_COLOR` is unset, with `use_default_colors` so
///   the user's background shows through `.default`.
public final class NCursesTerminal: TerminalBackend {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let capabilities: TerminalCapabilities
    /// The tty's descriptor, for the caller's `poll`.
    public let inputDescriptor: Int32
    /// Becomes readable when SIGINT, SIGTERM or SIGHUP arrives; `takeSignals` reads them.
    public let signalDescriptor: Int32
    private let tty: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private var palette: ColorPalette
    private var lastFrame: CellBuffer?
    private var closed = false

    /// Starts the screen: alternate screen on, cursor hidden, raw keys.
    /// - Parameter environment: the process environment (`NO_COLOR`, `TERM`), passed in so tests
    ///   can choose.
    public init(environment: [String: String]) throws {
        setlocale(LC_ALL, "")
        if lp_codeset_is_utf8() == 0 {
            // The environment's locale may not exist here (TECH.md: only C, C.utf8 and POSIX do).
            setlocale(LC_ALL, "C.UTF-8")
        }
        let unicode = lp_codeset_is_utf8() != 0
        guard let tty = fopen("/dev/tty", "r+") else {
            throw Failure(description: "cannot open /dev/tty: \(String(cString: strerror(errno)))")
        }
        let terminalType = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 } ?? "xterm"
        lp_install_fatal_guard(fileno(tty))
        guard let screen = newterm(terminalType, tty, tty) else {
            lp_restore_signals()
            fclose(tty)
            throw Failure(description: "the terminal type '\(terminalType)' is unknown to ncurses (TERM)")
        }
        self.tty = tty
        self.screen = screen
        inputDescriptor = fileno(tty)
        raw()
        noecho()
        nonl()
        keypad(lp_stdscr(), true)
        nodelay(lp_stdscr(), true)
        scrollok(lp_stdscr(), false)
        leaveok(lp_stdscr(), true)
        curs_set(0)
        lp_set_escdelay(25)
        let wantsColor = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        var colors = false
        if wantsColor, has_colors() {
            start_color()
            use_default_colors()
            colors = true
        }
        palette = ColorPalette(colors: colors ? Int(lp_colors()) : 0, pairLimit: colors ? Int(lp_color_pairs()) : 0)
        capabilities = TerminalCapabilities(colors: colors, unicode: unicode)
        signalDescriptor = lp_install_quit_signals()
    }

    deinit { close() }

    public var size: Size {
        guard !closed else { return .zero }
        return Size(width: Int(getmaxx(lp_stdscr())), height: Int(getmaxy(lp_stdscr())))
    }

    /// Signals received since the last call (their numbers).
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
        let size = self.size
        let previous = lastFrame.flatMap { $0.size == frame.size ? $0 : nil }
        if previous == nil { erase() }
        let width = min(frame.width, size.width)
        let height = min(frame.height, size.height)
        var text: [wchar_t] = []
        for y in 0..<max(0, height) {
            let row = y * frame.width
            for x in 0..<max(0, width) {
                let cell = frame.cells[row + x]
                if cell.isContinuation { continue }
                if let previous, previous.cells[row + x] == cell,
                   x + 1 >= frame.width || previous.cells[row + x + 1] == frame.cells[row + x + 1] { continue }
                // A wide glyph whose right half would be off screen is drawn as a space.
                let wide = x + 1 < frame.width && frame.cells[row + x + 1].isContinuation
                text.removeAll(keepingCapacity: true)
                if wide && x + 1 >= width {
                    text.append(0x20)
                } else {
                    for scalar in cell.character.unicodeScalars { text.append(wchar_t(bitPattern: scalar.value)) }
                }
                text.append(0)
                let (attributes, pair) = attributesAndPair(cell.style)
                // The bottom-right cell returns ERR once the cursor cannot advance; it is drawn anyway.
                _ = text.withUnsafeBufferPointer { lp_put_cell(Int32(y), Int32(x), $0.baseAddress, attributes, pair) }
            }
        }
        refresh()
        lastFrame = frame
    }

    private func attributesAndPair(_ style: Style) -> (attr_t, Int32) {
        var attributes = lp_a_normal()
        if style.bold { attributes |= lp_a_bold() }
        if style.dim { attributes |= lp_a_dim() }
        if style.italic { attributes |= lp_a_italic() }
        if style.underline { attributes |= lp_a_underline() }
        if style.reverse { attributes |= lp_a_reverse() }
        guard capabilities.colors, let pair = palette.pair(foreground: style.foreground, background: style.background) else {
            return (attributes, 0)
        }
        if pair.isNew, let colors = palette.colors(of: pair.number) {
            init_extended_pair(pair.number, colors.foreground, colors.background)
        }
        return (attributes, pair.number)
    }

    public func readEvents() -> [TerminalEvent] {
        guard !closed else { return [] }
        var events: [TerminalEvent] = []
        var code: wint_t = 0
        // Bounded: a paste of a megabyte should not stall the loop; the rest is read next time.
        for _ in 0..<4096 {
            let result = wget_wch(lp_stdscr(), &code)
            if result == ERR { break }
            if result == KEY_CODE_YES, Int32(code) == KEY_RESIZE {
                // The next frame is drawn whole at the new size.
                lastFrame = nil
                events.append(.resize(size))
                continue
            }
            events.append(.key(KeyDecoder.decode(UInt32(code), isFunctionKey: result == KEY_CODE_YES)))
        }
        return events
    }

    /// Restores the terminal: leaves the alternate screen, shows the cursor, puts back the tty's
    /// modes and the default signal handlers. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        curs_set(1)
        endwin()
        delscreen(screen)
        fclose(tty)
        lp_restore_signals()
    }
}
