import ActivityModel
import Foundation
import NIOConcurrencyHelpers

/// The endpoint's state behind every connection: APNs' rules, the phone (one `FeedEvaluator`: each
/// token one activity), the channel subscriptions and the record. Connections call `handle` from
/// their event loops; one lock keeps pushes in one order, the order the record keeps them in.
///
/// The phone is the endpoint's: its verdicts are the ones answered, recorded and reported, and a
/// hot reload (`replaceDefinition`) reaches it between two pushes, in that same order.
///
/// Each accepted push is turned into the feed line the record keeps and judged as that line
/// (`RecordLine`), so `validate` of the record gives the verdicts the endpoint answered with.
///
/// Under the lock is only what must be ordered: the phone's evaluation and the record's append.
/// APNs' checks and the body's parse come before it (they depend on nothing received earlier), and
/// the observer's line after it, handed over in the order the lock gave (`InOrderDelivery`).
public final class PushEndpoint: Sendable {
    public let rules: APNSRules
    private let state: NIOLockedValueBox<State>
    private let record: PushRecord?
    private let sharesPhone: Bool
    /// Given each served request and connection event in order, one at a time, outside the lock; for
    /// the log or the screen.
    private let observer: InOrderDelivery<Event>

    /// What the observers are handed, in one order.
    enum Event: Sendable {
        case request(ServedRequest)
        case connection(ConnectionEvent)
        case definition(ActivityDefinition, file: String)
    }

    struct State {
        var evaluator: FeedEvaluator
        /// Channel id → the tokens of activities subscribed to it, in start order.
        var subscribers: [String: [String]] = [:]
        var served = 0
        /// Requests and connection events handed to the observers so far.
        var delivered = 0
        var recordFailureReported = false
        /// `finish` closed the record: nothing is recorded, judged or reported after it.
        var finished = false
    }

    /// `connections` is given what happens to connections (`ConnectionEvent`), and `definitions`
    /// each definition `replaceDefinition` gave the phone, in one order with the requests `observer`
    /// is given.
    /// `sharesPhone`: each served request carries the evaluator as it left it (`ServedRequest.phones`).
    public init(definition: ActivityDefinition, rules: APNSRules, record: PushRecord?, clock: Clock = .system, sharesPhone: Bool = false,
                observer: @escaping @Sendable (ServedRequest) -> Void,
                connections: (@Sendable (ConnectionEvent) -> Void)? = nil,
                definitions: (@Sendable (ActivityDefinition, String) -> Void)? = nil) {
        self.rules = rules
        self.record = record
        self.sharesPhone = sharesPhone
        self.observer = InOrderDelivery { event in
            switch event {
            case .request(let served): observer(served)
            case .connection(let connection): connections?(connection)
            case .definition(let definition, let file): definitions?(definition, file)
            }
        }
        state = NIOLockedValueBox(State(evaluator: FeedEvaluator(definition: definition, clock: clock)))
    }

    /// Reports what happened to a connection, in order with the requests.
    public func report(_ event: ConnectionEvent) {
        let ticket = state.withLockedValue { state -> Int? in
            guard !state.finished else { return nil }
            state.delivered += 1
            return state.delivered
        }
        if let ticket { observer.deliver(.connection(event), ticket: ticket) }
    }

    /// The phone judges by `definition` (read from `file`) from the next push on, keeping its
    /// activities, as a phone keeps them across an app update. `definitions` is handed it after
    /// every request judged by the old one and before any judged by it.
    public func replaceDefinition(_ definition: ActivityDefinition, file: String) {
        let ticket = state.withLockedValue { state -> Int? in
            guard !state.finished else { return nil }
            state.evaluator.replaceDefinition(definition)
            state.delivered += 1
            return state.delivered
        }
        if let ticket { observer.deliver(.definition(definition, file: file), ticket: ticket) }
    }

    /// How many requests have been answered.
    public var servedCount: Int { state.withLockedValue { $0.served } }

    /// The activities as the phone has them at `time`.
    public func snapshot(at time: Date) -> [ActivitySnapshot] {
        state.withLockedValue { $0.evaluator.snapshot(at: time) }
    }

