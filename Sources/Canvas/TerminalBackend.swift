/// The screen `EventLoop` draws on and reads keys from: ncurses in the app (`NCursesTerminal`),
/// `RecordingBackend` in tests.
///
/// A backend is thin on purpose: it shows whole frames and reports events. It never decides what
/// anything looks like (`PreviewScreen` does, through the same `SceneRenderer` as `dump`), and it
/// does not wait for input itself: waiting on the terminal, the feed and signals at once is the
/// caller's `PreviewInput`, which knows all the sources.
public protocol TerminalBackend {
    /// The terminal's size in cells now.
    var size: Size { get }
    /// What the terminal can show; decided once at start (`NO_COLOR`, colour support, UTF-8 locale).
    var capabilities: TerminalCapabilities { get }
    /// Shows `frame` as the whole screen. The backend sends only the cells that changed since the
    /// last frame, so drawing an unchanged frame writes nothing.
    mutating func draw(_ frame: CellBuffer)
    /// Events that have already arrived, without waiting; empty when there are none.
    mutating func readEvents() -> [TerminalEvent]
    /// Gives the terminal back to the shell and stops, as Ctrl-Z does; returns once the process is
    /// continued (`fg`), with the screen taken back at the terminal's size then.
    mutating func suspend()
    /// Takes the screen back after the process was stopped and continued from elsewhere (SIGSTOP,
    /// SIGCONT): the next frame is drawn whole, at the terminal's size now.
    mutating func resume()
}
