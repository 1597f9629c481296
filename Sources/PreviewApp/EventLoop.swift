import Canvas
import Foundation

/// Runs the preview: draw, wait, reduce, carry out what `reduce` asked, until it asks to quit.
///
/// The loop draws only when the frame differs from the last one drawn (a tick that changes nothing
/// visible writes nothing), and wakes at the next whole second of the activity clock so timers tick
/// with no input. All I/O is behind `backend` and `input`, so the loop runs the same against
/// ncurses and against `RecordingBackend` in tests.
public enum EventLoop {
    /// Runs until an action makes `reduce` return `.quit`, and returns its exit status. The caller
    /// restores the terminal.
    public static func run<Backend: TerminalBackend, Input: PreviewInput>(_ state: inout PreviewState, backend: inout Backend,
                                                                          input: inout Input) -> Int32 {
        state.reduce(.clock(input.now()))
        state.reduce(.resize(backend.size))
        var lastFrame: CellBuffer?
        while true {
            let frame = PreviewScreen.render(state).cells
            if frame != lastFrame {
                backend.draw(frame)
                lastFrame = frame
            }
            var actions = input.wait(until: state.nextWake, readFeed: state.wantsFeed)
            actions.insert(.clock(input.now()), at: 0)
            for event in backend.readEvents() {
                switch event {
                case .key(let key): actions.append(.key(key))
                case .resize(let size): actions.append(.resize(size))
                }
            }
            // Effects may bring actions of their own (a reloaded definition): they go next.
            var index = 0
            while index < actions.count {
                for effect in state.reduce(actions[index]) {
                    switch effect {
                    case .quit(let code):
                        return code
                    case .suspend, .resume:
                        // Blocks while stopped; the terminal may have another size when it returns,
                        // and its screen is not what was drawn: the next frame goes out whole.
                        if effect == .suspend { backend.suspend() } else { backend.resume() }
                        state.reduce(.resize(backend.size))
                        lastFrame = nil
                    case .reloadDefinition:
                        actions.insert(contentsOf: input.reloadDefinition(), at: index + 1)
                    }
                }
                index += 1
            }
        }
    }
}
