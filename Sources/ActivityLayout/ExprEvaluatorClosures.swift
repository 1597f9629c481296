import ActivityModel

/// Closures and the collection methods that take them (`map`, `filter`, `first(where:)`,
/// `reduce`, `sorted(by:)`, …), as Swift's standard library defines them.
///
/// Argument labels are not part of the grammar, so a method is told apart by its arguments:
/// `contains(x)` compares, `contains({ … })` is `contains(where:)`. On a value that is not an array,
/// `map` and `flatMap` are `Optional`'s (the closure applied to the value, nil stays nil); the
/// other methods walk a `String`'s characters, as a `String` is a collection of them.
extension ExprEvaluator {
    static let closureMethodNames = ["map", "compactMap", "flatMap", "filter", "first", "last", "firstIndex", "lastIndex",
                                     "contains", "allSatisfy", "count", "reduce", "sorted", "min", "max"]

    /// How much work one expression's closures may do: far more than a view needs, little enough
    /// that `xs.map { xs.map { xs.map { … } } }` over long arrays ends at once.
    static let maximumClosureWork = 100_000

    /// Counts `amount` against `maximumClosureWork`; false (reported) once it is spent.
    mutating func spendClosureWork(_ amount: Int, _ expr: Expr) -> Bool {
        closureWork += amount
        guard closureWork <= Self.maximumClosureWork else {
            report(ExprDiagnosticCode.expressionError, "the closures here do more than \(Self.maximumClosureWork) steps; not evaluated", in: expr)
            return false
        }
        return true
    }

    /// The closure applied to `arguments`, with the names it captured and its parameters in scope.
    mutating func apply(_ closure: ExprClosure, _ arguments: [ExprValue], _ expr: Expr) -> ExprValue? {
        guard spendClosureWork(1, expr) else { return nil }
        var locals = closure.captured
        if closure.parameters.isEmpty {
            for (offset, argument) in arguments.enumerated() { locals["$\(offset)"] = argument }
        } else {
            guard closure.parameters.count == arguments.count else {
                return fail(ExprDiagnosticCode.expressionError,
                            "the closure takes \(closure.parameters.count) parameters, but is given \(arguments.count)", in: expr)
            }
            for (name, argument) in zip(closure.parameters, arguments) where name != "_" { locals[name] = argument }
        }
        let outer = context.locals
        context.locals = locals
        defer { context.locals = outer }
        return value(closure.body)
    }

    /// The method when it is one of these; nil when it is not, `.some(nil)` when it failed (reported).
    mutating func closureMethod(_ base: ExprValue, _ name: String, _ values: [ExprValue], _ expr: Expr) -> ExprValue?? {
        guard ExprEvaluator.closureMethodNames.contains(name) else { return nil }
        if closureNesting == 0 { closureWork = 0 }
        closureNesting += 1
        defer { closureNesting -= 1 }
        guard case .closure(let closure)? = values.last else {
            return withoutClosure(base, name, values, expr)
        }
        let items: [ExprValue]
        switch base {
        case .null:
            // `a?.map { … }` and `Optional.map` on nil: nil.
            return .some(.null)
        case .array(let elements):
            items = elements
        case .string(let s) where name != "map" && name != "flatMap":
            items = s.map { .string(String($0)) }
        default:
            if name == "map" || name == "flatMap" { return .some(apply(closure, [base], expr)) }
            return .some(fail(ExprDiagnosticCode.expressionError, "\(base.typeName) has no method '\(name)' taking a closure", in: expr))
        }
        switch (name, values.count) {
        case ("map", 1), ("compactMap", 1), ("flatMap", 1):
            var results: [ExprValue] = []
            for item in items {
                guard let result = apply(closure, [item], expr) else { return .some(nil) }
                switch (name, result) {
                case ("map", _): results.append(result)
                case (_, .null): continue
                case ("flatMap", .array(let inner)):
                    guard spendClosureWork(inner.count, expr) else { return .some(nil) }
                    results += inner
                default: results.append(result)
                }
            }
            return .some(.array(results))
        case ("filter", 1):
            var kept: [ExprValue] = []
            for item in items {
                guard let keep = test(closure, item, expr) else { return .some(nil) }
                if keep { kept.append(item) }
            }
            // A String's filter is a String.
            if case .string = base { return .some(.string(kept.map(\.displayText).joined())) }
            return .some(.array(kept))
        case ("first", 1), ("firstIndex", 1), ("last", 1), ("lastIndex", 1):
            let fromEnd = name.hasPrefix("last")
            for offset in fromEnd ? Array(items.indices.reversed()) : Array(items.indices) {
                guard let found = test(closure, items[offset], expr) else { return .some(nil) }
                if found { return .some(name.hasSuffix("Index") ? .int(offset) : items[offset]) }
            }
            return .some(.null)
        case ("contains", 1), ("allSatisfy", 1), ("count", 1):
            var count = 0
            for item in items {
                guard let passes = test(closure, item, expr) else { return .some(nil) }
                if passes { count += 1 }
                if name == "contains", passes { return .some(.bool(true)) }
                if name == "allSatisfy", !passes { return .some(.bool(false)) }
            }
            switch name {
            case "contains": return .some(.bool(false))
            case "allSatisfy": return .some(.bool(true))
            default: return .some(.int(count))
            }
        case ("reduce", 2):
            var result = values[0]
            for item in items {
                guard let next = apply(closure, [result, item], expr) else { return .some(nil) }
                result = next
            }
            return .some(result)
        case ("sorted", 1):
            return .some(sorted(items, by: closure, expr).map(ExprValue.array))
        case ("min", 1), ("max", 1):
            return .some(extreme(items, wantsMax: name == "max", by: closure, expr))
        default:
            return .some(fail(ExprDiagnosticCode.expressionError, "\(name)() does not take these \(values.count) arguments", in: expr))
        }
    }

