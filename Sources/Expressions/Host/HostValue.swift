/// A value of a library the embedding program supplies (SwiftUI's views, colours and fonts): the
/// interpreter carries it and hands every use of it to the `InterpreterHost` that made it.
public protocol HostValue: Sendable {
    /// The Swift type's name, for messages and `is`/`as` tests.
    var typeName: String { get }
    /// The types and protocols whose extensions in the program give it members (`View`, `Color`).
    var conformances: [String] { get }
}

extension HostValue {
    public var conformances: [String] { [typeName] }
}

/// An argument of a call to the host that could not be evaluated (`Button(intent: AppIntent())` of
/// a type in another target): the host uses it only if it needs it to draw, and then its error is
/// reported, so an argument nothing draws loses nothing.
public struct UnreadArgument: HostValue {
    public let error: EvaluationError
    public var typeName: String { "<unread>" }
}
