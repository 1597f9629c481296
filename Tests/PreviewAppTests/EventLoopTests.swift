import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// The loop against `RecordingBackend` and a scripted input: what reaches the terminal, and when.
@Suite struct EventLoopTests {
    /// Hands out one scripted batch per wait and moves a fake clock to each wait's deadline.
    struct ScriptedInput: PreviewInput {
        var time: Date
        var batches: [[PreviewAction]]
        var waits: [(deadline: Date, readFeed: Bool)] = []

        func now() -> Date { time }

        mutating func wait(until deadline: Date, readFeed: Bool) -> [PreviewAction] {
            waits.append((deadline, readFeed))
            time = max(time, deadline)
            return batches.isEmpty ? [.key(.character("q"))] : batches.removeFirst()
        }

        var reloads = 0
        mutating func reloadDefinition() -> [PreviewAction] {
            reloads += 1
            return [.definitionFailed("activity.yaml:1:1: reload \(reloads)")]
        }
    }

    @Test func drawsOnlyWhatChangedAndWakesOnTheSecond() throws {
        // `--now 10:11:40.25`: inside the pushed delivery window (10:10 to 10:18), so the countdown
        // runs, and the push (dated 10:00) does not move the clock back.
        let t0 = PreviewFixture.t0.addingTimeInterval(700)
        var state = try PreviewFixture.state(mode: .live, now: t0.addingTimeInterval(0.25), real: t0.addingTimeInterval(0.25))
        var backend = RecordingBackend(size: Size(width: 100, height: 30))
        var input = ScriptedInput(time: t0.addingTimeInterval(0.25), batches: [
            [.feed([PreviewFixture.push("start", at: 1_795_341_600, step: "pickedUp")])],
            [],
            [],
        ])
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        #expect(code == 0)
        // The first wait ends on the next whole second of the activity's clock.
        #expect(input.waits.first?.deadline == t0.addingTimeInterval(1))
        // Each frame differs from the one before: an unchanged frame is never sent.
        for (a, b) in zip(backend.frames, backend.frames.dropFirst()) { #expect(a != b) }
        #expect(backend.frames.count >= 3)
        #expect(backend.lastFrame.rows().joined().contains("Marco"))
        // The push arrives with the first wait's end (10:11:41), and each second after it the
        // countdown goes down by one: 6:19, 6:18, 6:17.
        let countdowns = backend.frames.dropFirst().map { $0.rows().first { $0.contains("👤 Marco") } ?? "" }
        #expect(countdowns.map { $0.firstMatch(of: /\d:\d\d/).map { String($0.output) } } == ["6:19", "6:18", "6:17"])
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        var state = try PreviewFixture.state()
        var backend = RecordingBackend(size: Size(width: 100, height: 30), script: [[.resize(Size(width: 20, height: 6))], [.key(.character("q"))]])
        var input = ScriptedInput(time: PreviewFixture.t0, batches: [[], []])
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        #expect(code == 0)
        #expect(backend.frames.first?.size == Size(width: 100, height: 30))
        #expect(backend.lastFrame.size == Size(width: 20, height: 6))
    }

    @Test func aPausedFeedIsNotAskedFor() throws {
        var state = try PreviewFixture.state()
        var backend = RecordingBackend(size: Size(width: 100, height: 30), script: [[.key(.character(" "))]])
        var input = ScriptedInput(time: PreviewFixture.t0, batches: [[], []])
        _ = EventLoop.run(&state, backend: &backend, input: &input)
        #expect(input.waits.map(\.readFeed) == [true, false, false])
    }

    /// A settled change of the definition is read by the loop when `reduce` asks, and what was read
    /// goes back to `reduce` at once: the reload is an effect, not I/O inside the poller.
    @Test func aChangedDefinitionIsReadWhenReduceAsks() throws {
        var state = try PreviewFixture.state()
        var backend = RecordingBackend(size: Size(width: 100, height: 30))
        var input = ScriptedInput(time: PreviewFixture.t0, batches: [[], [.definitionChanged], []])
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        #expect(code == 0)
        #expect(input.reloads == 1)
        #expect(state.reloadError == "activity.yaml:1:1: reload 1")
        #expect(backend.lastFrame.rows().joined().contains("definition not reloaded: activity.yaml:1:1: reload 1"))
    }

    /// Ctrl-Z and SIGTSTP suspend (the backend gives the terminal back and stops); the frame after
    /// is drawn whole at the size the terminal has on `fg`, even when nothing else changed.
    @Test func ctrlZAndSIGTSTPSuspendAndTheNextFrameIsDrawnAtTheSizeThen() throws {
        var state = try PreviewFixture.state(mode: .live, now: PreviewFixture.t0, real: PreviewFixture.t0)
        var backend = RecordingBackend(size: Size(width: 100, height: 30), script: [[.key(.control("z"))]])
        backend.sizeAfterSuspension = Size(width: 120, height: 40)
        var input = ScriptedInput(time: PreviewFixture.t0, batches: [[], [.signal(SIGTSTP)], [.signal(SIGCONT)]])
        let code = EventLoop.run(&state, backend: &backend, input: &input)
        #expect(code == 0, "suspending is not quitting")
        #expect(backend.suspensions == 2)
        #expect(backend.resumptions == 1)
        #expect(backend.frames.first?.size == Size(width: 100, height: 30))
        #expect(backend.lastFrame.size == Size(width: 120, height: 40))
        // A frame after each of the three: the same picture, sent again because the screen was not ours.
        #expect(backend.frames.count >= 4)
    }
}
