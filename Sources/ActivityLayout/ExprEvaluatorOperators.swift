import ActivityModel
import Foundation

/// Operators. Numbers mix freely (`Int` with `Double` gives `Double`), as literals do in Swift;
/// other mixes Swift would reject are reported. Integer overflow and division by zero, which trap
/// in Swift, are reported instead.
extension ExprEvaluator {
    mutating func unary(_ op: Expr.UnaryOperator, _ operand: Expr, _ expr: Expr) -> ExprValue? {
        guard let v = value(operand) else { return nil }
        switch (op, v) {
        case (.not, .bool(let b)): return .bool(!b)
        case (.negate, .int(let i)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(i)
            return overflow ? fail(ExprDiagnosticCode.expressionError, "integer overflow", in: expr) : .int(result)
        case (.negate, .double(let d)): return .double(-d)
        default:
            return fail(ExprDiagnosticCode.expressionError, "'\(op.rawValue)' cannot apply to \(v.typeName)", in: expr)
        }
    }

    mutating func binary(_ op: Expr.BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ expr: Expr, expecting enumType: String?) -> ExprValue? {
        switch op {
        case .and, .or:
            // Short-circuits, as Swift does: `x != nil && x.count > 0` never reads a nil `x`.
            guard let l = value(lhs) else { return nil }
            guard case .bool(let a) = l else {
                return fail(ExprDiagnosticCode.expressionError, "'\(op.rawValue)' needs Bool operands, found \(l.typeName)", in: lhs)
            }
            if op == .and ? !a : a { return .bool(a) }
            guard let r = value(rhs) else { return nil }
            guard case .bool(let b) = r else {
                return fail(ExprDiagnosticCode.expressionError, "'\(op.rawValue)' needs Bool operands, found \(r.typeName)", in: rhs)
            }
            return .bool(b)
        case .nilCoalescing:
            guard let l = value(lhs, expecting: enumType) else { return nil }
            return l == .null ? value(rhs, expecting: enumType) : l
        default:
            break
        }
        guard let (l, r) = operands(lhs, rhs) else { return nil }
        switch op {
        case .equal, .notEqual:
            guard let same = equal(l, r) else {
                return fail(ExprDiagnosticCode.expressionError, "cannot compare \(l.typeName) with \(r.typeName)", in: expr)
            }
            return .bool(op == .equal ? same : !same)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = ordering(l, r) else {
                return fail(ExprDiagnosticCode.expressionError, "cannot order \(l.typeName) and \(r.typeName) with '\(op.rawValue)'", in: expr)
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .closedRange, .halfOpenRange:
            if case .int(let lower) = l, case .int(let upper) = r {
                return integerRange(lower, upper, closed: op == .closedRange, expr)
            }
            guard case .date(let lower) = l, case .date(let upper) = r else {
                return fail(ExprDiagnosticCode.expressionError, "'\(op.rawValue)' builds a date or integer range; found \(l.typeName)\(op.rawValue)\(r.typeName)", in: expr)
            }
            if let trap = TimerText.pastRangeTrap(lower: lower, upper: upper, expression: expr.description, path: path) {
                report(trap)
                return nil
            }
            return .dateRange(lower: lower, upper: upper)
        default:
            return arithmetic(op, l, r, expr)
        }
    }

    /// The largest integer range a view may walk (`ForEach(0..<n)`): a bound read from a push must
    /// not make a view of millions of rows.
    static let maximumRangeCount = 1_000

    /// `a...b` or `a..<b` of integers, as the array `ForEach` walks; Swift traps when the upper bound
    /// is below the lower one.
    private mutating func integerRange(_ lower: Int, _ upper: Int, closed: Bool, _ expr: Expr) -> ExprValue? {
        guard lower <= upper else {
            return fail(ExprDiagnosticCode.expressionError, "\(lower)\(closed ? "..." : "..<")\(upper): the upper bound is below the lower one (Swift traps)", in: expr)
        }
        let (end, overflow) = closed ? upper.addingReportingOverflow(1) : (upper, false)
        let (count, tooMany) = end.subtractingReportingOverflow(lower)
        guard !overflow, !tooMany, count <= Self.maximumRangeCount else {
            return fail(ExprDiagnosticCode.expressionError, "the range \(expr) has more than \(Self.maximumRangeCount) elements", in: expr)
        }
        return .array((lower..<end).map(ExprValue.int))
    }

    /// Both sides, letting a bare `.case` on one side take its type from the other.
    private mutating func operands(_ lhs: Expr, _ rhs: Expr) -> (ExprValue, ExprValue)? {
        if case .implicitMember = lhs {
            let r = value(rhs)
            let l = value(lhs, expecting: r.flatMap(ExprEvaluator.enumType))
            guard let l, let r else { return nil }
            return (l, r)
        }
        let l = value(lhs)
        let r = value(rhs, expecting: l.flatMap(ExprEvaluator.enumType))
        guard let l, let r else { return nil }
        return (l, r)
    }

    private static func enumType(_ value: ExprValue) -> String? {
        if case .enumCase(let type, _) = value { return type }
        if case .enumPayload(let type, _, _) = value { return type }
        return nil
    }

    /// `==`; nil when Swift would not compile the comparison. `nil` compares with anything, as an
    /// optional does.
    func equal(_ l: ExprValue, _ r: ExprValue) -> Bool? {
        switch (l, r) {
        case (.null, _), (_, .null): return l == r
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.enumCase(let t1, _), .enumCase(let t2, _)): return t1 == t2 ? l == r : nil
        case (.enumPayload, .enumCase), (.enumCase, .enumPayload): return ExprEvaluator.sameCase(l, r)
        default: return l.typeName == r.typeName ? l == r : nil
        }
    }

    /// -1, 0 or 1; nil when the values are not `Comparable` with each other. Enum cases compare by
    /// declaration order (`step <= state.currentStep`).
    func ordering(_ l: ExprValue, _ r: ExprValue) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
        switch (l, r) {
        case (.int(let a), .int(let b)): return sign(a, b)
        case (.string(let a), .string(let b)): return sign(a, b)
        case (.date(let a), .date(let b)): return sign(a, b)
        case (.enumCase(let t1, let a), .enumCase(let t2, let b)):
            guard t1 == t2, let spec = context.enumSpec(named: t1), let i = spec.ordinal(of: a), let j = spec.ordinal(of: b) else { return nil }
            return sign(i, j)
        default:
            guard let a = l.doubleValue, let b = r.doubleValue, !a.isNaN, !b.isNaN else { return nil }
            return sign(a, b)
        }
    }

