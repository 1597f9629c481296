/// A function value: a closure with the scope it captured, a declared function or method, an
/// initializer, an enum case constructor, a key path, or a method bound to its base.
///
/// A class, as Swift's closures are references; unchecked-`Sendable` because the scope it captures
/// is read and written only by the one interpreter evaluating the program that made it.
public final class Callable: @unchecked Sendable {
    enum Body {
        case closure(IR.Closure)
        /// A closure given to a result-builder parameter: calling it builds its body.
        case builtClosure(IR.Closure)
        case function(IR.Function, selfType: String?)
        case method(IR.Function, base: Value, type: String)
        case initializer(String)
        case enumCase(type: String, name: String)
        case keyPath([String])
        case library(base: Value, name: String)
        case freeFunction(String)
    }

    let body: Body
    let captured: Scope?

    /// Whether this is a closure with no statements (`minimal: { }`).
    public var isEmptyClosure: Bool {
        switch body {
        case .closure(let closure), .builtClosure(let closure): return closure.body.isEmpty
        default: return false
        }
    }

    /// The components of a key path used as a value (`\.colorScheme`).
    public var keyPath: [String]? {
        if case .keyPath(let components) = body { return components }
        return nil
    }

    init(_ body: Body, captured: Scope?) {
        self.body = body
        self.captured = captured
    }
}
