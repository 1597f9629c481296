import Foundation

/// The outcome of one feed value: the verdict the phone would reach and why.
public struct PushResult: Sendable, Equatable {
    /// 0-based position in the feed(s).
    public var index: Int
    public var line: Int
    public var source: String?
    public var verdict: PushVerdict
    public var diagnostics: [Diagnostic]
    /// The activity it addressed, when it could be read.
    public var activityID: String?
    /// `start`, `update` or `end`; nil when the value could not be read.
    public var event: PushPayload.Event?
    /// When the phone received it (the feed's clock).
    public var receivedAt: Date
    /// The push's `timestamp`.
    public var timestamp: Date?

    public init(index: Int, line: Int, source: String?, verdict: PushVerdict, diagnostics: [Diagnostic], activityID: String?,
                event: PushPayload.Event?, receivedAt: Date, timestamp: Date?) {
        self.index = index
        self.line = line
        self.source = source
        self.verdict = verdict
        self.diagnostics = diagnostics
        self.activityID = activityID
        self.event = event
        self.receivedAt = receivedAt
        self.timestamp = timestamp
    }
}

/// Turns feed values into lifecycle events and applies them: the whole "what would the phone do"
/// pipeline for one stream, decoding included.
///
/// Time in a feed: a value's `"at"` (Unix seconds, ISO-8601, or `+90s` after the previous value)
/// is when the phone receives it. Without `"at"`, a push is received at its own `timestamp` (or at
/// the previous value's time, if that is later: the feed's clock never runs backwards) and a bare
/// content state at the previous value's time. Only a feed with no time at all reads the `Clock`.
public struct FeedEvaluator: Sendable {
    public private(set) var definition: ActivityDefinition
    public private(set) var timeline = ActivityTimeline()
    /// The receive time of the last value, once the feed has said one.
    public private(set) var feedTime: Date?
    let clock: Clock

    /// The feed's clock: the receive time of the last value.
    public var currentTime: Date { feedTime ?? clock.now() }
    /// The `timestamp` of the last applied push: where `dump` and `validate` stop without `--now`.
    public private(set) var lastAppliedTimestamp: Date?
    public private(set) var count = 0
    /// Activity id used when a value has no `"activity"`.
    public static let defaultActivity = "activity"

    var stateDecoder: ContentStateDecoder
    var attributesDecoder: ContentStateDecoder

    /// - Parameter clock: read only when a value arrives before the feed has said any time
    ///   (a bare content state first, without `"at"`).
    public init(definition: ActivityDefinition, clock: Clock) {
        self.definition = definition
        self.clock = clock
        self.stateDecoder = definition.contentStateDecoder
        self.attributesDecoder = definition.attributesDecoder
    }

    /// Decodes what comes next against `definition`, keeping the activities and their states: the
    /// preview's hot reload. States already applied stay as they were decoded (the phone keeps them
    /// too until the next push); a view that reads a field they lack shows a placeholder.
    public mutating func replaceDefinition(_ definition: ActivityDefinition) {
        self.definition = definition
        stateDecoder = definition.contentStateDecoder
        attributesDecoder = definition.attributesDecoder
    }

    /// Evaluates the next value of the feed.
    public mutating func evaluate(_ value: FeedValue) -> PushResult {
        evaluate(value, unlessReceivedAfter: nil)
    }

    /// Evaluates the next value of the feed, unless it is received after `limit`: then nothing
    /// changes, and the result says only when it would arrive (`receivedAt > limit`). This is how a
    /// script is read up to an instant (`dump --now`, the preview's clock). Evaluating a copy and
    /// keeping it copied every activity record per value: minutes for a feed of 10,000 activities.
    public mutating func evaluate(_ value: FeedValue, unlessReceivedAfter limit: Date?) -> PushResult {
        let savedFeedTime = feedTime
        var result = PushResult(index: count, line: value.line, source: value.source, verdict: .rejected,
                                diagnostics: [], activityID: nil, event: nil, receivedAt: currentTime, timestamp: nil)
        // Whether the value is taken follows from when it arrives, on every return below.
        func inTime() -> Bool { limit.map { result.receivedAt <= $0 } ?? true }
        defer { if inTime() { count += 1 } else { feedTime = savedFeedTime } }
        let json: JSONValue
        switch Self.object(of: value) {
        case .notAnObject(let diagnostic):
            result.diagnostics = [diagnostic]
            return result
        case .object(let object):
            json = object
        }
        var envelope = readEnvelope(json, byteCount: value.byteCount)
        result.activityID = envelope.key
        let event: TimelineEvent?
        if let aps = json[plain: "aps"] {
            event = readPush(aps, key: envelope.key, explicitTime: envelope.explicitTime, into: &result, diagnostics: &envelope.diagnostics)
        } else {
            event = readBareState(json, key: envelope.key, into: &result, diagnostics: &envelope.diagnostics)
        }
        result.receivedAt = currentTime
        guard inTime() else { return result }
        judge(event, key: envelope.key, diagnostics: envelope.diagnostics, into: &result)
        return result
    }

