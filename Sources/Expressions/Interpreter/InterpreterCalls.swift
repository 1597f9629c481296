import Foundation

extension Interpreter {
    func evalCall(_ callee: IR.Expr, _ arguments: [IR.Argument], _ scope: Scope, at range: SourceRange) throws -> Value {
        let args = try arguments.map { TupleValue($0.label, try eval($0.value, scope)) }
        switch callee.kind {
        case .implicitMember(let name):
            return .implicitMember(name, args)
        case .member(let baseExpr, let name):
            // `Outer.Inner(…)`: the callee itself names a type.
            if let type = try staticBase(callee, scope) { return try construct(type, args, scope, at: range) }
            if let type = try staticBase(baseExpr, scope) { return try staticCall(type, name, args, scope, at: range) }
            let base = try eval(baseExpr, scope)
            let (result, mutated) = try methodCall(base, name, args, at: range)
            if let mutated { try assign(baseExpr, mutated, scope) }
            return result
        case .name(let name):
            if let variable = scope.lookup(name) { return try callValue(variable.value, args, at: range) }
            if let selfVariable = scope.lookup("self"), let type = declaredType(of: selfVariable.value),
               type.methods.contains(where: { $0.name == name && !$0.isStatic }) {
                let (result, mutated) = try methodCall(selfVariable.value, name, args, at: range)
                if let mutated, selfVariable.isMutable { selfVariable.value = mutated }
                return result
            }
            if let type = scope.selfType, let declaration = program.declaration(named: type), declaration.methods.contains(where: { $0.name == name && $0.isStatic }) {
                return try staticCall(.named(type), name, args, scope, at: range)
            }
            // Inside an extension of a library type, a bare method name is a member of `self` first.
            if let selfValue = scope.lookup("self")?.value, declaredType(of: selfValue) == nil, Library.hasMethod(selfValue, name) {
                return try methodCall(selfValue, name, args, at: range).result
            }
            if let functions = program.functions[name] {
                return try invokeOverloaded(functions, args, selfValue: nil, selfType: nil, captured: nil, at: range).value
            }
            if let type = typeNamed(name, scope) { return try construct(type, args, scope, at: range) }
            if Library.freeFunctions.contains(name) { return try Library.freeFunction(name, args, self, at: range) }
            throw EvaluationError(.unknownName, "cannot find '\(name)' in scope", at: range)
        default:
            return try callValue(try eval(callee, scope), args, at: range)
        }
    }

    func callValue(_ value: Value, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        switch value {
        case .function(let callable): return try invoke(callable, args, at: range)
        case .type(let type): return try construct(type, args, Scope(parent: nil), at: range)
        default: throw EvaluationError(.typeMismatch, "cannot call a value of type \(value.typeName)", at: range)
        }
    }

    func invoke(_ callable: Callable, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        switch callable.body {
        case .closure(let closure):
            return try enter(range) {
                let scope = Scope(parent: callable.captured)
                for (i, name) in closure.parameters.enumerated() where name != "_" {
                    if i < args.count { scope.define(name, args[i].value, mutable: false) }
                }
                // A closure of one parameter given several values takes them as a tuple (`dictionary.map { $0.key }`);
                // one of several parameters given a tuple takes its elements (`zip(a, b).map { $0 + $1 }`).
                if closure.parameters.count == 1, args.count > 1 { scope.define(closure.parameters[0], .tuple(args), mutable: false) }
                if closure.parameters.count > 1, args.count == 1, case .tuple(let elements) = args[0].value, elements.count == closure.parameters.count {
                    for (name, element) in zip(closure.parameters, elements) where name != "_" { scope.define(name, element.value, mutable: false) }
                }
                return try runBody(closure.body, scope)
            }
        case .function(let function, let selfType):
            return try invokeFunction(function, args, selfValue: nil, selfType: selfType, captured: callable.captured, at: range).value
        case .method(let function, let base, let type):
            return try invokeFunction(function, args, selfValue: base, selfType: type, captured: nil, at: range).value
        case .initializer(let type):
            return try construct(.named(type), args, Scope(parent: nil), at: range)
        case .enumCase(let type, let name):
            return .enumCase(EnumValue(type: type, name: name, payload: try payload(type, name, args, at: range)))
        case .keyPath(let components):
            guard var value = args.first?.value else { throw EvaluationError(.typeMismatch, "a key path takes one value", at: range) }
            for component in components { value = try member(value, component, at: range) }
            return value
        case .library(let base, let name):
            return try methodCall(base, name, args, at: range).result
        case .freeFunction(let name):
            return try Library.freeFunction(name, args, self, at: range)
        }
    }

    func enter<T>(_ range: SourceRange, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= depthLimit else { throw EvaluationError(.limit, "calls nest deeper than \(depthLimit)", at: range) }
        return try body()
    }

