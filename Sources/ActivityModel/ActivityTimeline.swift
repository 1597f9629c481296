import Foundation

/// What the phone does with one event: show it, drop it silently, or never get it.
public enum PushVerdict: String, Sendable, Equatable, Codable {
    /// The phone would show it.
    case applied
    /// Well-formed, but the phone drops it (older timestamp, after end, start without alert).
    case ignored
    /// It cannot be decoded or APNs would refuse it.
    case rejected
}

/// Where an activity is in its life at some instant.
public enum ActivityPhase: String, Sendable, Equatable, Codable {
    case active, stale, ended, dismissed
}

/// A decoded lifecycle event, ready for the timeline: content already checked against the contract.
public struct TimelineEvent: Sendable, Equatable {
    public var kind: PushPayload.Event
    /// The feed's activity id (`"activity"`), or the default one.
    public var activityKey: String
    /// The push's `timestamp` (for a bare content state, its arrival time).
    public var timestamp: Date
    /// The decoded content state; nil on an `end` that carries none.
    public var state: StateValue?
    public var staleDate: Date?
    public var dismissalDate: Date?
    public var relevanceScore: Double?
    /// Push-to-start only: the alert is present.
    public var hasAlert: Bool
    /// Push-to-start only: the decoded static attributes.
    public var attributes: StateValue?
    /// True for a push (`aps`), false for a content state the app applied itself.
    public var isPush: Bool

    public init(kind: PushPayload.Event, activityKey: String, timestamp: Date, state: StateValue?, staleDate: Date? = nil,
                dismissalDate: Date? = nil, relevanceScore: Double? = nil, hasAlert: Bool = false,
                attributes: StateValue? = nil, isPush: Bool = true) {
        self.kind = kind
        self.activityKey = activityKey
        self.timestamp = timestamp
        self.state = state
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.hasAlert = hasAlert
        self.attributes = attributes
        self.isPush = isPush
    }
}

/// One Live Activity's record: what it shows and when it ends.
public struct ActivityRecord: Sendable, Equatable {
    public enum EndReason: String, Sendable, Equatable, Codable {
        /// An `end` event.
        case endEvent
        /// The system ended it 8 hours after it started.
        case activeLimit
    }

    /// Unique id: the feed's id, with `#2`, `#3` for later activities that reuse it.
    public var id: String
    /// The feed's id this record answers to.
    public var key: String
    public var startedAt: Date
    public var attributes: StateValue?
    public var state: StateValue
    public var lastTimestamp: Date
    public var staleDate: Date?
    public var relevanceScore: Double
    public var endedAt: Date?
    public var endReason: EndReason?
    public var dismissAt: Date?

    /// The record as it stands at `time`, with the system's 8-hour end applied if `time` is past it.
    public func resolved(at time: Date) -> ActivityRecord {
        var copy = self
        let limit = startedAt.addingTimeInterval(ActivityTimeline.activeLimit)
        if copy.endedAt == nil, time >= limit {
            copy.endedAt = limit
            copy.endReason = .activeLimit
            copy.dismissAt = limit.addingTimeInterval(ActivityTimeline.lockScreenLimit)
        }
        return copy
    }

    public func phase(at time: Date) -> ActivityPhase {
        let record = resolved(at: time)
        if let dismissAt = record.dismissAt, time >= dismissAt { return .dismissed }
        if let endedAt = record.endedAt, time >= endedAt { return .ended }
        if isStale(at: time) { return .stale }
        return .active
    }

    public func isStale(at time: Date) -> Bool {
        guard let staleDate else { return false }
        return time >= staleDate
    }
}

/// An activity as seen at one instant.
public struct ActivitySnapshot: Sendable, Equatable {
    public var record: ActivityRecord
    public var phase: ActivityPhase
    public var isStale: Bool
    public var id: String { record.id }
    public var state: StateValue { record.state }
}

/// The lifecycle engine: applies start / update / end events the way ActivityKit does.
///
/// Rules (docs/ACTIVITYKIT.md, "Push payloads" and "Lifecycle"): an update older than the last applied one is
/// ignored; anything after the end is ignored; push-to-start needs an alert (APNs answers 200 and
/// nothing starts otherwise); an activity is ended by the system 8 hours after it starts and stays
/// on the Lock Screen at most 4 hours after its end; a past `dismissal-date` removes it at once and
/// a later one is clamped to 4 hours. Time is always passed in; the engine never reads a clock.
public struct ActivityTimeline: Sendable, Equatable {
    public static let activeLimit: TimeInterval = 8 * 3600
    public static let lockScreenLimit: TimeInterval = 4 * 3600

