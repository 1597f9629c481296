extension Interpreter {
    func infix(_ op: String, _ lhs: IR.Expr, _ rhs: IR.Expr, _ scope: Scope, at range: SourceRange) throws -> Value {
        switch op {
        case "&&":
            guard try truth(try eval(lhs, scope), at: lhs.range) else { return .bool(false) }
            return .bool(try truth(try eval(rhs, scope), at: rhs.range))
        case "||":
            if try truth(try eval(lhs, scope), at: lhs.range) { return .bool(true) }
            return .bool(try truth(try eval(rhs, scope), at: rhs.range))
        case "??":
            let left = try eval(lhs, scope)
            guard case .optional(let wrapped) = left else { return left }
            return try wrapped ?? eval(rhs, scope)
        default:
            return try Operators.binary(op, try eval(lhs, scope), try eval(rhs, scope), self, at: range)
        }
    }

    func prefix(_ op: String, _ value: Value, at range: SourceRange) throws -> Value {
        switch (op, value) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(i)
            if overflow { throw EvaluationError(.trap, "Swift runtime failure: arithmetic overflow", at: range) }
            return .int(result)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .float(let f)): return .float(-f)
        case ("+", .int), ("+", .double), ("+", .float): return value
        case ("~", .int(let i)): return .int(~i)
        case ("..<", _): return .range(lower: nil, upper: value, closed: false)
        case ("...", _): return .range(lower: nil, upper: value, closed: true)
        default: throw EvaluationError(.typeMismatch, "prefix \(op) does not take \(value.typeName)", at: range)
        }
    }
}