    /// Calls the first of `functions` whose parameters take `args`.
    func invokeOverloaded(_ functions: [IR.Function], _ args: [TupleValue], selfValue: Value?, selfType: String?, captured: Scope?,
                          at range: SourceRange) throws -> (value: Value, mutatedSelf: Value?) {
        for function in functions where bind(function.parameters, args) != nil {
            return try invokeFunction(function, args, selfValue: selfValue, selfType: selfType, captured: captured, at: range)
        }
        let labels = args.map { ($0.label ?? "_") + ":" }.joined()
        throw EvaluationError(.typeMismatch, "no '\(functions.first?.name ?? "")' takes the arguments (\(labels))", at: range)
    }

    /// Which argument goes to which parameter: for each parameter the indices of its arguments
    /// (empty: its default), or nil when the labels do not fit.
    func bind(_ parameters: [IR.Parameter], _ args: [TupleValue]) -> [[Int]]? {
        var next = 0
        var result: [[Int]] = []
        for parameter in parameters {
            if next < args.count, args[next].label == parameter.label {
                var taken = [next]
                next += 1
                if parameter.isVariadic {
                    while next < args.count, args[next].label == nil { taken.append(next); next += 1 }
                }
                result.append(taken)
            } else if parameter.defaultValue != nil || parameter.isVariadic {
                result.append([])
            } else {
                return nil
            }
        }
        return next == args.count ? result : nil
    }

    func invokeFunction(_ function: IR.Function, _ args: [TupleValue], selfValue: Value?, selfType: String?, captured: Scope?,
                        at range: SourceRange) throws -> (value: Value, mutatedSelf: Value?) {
        guard let binding = bind(function.parameters, args) else {
            throw EvaluationError(.typeMismatch, "'\(function.name)' does not take these arguments", at: range)
        }
        return try enter(range) {
            let scope = Scope(parent: captured, selfType: selfType)
            if let selfValue { scope.define("self", selfValue, mutable: function.isMutating) }
            for (parameter, indices) in zip(function.parameters, binding) {
                var value: Value
                if parameter.isVariadic {
                    value = .array(indices.map { args[$0].value })
                } else if let i = indices.first {
                    value = args[i].value
                } else if let defaultValue = parameter.defaultValue {
                    value = try eval(defaultValue, scope)
                } else {
                    value = .void
                }
                if let type = parameter.type, !parameter.isVariadic { value = try coerce(value, to: type, at: range) }
                scope.define(parameter.name, value, mutable: false)
            }
            var result = try runBody(function.body, scope)
            if let type = function.returnType { result = try coerce(result, to: substitutingSelf(type, selfType), at: range) }
            return (result, function.isMutating ? scope.lookup("self")?.value : nil)
        }
    }

    /// A body's result: its `return`'s value, or its only expression's (Swift's implicit return).
    func runBody(_ body: [IR.Stmt], _ scope: Scope) throws -> Value {
        switch try exec(body, scope) {
        case .returned(let value): return value
        case .normal(let value): return body.count == 1 ? value ?? .void : .void
        case .broke, .continued: return .void
        }
    }

    /// The declaration of a value's type, when the program declares it.
    func declaredType(of value: Value) -> IR.TypeDeclaration? {
        switch value {
        case .structure(let s): return program.declaration(named: s.type)
        case .enumCase(let e): return program.declaration(named: e.type)
        default: return nil
        }
    }

    /// The declarations whose members a value has: its own type's, and the extensions of the library
    /// types and protocols it conforms to (`extension Collection { subscript(safe:) }`).
    func extensions(of value: Value) -> [IR.TypeDeclaration] {
        var result: [IR.TypeDeclaration] = []
        if let own = declaredType(of: value) {
            result.append(own)
            for protocolName in own.inherited.compactMap(\.simpleName) { if let p = program.declaration(named: protocolName) { result.append(p) } }
        }
        for name in Library.conformances(of: value) { if let declaration = program.declaration(named: name) { result.append(declaration) } }
        return result
    }

    /// `base.name(args)`: a declared method, else the library's; the new base for a mutating one.
    func methodCall(_ base: Value, _ name: String, _ args: [TupleValue], at range: SourceRange) throws -> (result: Value, mutated: Value?) {
        for declaration in extensions(of: base) {
            let methods = declaration.methods.filter { $0.name == name && !$0.isStatic }
            if !methods.isEmpty {
                let typeName = declaredType(of: base)?.name ?? declaration.name
                let (value, mutated) = try invokeOverloaded(methods, args, selfValue: base, selfType: typeName, captured: nil, at: range)
                return (value, mutated)
            }
            if declaration.computedProperties[name] != nil || declaration.storedProperties.contains(where: { $0.name == name }) {
                return (try callValue(try member(base, name, at: range), args, at: range), nil)
            }
        }
        if case .structure(let s) = base, let field = s[name] { return (try callValue(field, args, at: range), nil) }
        return try Library.method(base, name, args, self, at: range)
    }

