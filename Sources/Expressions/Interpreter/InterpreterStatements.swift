import Foundation

extension Interpreter {
    /// Runs statements in `scope`, which the caller made for them.
    func exec(_ statements: [IR.Stmt], _ scope: Scope, label: String? = nil) throws -> Flow {
        var last: Value? = nil
        // `defer` bodies, run last to first when the block ends, by any way.
        var deferred: [[IR.Stmt]] = []
        defer { for body in deferred.reversed() { _ = try? exec(body, Scope(parent: scope)) } }
        for statement in statements {
            steps += 1
            guard steps <= stepLimit else { throw EvaluationError(.limit, "the program ran more than \(stepLimit) steps", at: statement.range) }
            last = nil
            switch statement.kind {
            case .expression(let expr):
                last = try eval(expr, scope)
            case .declaration(let pattern, let type, let valueExpr, let isVariable):
                if let valueExpr {
                    var value = try eval(valueExpr, scope)
                    if let type { value = try coerce(value, to: type, at: valueExpr.range) }
                    guard try match(pattern, value, scope, mutable: isVariable, declaring: true) else {
                        throw EvaluationError(.typeMismatch, "the value does not fit the pattern", at: statement.range)
                    }
                } else {
                    // `var x: Color` assigned later; an optional starts as nil, as Swift's do.
                    for name in pattern.boundNames { scope.define(name, isOptional(type) ? .null : .void, mutable: true) }
                }
            case .assignment(let target, let op, let valueExpr):
                var value = try eval(valueExpr, scope)
                if let op {
                    let current = try eval(target, scope)
                    value = try Operators.binary(op, current, value, self, at: statement.range)
                }
                try assign(target, value, scope)
            case .if(let conditions, let then, let otherwise):
                let inner = Scope(parent: scope)
                let flow: Flow
                if try holds(conditions, inner) {
                    flow = try exec(then, inner)
                } else if let otherwise {
                    flow = try exec(otherwise, Scope(parent: scope))
                } else {
                    flow = .normal(nil)
                }
                if case .normal(let value) = flow { last = value } else { return flow }
            case .guard(let conditions, let otherwise):
                if try !holds(conditions, scope) {
                    let flow = try exec(otherwise, Scope(parent: scope))
                    if case .normal = flow {
                        throw EvaluationError(.typeMismatch, "a guard's else must not fall through", at: statement.range)
                    }
                    return flow
                }
            case .switch(let subjectExpr, let cases):
                let (c, inner) = try matchingCase(cases, of: subjectExpr, scope, at: statement.range)
                var flow = try exec(c.body, inner)
                // `fallthrough` runs the next case's body, its pattern unchecked.
                var index = cases.firstIndex { $0 == c } ?? cases.count
                while case .fellThrough = flow, index + 1 < cases.count {
                    index += 1
                    flow = try exec(cases[index].body, Scope(parent: scope))
                }
                switch flow {
                case .normal(let value): last = value
                case .broke(nil), .fellThrough: break
                case .broke(let target?) where target == label: break
                default: return flow
                }
            case .forIn(let pattern, let sequenceExpr, let whereExpr, let body):
                let items = try Library.elements(of: try eval(sequenceExpr, scope), at: sequenceExpr.range)
                loop: for item in items {
                    let inner = Scope(parent: scope)
                    guard try match(pattern, item, inner, mutable: false, declaring: true) else { continue }
                    if let whereExpr, try !truth(try eval(whereExpr, inner), at: whereExpr.range) { continue }
                    if let flow = loopFlow(try exec(body, inner), label: label) {
                        if case .broke(nil) = flow { break loop }; return flow
                    }
                }
            case .while(let conditions, let body):
                loop: while true {
                    let inner = Scope(parent: scope)
                    guard try holds(conditions, inner) else { break }
                    if let flow = loopFlow(try exec(body, inner), label: label) {
                        if case .broke(nil) = flow { break loop }; return flow
                    }
                }
            case .repeatWhile(let body, let condition):
                loop: repeat {
                    let inner = Scope(parent: scope)
                    if let flow = loopFlow(try exec(body, inner), label: label) {
                        if case .broke(nil) = flow { break loop }; return flow
                    }
                } while try truth(try eval(condition, scope), at: condition.range)
            case .labeled(let name, let inner):
                let flow = try exec([inner], scope, label: name)
                switch flow {
                case .normal(let value): last = value
                case .broke(name?): break
                default: return flow
                }
            case .defer(let body):
                deferred.append(body)
            case .fallthrough:
                return .fellThrough
            case .return(let valueExpr):
                return .returned(try valueExpr.map { try eval($0, scope) } ?? .void)
            case .break(let target):
                return .broke(target)
            case .continue(let target):
                return .continued(target)
            case .function(let function):
                let callable = Callable(.function(function, selfType: scope.selfType), captured: scope)
                scope.define(function.name, .function(callable), mutable: false)
            case .block(let body):
                let flow = try exec(body, Scope(parent: scope))
                if case .normal(let value) = flow { last = value } else { return flow }
            case .doCatch(let body, let catches):
                let flow = try execDoCatch(body, catches, scope)
                if case .normal(let value) = flow { last = value } else { return flow }
            case .throw(let thrown):
                let value = try eval(thrown, scope)
                throw EvaluationError(
                    .thrown, value.description(module: module), at: statement.range, thrown: ThrownValue(value))
            }
        }
        return .normal(last)
    }

