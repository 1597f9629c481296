/// `durationFormat(seconds, "units:hour,minute;style:abbreviated")`: a `DateComponentsFormatter`'s
/// text (`DurationFormat`).
extension ExprEvaluator {
    mutating func durationFormat(_ values: [ExprValue], _ expr: Expr) -> ExprValue? {
        guard values.count == 2, case .string(let spec) = values[1], let format = DurationFormat(spec: spec) else {
            return fail(ExprDiagnosticCode.expressionError, "durationFormat() takes seconds and a formatter such as \"units:hour,minute;style:abbreviated\"", in: expr)
        }
        if values[0] == .null { return .null }
        guard let seconds = values[0].doubleValue else {
            return fail(ExprDiagnosticCode.expressionError, "durationFormat() needs a number of seconds first, found \(values[0].typeName)", in: expr)
        }
        guard format.style != nil else {
            return fail(ExprDiagnosticCode.expressionError, "durationFormat() reads the abbreviated, short and full styles; the positional one (Foundation's default) is not read", in: expr)
        }
        guard let text = format.string(seconds: seconds) else {
            return fail(ExprDiagnosticCode.expressionError, "durationFormat() of \(seconds) seconds", in: expr)
        }
        return .string(text)
    }
}
