extension Interpreter {
    /// Runs a closure's body as a result builder runs it (`VStack { … }`, `ForEach`'s content): each
    /// expression statement gives a value, an `if` or `switch` the values of the branch taken, and
    /// declarations run as statements. A body with a `return` of its own is a plain body, as Swift
    /// treats it.
    public func build(
        _ function: Value, _ arguments: [Value] = [], at range: SourceRange = .none
    ) throws(EvaluationError) -> [Value] {
        do {
            guard case .function(let callable) = function else { return [try call(function, arguments, at: range)] }
            let closure: IR.Closure
            switch callable.body {
            case .closure(let c), .builtClosure(let c): closure = c
            default: return [try call(function, arguments, at: range)]
            }
            return try enter(range) {
                let scope = Scope(parent: callable.captured)
                for (i, name) in closure.parameters.enumerated() where name != "_" && i < arguments.count {
                    scope.define(name, arguments[i], mutable: false)
                }
                // `ForEach(array.enumerated()) { index, item in … }`: one tuple for several parameters.
                if closure.parameters.count > 1, arguments.count == 1, case .tuple(let elements) = arguments[0],
                    elements.count == closure.parameters.count
                {
                    for (name, element) in zip(closure.parameters, elements) where name != "_" {
                        scope.define(name, element.value, mutable: false)
                    }
                }
                return try builderValues(closure.body, scope)
            }
        } catch let error as EvaluationError {
            throw error
        } catch {
            throw EvaluationError(.unsupported, "\(error)", at: range)
        }
    }

    /// Whether a body is built rather than run: it declares an opaque result (`some View`) and has
    /// no `return` of its own.
    static func isBuilt(_ body: [IR.Stmt], returning type: TypeName?) -> Bool {
        guard case .opaque(let text)? = type, text.hasPrefix("some ") else { return false }
        return !returns(body)
    }

    /// Whether a body has a `return` of its own (it is run, not built).
    static func returns(_ body: [IR.Stmt]) -> Bool {
        body.contains { if case .return = $0.kind { return true } else { return false } }
    }

    /// The built value of a body that `isBuilt`: the host's block of its values.
    func builtBody(_ body: [IR.Stmt], _ scope: Scope, at range: SourceRange) throws -> Value {
        let values = try builderValues(body, scope)
        guard let host else { return values.last ?? .void }
        return host.buildBlock(values, at: range)
    }

    func builderValues(_ body: [IR.Stmt], _ scope: Scope) throws -> [Value] {
        if Self.returns(body) {
            return [try runBody(body, scope)]
        }
        var values: [Value] = []
        for statement in body {
            do {
                switch statement.kind {
                case .expression(let expr):
                    let value = try eval(expr, scope)
                    if case .void = value { continue }
                    values.append(value)
                case .if(let conditions, let then, let otherwise):
                    let inner = Scope(parent: scope)
                    if try holds(conditions, inner) {
                        values += try builderValues(then, inner)
                    } else if let otherwise {
                        values += try builderValues(otherwise, Scope(parent: scope))
                    }
                case .switch(let subjectExpr, let cases):
                    let (c, inner) = try matchingCase(cases, of: subjectExpr, scope, at: statement.range)
                    values += try builderValues(
                        c.body.filter { if case .break(nil) = $0.kind { return false } else { return true } }, inner)
                case .block(let inner):
                    values += try builderValues(inner, Scope(parent: scope))
                default:
                    _ = try exec([statement], scope)
                }
            } catch let error as EvaluationError {
                // One statement that cannot be read loses its own view, not its siblings'.
                guard error.kind != .limit, let host, let stand = host.recover(from: error) else { throw error }
                values.append(stand)
            }
        }
        return values
    }
}
