import Foundation
import Testing
@testable import PreviewApp

/// The preview's clock: where a feed sets it, and when the loop must wake to redraw a ticking timer.
@Suite struct PreviewClockTests {
    let real = Date(timeIntervalSince1970: 1_795_341_600.25)

    @Test func wakesOnTheActivitysNextWholeSecond() {
        let clock = PreviewClock(start: Date(timeIntervalSince1970: 1_795_341_600.25), real: real)
        #expect(clock.nextSecond(after: real).timeIntervalSince(real) == 0.75)
        var fast = clock
        fast.speed = 10
        #expect(abs(fast.nextSecond(after: real).timeIntervalSince(real) - 0.075) < 1e-6)
    }

    /// `--speed 1000` still lands on whole activity seconds, but at most 30 times a real second:
    /// waking every millisecond took a whole core.
    @Test func aFastClockIsDrawnAtThirtyFramesASecond() {
        var clock = PreviewClock(start: Date(timeIntervalSince1970: 1_795_341_600.25), real: real)
        clock.speed = 1000
        let wake = clock.nextSecond(after: real)
        let delay = wake.timeIntervalSince(real)
        #expect(delay >= PreviewClock.minimumFrameInterval && delay < PreviewClock.minimumFrameInterval + 0.002)
        let activity = clock.now(wake).timeIntervalSince1970
        #expect(abs(activity - activity.rounded()) < 1e-3, "a whole second: \(activity)")
    }

    @Test func aFeedAnchorsTheClockOnceThenOnlyMovesItForward() {
        var clock = PreviewClock(start: real, real: real)
        let feedStart = Date(timeIntervalSince1970: 1_700_000_000)
        clock.follow(feedStart, real: real)
        #expect(clock.now(real) == feedStart, "the first timed value sets the clock, even backwards")
        clock.follow(feedStart.addingTimeInterval(-60), real: real)
        #expect(clock.now(real) == feedStart, "an older value does not move it back")
        clock.follow(feedStart.addingTimeInterval(60), real: real)
        #expect(clock.now(real) == feedStart.addingTimeInterval(60))
    }

    /// A push said `timestamp: 1e300`, and the clock followed: a `Double` has no whole seconds there,
    /// so the next one is a real second away rather than now, which made the loop spin at 100% CPU.
    @Test func farOutInstantsStillWaitASecond() {
        for seconds in [1e300, -1e300, 1e17, .greatestFiniteMagnitude] {
            var clock = PreviewClock(start: real, real: real)
            clock.follow(Date(timeIntervalSince1970: seconds), real: real)
            #expect(clock.nextSecond(after: real).timeIntervalSince(real) == 1, "\(seconds)")
        }
    }
}
