import Canvas
import Foundation

/// Runs the preview: draw, wait, reduce, until an action sets an exit code.
///
/// The loop draws only when the frame differs from the last one drawn (a tick that changes nothing
/// visible writes nothing), and wakes at the next whole second of the activity clock so timers tick
/// with no input. All I/O is behind `backend` and `input`, so the loop runs the same against
/// ncurses and against `RecordingBackend` in tests.
public enum EventLoop {
    /// Runs until the state has an exit code, and returns it. The caller restores the terminal.
    public static func run<Backend: TerminalBackend, Input: PreviewInput>(_ state: inout PreviewState, backend: inout Backend,
                                                                          input: inout Input) -> Int32 {
        state.reduce(.clock(input.now()))
        state.reduce(.resize(backend.size))
        var lastFrame: CellBuffer?
        while state.exitCode == nil {
            let frame = PreviewScreen.render(state).cells
            if frame != lastFrame {
                backend.draw(frame)
                lastFrame = frame
            }
            let actions = input.wait(until: state.nextWake, readFeed: state.wantsFeed)
            state.reduce(.clock(input.now()))
            for action in actions {
                state.reduce(action)
                if state.exitCode != nil { break }
            }
            for event in backend.readEvents() where state.exitCode == nil {
                switch event {
                case .key(let key): state.reduce(.key(key))
                case .resize(let size): state.reduce(.resize(size))
                }
            }
            if let request = state.terminalRequest, state.exitCode == nil {
                // Blocks while stopped; the terminal may have another size when it returns, and
                // its screen is not what was drawn: the next frame goes out whole.
                switch request {
                case .suspend: backend.suspend()
                case .resume: backend.resume()
                }
                state.terminalRequest = nil
                state.reduce(.resize(backend.size))
                lastFrame = nil
            }
        }
        return state.exitCode ?? 0
    }
}
