/// The typed intermediate form both front ends lower to: expressions and statements with their
/// source ranges, evaluated by `Interpreter` with Swift's semantics.
///
/// Names are kept as written and resolved when evaluated (a local, a declaration, a type of the
/// standard library or Foundation), as Swift resolves them in scope; the lowering decides nothing
/// that depends on values.
public enum IR {}

extension IR {
    /// An expression and where it is written.
    public struct Expr: Sendable, Equatable {
        public var kind: Kind
        public var range: SourceRange

        public init(_ kind: Kind, _ range: SourceRange = .none) {
            self.kind = kind
            self.range = range
        }

        public indirect enum Kind: Sendable, Equatable {
            /// A literal: an integer, floating-point, Boolean, string or `nil`.
            case literal(Literal)
            /// `"a \(b) c"`: literal text and interpolated values, each with its labelled arguments
            /// (`\(x, specifier: "%.1f")`).
            case interpolation([Segment])
            /// A name in scope: a local, a parameter, a declaration, a type.
            case name(String)
            /// `base.name`.
            case member(Expr, String)
            /// `.name`: a member of the type the context expects (an enum case, a static).
            case implicitMember(String)
            /// `callee(arguments)` with trailing closures appended as unlabelled or labelled arguments.
            case call(Expr, [Argument])
            /// `base[arguments]`.
            case `subscript`(Expr, [Argument])
            /// A prefix operator: `!x`, `-x`.
            case prefix(String, Expr)
            /// An infix operator, folded with Swift's standard precedence.
            case infix(String, Expr, Expr)
            /// A postfix range: `a...`.
            case postfix(String, Expr)
            /// `c ? a : b`.
            case ternary(Expr, Expr, Expr)
            /// `[a, b]`.
            case array([Expr])
            /// `[k: v]`, in source order.
            case dictionary([DictionaryElement])
            /// `(a, label: b)`; a tuple of one unlabelled element is a parenthesised expression.
            case tuple([TupleElement])
            /// `{ a, b in … }` or `{ $0 … }`.
            case closure(Closure)
            /// `&x`: a variable given to an `inout` parameter, written back when the call returns.
            case `inout`(Expr)
            /// `x!`.
            case forceUnwrap(Expr)
            /// `x?` inside an optional chain: nil ends the whole chain.
            case bindOptional(Expr)
            /// The outermost expression of an optional chain: a nil met inside yields nil.
            case optionalChain(Expr)
            /// `try x`, `try? x` (`optional`), `try! x`.
            case `try`(Expr, optional: Bool)
            /// `x as T`, `x as? T`, `x as! T`, `x is T`.
            case cast(Expr, CastKind, TypeName)
            /// `\.a.b`: a key path, used as a function.
            case keyPath([String])
            /// An `if` or `switch` used as an expression: the value of the branch taken.
            case statement(Stmt)
            /// `Type.self`, `T.init`: a type as a value.
            case type(TypeName)
            /// Source the lowering cannot express, kept with why: evaluating it reports that at its
            /// own range, so one unreadable expression loses one value.
            case unsupported(String)
        }
    }

    public enum Literal: Sendable, Equatable {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case string(String)
        case `nil`
        /// `/late|overdue/`: the pattern between the slashes.
        case regex(String)

        var value: Value {
            switch self {
            case .int(let i): return .int(i)
            case .double(let d): return .double(d)
            case .bool(let b): return .bool(b)
            case .string(let s): return .string(s)
            case .nil: return .null
            case .regex(let pattern): return .foundation(.regex(pattern))
            }
        }
    }

    public enum Segment: Sendable, Equatable {
        case text(String)
        case value(Expr, [Argument])
    }

    /// An expression with its label, if written: a call's argument, a tuple's element.
    public struct Argument: Sendable, Equatable {
        public var label: String?
        public var value: Expr
        public init(_ label: String?, _ value: Expr) {
            self.label = label
            self.value = value
        }
    }

    public struct DictionaryElement: Sendable, Equatable {
        public var key: Expr
        public var value: Expr
        public init(_ key: Expr, _ value: Expr) {
            self.key = key
            self.value = value
        }
    }

    /// A tuple's element is a labelled expression, as a call's argument is.
    public typealias TupleElement = Argument

    public enum CastKind: String, Sendable, Equatable {
        case `as` = "as", conditional = "as?", forced = "as!", `is` = "is"
    }

    /// A closure: its parameter names (`$0`, `$1` when it names none) and its body.
    public struct Closure: Sendable, Equatable {
        public var parameters: [String]
        public var body: [Stmt]
        public init(parameters: [String], body: [Stmt]) {
            self.parameters = parameters
            self.body = body
        }
    }
}
