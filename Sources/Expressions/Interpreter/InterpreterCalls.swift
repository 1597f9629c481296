import Foundation

extension Interpreter {
    /// `written`: where a call with `&x` arguments keeps their cells, to write back once it returns.
    func evalCall(
        _ callee: IR.Expr, _ arguments: [IR.Argument], _ scope: Scope, at range: SourceRange, localized: Bool = false,
        written: InoutCells? = nil
    ) throws -> Value {
        // A translated key is looked up once: its translation is not a key again.
        if !localized, let translated = try localizingArguments(callee, arguments, scope) {
            return try evalCall(callee, translated, scope, at: range, localized: true, written: written)
        }
        if written == nil, arguments.contains(where: { if case .inout = $0.value.kind { true } else { false } }) {
            let cells = InoutCells()
            let result = try evalCall(callee, arguments, scope, at: range, localized: localized, written: cells)
            // Left to right, as Swift writes `inout` arguments back when the call returns.
            for (target, cell) in cells.entries { try assign(target, cell.value, scope) }
            return result
        }
        /// The arguments, evaluated once the callee is known: the host's parameters are `CGFloat`s
        /// and `Double`s, so `Color(red: 0x1C / 255, …)` divides as Swift's literals typed so do.
        /// `tolerant`: for the host's initializers and modifiers, which may not need every argument
        /// (`Button(intent:)`): one that cannot be evaluated goes as `UnreadArgument`.
        func evaluated(floating: Bool = false, tolerant: Bool = false) throws -> [TupleValue] {
            try arguments.map { argument in
                if case .inout(let target) = argument.value.kind {
                    let cell = InoutCell(try eval(target, scope))
                    written?.entries.append((target, cell))
                    return TupleValue(argument.label, cell.value, cell: cell)
                }
                if floating, let real = Self.floatingLiteral(argument.value) { return TupleValue(argument.label, .double(real)) }
                let undrawn = argument.label.map { host?.undrawnArgumentLabels.contains($0) == true } ?? false
                guard tolerant || undrawn else { return TupleValue(argument.label, try eval(argument.value, scope)) }
                do {
                    return TupleValue(argument.label, try eval(argument.value, scope))
                } catch let error as EvaluationError where error.kind == .unknownName || error.kind == .unsupported {
                    return TupleValue(argument.label, .host(UnreadArgument(error: error)))
                }
            }
        }
        switch callee.kind {
        case .implicitMember(let name):
            return .implicitMember(name, try evaluated(floating: host != nil))
        case .member(let baseExpr, "init") where baseExpr.kind == .name("self"):
            // `self.init(…)` in an initializer: another of the type's initializers makes `self`.
            guard let selfVariable = scope.lookup("self"), let type = scope.selfType else {
                throw EvaluationError(.unsupported, "self.init outside an initializer", at: range)
            }
            selfVariable.value = try construct(.named(type), try evaluated(), scope, at: range)
            return .void
        case .member(let baseExpr, let name):
            // `Outer.Inner(…)`: the callee itself names a type.
            if let type = try staticBase(callee, scope) {
                return try construct(type, try evaluated(floating: isHostType(type), tolerant: isHostType(type)), scope, at: range)
            }
            if let type = try staticBase(baseExpr, scope) { return try staticCall(type, name, try evaluated(floating: isHostType(type)), scope, at: range) }
            let base = try eval(baseExpr, scope)
            let onHost: Bool = { if case .host = base { return true } else { return false } }()
            let args = try evaluated(floating: onHost, tolerant: onHost)
            let (result, mutated) = try methodCall(base, name, args, at: range)
            if let mutated { try assign(baseExpr, mutated, scope) }
            return result
        case .name(let name):
            let hostType = scope.lookup(name) == nil && typeNamed(name, scope).map(isHostType) == true
            let args = try evaluated(floating: hostType, tolerant: hostType)
            if let variable = scope.lookup(name) { return try callValue(variable.value, args, at: range) }
            // A stored closure of `self` called bare (`content()` in a view's body).
            if let selfVariable = scope.lookup("self"), case .structure(let s) = selfVariable.value, let field = s[name], case .function = field {
                return try callValue(field, args, at: range)
            }
            // A method of `self`'s type or of an extension of what it conforms to (`extension View`).
            if let selfVariable = scope.lookup("self"),
                extensions(of: selfVariable.value).contains(where: {
                    $0.methods.contains { $0.name == name && !$0.isStatic }
                })
            {
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
            // Inside an extension of a host type (`extension View`), a bare modifier is `self`'s.
            if let host, name.first?.isUppercase != true, let selfValue = scope.lookup("self")?.value, case .host = selfValue,
               let value = try host.method(selfValue, name, args, self, at: range) {
                return value
            }
            if let functions = program.functions[name] {
                return try invokeOverloaded(functions, args, selfValue: nil, selfType: nil, captured: nil, at: range).value
            }
            if let type = typeNamed(name, scope) { return try construct(type, args, scope, at: range) }
            // `Self(…)` inside a type: its own initializer.
            if name == "Self", let type = scope.selfType { return try construct(.named(type), args, scope, at: range) }
            if Library.freeFunctions.contains(name) { return try Library.freeFunction(name, args, self, at: range) }
            throw EvaluationError(.unknownName, "cannot find '\(name)' in scope", at: range)
        default:
            let function = try eval(callee, scope)
            return try callValue(function, try evaluated(), at: range)
        }
    }

    func callValue(_ value: Value, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        switch value {
        case .function(let callable): return try invoke(callable, args, at: range)
        case .type(let type): return try construct(type, args, Scope(parent: nil), at: range)
        case .implicitMember(let name, let payload) where payload.count == 1 && payload[0].label == nil:
            // `.bold(.title)()`: an instance method named through its type (`Font.bold`) takes the
            // instance and gives the method, which the call applies.
            return try methodCall(payload[0].value, name, args, at: range).result
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
        case .builtClosure(let closure):
            return try enter(range) {
                let scope = Scope(parent: callable.captured)
                for (i, name) in closure.parameters.enumerated() where name != "_" && i < args.count {
                    scope.define(name, args[i].value, mutable: false)
                }
                return try builtBody(closure.body, scope, at: range)
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

    /// Calls the first of `functions` whose parameters take `args`: by their labels and, among
    /// overloads with the same labels, by their types (`parse(from: String)` or `parse(from: Layout)`).
    func invokeOverloaded(_ functions: [IR.Function], _ args: [TupleValue], selfValue: Value?, selfType: String?, captured: Scope?,
                          at range: SourceRange) throws -> (value: Value, mutatedSelf: Value?) {
        let fitting = functions.filter { bind($0.parameters, args) != nil }
        let typed = fitting.count > 1 ? fitting.first { function in
            guard let bound = bind(function.parameters, args) else { return false }
            return zip(function.parameters, bound).allSatisfy { parameter, indices in
                indices.allSatisfy { index in parameter.type.map { plausible(args[index].value, $0) } ?? true }
            }
        } : nil
        if let function = typed ?? fitting.first {
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
            // A trailing closure (unlabelled) fills the next parameter of function type whatever its
            // label, as Swift's forward scan matches it.
            let trailing = next < args.count && args[next].label == nil && parameter.label != nil && parameter.type == .function
                && { if case .function = args[next].value { return true } else { return false } }()
            if next < args.count, args[next].label == parameter.label || trailing {
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
                if let type = parameter.type, !parameter.isVariadic {
                    value = try coerce(value, to: substitutingSelf(type, selfType), at: range)
                }
                if parameter.isBuilder, case .function(let given) = value, case .closure(let closure) = given.body {
                    value = .function(Callable(.builtClosure(closure), captured: given.captured))
                }
                scope.define(parameter.name, value, mutable: parameter.isInout)
            }
            defer {
                // What the caller's `&x` gets back, even when the body throws.
                for (parameter, indices) in zip(function.parameters, binding) where parameter.isInout {
                    if let i = indices.first, let cell = args[i].cell, let variable = scope.lookup(parameter.name) {
                        cell.value = variable.value
                    }
                }
            }
            var result =
                Self.isBuilt(function.body, returning: function.returnType)
                    || function.isBuilder && !Self.returns(function.body)
                ? try builtBody(function.body, scope, at: range) : try runBody(function.body, scope)
            if let type = function.returnType { result = try coerce(result, to: substitutingSelf(type, selfType), at: range) }
            return (result, function.isMutating ? scope.lookup("self")?.value : nil)
        }
    }

    /// A body's result: its `return`'s value, or its only expression's (Swift's implicit return).
    func runBody(_ body: [IR.Stmt], _ scope: Scope) throws -> Value {
        switch try exec(body, scope) {
        case .returned(let value): return value
        case .normal(let value): return body.count == 1 ? value ?? .void : .void
        case .broke, .continued, .fellThrough: return .void
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

    /// `name`'s instance built from its stored properties' defaults alone, without its `init`: nil
    /// when the program declares no such type or a default fails.
    public func defaultInstance(named name: String) -> Value? {
        guard let declaration = program.declaration(named: name) else { return nil }
        return try? defaultInstance(of: declaration, at: .none)
    }

    /// A value of a declared type with the defaults its stored properties declare: what stands in
    /// for an object the app makes and puts in the environment.
    func defaultInstance(of declaration: IR.TypeDeclaration, at range: SourceRange) throws -> Value {
        var fields: [(String, Value)] = []
        let scope = Scope(parent: nil, selfType: declaration.name)
        for property in declaration.storedProperties where !property.isStatic {
            var value: Value = isOptional(property.type) ? .null : .void
            if let defaultValue = property.defaultValue { value = try eval(defaultValue, scope) }
            if let t = property.type, property.defaultValue != nil {
                value = try coerce(value, to: substitutingSelf(t, declaration.name), at: range)
            }
            fields.append((property.name, value))
        }
        return .structure(StructValue(type: declaration.name, fields: fields))
    }

    /// Wrappers whose value the environment gives, never a memberwise initializer's argument.
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "GestureState"]

    /// Whether `type` is the host's, not the program's or the library's.
    func isHostType(_ type: TypeName) -> Bool {
        guard let host, let name = type.simpleName, program.declaration(named: name) == nil, !Library.typeNames.contains(name) else { return false }
        return host.knowsType(name)
    }

    /// An argument written only with integer literals and arithmetic (`0x1C / 255`), as a floating
    /// value: what Swift makes of it where a `Double` or `CGFloat` is expected.
    static func floatingLiteral(_ expr: IR.Expr) -> Double? {
        func value(_ e: IR.Expr) -> Double? {
            switch e.kind {
            case .literal(.int(let i)): return Double(i)
            case .literal(.double(let d)): return d
            case .prefix("-", let inner): return value(inner).map { -$0 }
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return value(elements[0].value)
            case .infix(let op, let a, let b):
                guard let x = value(a), let y = value(b) else { return nil }
                switch op {
                case "+": return x + y
                case "-": return x - y
                case "*": return x * y
                case "/": return x / y
                default: return nil
                }
            default: return nil
            }
        }
        // Only arithmetic whose Int reading differs (a division): a lone literal keeps its own type.
        func divides(_ e: IR.Expr) -> Bool {
            switch e.kind {
            case .infix(let op, let a, let b): return op == "/" || divides(a) || divides(b)
            case .prefix(_, let inner): return divides(inner)
            case .tuple(let elements): return elements.contains { divides($0.value) }
            default: return false
            }
        }
        guard divides(expr) else { return nil }
        return value(expr)
    }

    /// `base.name(args)`: a declared method, else the library's; the new base for a mutating one.
    func methodCall(_ base: Value, _ name: String, _ args: [TupleValue], at range: SourceRange) throws -> (result: Value, mutated: Value?) {
        if case .implicitMember(let member, let payload) = base, let resolved = try implicitBase(member, payload, member: name, at: range) {
            return (try methodCall(resolved, name, args, at: range).result, nil)
        }
        // A method the program declares under a library method's name (`Date.formatted(as:)`) is an
        // overload: arguments it does not take go on to the library's (`formatted(date:time:)`).
        var declaredOverloads: [IR.Function] = []
        for declaration in extensions(of: base) {
            let methods = declaration.methods.filter { $0.name == name && !$0.isStatic }
            declaredOverloads += methods
            if methods.contains(where: { bind($0.parameters, args) != nil }) {
                let typeName = declaredType(of: base)?.name ?? declaration.name
                let (value, mutated) = try invokeOverloaded(methods, args, selfValue: base, selfType: typeName, captured: nil, at: range)
                return (value, mutated)
            }
            if methods.isEmpty,
                declaration.computedProperties[name] != nil
                    || declaration.storedProperties.contains(where: { $0.name == name })
            {
                return (try callValue(try member(base, name, at: range), args, at: range), nil)
            }
        }
        if case .structure(let s) = base, let field = s[name] { return (try callValue(field, args, at: range), nil) }
        if let host, let value = try host.method(base, name, args, self, at: range) { return (value, nil) }
        do {
            return try Library.method(base, name, args, self, at: range)
        } catch let error as EvaluationError
            where !declaredOverloads.isEmpty && (error.kind == .unknownName || error.kind == .unsupported)
        {
            // The library has no such form either: the program's own method is the one meant, and
            // its mismatch the error. A trap or a throw of the library's own stays what it is.
            let called = try invokeOverloaded(
                declaredOverloads, args, selfValue: base, selfType: declaredType(of: base)?.name, captured: nil,
                at: range)
            return (called.value, called.mutatedSelf)
        }
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
            // `Step.label(step)`: an instance method through its type is that method of the instance given.
            if args.count == 1, args[0].label == nil,
                let method = declaration.methods.first(where: { $0.name == name && !$0.isStatic })
            {
                return .function(Callable(.method(method, base: args[0].value, type: typeName), captured: nil))
            }
        }
        if let host, let value = try host.staticCall(type.simpleName ?? written, name, args, self, at: range) { return value }
        do {
            return try Library.staticCall(type.simpleName ?? written, name, args, self, at: range)
        } catch let error as EvaluationError where error.kind == .unknownName && args.count == 1 && args[0].label == nil
        {
            // `Font.monospacedDigit(font)`: no static of that name, so the instance method, unapplied.
            return .function(Callable(.library(base: args[0].value, name: name), captured: nil))
        }
    }

    /// `Type(args)` through the first declared initializer taking them: `self` as it leaves, or for
    /// an `init?`, nil where it returns nil and else `self` as an optional.
    func initialize(
        _ declaration: IR.TypeDeclaration, _ args: [TupleValue], selfValue: Value, at range: SourceRange
    ) throws -> Value {
        let result = try invokeOverloaded(
            declaration.initializers, args, selfValue: selfValue, selfType: declaration.name, captured: nil, at: range)
        let made = result.mutatedSelf ?? selfValue
        guard declaration.initializers.first(where: { bind($0.parameters, args) != nil })?.isFailable == true else {
            return made
        }
        if case .optional(nil) = result.value { return .null }
        return .optional(made)
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
        // An initializer an extension adds to a library or host type (`extension Color { init(hex:) }`)
        // runs as written; its `self.init(…)` reaches the type's own.
        if let declaration = program.declaration(named: written), program.extensionOnly.contains(declaration.name),
            declaration.initializers.contains(where: { bind($0.parameters, args) != nil })
        {
            return try initialize(declaration, args, selfValue: .void, at: range)
        }
        guard let declaration = program.declaration(named: written), declaration.kind != .protocolType,
              !program.extensionOnly.contains(declaration.name) else {
            if let host, let simple = type.simpleName, Library.typeNames.contains(simple) == false,
               let value = try host.construct(simple, args, self, at: range) {
                return value
            }
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
                return try initialize(declaration, args, selfValue: .void, at: range)
            }
            throw EvaluationError(.typeMismatch, "\(name) has no initializer taking these arguments", at: range)
        }
        var initial = StructValue(type: name, fields: [])
        let instanceScope = Scope(parent: nil, selfType: name)
        // Wrapped properties the host fills (`@Environment`): the memberwise initializer leaves them out.
        var provided: Set<String> = []
        for property in declaration.storedProperties where !property.isStatic {
            var value: Value = property.type.map { if case .optional = $0 { return .null } else { return .void } } ?? .void
            if let defaultValue = property.defaultValue {
                value = try eval(defaultValue, instanceScope)
            } else if let wrapper = property.wrapper, let host, let wrapped = try host.wrappedValue(wrapper, type: property.type, self, at: range) {
                value = wrapped
                provided.insert(property.name)
            } else if let wrapper = property.wrapper, Self.environmentWrappers.contains(wrapper.name) {
                // An object the app puts in the environment (`@Environment(Model.self)`): the one its
                // own `init()` makes, when the program declares it so.
                provided.insert(property.name)
                let objectType: TypeName?
                if case .type(let t)? = wrapper.arguments.first?.value.kind { objectType = t } else { objectType = property.type }
                if let objectType, let simple = objectType.simpleName, let object = program.declaration(named: simple) {
                    value = try (try? construct(objectType, [], instanceScope, at: range)) ?? defaultInstance(of: object, at: range)
                    note(
                        .environmentObject, "the environment's \(simple) is drawn as its declared defaults make it",
                        at: range)
                }
            }
            if let t = property.type, property.defaultValue != nil {
                value = try coerce(value, to: substitutingSelf(t, name), at: range)
            }
            initial.fields.append((property.name, value))
        }
        // An `init` of an extension adds to the memberwise initializer; one of the type's own replaces it.
        if declaration.declaresInitializer || declaration.initializers.contains(where: { bind($0.parameters, args) != nil }) {
            return try initialize(declaration, args, selfValue: .structure(initial), at: range)
        }
        // The memberwise initializer: stored properties in order, those with a default optional.
        // A wrapped `let`-like property with its value (`@State private var x = 1`) is still a
        // parameter, as its wrapper's `init(wrappedValue:)` makes it.
        let stored = declaration.storedProperties.filter {
            !$0.isStatic && !provided.contains($0.name) && !($0.defaultValue != nil && !$0.isVariable && $0.wrapper == nil)
        }
        let parameters = stored.map { IR.Parameter(label: $0.name, name: $0.name, type: $0.type,
                                                   defaultValue: $0.defaultValue ?? (isOptional($0.type) ? IR.Expr(.literal(.nil)) : nil),
                                                   isBuilder: $0.isBuilder) }
        guard let binding = bind(parameters, args) else {
            throw EvaluationError(.typeMismatch, "\(name)'s memberwise initializer does not take (\(args.map { ($0.label ?? "_") + ":" }.joined()))", at: range)
        }
        for (property, indices) in zip(stored, binding) {
            guard let i = indices.first else { continue }
            var value = args[i].value
            if let t = property.type { value = try coerce(value, to: substitutingSelf(t, name), at: range) }
            if property.isBuilder, case .function(let given) = value, case .closure(let closure) = given.body {
                value = .function(Callable(.builtClosure(closure), captured: given.captured))
            }
            initial[property.name] = value
        }
        return .structure(initial)
    }

    func isOptional(_ type: TypeName?) -> Bool {
        if case .optional? = type { return true }
        return false
    }

    /// Whether `value` may be passed as `type`: false only where the two plainly differ (a
    /// `String` for a declared struct, a number for a `String`), as Swift's overload choice would.
    func plausible(_ value: Value, _ type: TypeName) -> Bool {
        switch type {
        case .optional(let wrapped):
            guard let inner = value.unwrapped else { return true }
            return plausible(inner, wrapped)
        case .named(let name, _):
            let simple = type.simpleName ?? name
            let isText: Bool
            let isNumber: Bool
            switch value {
            case .string, .character: (isText, isNumber) = (true, false)
            case .int, .double, .float: (isText, isNumber) = (false, true)
            case .structure, .enumCase:
                if let declared = program.declaration(named: name) ?? program.declaration(named: simple) {
                    return declaredType(of: value)?.name == declared.name || matches(value, type)
                        || declared.kind == .protocolType
                }
                return !["String", "Int", "Double", "Float", "CGFloat", "Bool"].contains(simple)
            default: return true
            }
            if simple == "String" || simple == "Substring" || simple == "Character" { return isText }
            if ["Int", "Double", "Float", "CGFloat", "TimeInterval"].contains(simple) { return isNumber }
            if let declared = program.declaration(named: name) ?? program.declaration(named: simple),
                declared.kind != .protocolType
            {
                return false
            }
            return true
        default:
            return true
        }
    }
}