    /// `sorted()`, `min()`, `max()` by the elements' own order, and `firstIndex(of:)`; nil for the
    /// methods that need a closure or are read elsewhere (`contains(x)`, `first`).
    private mutating func withoutClosure(_ base: ExprValue, _ name: String, _ values: [ExprValue], _ expr: Expr) -> ExprValue?? {
        guard case .array(let items) = base else { return base == .null && ["sorted", "min", "max", "firstIndex", "lastIndex"].contains(name) ? .some(.null) : nil }
        switch (name, values.count) {
        case ("sorted", 0): return .some(sorted(items, by: nil, expr).map(ExprValue.array))
        case ("min", 0), ("max", 0): return .some(extreme(items, wantsMax: name == "max", by: nil, expr))
        case ("firstIndex", 1), ("lastIndex", 1):
            let indices = name == "firstIndex" ? Array(items.indices) : Array(items.indices.reversed())
            return .some(indices.first { equal(items[$0], values[0]) == true }.map(ExprValue.int) ?? .null)
        default: return nil
        }
    }

    /// The closure's answer for one element, which must be a `Bool`.
    private mutating func test(_ closure: ExprClosure, _ item: ExprValue, _ expr: Expr) -> Bool? {
        guard let result = apply(closure, [item], expr) else { return nil }
        guard case .bool(let b) = result else {
            report(ExprDiagnosticCode.expressionError, "the closure must return a Bool, found \(result.typeName)", in: expr)
            return nil
        }
        return b
    }

    /// Whether `a` goes before `b`: the closure's answer, or the elements' own `<` without one.
    private mutating func precedes(_ a: ExprValue, _ b: ExprValue, by closure: ExprClosure?, _ expr: Expr) -> Bool? {
        guard let closure else {
            guard let order = ordering(a, b) else {
                report(ExprDiagnosticCode.expressionError, "cannot order \(a.typeName) and \(b.typeName) with '<'", in: expr)
                return nil
            }
            return order < 0
        }
        guard let result = apply(closure, [a, b], expr) else { return nil }
        guard case .bool(let before) = result else {
            report(ExprDiagnosticCode.expressionError, "the closure must return a Bool, found \(result.typeName)", in: expr)
            return nil
        }
        return before
    }

    /// A stable merge sort: equal elements keep their order, as Swift's `sort` does.
    private mutating func sorted(_ items: [ExprValue], by closure: ExprClosure?, _ expr: Expr) -> [ExprValue]? {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        guard let left = sorted(Array(items[..<middle]), by: closure, expr), let right = sorted(Array(items[middle...]), by: closure, expr) else { return nil }
        var merged: [ExprValue] = []
        merged.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            guard let rightFirst = precedes(right[j], left[i], by: closure, expr) else { return nil }
            if rightFirst {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        return merged + left[i...] + right[j...]
    }

    /// `min(by:)` and `max(by:)`: the first least or greatest element; nil for an empty array.
    private mutating func extreme(_ items: [ExprValue], wantsMax: Bool, by closure: ExprClosure?, _ expr: Expr) -> ExprValue? {
        guard var best = items.first else { return .null }
        for item in items.dropFirst() {
            guard let replaces = wantsMax ? precedes(best, item, by: closure, expr) : precedes(item, best, by: closure, expr) else { return nil }
            if replaces { best = item }
        }
        return best
    }
}
