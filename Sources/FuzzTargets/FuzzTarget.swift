/// The parsers that take outside bytes, each as a fuzz target: one function from bytes to either
/// nothing (every property held) or a thrown `FuzzViolation`.
///
/// libFuzzer (`Tests/Fuzz/run.sh`) and the corpus replay suite (`Tests/Fuzz/Replay`) call the same
/// `run`, so a committed corpus file or crash input means the same thing in both.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `FeedFramer` (and its `JSONStreamScanner`) over a feed's bytes, in chunks split anywhere.
    case feed
    /// A feed value through `JSONParser`, `PushPayload`, `ContentStateDecoder` and `FeedEvaluator`.
    case payload
    /// A definition file (YAML, or JSON when it starts with `{`) through `DefinitionLoader`,
    /// `ActivityDefinition` and `ViewParser`.
    case definition
    /// An expression and an interpolated string through `ExprParser`, then `ExprEvaluator`.
    case expression
    /// A view tree (YAML) through `ViewParser`, `ViewResolver` and `LayoutEngine`.
    case views
    /// A widget's Swift source through `SwiftSourceReader` (swift-syntax), `ActivityDefinition` and
    /// `ViewParser`.
    case swiftsource
    /// One connection's bytes through `serve`'s pipeline (HTTP/1.1 or h2c) to `PushEndpoint`.
    case http

    /// Runs the target on one input; throws when a property it asserts does not hold.
    public func run(_ data: [UInt8]) throws(FuzzViolation) {
        switch self {
        case .feed: try FeedFramingTarget.run(data)
        case .payload: try PayloadTarget.run(data)
        case .definition: try DefinitionTarget.run(data)
        case .expression: try ExpressionTarget.run(data)
        case .views: try ViewGrammarTarget.run(data)
        case .swiftsource: try SwiftSourceTarget.run(data)
        case .http: try HTTPTarget.run(data)
        }
    }
}
