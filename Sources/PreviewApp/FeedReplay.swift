import ActivityModel
import Foundation

/// The feed as the preview received it, kept so that the clock can go back: what is shown at an
/// instant is the feed evaluated from its start up to that instant, as `dump --now` does, whichever
/// way the clock moved to get there.
///
/// Items before `taken` have been evaluated (or, for notes, logged) into the preview's state; the
/// rest wait for the clock. Going back, the state is rebuilt from `base` (the evaluator and log as
/// they were before the first kept item) by evaluating the kept items again up to the new instant.
///
/// Bounded, so a feed of a million pushes keeps memory flat: once `2 × window` items are taken, the
/// oldest `window` are dropped and `base` moves to a copy of the state taken when they were. The
/// clock can then still go back at least `window` items exactly, and no further (the preview stops
/// it at `base.lastTaken`).
struct FeedReplay: Sendable {
    /// A feed value (with the endpoint's request it came in, if it did), a request the endpoint
    /// answered without a value for the phone (refused, or a broadcast no activity listens to), an
    /// event of one of the endpoint's connections, or a log line of the preview's own (`feed ended`,
    /// `definition reloaded`): each must come and go with the clock like the values around it.
    enum Item: Sendable {
        case value(FeedValue, request: EndpointRequest?)
        case request(EndpointRequest)
        case connection(EndpointConnection)
        case note(String, at: Date)
    }

    /// The preview's feed state before an item: what a rewind starts again from.
    struct Checkpoint: Sendable {
        var evaluator: FeedEvaluator
        var log: PushLog
        /// The receive time of the last item taken before it.
        var lastTaken: Date?
        /// The item it stands before, in `items`.
        var index: Int
    }

    private(set) var items: [Item] = []
    /// Items before this one are in the state.
    private(set) var taken = 0
    /// When each taken item was received, and whether it applied: `←` steps back between applied
    /// ones.
    private(set) var takenTimes: [(time: Date, applied: Bool)] = []
    private(set) var base: Checkpoint
    private var next: Checkpoint?
    /// The receive time of the last item taken: a clock earlier than this needs a rewind.
    private(set) var lastTaken: Date?
    /// Items before this one have been taken at least once; the next pending item is met for the
    /// first time when `taken` has come back to it.
    private(set) var reached = 0
    var isFirstTake: Bool { taken >= reached }
    static let window = 500

    init(evaluator: FeedEvaluator) {
        base = Checkpoint(evaluator: evaluator, log: PushLog(), lastTaken: nil, index: 0)
    }

    /// Items waiting for the clock.
    var pendingCount: Int { items.count - taken }
    /// The first item waiting for the clock.
    var nextPending: Item? { taken < items.count ? items[taken] : nil }

    mutating func append(_ value: FeedValue, request: EndpointRequest? = nil) {
        items.append(.value(value, request: request))
    }

    mutating func append(_ request: EndpointRequest) {
        items.append(.request(request))
    }

    mutating func append(_ connection: EndpointConnection) {
        items.append(.connection(connection))
    }

    /// A note logged now goes in at the point the state has reached, ahead of values still waiting.
    mutating func insertNote(_ text: String, at time: Date) {
        items.insert(.note(text, at: time), at: taken)
        if taken < reached { reached += 1 }
        markTaken(at: time, applied: false)
    }

    /// The first waiting item was taken, received at `time`.
    mutating func markTaken(at time: Date, applied: Bool) {
        taken += 1
        reached = max(reached, taken)
        takenTimes.append((time, applied))
        lastTaken = max(lastTaken ?? time, time)
    }

    /// Called after an item was taken, with the state it left: keeps the kept items bounded.
    mutating func checkpointIfDue(evaluator: FeedEvaluator, log: PushLog) {
        guard taken >= 2 * Self.window else {
            if next == nil, taken >= Self.window { next = Checkpoint(evaluator: evaluator, log: log, lastTaken: lastTaken, index: taken) }
            return
        }
        guard var newBase = next else { return }
        let dropped = newBase.index
        items.removeFirst(dropped)
        takenTimes.removeFirst(dropped)
        taken -= dropped
        reached -= dropped
        newBase.index = 0
        base = newBase
        next = Checkpoint(evaluator: evaluator, log: log, lastTaken: lastTaken, index: taken)
    }

    /// Starts again from `base`: every kept item waits for the clock again.
    mutating func restart() {
        taken = 0
        takenTimes.removeAll(keepingCapacity: true)
        lastTaken = base.lastTaken
        // A later checkpoint holds a state the rewind is about to rebuild differently.
        next = nil
    }
}
