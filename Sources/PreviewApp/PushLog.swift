import ActivityModel
import Foundation

/// The log pane's contents: each push's verdict and diagnostics, newest last, and counts of all.
///
/// Bounded: a feed of a million pushes keeps the last `capacity` entries (older ones are counted,
/// not kept), so memory stays flat however long the preview runs.
public struct PushLog: Sendable {
    public struct Entry: Sendable, Equatable {
        /// When it happened, on the activity's clock.
        public var time: Date
        /// The push's verdict; nil for a note.
        public var result: PushResult?
        /// A line that is not a push verdict: a reloaded definition, the end of the feed.
        public var note: String?
        /// The endpoint's request: the one `result`'s push came in, or (without a result) one that
        /// reached no phone (refused by APNs' rules, or a broadcast no activity listens to).
        public var request: EndpointRequest?
        /// An event of one of the endpoint's connections, rather than a request.
        public var connection: EndpointConnection?
    }

    public private(set) var entries: [Entry] = []
    public let capacity: Int
    public private(set) var applied = 0
    public private(set) var ignored = 0
    public private(set) var rejected = 0
    /// Requests the endpoint refused, as APNs would.
    public private(set) var refused = 0
    /// Connections that failed before or between requests (a TLS handshake, a protocol error).
    public private(set) var connectionFailures = 0
    /// How many entries were dropped from the front to keep `capacity`.
    public private(set) var dropped = 0

    public init(capacity: Int = 500) {
        self.capacity = max(1, capacity)
    }

    public mutating func append(_ result: PushResult, request: EndpointRequest? = nil) {
        switch result.verdict {
        case .applied: applied += 1
        case .ignored: ignored += 1
        case .rejected: rejected += 1
        }
        add(Entry(time: result.receivedAt, result: result, note: nil, request: request))
    }

    /// A request that reached no phone, at the time it was received.
    public mutating func append(_ request: EndpointRequest) {
        if request.status != 200 { refused += 1 }
        add(Entry(time: request.receivedAt, result: nil, note: nil, request: request))
    }

    /// An event of one of the endpoint's connections, at the time it happened.
    public mutating func append(_ connection: EndpointConnection) {
        if connection.isFailure { connectionFailures += 1 }
        add(Entry(time: connection.at, result: nil, note: nil, request: nil, connection: connection))
    }

    /// A line of its own (`definition reloaded`), at the feed's time.
    public mutating func note(_ text: String, at time: Date) {
        add(Entry(time: time, result: nil, note: text, request: nil))
    }

    private mutating func add(_ entry: Entry) {
        entries.append(entry)
        // Trimmed in batches: removing one from the front per push would shift the array each time.
        if entries.count >= 2 * capacity {
            dropped += entries.count - capacity
            entries.removeFirst(entries.count - capacity)
        }
    }
}