    /// Whether every condition holds, binding what `if let` and `if case` bind into `scope`.
    func holds(_ conditions: [IR.Condition], _ scope: Scope) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .boolean(let expr):
                guard try truth(try eval(expr, scope), at: expr.range) else { return false }
            case .optionalBinding(let pattern, let expr):
                guard let value = try eval(expr, scope).unwrapped else { return false }
                guard try match(pattern, value, scope, mutable: false, declaring: true) else { return false }
            case .matching(let pattern, let expr):
                guard try match(pattern, try eval(expr, scope), scope, mutable: false, declaring: true) else { return false }
            }
        }
        return true
    }

    /// The case a `switch` takes for its subject, with the scope holding the case's bindings; Swift
    /// traps when none matches.
    func matchingCase(_ cases: [IR.SwitchCase], of subjectExpr: IR.Expr, _ scope: Scope,
                      at range: SourceRange) throws -> (IR.SwitchCase, Scope) {
        let subject = try eval(subjectExpr, scope)
        for c in cases {
            let inner = Scope(parent: scope)
            var hit = false
            for pattern in c.patterns where try match(pattern, subject, inner, mutable: false, declaring: true) {
                hit = true
                break
            }
            if hit, let g = c.guardExpression, try !truth(try eval(g, inner), at: g.range) { hit = false }
            if hit { return (c, inner) }
        }
        throw EvaluationError(.trap, "no case of the switch matches \(subject.description(module: module))", at: range)
    }

    /// Whether `value` matches `pattern`; its bindings go into `scope`.
    func match(_ pattern: IR.Pattern, _ value: Value, _ scope: Scope, mutable: Bool, declaring: Bool) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name):
            scope.define(name, value, mutable: mutable)
            return true
        case .typed(let inner, let type):
            return try match(inner, try coerce(value, to: type, at: .none), scope, mutable: mutable, declaring: declaring)
        case .expression(let expr):
            let candidate = try eval(expr, scope)
            if case .range = candidate { return try Library.rangeContains(candidate, value, self, at: expr.range) }
            return Operators.equal(candidate, value)
        case .enumCase(let name, let payloadPatterns):
            if case .optional(let wrapped) = value {
                if name == "none" { return wrapped == nil }
                if name == "some", let wrapped {
                    guard let first = payloadPatterns?.first else { return true }
                    return try match(first.pattern, wrapped, scope, mutable: mutable, declaring: declaring)
                }
                guard let wrapped else { return false }
                return try match(pattern, wrapped, scope, mutable: mutable, declaring: declaring)
            }
            // A case of a type the interpreter does not declare (`ActivityFamily.medium` from the host).
            if case .implicitMember(let member, let payload) = value {
                guard member == name else { return false }
                return payloadPatterns == nil || payload.isEmpty && payloadPatterns?.isEmpty == true
            }
            guard case .enumCase(let e) = value, e.name == name else { return false }
            guard let payloadPatterns else { return true }
            if payloadPatterns.count == 1, e.payload.count > 1 {
                return try match(payloadPatterns[0].pattern, .tuple(e.payload), scope, mutable: mutable, declaring: declaring)
            }
            guard payloadPatterns.count == e.payload.count else { return false }
            for (p, v) in zip(payloadPatterns, e.payload) where try !match(p.pattern, v.value, scope, mutable: mutable, declaring: declaring) {
                return false
            }
            return true
        case .tuple(let elements):
            guard case .tuple(let values) = value, values.count == elements.count else {
                if elements.count == 1 { return try match(elements[0].pattern, value, scope, mutable: mutable, declaring: declaring) }
                return false
            }
            for (p, v) in zip(elements, values) where try !match(p.pattern, v.value, scope, mutable: mutable, declaring: declaring) {
                return false
            }
            return true
        case .optional(let inner):
            guard let wrapped = value.unwrapped, case .optional = value else { return false }
            return try match(inner, wrapped, scope, mutable: mutable, declaring: declaring)
        case .cast(let inner, let type):
            guard matches(value, type) else { return false }
            guard let inner else { return true }
            return try match(inner, try coerce(value.unwrapped ?? value, to: type, at: .none), scope, mutable: mutable, declaring: declaring)
        }
    }

    /// Stores `value` at `target`: a variable, a property of one (`self.a.b`), an element (`a[i]`).
    /// The stored field an assignment to `name` sets: `_x` is the storage of a wrapped `x`, and the
    /// wrapper (`State(initialValue:)`) is its value, as the host builds it.
    static func field(_ name: String, of s: StructValue) -> String? {
        if s[name] != nil { return name }
        if name.hasPrefix("_"), s[String(name.dropFirst())] != nil { return String(name.dropFirst()) }
        return nil
    }

    func assign(_ target: IR.Expr, _ value: Value, _ scope: Scope) throws {
        switch target.kind {
        case .name(let name):
            if let variable = scope.lookup(name) {
                variable.value = value
                return
            }
            // A property of `self` named bare inside a method or initializer.
            if let selfVariable = scope.lookup("self"), case .structure(var s) = selfVariable.value, let field = Self.field(name, of: s) {
                s[field] = value
                selfVariable.value = .structure(s)
                return
            }
            if name == "_" { return }
            throw EvaluationError(.unknownName, "cannot assign to '\(name)'", at: target.range)
        case .member(let base, let name):
            var container = try eval(base, scope)
            switch container {
            case .structure(var s):
                s[Self.field(name, of: s) ?? name] = value
                container = .structure(s)
            case .tuple(var elements):
                if let i = elements.firstIndex(where: { $0.label == name }) ?? Int(name) , elements.indices.contains(i) { elements[i].value = value }
                container = .tuple(elements)
            case .optional(.some(.structure(var s))):
                s[name] = value
                container = .optional(.structure(s))
            case .foundation(.calendar(var calendar)) where name == "locale" || name == "timeZone":
                if name == "locale" { calendar.locale = try Library.locale(value, at: target.range) } else { calendar.timeZone = try Library.timeZone(value, at: target.range) }
                container = .foundation(.calendar(calendar))
            case .optional(.some(.foundation(.calendar(var calendar)))) where name == "locale" || name == "timeZone":
                if name == "locale" { calendar.locale = try Library.locale(value, at: target.range) } else { calendar.timeZone = try Library.timeZone(value, at: target.range) }
                container = .optional(.foundation(.calendar(calendar)))
            case .foundation(.formatter(let box)):
                // A class: the one object changes, nothing is written back.
                try Library.setFormatterProperty(box, name, value, at: target.range)
                return
            case .foundation(.scanner(let box)):
                try Library.setScannerProperty(box, name, value, at: target.range)
                return
            default:
                throw EvaluationError(.typeMismatch, "cannot assign to '\(name)' of \(container.typeName)", at: target.range)
            }
            try assign(base, container, scope)
        case .subscript(let base, let arguments):
            let container = try eval(base, scope)
            let args = try arguments.map { TupleValue($0.label, try eval($0.value, scope)) }
            try assign(base, try Library.settingSubscript(container, args, value, at: target.range), scope)
        case .bindOptional(let inner), .forceUnwrap(let inner), .optionalChain(let inner):
            try assign(inner, value, scope)
        case .tuple(let elements):
            guard case .tuple(let values) = value, values.count == elements.count else {
                throw EvaluationError(.typeMismatch, "cannot assign a \(value.typeName) to a tuple", at: target.range)
            }
            for (element, v) in zip(elements, values) { try assign(element.value, v.value, scope) }
        default:
            throw EvaluationError(.unsupported, "cannot assign to this expression", at: target.range)
        }
    }
}

