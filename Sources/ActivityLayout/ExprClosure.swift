/// A closure as a value: `{ a, b in body }`, or `{ body }` reading `$0`, `$1`, with the loop and
/// closure parameters in scope where it was written (Swift captures them; nothing else is local).
public struct ExprClosure: Sendable, Equatable {
    /// The names the arguments bind, in order; empty for `$0`, `$1`, ….
    public var parameters: [String]
    public var body: Expr
    public var captured: Locals

    public init(parameters: [String], body: Expr, captured: Locals) {
        self.parameters = parameters
        self.body = body
        self.captured = captured
    }
}
