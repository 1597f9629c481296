import Foundation

/// Swift's operators on values: arithmetic with the standard library's overflow traps, equality
/// and ordering as the synthesized conformances define them, ranges, concatenation.
enum Operators {
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        // `.now + 300`: an implicit member takes its type from the other operand, as Swift infers it.
        let lhs = interpreter.resolvingImplicit(lhs, like: rhs, at: range), rhs = interpreter.resolvingImplicit(rhs, like: lhs, at: range)
        switch op {
        case "==": return .bool(equal(lhs, rhs))
        case "!=": return .bool(!equal(lhs, rhs))
        case "<", ">", "<=", ">=":
            guard let order = try compare(lhs, rhs, interpreter) else {
                throw EvaluationError(.typeMismatch, "\(lhs.typeName) and \(rhs.typeName) cannot be compared with \(op)", at: range)
            }
            if order == nanOrder { return .bool(false) }
            switch op {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "...", "..<":
            if let order = try compare(lhs, rhs, interpreter), order > 0, order != nanOrder {
                throw EvaluationError(.trap, "Fatal error: Range requires lowerBound <= upperBound", at: range)
            }
            return .range(lower: lhs, upper: rhs, closed: op == "...")
        case "~=":
            if case .range = lhs { return .bool(try Library.rangeContains(lhs, rhs, interpreter, at: range)) }
            return .bool(equal(lhs, rhs))
        default:
            if case .host = lhs, let host = interpreter.host, let value = try host.binary(op, lhs, rhs, interpreter, at: range) { return value }
            if case .host = rhs, let host = interpreter.host, let value = try host.binary(op, lhs, rhs, interpreter, at: range) { return value }
            return try arithmetic(op, lhs, rhs, at: range)
        }
    }

