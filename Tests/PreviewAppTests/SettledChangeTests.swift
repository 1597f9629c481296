import Foundation
import Testing
@testable import PreviewApp

/// A changed definition file is read once it has stopped changing, not half-way through a save.
@Suite struct SettledChangeTests {
    let t0 = Date(timeIntervalSince1970: 1_000)

    @Test func aChangeIsReadOnceItHasHeldForTheSettleTime() {
        var change = SettledChange<Int>(settle: 0.3)
        let first = change.hasSettled(2, at: t0)
        #expect(!first, "seen for the first time: not yet")
        #expect(change.deadline == t0.addingTimeInterval(0.3))
        let early = change.hasSettled(2, at: t0.addingTimeInterval(0.2))
        #expect(!early)
        let settled = change.hasSettled(2, at: t0.addingTimeInterval(0.3))
        #expect(settled)
        #expect(change.deadline == nil, "read: nothing waits any more")
    }

    /// An editor that truncates and then writes: the half-written file is never read.
    @Test func aFileThatChangesAgainWaitsAgain() {
        var change = SettledChange<String>(settle: 0.3)
        var read: [String] = []
        // The save's first step at 0.0, its second at 0.1; checked every 0.25 s as the poller does
        // after a change, every 0.5 s otherwise.
        let steps: [(at: Double, stamp: String)] = [(0.05, "truncated"), (0.35, "written"), (0.65, "written"), (0.95, "written")]
        for step in steps where change.hasSettled(step.stamp, at: t0.addingTimeInterval(step.at)) { read.append(step.stamp) }
        #expect(read == ["written"])
    }

    @Test func aChangeUndoneBeforeItSettledIsForgotten() {
        var change = SettledChange<Int>(settle: 0.3)
        _ = change.hasSettled(5, at: t0)
        change.reset()
        #expect(change.deadline == nil)
        let later = change.hasSettled(5, at: t0.addingTimeInterval(1))
        #expect(!later, "a new change waits its own settle time")
    }
}
