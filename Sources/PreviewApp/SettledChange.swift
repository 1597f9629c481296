import Foundation

/// Waits for a watched file to stop changing before it is read: an editor that saves in two steps
/// (truncates, then writes; or writes a part, then the rest) would otherwise be read half-way, and
/// the preview would report an error that is gone a moment later.
///
/// `Stamp` is what is watched (modification times and sizes); a change is reported once the stamp
/// has stayed the same for `settle` seconds.
public struct SettledChange<Stamp: Equatable & Sendable>: Sendable {
    public let settle: TimeInterval
    /// The changed stamp seen last, and when it was first seen.
    private var pending: (stamp: Stamp, since: Date)?

    public init(settle: TimeInterval = 0.3) {
        self.settle = settle
    }

    /// Whether `stamp`, which differs from what was last read, has held long enough to be read
    /// now. A stamp seen for the first time starts the wait; one that changed again starts it again.
    public mutating func hasSettled(_ stamp: Stamp, at now: Date) -> Bool {
        guard let pending, pending.stamp == stamp else {
            self.pending = (stamp, now)
            return false
        }
        guard now >= pending.since.addingTimeInterval(settle) else { return false }
        self.pending = nil
        return true
    }

    /// The file is as it was last read (an edit undone before it settled): nothing is waiting.
    public mutating func reset() {
        pending = nil
    }

    /// When a waiting change will have settled, if one is waiting: the watcher looks again then.
    public var deadline: Date? {
        pending.map { $0.since.addingTimeInterval(settle) }
    }
}
