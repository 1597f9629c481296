import ActivityModel

/// The endpoint's verdict on one value of a request, and its phone (the evaluator) right after it.
/// The screen takes both the first time it reaches the value, so what it shows is the phone the
/// endpoint judged with, not a second evaluator's opinion of the same push; going back in time it
/// rebuilds the state from its replay, as `dump --now` would.
public struct EndpointJudgement: Sendable {
    public var result: PushResult
    public var phone: FeedEvaluator

    public init(result: PushResult, phone: FeedEvaluator) {
        self.result = result
        self.phone = phone
    }
}
