extension IR {
    /// A statement and where it is written.
    public struct Stmt: Sendable, Equatable {
        public var kind: Kind
        public var range: SourceRange

        public init(_ kind: Kind, _ range: SourceRange = .none) {
            self.kind = kind
            self.range = range
        }

        public indirect enum Kind: Sendable, Equatable {
            /// An expression whose value is the block's when it is last (a closure's or an
            /// `if` expression's implicit result).
            case expression(Expr)
            /// `let`/`var` with a pattern (`let (a, _) = f()`), an optional type and value.
            case declaration(Pattern, type: TypeName?, value: Expr?, isVariable: Bool)
            /// `target = value`, or `target op= value` (`+=`, `-=`, …).
            case assignment(Expr, operator: String?, Expr)
            case `if`([Condition], then: [Stmt], else: [Stmt]?)
            case `guard`([Condition], else: [Stmt])
            case `switch`(Expr, [SwitchCase])
            case forIn(Pattern, Expr, where: Expr?, body: [Stmt])
            case `while`([Condition], body: [Stmt])
            case `return`(Expr?)
            /// `break`, `break outer`.
            case `break`(String?)
            /// `continue`, `continue outer`.
            case `continue`(String?)
            /// `outer: for …`: the loop a labelled `break` or `continue` names.
            case labeled(String, Stmt)
            /// `repeat { … } while condition`.
            case repeatWhile([Stmt], condition: Expr)
            /// `defer { … }`: run when the enclosing block ends, however it ends.
            case `defer`([Stmt])
            /// A `switch` case's `fallthrough`: the next case's body runs.
            case `fallthrough`
            /// A nested `func`.
            case function(Function)
            /// `do { … }`: a scope of its own.
            case block([Stmt])
            /// `do { … } catch pattern { … }`: the clauses tried in order on a thrown error.
            case doCatch([Stmt], catches: [CatchClause])
            /// `throw error`.
            case `throw`(Expr)
        }
    }

    /// `catch`, `catch let e as E`, `catch E.invalid`: nil catches every error, bound to `error`.
    public struct CatchClause: Sendable, Equatable {
        public var pattern: Pattern?
        public var body: [Stmt]

        public init(pattern: Pattern?, body: [Stmt]) {
            self.pattern = pattern
            self.body = body
        }
    }

    /// One clause of an `if`, `guard` or `while` condition list.
    public enum Condition: Sendable, Equatable {
        case boolean(Expr)
        /// `let x = e`, `var x = e`, and `let x` (shorthand: `e` is the name itself).
        case optionalBinding(Pattern, Expr)
        /// `case pattern = e`.
        case matching(Pattern, Expr)
    }

    public struct SwitchCase: Sendable, Equatable {
        /// Any of them matches; `default` is one wildcard.
        public var patterns: [Pattern]
        public var guardExpression: Expr?
        public var body: [Stmt]
        public init(patterns: [Pattern], guardExpression: Expr? = nil, body: [Stmt]) {
            self.patterns = patterns
            self.guardExpression = guardExpression
            self.body = body
        }
    }

    /// What `case`, `let`, `for` and `if case` match a value against.
    public indirect enum Pattern: Sendable, Equatable {
        /// `_`.
        case wildcard
        /// A name bound to the value.
        case binding(String)
        /// An expression compared with `~=`: equality, or containment in a range.
        case expression(Expr)
        /// `.name`, `Type.name`, `.name(let x, _)`.
        case enumCase(String, [TuplePatternElement]?)
        /// `(a, b)`, `(label: a, _)`.
        case tuple([TuplePatternElement])
        /// `x?`: a non-nil optional whose value matches.
        case optional(Pattern)
        /// `is T`, or `let x as T`.
        case cast(Pattern?, TypeName)
        /// A pattern with a type annotation: `let x: Int`.
        case typed(Pattern, TypeName)
    }

    public struct TuplePatternElement: Sendable, Equatable {
        public var label: String?
        public var pattern: Pattern
        public init(_ label: String?, _ pattern: Pattern) {
            self.label = label
            self.pattern = pattern
        }
    }

    /// A function or method: its parameters and body.
    public struct Function: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var body: [Stmt]
        public var returnType: TypeName?
        public var isStatic: Bool
        public var isMutating: Bool
        public var range: SourceRange
        /// `@ViewBuilder func x() -> …`: its body is built, whatever its return type.
        public var isBuilder = false
        /// `init?(…)`: it makes an optional, nil where its body returns nil.
        public var isFailable = false

        public init(name: String, parameters: [Parameter], body: [Stmt], returnType: TypeName? = nil, isStatic: Bool = false,
                    isMutating: Bool = false, range: SourceRange = .none) {
            self.name = name
            self.parameters = parameters
            self.body = body
            self.returnType = returnType
            self.isStatic = isStatic
            self.isMutating = isMutating
            self.range = range
        }

        /// The labels a call writes: `f(_:at:)` is `[nil, "at"]`.
        public var labels: [String?] { parameters.map(\.label) }
    }

    public struct Parameter: Sendable, Equatable {
        /// The argument label a call writes (nil for `_`).
        public var label: String?
        /// The name the body uses.
        public var name: String
        public var type: TypeName?
        public var defaultValue: Expr?
        public var isVariadic: Bool
        /// `@ViewBuilder content: () -> Content`: a closure given here is built, not run.
        public var isBuilder: Bool
        /// `_ x: inout Int`: the body's changes are copied back to the caller's `&x` on return.
        public var isInout: Bool

        public init(label: String?, name: String, type: TypeName? = nil, defaultValue: Expr? = nil, isVariadic: Bool = false,
                    isBuilder: Bool = false, isInout: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isVariadic = isVariadic
            self.isBuilder = isBuilder
            self.isInout = isInout
        }
    }
}