    private mutating func arithmetic(_ op: Expr.BinaryOperator, _ l: ExprValue, _ r: ExprValue, _ expr: Expr) -> ExprValue? {
        switch (op, l, r) {
        case (_, .int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                guard b != 0 else { return fail(ExprDiagnosticCode.expressionError, "division by zero", in: expr) }
                result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: return nil
            }
            return result.overflow ? fail(ExprDiagnosticCode.expressionError, "integer overflow", in: expr) : .int(result.partialValue)
        case (.add, .string(let a), .string(let b)):
            return .string(a + b)
        case (.add, .date(let d), _) where r.doubleValue != nil:
            return .date(d.addingTimeInterval(r.doubleValue ?? 0))
        case (.add, _, .date(let d)) where l.doubleValue != nil:
            return .date(d.addingTimeInterval(l.doubleValue ?? 0))
        case (.subtract, .date(let d), _) where r.doubleValue != nil:
            return .date(d.addingTimeInterval(-(r.doubleValue ?? 0)))
        case (.subtract, .date(let a), .date(let b)):
            return .double(a.timeIntervalSince(b))
        default:
            break
        }
        guard op != .remainder, let a = l.doubleValue, let b = r.doubleValue else {
            return fail(ExprDiagnosticCode.expressionError, "'\(op.rawValue)' cannot combine \(l.typeName) and \(r.typeName)", in: expr)
        }
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        default: return .double(a / b)
        }
    }
}