    /// A feed value as a JSON object to read, or why it is none. Not a `Result`: the first use of
    /// `Result` with a new error type scans the binary's conformance records for its `Error`
    /// conformance (BENCHMARKS.md, "Costs that shaped the code").
    enum FeedObject {
        case object(JSONValue)
        case notAnObject(Diagnostic)
    }

    /// The value's JSON object: not malformed, not over the framer's limit, an object.
    static func object(of value: FeedValue) -> FeedObject {
        switch value.content {
        case .malformed(let message, let line, let column):
            return .notAnObject(.error(DiagnosticCode.malformedJSON, "not valid JSON at line \(line), column \(column): \(message)"))
        case .oversized:
            return .notAnObject(.error(DiagnosticCode.tooLarge,
                "\(value.byteCount) bytes: over APNs' \(PushPayload.maximumBodyBytes)-byte limit (413 PayloadTooLarge)"))
        case .parsed(let json):
            guard case .object = json else {
                return .notAnObject(.error(DiagnosticCode.missingAps,
                    "a feed value must be an object (an APNs body or a content state), found \(json.kindDescription)"))
            }
            return .object(json)
        }
    }

    /// What the feed's envelope says: which activity the value is for, whether `"at"` gave its
    /// receive time (which moves the feed's clock), and what is wrong with either or with the size.
    struct Envelope {
        var key: String
        var explicitTime: Bool
        var diagnostics: [Diagnostic]
    }

    mutating func readEnvelope(_ json: JSONValue, byteCount: Int) -> Envelope {
        var envelope = Envelope(key: FeedEvaluator.defaultActivity, explicitTime: false, diagnostics: [])
        if let at = json[plain: "at"] {
            if let time = receiveTime(at) {
                feedTime = time
                envelope.explicitTime = true
            } else {
                envelope.diagnostics.append(.error(DiagnosticCode.badField,
                    "\"at\" must be Unix seconds, an ISO-8601 time or a relative \"+90s\", found \(at.compactText)", path: "at"))
            }
        }
        if let activity = json[plain: "activity"] {
            switch activity {
            case .string(let s): envelope.key = s
            case .number(let n): envelope.key = n
            default: envelope.diagnostics.append(.error(DiagnosticCode.badField, "\"activity\" must be a string id, found \(activity.kindDescription)", path: "activity"))
            }
        }
        // APNs counts the body only: the envelope a recorded feed adds (`"at":…,"activity":…,`) is not.
        let bodyBytes = byteCount - FeedEvaluator.envelopeBytes(in: json)
        if bodyBytes > PushPayload.maximumBodyBytes {
            envelope.diagnostics.append(.error(DiagnosticCode.tooLarge,
                "\(bodyBytes) bytes: over APNs' \(PushPayload.maximumBodyBytes)-byte limit (413 PayloadTooLarge); the phone never receives it"))
        }
        return envelope
    }

    /// The phone's verdict on the value: rejected when it could not be read, else what the
    /// timeline makes of its event.
    mutating func judge(_ event: TimelineEvent?, key: String, diagnostics: [Diagnostic], into result: inout PushResult) {
        guard let event, !diagnostics.contains(where: { $0.severity == .error }) else {
            result.verdict = .rejected
            result.diagnostics = diagnostics
            return
        }
        var diagnostics = diagnostics
        if event.isPush, event.timestamp.timeIntervalSince(currentTime) > ActivityTimeline.activeLimit {
            diagnostics.append(.warning(DiagnosticCode.futureTimestamp,
                "timestamp is more than 8 hours after it was received (uncertain: reports say the phone drops such updates; livepeek applies it)",
                path: "aps.timestamp"))
        }
        let (verdict, lifecycle) = timeline.apply(event, at: currentTime)
        result.verdict = verdict
        result.diagnostics = diagnostics + lifecycle
        if verdict == .applied { lastAppliedTimestamp = event.timestamp }
        if let record = timeline.latestRecord(for: key) { result.activityID = record.id }
    }

    func receiveTime(_ at: JSONValue) -> Date? {
        switch at {
        case .number(let text):
            return JSONValue.double(text).map { Date(timeIntervalSince1970: $0) }
        case .string(let text):
            if text.hasPrefix("+") || text.hasPrefix("-"), let offset = Timestamp.parseDuration(text) {
                return currentTime.addingTimeInterval(offset)
            }
            return Timestamp.parseInstant(text)
        default:
            return nil
        }
    }

