import ActivityModel
import Foundation
import NIOConcurrencyHelpers

/// The endpoint's state behind every connection: APNs' rules, the phone (one `FeedEvaluator`: each
/// token one activity), the channel subscriptions and the record. Connections call `handle` from
/// their event loops; one lock keeps pushes in one order, the order the record keeps them in.
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
    /// Given each served request in answer order, one at a time, outside the lock; for the log or
    /// the screen.
    private let observer: InOrderDelivery<ServedRequest>

    struct State {
        var evaluator: FeedEvaluator
        /// Channel id → the tokens of activities subscribed to it, in start order.
        var subscribers: [String: [String]] = [:]
        var served = 0
        var recordFailureReported = false
    }

    public init(definition: ActivityDefinition, rules: APNSRules, record: PushRecord?, clock: Clock = .system,
                observer: @escaping @Sendable (ServedRequest) -> Void) {
        self.rules = rules
        self.record = record
        self.observer = InOrderDelivery(observer)
        state = NIOLockedValueBox(State(evaluator: FeedEvaluator(definition: definition, clock: clock)))
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
        let (served, ticket) = state.withLockedValue { state in
            var served = ServedRequest(method: request.method, path: request.path, response: decision.response,
                                       token: nil, channelID: nil, results: [], receivedAt: now)
            if let accepted {
                served = judge(accepted.push, body: accepted.body, deviceLine: accepted.line, now: now, state: &state, served: served)
            } else if request.path.hasPrefix("/3/device/") {
                let token = String(request.path.dropFirst("/3/device/".count))
                served.token = token.isEmpty ? nil : token
            }
            state.served += 1
            return (served, state.served)
        }
        observer.deliver(served, ticket: ticket)
        return served.response
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
            if case .device(let token) = push.target, result.verdict == .applied, result.event == .start,
               let channel = PushEndpoint.inputChannel(of: line.value) {
                state.subscribers[channel, default: []].append(token)
            }
        }
        return served
    }

    /// The `input-push-channel` of a start: the channel the started activity listens to.
    static func inputChannel(of value: FeedValue) -> String? {
        guard case .parsed(let json) = value.content else { return nil }
        return json["aps"]?["input-push-channel"]?.stringValue
    }

    /// Why the record stopped, once it has (a full disk); the caller reports it once.
    public var recordFailure: String? { record?.failure }

    /// Syncs and closes the record.
    public func finish() {
        state.withLockedValue { _ in record?.close() }
    }
}
