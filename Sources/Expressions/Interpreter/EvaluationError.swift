/// Why a value could not be computed, and where: a Swift runtime trap the phone would crash on, or a
/// construct the interpreter does not model. One error loses one value, never the widget.
public struct EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// Swift traps here (overflow, division by zero, index out of range, a nil force-unwrapped).
        case trap
        /// A name that nothing in scope, the program or the modelled library declares.
        case unknownName
        /// A construct or library member livepeek does not model.
        case unsupported
        /// Values of types the operation does not take (a program Swift would not compile).
        case typeMismatch
        /// The program ran longer than the interpreter's step or depth limit.
        case limit
        /// A Swift error the program or a library call threw: `try?` makes it nil.
        case thrown
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    /// What a `throw` in the program threw, for its `catch` to bind; nil for the library's errors.
    public var thrown: ThrownValue?

    public init(_ kind: Kind, _ message: String, at range: SourceRange, thrown: ThrownValue? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.thrown = thrown
    }

    public var description: String { "\(range): \(message)" }
}

/// How a statement list ended.
enum Flow {
    /// Ran to its end; the value of its last statement when that was an expression.
    case normal(Value?)
    case returned(Value)
    /// `break`, with the label of the loop it leaves, if it names one.
    case broke(String?)
    case continued(String?)
    case fellThrough
}

/// Thrown by `x?` on nil and caught by the optional chain around it.
struct ChainEnded: Error {}

/// A value the program threw, carried by its `EvaluationError` (equal by identity: an error is
/// compared by where it happened, not by what it holds).
public final class ThrownValue: Sendable, Equatable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public static func == (lhs: ThrownValue, rhs: ThrownValue) -> Bool { lhs === rhs }
}