    /// Answers one request received at `now`, as APNs would, and judges it as the phone would.
    public func handle(_ request: APNSRequest, now: Date) -> APNSResponse {
        let decision = rules.judge(request, now: now)
        // Read before the lock: a device push's line depends on nothing received earlier.
        var accepted: (push: AcceptedPush, body: RecordLine.Body, line: RecordLine.Made?)? = nil
        if case .accepted(let push) = decision {
            let body = RecordLine.Body(push.body)
            var line: RecordLine.Made? = nil
            if case .device(let token) = push.target { line = body.line(activity: token, at: now, push: push) }
            accepted = (push, body, line)
        }
        let (served, ticket) = state.withLockedValue { state -> (ServedRequest, Int?) in
            var served = ServedRequest(method: request.method, path: request.path, response: decision.response,
                                       token: nil, channelID: nil, results: [], receivedAt: now)
            served.protocolName = request.protocolName
            if state.finished {
                // The record is closed: answered as a server going away, neither kept nor reported.
                served.response = .refused(.shutdown, apnsID: decision.response.apnsID, idHeader: decision.response.idHeader)
                return (served, nil)
            }
            if let accepted {
                served = judge(accepted.push, body: accepted.body, deviceLine: accepted.line, now: now, state: &state, served: served)
            } else if request.path.hasPrefix("/3/device/") {
                let token = String(request.path.dropFirst("/3/device/".count))
                served.token = token.isEmpty ? nil : token
            }
            state.served += 1
            state.delivered += 1
            return (served, state.delivered)
        }
        if let ticket { observer.deliver(.request(served), ticket: ticket) }
        return served.response
    }

    /// Answers a request the connection will not finish reading because the server is going away:
    /// 503 `Shutdown`, reported like any request, judged by nobody.
    public func refuseForShutdown(method: String, path: String, headers: [(name: String, value: String)], protocolName: String,
                                  now: Date) -> APNSResponse {
        let idHeader = path.hasPrefix(APNSRules.broadcastPrefix) ? "apns-request-id" : "apns-id"
        let sent = headers.first { APNSRequest.isName($0.name, idHeader) }?.value
        let response = APNSResponse.refused(.shutdown, apnsID: sent ?? APNSRules.newUUID(), idHeader: idHeader)
        let ticket = state.withLockedValue { state -> Int? in
            guard !state.finished else { return nil }
            state.served += 1
            state.delivered += 1
            return state.delivered
        }
        if let ticket {
            var served = ServedRequest(method: method, path: path, response: response, token: nil, channelID: nil, results: [], receivedAt: now)
            served.protocolName = protocolName
            observer.deliver(.request(served), ticket: ticket)
        }
        return response
    }

    private func judge(_ push: AcceptedPush, body: RecordLine.Body, deviceLine: RecordLine.Made?, now: Date, state: inout State,
                       served: ServedRequest) -> ServedRequest {
        var served = served
        var lines: [RecordLine.Made] = []
        switch push.target {
        case .device(let token):
            served.token = token
            lines = [deviceLine ?? body.line(activity: token, at: now, push: push)]
        case .channel(_, let channel):
            served.channelID = channel
            // A broadcast no activity listens to is answered 200 (APNs accepted it) and reaches no
            // phone: nothing to judge, and nothing for the record to replay.
            for activity in state.subscribers[channel] ?? [] {
                lines.append(body.line(activity: activity, at: now, push: push))
            }
        }
        if let record {
            for line in lines where !record.append(line.line) {
                served.response = .refused(.internalServerError, apnsID: push.apnsID, idHeader: served.response.idHeader)
                if !state.recordFailureReported {
                    state.recordFailureReported = true
                    served.recordFailure = record.failure
                }
                return served
            }
        }
        for line in lines {
            served.values.append(line.value)
            let result = state.evaluator.evaluate(line.value)
            served.results.append(result)
            if sharesPhone { served.phones.append(state.evaluator) }
            if case .device(let token) = push.target, result.verdict == .applied, result.event == .start,
               let channel = PushEndpoint.inputChannel(of: line.value) {
                state.subscribers[channel, default: []].append(token)
            }
        }
        if case .device(let token) = push.target { served.phase = state.evaluator.timeline.latestRecord(for: token)?.phase(at: now) }
        return served
    }

    /// The `input-push-channel` of a start: the channel the started activity listens to.
    static func inputChannel(of value: FeedValue) -> String? {
        guard case .parsed(let json) = value.content else { return nil }
        return json["aps"]?["input-push-channel"]?.stringValue
    }

    /// Why the record stopped, once it has (a full disk); the caller reports it once.
    public var recordFailure: String? { record?.failure }

    /// Syncs and closes the record. Requests after it are answered 503 `Shutdown` and neither
    /// recorded nor reported, so no log line ever follows the record's close.
    public func finish() {
        state.withLockedValue { state in
            state.finished = true
            record?.close()
        }
    }
}