extension IR.Pattern {
    /// The names the pattern binds.
    var boundNames: [String] {
        switch self {
        case .wildcard, .expression: return []
        case .binding(let name): return [name]
        case .typed(let inner, _), .optional(let inner): return inner.boundNames
        case .cast(let inner, _): return inner?.boundNames ?? []
        case .enumCase(_, let elements): return (elements ?? []).flatMap(\.pattern.boundNames)
        case .tuple(let elements): return elements.flatMap(\.pattern.boundNames)
        }
    }
}

extension Interpreter {
    /// `do { … } catch …`: a Swift error thrown in the body goes to the first clause whose pattern
    /// matches it (bound as `error` in a bare `catch`); a trap or an unmodelled construct is no
    /// Swift error and passes through, as does an error no clause matches.
    func execDoCatch(_ body: [IR.Stmt], _ catches: [IR.CatchClause], _ scope: Scope) throws -> Flow {
        do {
            return try exec(body, Scope(parent: scope))
        } catch let error as EvaluationError where error.kind == .thrown {
            // A library's error reads as Foundation's: its message is its description.
            let value = error.thrown?.value
                ?? .structure(StructValue(type: "Error", fields: [("localizedDescription", .string(error.message))]))
            for clause in catches {
                let inner = Scope(parent: scope)
                if let pattern = clause.pattern {
                    guard try match(pattern, value, inner, mutable: false, declaring: true) else { continue }
                } else {
                    inner.define("error", value, mutable: false)
                }
                return try exec(clause.body, inner)
            }
            throw error
        }
    }

    /// What a loop does with its body's flow: nil to go on with the next turn (it ran to its end or
    /// continued this loop), `.broke(nil)` to stop, else the flow the loop itself ends with
    /// (a return, or a `break`/`continue` naming an outer loop).
    func loopFlow(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .normal, .fellThrough: return nil
        case .continued(nil): return nil
        case .continued(let target?) where target == label: return nil
        case .broke(nil): return .broke(nil)
        case .broke(let target?) where target == label: return .broke(nil)
        default: return flow
        }
    }
}
