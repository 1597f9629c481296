/// A parsed view expression: the Swift-syntax subset a definition may write (`state.x`,
/// `step <= state.currentStep`, `duration(state.remaining)`).
///
/// Built by `ExprParser.parse(_:)`, evaluated by `ExprEvaluator`. The tree keeps no source offsets,
/// so two spellings of the same expression (`(a)` and `a`) compare equal; `description` prints it
/// back as Swift, which is what diagnostics quote.
///
/// Names are not resolved at parse time: `state`, a loop variable and an enum type name are all
/// `.identifier`, and a free function the previewer does not know is still a `.call`. The evaluator
/// decides, so one unknown name costs one diagnostic instead of the whole definition.
public indirect enum Expr: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A string literal without interpolation.
    case string(String)
    /// A string literal with `\(…)` segments inside an expression: `"\(a) of \(b)"`.
    case interpolation(InterpolatedString)
    /// A name: `state`, `now`, a loop variable, an enum type name.
    case identifier(String)
    /// `.pickedUp`: an enum case whose type comes from the other side of the comparison.
    case implicitMember(String)
    /// `base.name`, also written `base?.name` (both yield nil on a nil base).
    case member(Expr, String)
    /// `base[index]`.
    case index(Expr, Expr)
    /// A free function: `duration(x)`, `max(a, b)`.
    case call(String, [Expr])
    /// A method: `base.prefix(2)`, `base.uppercased()`.
    case method(Expr, String, [Expr])
    case unary(UnaryOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    /// `condition ? whenTrue : whenFalse`.
    case ternary(Expr, Expr, Expr)
    /// `[a, b, c]`.
    case array([Expr])
    /// `{ a, b in body }`, or `{ body }` reading `$0`, `$1`: a function of one expression, given to
    /// a method such as `map` or `first(where:)`; it sees the names in scope where it is written.
    case closure([String], Expr)
    /// A value a front end computed already (the Swift reader's interpreter): nothing to evaluate.
    case constant(ExprValue)

    /// Prefix operators.
    public enum UnaryOperator: String, Sendable, Equatable, CaseIterable {
        case not = "!"
        case negate = "-"
    }

    /// Infix operators, each with Swift's precedence group.
    public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
        case multiply = "*", divide = "/", remainder = "%"
        case add = "+", subtract = "-"
        case closedRange = "...", halfOpenRange = "..<"
        case nilCoalescing = "??"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&"
        case or = "||"

        /// Higher binds tighter; the order of Swift's standard precedence groups
        /// (Multiplication > Addition > RangeFormation > NilCoalescing > Comparison >
        /// LogicalConjunction > LogicalDisjunction).
        public var precedence: Int {
            switch self {
            case .multiply, .divide, .remainder: return 7
            case .add, .subtract: return 6
            case .closedRange, .halfOpenRange: return 5
            case .nilCoalescing: return 4
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
            case .and: return 2
            case .or: return 1
            }
        }

        /// How a chain of operators of the same precedence groups.
        public enum Associativity: Sendable, Equatable { case left, right, none }

        /// Comparison and range formation do not chain in Swift (`a < b < c` does not compile).
        public var associativity: Associativity {
            switch precedence {
            case 5, 3: return .none
            case 4: return .right
            default: return .left
            }
        }
    }
}

extension Expr: CustomStringConvertible {
    /// The expression as Swift source, fully parenthesised only where precedence needs it.
    public var description: String {
        render(parentPrecedence: 0)
    }

    private func render(parentPrecedence: Int) -> String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return Expr.quoted(s)
        case .constant(let value): return value.displayText
        case .interpolation(let string): return "\"" + string.segments.map { segment in
                switch segment {
                case .literal(let text): return String(Expr.quoted(text).dropFirst().dropLast())
                case .expression(let expr): return "\\(\(expr))"
                }
            }.joined() + "\""
        case .identifier(let name): return name
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return base.render(parentPrecedence: 101) + "." + name
        case .index(let base, let index): return base.render(parentPrecedence: 101) + "[\(index)]"
        case .call(let name, let arguments): return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        case .method(let base, let name, let arguments):
            return base.render(parentPrecedence: 101) + "." + name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        case .unary(let op, let operand):
            let text = op.rawValue + operand.render(parentPrecedence: 100)
            return parentPrecedence > 100 ? "(" + text + ")" : text
        case .binary(let op, let lhs, let rhs):
            // Swift style writes ranges tight (`a...b`) and every other operator spaced.
            let symbol = op.precedence == 5 ? op.rawValue : " " + op.rawValue + " "
            let text = lhs.render(parentPrecedence: op.precedence) + symbol + rhs.render(parentPrecedence: op.precedence + 1)
            return op.precedence < parentPrecedence ? "(" + text + ")" : text
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .closure(let parameters, let body):
            return "{ " + (parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in ") + body.description + " }"
        case .ternary(let condition, let whenTrue, let whenFalse):
            let text = condition.render(parentPrecedence: 1) + " ? " + whenTrue.description + " : " + whenFalse.description
            return parentPrecedence > 0 ? "(" + text + ")" : text
        }
    }

    /// A Swift string literal for `text`, escaping what the parser would otherwise read as syntax.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