    /// Every activity ever started, in start order.
    public private(set) var records: [ActivityRecord] = []
    /// The newest record for each feed id: a push finds its activity without a scan.
    private var latestIndex: [String: Int] = [:]
    /// How many activities each feed id has started, for the `id#2` of a restart without a scan
    /// (a feed of thousands of activities spent minutes scanning).
    private var startCount: [String: Int] = [:]

    /// The newest activity started under the feed id `key`.
    public func latestRecord(for key: String) -> ActivityRecord? {
        latestIndex[key].map { records[$0] }
    }

    public init() {}

    /// Applies `event`, arriving at `time`, and says what the phone would do with it: a start, an
    /// event for an activity that never started, one the phone ignores, or an update (and an end's
    /// dismissal policy) applied to its activity.
    public mutating func apply(_ event: TimelineEvent, at time: Date) -> (PushVerdict, [Diagnostic]) {
        if event.kind == .start { return applyStart(event, at: time) }
        guard let index = latestIndex[event.activityKey] else { return applyWithoutActivity(event, at: time) }
        if let ignored = reasonToIgnore(event, at: index, time: time) { return (.ignored, [ignored]) }
        update(index, with: event, at: time)
        let ending = event.kind == .end ? end(index, with: event, at: time) : []
        return (.applied, ending + ActivityTimeline.pastOnArrival(event, at: time))
    }

    /// A start: push-to-start needs an alert and a content state.
    mutating func applyStart(_ event: TimelineEvent, at time: Date) -> (PushVerdict, [Diagnostic]) {
        guard event.hasAlert || !event.isPush else {
            return (.ignored, [.warning(DiagnosticCode.startWithoutAlert,
                "push-to-start without an \"alert\": APNs answers 200 but the phone starts nothing", path: "aps.alert")])
        }
        guard let state = event.state else {
            return (.rejected, [.error(DiagnosticCode.missingKey, "a start needs \"content-state\"", path: "aps.content-state")])
        }
        start(event, state: state, at: time)
        return (.applied, ActivityTimeline.pastOnArrival(event, at: time))
    }

    /// An update or end for a feed id that has no activity: an update is taken as the app's own
    /// start (`Activity.request`), an end has nothing to end.
    mutating func applyWithoutActivity(_ event: TimelineEvent, at time: Date) -> (PushVerdict, [Diagnostic]) {
        guard event.kind == .update, let state = event.state else {
            return (.ignored, [.warning(DiagnosticCode.noActivity,
                "\"end\" for activity \"\(ShortID.of(event.activityKey))\", which never started: the phone has nothing to end")])
        }
        let started = Diagnostic.info(DiagnosticCode.implicitStart,
            "no start event for \"\(ShortID.of(event.activityKey))\": taken as started by the app (Activity.request) with this content")
        start(event, state: state, at: time)
        return (.applied, [started] + ActivityTimeline.pastOnArrival(event, at: time))
    }

    /// Why the phone ignores `event` for the activity at `index`: it has ended (by an end event or
    /// the 8-hour limit, which is applied here first), or the event is older than the last applied.
    mutating func reasonToIgnore(_ event: TimelineEvent, at index: Int, time: Date) -> Diagnostic? {
        if records[index].endedAt == nil, time >= records[index].startedAt.addingTimeInterval(ActivityTimeline.activeLimit) {
            records[index] = records[index].resolved(at: time)
        }
        let id = records[index].id
        if let endedAt = records[index].endedAt, time >= endedAt {
            if records[index].endReason == .activeLimit {
                return .warning(DiagnosticCode.activeLimit,
                    "received \(Timestamp.iso8601(time)), after the system ended \(ShortID.of(id)) at \(Timestamp.iso8601(endedAt)), 8 hours after it started; the phone ignores this \(event.kind.rawValue)")
            }
            let state = records[index].phase(at: time) == .dismissed ? "ended and was dismissed" : "ended"
            // Said as olderTimestamp says its own: which time of the push, then what it comes after.
            return .warning(DiagnosticCode.afterEnd,
                "received \(Timestamp.iso8601(time)), after \(ShortID.of(id)) \(state) at \(Timestamp.iso8601(endedAt)); the phone ignores an \(event.kind.rawValue) after the end")
        }
        let lastTimestamp = records[index].lastTimestamp
        if event.timestamp < lastTimestamp {
            return .warning(DiagnosticCode.olderTimestamp,
                "timestamp \(Timestamp.iso8601(event.timestamp)) is older than the last applied \(Timestamp.iso8601(lastTimestamp)); the phone ignores it")
        }
        return nil
    }