    static func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return .int(try integer(op, a, b, at: range))
        case (.double(let a), .double(let b)): return .double(try floating(op, a, b, at: range))
        case (.int(let a), .double(let b)): return .double(try floating(op, Double(a), b, at: range))
        case (.double(let a), .int(let b)): return .double(try floating(op, a, Double(b), at: range))
        case (.float(let a), .float(let b)): return .float(try floating(op, a, b, at: range))
        case (.float(let a), .int(let b)): return .float(try floating(op, a, Float(b), at: range))
        case (.int(let a), .float(let b)): return .float(try floating(op, Float(a), b, at: range))
        case (.float(let a), .double(let b)): return .float(try floating(op, a, Float(b), at: range))
        case (.double(let a), .float(let b)): return .float(try floating(op, Float(a), b, at: range))
        case (.string(let a), .string(let b)) where op == "+": return .string(a + b)
        case (.string(let a), .character(let b)) where op == "+": return .string(a + String(b))
        case (.character(let a), .string(let b)) where op == "+": return .string(String(a) + b)
        case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
        case (.date(let d), .int(let s)) where op == "+" || op == "-": return .date(d.addingTimeInterval(op == "+" ? Double(s) : -Double(s)))
        case (.date(let d), .double(let s)) where op == "+" || op == "-": return .date(d.addingTimeInterval(op == "+" ? s : -s))
        case (.date(let a), .date(let b)) where op == "-": return .double(a.timeIntervalSince(b))
        default:
            throw EvaluationError(.typeMismatch, "binary operator '\(op)' cannot be applied to \(lhs.typeName) and \(rhs.typeName)", at: range)
        }
    }

    static func integer(_ op: String, _ a: Int, _ b: Int, at range: SourceRange) throws -> Int {
        let overflow = { EvaluationError(.trap, "Swift runtime failure: arithmetic overflow", at: range) }
        switch op {
        case "+":
            let (r, o) = a.addingReportingOverflow(b); if o { throw overflow() }; return r
        case "-":
            let (r, o) = a.subtractingReportingOverflow(b); if o { throw overflow() }; return r
        case "*":
            let (r, o) = a.multipliedReportingOverflow(by: b); if o { throw overflow() }; return r
        case "/", "%":
            if b == 0 { throw EvaluationError(.trap, "Swift runtime failure: " + (op == "/" ? "Division by zero" : "Division by zero in remainder operation"), at: range) }
            let (r, o) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            if o { throw overflow() }
            return r
        case "&+": return a &+ b
        case "&-": return a &- b
        case "&*": return a &* b
        case "&": return a & b
        case "|": return a | b
        case "^": return a ^ b
        case "<<": return a << b
        case ">>": return a >> b
        default: throw EvaluationError(.typeMismatch, "binary operator '\(op)' cannot be applied to Int", at: range)
        }
    }

    static func floating<F: BinaryFloatingPoint>(_ op: String, _ a: F, _ b: F, at range: SourceRange) throws -> F {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        default: throw EvaluationError(.typeMismatch, "binary operator '\(op)' cannot be applied to floating-point values", at: range)
        }
    }

    /// `==` as Swift's synthesized and standard conformances define it; a non-optional compares with
    /// an optional as Swift promotes it.
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.optional(nil), .optional(nil)): return true
        case (.optional(nil), _), (_, .optional(nil)): return false
        case (.optional(let a?), _): return equal(a, rhs)
        case (_, .optional(let b?)): return equal(lhs, b)
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.float(let a), .float(let b)): return a == b
        case (.float(let a), .int(let b)), (.int(let b), .float(let a)): return a == Float(b)
        case (.float(let a), .double(let b)), (.double(let b), .float(let a)): return a == Float(b)
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.character(let a), .string(let b)), (.string(let b), .character(let a)): return String(a) == b
        case (.date(let a), .date(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { entry in b.contains { equal($0.key, entry.key) && equal($0.value, entry.value) } }
        case (.enumCase(let a), .enumCase(let b)):
            return a.type == b.type && a.name == b.name && payloadsEqual(a.payload, b.payload)
        case (.enumCase(let a), .implicitMember(let name, let payload)), (.implicitMember(let name, let payload), .enumCase(let a)):
            return a.name == name && payloadsEqual(a.payload, payload)
        case (.implicitMember(let a, let p), .implicitMember(let b, let q)): return a == b && payloadsEqual(p, q)
        case (.structure(let a), .structure(let b)):
            return a.type == b.type && a.fields.count == b.fields.count && zip(a.fields, b.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        case (.range(let al, let au, let ac), .range(let bl, let bu, let bc)):
            return ac == bc && optionalEqual(al, bl) && optionalEqual(au, bu)
        case (.type(let a), .type(let b)): return a == b
        default: return false
        }
    }

    static func payloadsEqual(_ a: [TupleValue], _ b: [TupleValue]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
    }

    static func optionalEqual(_ a: Value?, _ b: Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return equal(x, y)
        default: return false
        }
    }

    /// The order of two values (negative, zero, positive) as `<` defines it, or nil when the types
    /// are not comparable. Enums compare by declaration order (synthesized `Comparable`).
    static func compare(_ lhs: Value, _ rhs: Value, _ interpreter: Interpreter) throws -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (b < a ? 1 : 0) }
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return order(a, b)
        case (.double(let a), .double(let b)): return a.isNaN || b.isNaN ? (a < b ? -1 : (a > b ? 1 : nanOrder)) : order(a, b)
        case (.int(let a), .double(let b)): return compareDoubles(Double(a), b)
        case (.double(let a), .int(let b)): return compareDoubles(a, Double(b))
        case (.float(let a), .float(let b)): return compareDoubles(Double(a), Double(b))
        case (.float(let a), .int(let b)): return compareDoubles(Double(a), Double(Float(b)))
        case (.int(let a), .float(let b)): return compareDoubles(Double(Float(a)), Double(b))
        case (.float(let a), .double(let b)): return compareDoubles(Double(a), Double(Float(b)))
        case (.double(let a), .float(let b)): return compareDoubles(Double(Float(a)), Double(b))
        case (.string(let a), .string(let b)): return order(a, b)
        case (.character(let a), .character(let b)): return order(a, b)
        case (.character(let a), .string(let b)): return order(String(a), b)
        case (.string(let a), .character(let b)): return order(a, String(b))
        case (.date(let a), .date(let b)): return order(a, b)
        case (.bool, .bool): return nil
        case (.structure, _), (.enumCase, _):
            // The type's own `static func <` (its `Comparable` conformance), both ways; else an
            // enum's cases in their declared order, as synthesized `Comparable` orders them.
            if let less = try declaredLess(lhs, rhs, interpreter) {
                guard let greater = try declaredLess(rhs, lhs, interpreter) else { return nil }
                return less ? -1 : (greater ? 1 : 0)
            }
            guard case .enumCase(let a) = lhs, let cases = interpreter.program.declaration(named: a.type)?.cases else {
                return nil
            }
            let name: String
            switch rhs {
            case .enumCase(let b) where b.type == a.type: name = b.name
            case .implicitMember(let b, _): name = b
            default: return nil
            }
            guard let i = cases.firstIndex(where: { $0.name == a.name }), let j = cases.firstIndex(where: { $0.name == name }) else { return nil }
            return order(i, j)
        case (.implicitMember, .enumCase):
            return try compare(rhs, lhs, interpreter).map { -$0 }
        case (.tuple(let a), .tuple(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) {
                guard let o = try compare(x.value, y.value, interpreter) else { return nil }
                if o != 0 { return o }
            }
            return 0
        case (.optional, _), (_, .optional):
            return nil
        default:
            return nil
        }
    }

    /// `lhs < rhs` by the `static func <` the value's declared type writes; nil when it writes none.
    static func declaredLess(_ lhs: Value, _ rhs: Value, _ interpreter: Interpreter) throws -> Bool? {
        guard let declaration = interpreter.declaredType(of: lhs),
            let less = declaration.methods.first(where: { $0.isStatic && $0.name == "<" && $0.parameters.count == 2 })
        else { return nil }
        let result = try interpreter.invokeFunction(
            // An operator's parameters take no argument labels, whatever the lowering named them.
            less, [TupleValue(less.parameters[0].label, lhs), TupleValue(less.parameters[1].label, rhs)],
            selfValue: nil, selfType: declaration.name, captured: nil, at: .none)
        guard case .bool(let b) = result.value else { return nil }
        return b
    }

    /// A NaN compares neither less nor greater nor equal: every ordering operator is false for it.
    static let nanOrder = 2

    static func compareDoubles(_ a: Double, _ b: Double) -> Int {
        a < b ? -1 : (a > b ? 1 : (a == b ? 0 : nanOrder))
    }
}