    mutating func readPush(_ aps: JSONValue, key: String, explicitTime: Bool, into result: inout PushResult,
                           diagnostics: inout [Diagnostic]) -> TimelineEvent? {
        let (payload, readDiagnostics) = PushPayload.read(aps: aps)
        diagnostics += readDiagnostics
        guard let payload else { return nil }
        result.event = payload.event
        result.timestamp = payload.timestamp
        // Without "at", a push is received at its own timestamp; not at one in milliseconds (warned of
        // above), which would move the feed's clock to the year 58000 and age out everything after it.
        if !explicitTime, let stamp = payload.timestamp, !PushPayload.isMillisecondClock(stamp.timeIntervalSince1970) {
            feedTime = max(feedTime ?? stamp, stamp)
        }
        let timestamp = payload.timestamp ?? currentTime

        var attributes: StateValue? = nil
        if payload.event == .start {
            guard let type = payload.attributesType, let attributesJSON = payload.attributes else {
                let absent = payload.attributesType == nil ? "attributes-type" : "attributes"
                diagnostics.append(.error(DiagnosticCode.startWithoutAttributes,
                    "push-to-start without \"\(absent)\": the phone cannot create the activity", path: "aps.\(absent)"))
                return nil
            }
            if let expected = definition.attributesType, type != expected {
                diagnostics.append(.error(DiagnosticCode.startWithoutAttributes,
                    "\"attributes-type\" is \(JSONValue.quoted(type)) but this activity's type is \(JSONValue.quoted(expected)): the phone starts nothing",
                    path: "aps.attributes-type"))
                return nil
            }
            let decoded = attributesDecoder.decode(attributesJSON, at: JSONPath([.key("aps"), .key("attributes")]), referenceDate: timestamp)
            diagnostics += Self.forStart(decoded.diagnostics)
            guard let value = decoded.value else { return nil }
            attributes = value
        }

        var state: StateValue? = nil
        if let stateJSON = payload.contentState {
            let decoded = stateDecoder.decode(stateJSON, at: .contentState, referenceDate: timestamp)
            diagnostics += payload.event == .start ? Self.forStart(decoded.diagnostics) : decoded.diagnostics
            guard let value = decoded.value else { return nil }
            state = value
        } else if payload.event != .end {
            diagnostics.append(.error(DiagnosticCode.missingKey,
                "missing \"content-state\": an \(payload.event.rawValue) must carry the new ContentState", path: "aps.content-state"))
            return nil
        }
        return TimelineEvent(kind: payload.event, activityKey: key, timestamp: timestamp, state: state,
                             staleDate: payload.staleDate, dismissalDate: payload.dismissalDate,
                             relevanceScore: payload.relevanceScore, hasAlert: payload.hasAlert,
                             attributes: attributes, isPush: true)
    }

    mutating func readBareState(_ json: JSONValue, key: String, into result: inout PushResult, diagnostics: inout [Diagnostic]) -> TimelineEvent? {
        guard case .object(let members) = json else { return nil }
        // The envelope keys are ours, not the content state's.
        let state = JSONValue.object(members.filter { !FeedEvaluator.envelopeKeys.contains($0.key) })
        if feedTime == nil { feedTime = clock.now() }
        result.event = .update
        result.timestamp = currentTime
        let decoded = stateDecoder.decode(state, at: .root, referenceDate: currentTime)
        diagnostics += decoded.diagnostics
        guard let value = decoded.value else { return nil }
        return TimelineEvent(kind: .update, activityKey: key, timestamp: currentTime, state: value, isPush: false)
    }

    /// Top-level keys that address the feed, not the activity. `apns` holds the request headers
    /// `serve --record` keeps (id, priority, topic, ...), for people and tools; it is not judged.
    public static let envelopeKeys: Set<String> = ["at", "activity", "apns", "Simulator Target Bundle"]

    /// The bytes of the envelope members written compactly (`"at":1795000000,`): what a feed adds
    /// to the body it carries. Spaces a person typed around them still count toward the body.
    static func envelopeBytes(in json: JSONValue) -> Int {
        guard case .object(let members) = json else { return 0 }
        var total = 0
        // Compared, not hashed against `envelopeKeys`: hashing every top-level key would cost more.
        for member in members {
            let key = member.key
            guard JSONMember.sameKey(key, plain: "apns") || JSONMember.sameKey(key, plain: "at") || JSONMember.sameKey(key, plain: "activity") else { continue }
            total += JSONValue.quotedByteCount(member.key) + member.value.compactByteCount + 2
        }
        return total
    }

    /// The activities at `time`, the most relevant first.
    public func snapshot(at time: Date) -> [ActivitySnapshot] {
        timeline.snapshot(at: time)
    }

    /// A decoding failure of a start push: the phone starts nothing, there is no update to drop.
    static func forStart(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.message = diagnostic.message.replacingEvery("the phone drops the update", with: "the phone starts no activity")
            return diagnostic
        }
    }
}