    /// The event's content, timestamp, stale date and relevance, applied to the activity at `index`.
    mutating func update(_ index: Int, with event: TimelineEvent, at time: Date) {
        // Mutate in place: a copy of the record would be made and destroyed on every push.
        if let state = event.state {
            records[index].state = state
        }
        records[index].lastTimestamp = event.timestamp
        records[index].staleDate = event.staleDate
        records[index].relevanceScore = event.relevanceScore ?? 0
    }

    /// An end: the activity ends at `time` and leaves the Lock Screen by the dismissal policy (the
    /// requested date, at once when past, at most 4 hours later; the system's default is modelled
    /// as the latest).
    mutating func end(_ index: Int, with event: TimelineEvent, at time: Date) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        records[index].endedAt = time
        records[index].endReason = .endEvent
        let latest = time.addingTimeInterval(ActivityTimeline.lockScreenLimit)
        if let requested = event.dismissalDate {
            if requested <= time {
                records[index].dismissAt = time
            } else if requested > latest {
                records[index].dismissAt = latest
                diagnostics.append(.warning(DiagnosticCode.dismissalTooLate,
                    "dismissal-date \(Timestamp.iso8601(requested)) is more than 4 hours after the end; the phone removes it at \(Timestamp.iso8601(latest))",
                    path: "aps.dismissal-date"))
            } else {
                records[index].dismissAt = requested
            }
        } else {
            records[index].dismissAt = latest
        }
        if event.state == nil {
            diagnostics.append(.info(DiagnosticCode.missingKey, "end without \"content-state\": the last content stays on the Lock Screen", path: "aps.content-state"))
        }
        return diagnostics
    }

    /// A `stale-date` or `dismissal-date` already past when the push arrives: applied all the same,
    /// and shown stale (or removed) at once, which looks like a broken screen unless it is said.
    static func pastOnArrival(_ event: TimelineEvent, at time: Date) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if let stale = event.staleDate, stale <= time {
            notes.append(.warning(DiagnosticCode.staleOnArrival,
                "stale-date \(Timestamp.iso8601(stale)) had passed when the push arrived (\(Timestamp.iso8601(time))): the phone shows it stale at once",
                path: "aps.stale-date"))
        }
        if event.kind == .end, let dismissal = event.dismissalDate, dismissal <= time {
            notes.append(.warning(DiagnosticCode.dismissedOnArrival,
                "dismissal-date \(Timestamp.iso8601(dismissal)) had passed when the end arrived (\(Timestamp.iso8601(time))): the phone removes the activity at once",
                path: "aps.dismissal-date"))
        }
        return notes
    }

    mutating func start(_ event: TimelineEvent, state: StateValue, at time: Date) {
        let reuse = startCount[event.activityKey, default: 0]
        startCount[event.activityKey] = reuse + 1
        let id = reuse == 0 ? event.activityKey : "\(event.activityKey)#\(reuse + 1)"
        latestIndex[event.activityKey] = records.count
        records.append(ActivityRecord(
            id: id, key: event.activityKey, startedAt: time, attributes: event.attributes, state: state,
            lastTimestamp: event.timestamp, staleDate: event.staleDate, relevanceScore: event.relevanceScore ?? 0,
            endedAt: nil, endReason: nil, dismissAt: nil))
    }

    /// Every activity at `time`, the most relevant first (ties: the earliest started), which is the
    /// order the Dynamic Island gives them its place.
    public func snapshot(at time: Date) -> [ActivitySnapshot] {
        records.enumerated()
            .map { (offset: $0.offset, snapshot: ActivitySnapshot(record: $0.element.resolved(at: time),
                                                                    phase: $0.element.phase(at: time),
                                                                    isStale: $0.element.isStale(at: time))) }
            .sorted { a, b in
                if a.snapshot.record.relevanceScore != b.snapshot.record.relevanceScore {
                    return a.snapshot.record.relevanceScore > b.snapshot.record.relevanceScore
                }
                if a.snapshot.record.startedAt != b.snapshot.record.startedAt {
                    return a.snapshot.record.startedAt < b.snapshot.record.startedAt
                }
                return a.offset < b.offset
            }
            .map(\.snapshot)
    }
}