    func staticCall(_ type: TypeName, _ name: String, _ args: [TupleValue], _ scope: Scope, at range: SourceRange) throws -> Value {
        guard case .named(let written, _) = type else { throw EvaluationError(.unsupported, "\(type).\(name)", at: range) }
        if name == "init" { return try construct(type, args, scope, at: range) }
        if let declaration = program.declaration(named: written) {
            let typeName = declaration.name
            if declaration.cases.contains(where: { $0.name == name }) {
                return .enumCase(EnumValue(type: typeName, name: name, payload: try payload(typeName, name, args, at: range)))
            }
            let methods = declaration.methods.filter { $0.name == name && $0.isStatic }
            if !methods.isEmpty {
                return try invokeOverloaded(methods, args, selfValue: .type(type), selfType: typeName, captured: nil, at: range).value
            }
            if hasStaticMember(declaration, name) { return try callValue(try staticMember(type, name, scope, at: range), args, at: range) }
        }
        return try Library.staticCall(type.simpleName ?? written, name, args, self, at: range)
    }

    /// An enum case's payload, labelled as its declaration labels it.
    func payload(_ type: String, _ name: String, _ args: [TupleValue], at range: SourceRange) throws -> [TupleValue] {
        guard let declared = program.declaration(named: type)?.cases.first(where: { $0.name == name }) else { return args }
        guard declared.payload.count == args.count else {
            throw EvaluationError(.typeMismatch, "\(type).\(name) takes \(declared.payload.count) values", at: range)
        }
        return try zip(declared.payload, args).map { TupleValue($0.label, try coerce($1.value, to: $0.type, at: range)) }
    }

    /// `Type(args)`: a declared initializer, the memberwise one, `init(rawValue:)`, or the library's.
    func construct(_ type: TypeName, _ args: [TupleValue], _ scope: Scope, at range: SourceRange) throws -> Value {
        switch type {
        case .optional, .array, .dictionary:
            return try Library.construct(type, args, self, at: range)
        default:
            break
        }
        guard case .named(let written, _) = type else { throw EvaluationError(.unsupported, "constructing \(type)", at: range) }
        guard let declaration = program.declaration(named: written), declaration.kind != .protocolType,
              !program.extensionOnly.contains(declaration.name) else {
            return try Library.construct(type, args, self, at: range)
        }
        let name = declaration.name
        if declaration.kind == .enumeration {
            if args.count == 1, args[0].label == "rawValue" {
                for c in declaration.cases where Operators.equal(try rawValue(of: EnumValue(type: name, name: c.name), at: range), args[0].value) {
                    return .optional(.enumCase(EnumValue(type: name, name: c.name)))
                }
                return .null
            }
            if !declaration.initializers.isEmpty {
                let result = try invokeOverloaded(declaration.initializers, args, selfValue: .void, selfType: name, captured: nil, at: range)
                return result.mutatedSelf ?? .void
            }
            throw EvaluationError(.typeMismatch, "\(name) has no initializer taking these arguments", at: range)
        }
        var initial = StructValue(type: name, fields: [])
        let instanceScope = Scope(parent: nil, selfType: name)
        for property in declaration.storedProperties where !property.isStatic {
            var value: Value = property.type.map { if case .optional = $0 { return .null } else { return .void } } ?? .void
            if let defaultValue = property.defaultValue { value = try eval(defaultValue, instanceScope) }
            if let t = property.type, property.defaultValue != nil { value = try coerce(value, to: t, at: range) }
            initial.fields.append((property.name, value))
        }
        if !declaration.initializers.isEmpty {
            let result = try invokeOverloaded(declaration.initializers, args, selfValue: .structure(initial), selfType: name, captured: nil, at: range)
            return result.mutatedSelf ?? .structure(initial)
        }
        // The memberwise initializer: stored properties in order, those with a default optional.
        let stored = declaration.storedProperties.filter { !$0.isStatic && !($0.defaultValue != nil && !$0.isVariable) }
        let parameters = stored.map { IR.Parameter(label: $0.name, name: $0.name, type: $0.type,
                                                   defaultValue: $0.defaultValue ?? (isOptional($0.type) ? IR.Expr(.literal(.nil)) : nil)) }
        guard let binding = bind(parameters, args) else {
            throw EvaluationError(.typeMismatch, "\(name)'s memberwise initializer does not take (\(args.map { ($0.label ?? "_") + ":" }.joined()))", at: range)
        }
        for (property, indices) in zip(stored, binding) {
            guard let i = indices.first else { continue }
            var value = args[i].value
            if let t = property.type { value = try coerce(value, to: t, at: range) }
            initial[property.name] = value
        }
        return .structure(initial)
    }

    func isOptional(_ type: TypeName?) -> Bool {
        if case .optional? = type { return true }
        return false
    }
}
