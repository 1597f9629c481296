import ActivityModel

/// Enum cases with associated values: what a `case .a(let x, _)` pattern needs of them.
extension ExprEvaluator {
    /// `value.a` is the payload of case `a` (its values by label, `_0`… unlabeled) when the value
    /// is that case, and nil when it is another: a binding pattern is `value.a.x`, tested with
    /// `value == .a`. Per-case values the contract declares read as for any enum.
    mutating func payloadMember(_ type: String, _ caseName: String, _ values: [ExprValue.Field], _ name: String, _ expr: Expr) -> ExprValue? {
        if name == caseName { return .structure(type: nil, fields: values) }
        guard let spec = context.enumSpec(named: type) else {
            return fail(ExprDiagnosticCode.expressionError, "enum \(type) is not declared in the contract", in: expr)
        }
        switch spec.member(named: name) {
        case .caseTest?: return .null
        case .values(let perCase)?:
            if let ordinal = spec.ordinal(of: caseName), let v = perCase[ordinal] { return .string(v) }
        case nil: break
        }
        let names = spec.cases.map(\.name) + spec.caseValues.keys.sorted()
        return fail(ExprDiagnosticCode.expressionError,
                    "\(type) has no member '\(name)'" + ExprEvaluator.suggestion(name, names) + "; members: " + names.joined(separator: ", "),
                    in: expr)
    }

    /// `value == .a` where one side carries associated values: whether both are the same case, as
    /// the pattern `case .a:` matches whatever the values.
    static func sameCase(_ l: ExprValue, _ r: ExprValue) -> Bool? {
        func parts(_ v: ExprValue) -> (String, String)? {
            switch v {
            case .enumCase(let type, let name), .enumPayload(let type, let name, _): return (type, name)
            default: return nil
            }
        }
        guard let (t1, a) = parts(l), let (t2, b) = parts(r), t1 == t2 else { return nil }
        return a == b
    }
}
