import Canvas

/// An in-memory terminal for tests, like ratatui's `TestBackend`: it keeps every frame drawn and
/// hands out scripted events, one batch per read.
public struct RecordingBackend: TerminalBackend {
    public var size: Size
    public var capabilities: TerminalCapabilities
    /// Every frame drawn, in order. The event loop draws only frames that changed.
    public private(set) var frames: [CellBuffer] = []
    /// Event batches still to hand out; each `readEvents` returns the first and removes it.
    public var script: [[TerminalEvent]]

    public init(size: Size, capabilities: TerminalCapabilities = TerminalCapabilities(), script: [[TerminalEvent]] = []) {
        self.size = size
        self.capabilities = capabilities
        self.script = script
    }

    public mutating func draw(_ frame: CellBuffer) {
        frames.append(frame)
    }

    public mutating func readEvents() -> [TerminalEvent] {
        guard !script.isEmpty else { return [] }
        let batch = script.removeFirst()
        // A scripted resize changes what `size` reports, as a real terminal's would.
        for case .resize(let newSize) in batch { size = newSize }
        return batch
    }

    /// How many times the loop suspended (Ctrl-Z, SIGTSTP) and took the screen back (SIGCONT).
    public private(set) var suspensions = 0
    public private(set) var resumptions = 0
    /// The size the terminal has when the process is continued (a window resized while stopped).
    public var sizeAfterSuspension: Size?

    public mutating func suspend() {
        suspensions += 1
        if let sizeAfterSuspension { size = sizeAfterSuspension }
    }

    public mutating func resume() {
        resumptions += 1
    }

    /// The last frame drawn, or an empty buffer.
    public var lastFrame: CellBuffer { frames.last ?? CellBuffer(size: .zero) }
}
