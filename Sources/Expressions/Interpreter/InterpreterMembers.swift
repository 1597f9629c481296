import Foundation

extension Interpreter {
    /// `value.name`: a stored or computed property, an enum's `rawValue`, a tuple element, a method
    /// as a value, or a library property.
    func member(_ value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if case .implicitMember(let base, let payload) = value, let resolved = try implicitBase(base, payload, member: name, at: range) {
            return try member(resolved, name, at: range)
        }
        // `.Examples.roma`: a type nested in the one the context gives, named before its member;
        // resolved as a whole where that type is known (`coerce`).
        if case .implicitMember(let base, let payload) = value, payload.isEmpty, base.first?.isUppercase == true {
            return .implicitMember(base + "." + name, [])
        }
        switch value {
        case .structure(let s):
            if let field = s[name] ?? Self.projection(name, of: s) { return field }
        case .enumCase(let e):
            if name == "rawValue", program.declaration(named: e.type) != nil { return try rawValue(of: e, at: range) }
        case .tuple(let elements):
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            if let i = Int(name), elements.indices.contains(i) { return elements[i].value }
        default:
            break
        }
        for declaration in extensions(of: value) {
            if let property = declaration.computedProperties[name], !property.isStatic {
                return try enter(range) {
                    let scope = Scope(parent: nil, selfType: declaredType(of: value)?.name ?? declaration.name)
                    scope.define("self", value, mutable: false)
                    var result = Self.isBuilt(property.getter, returning: property.type)
                        ? try builtBody(property.getter, scope, at: range) : try runBody(property.getter, scope)
                    if let type = property.type { result = try coerce(result, to: substitutingSelf(type, scope.selfType), at: range) }
                    return result
                }
            }
            if let method = declaration.methods.first(where: { $0.name == name && !$0.isStatic }) {
                return .function(Callable(.method(method, base: value, type: declaredType(of: value)?.name ?? declaration.name), captured: nil))
            }
        }
        if let host, let property = try host.property(value, name, self, at: range) { return property }
        if let property = try Library.property(value, name, self, at: range) { return property }
        if Library.hasMethod(value, name) { return .function(Callable(.library(base: value, name: name), captured: nil)) }
        throw EvaluationError(.unknownName, "value of type '\(value.typeName)' has no member '\(name)'", at: range)
    }

    /// `Type.name`: an enum case, a static property or method, `allCases`, or a library static.
    func staticMember(_ type: TypeName, _ name: String, _ scope: Scope, at range: SourceRange) throws -> Value {
        guard case .named(let written, _) = type else { throw EvaluationError(.unsupported, "\(type).\(name)", at: range) }
        if name == "self" { return .type(type) }
        let typeName = program.declaration(named: written)?.name ?? written
        if let declaration = program.declaration(named: typeName) {
            if let c = declaration.cases.first(where: { $0.name == name }) {
                if c.payload.isEmpty { return .enumCase(EnumValue(type: typeName, name: name)) }
                // A case with associated values is no value by itself: a static of the same name is.
                if !hasStaticProperty(declaration, name) { return .function(Callable(.enumCase(type: typeName, name: name), captured: nil)) }
            }
            if name == "allCases", declaration.kind == .enumeration {
                return .array(declaration.cases.filter(\.payload.isEmpty).map { .enumCase(EnumValue(type: typeName, name: $0.name)) })
            }
            if let property = declaration.storedProperties.first(where: { $0.isStatic && $0.name == name }) {
                let key = typeName + "." + name
                if let cached = globals[key] { return cached }
                guard let defaultValue = property.defaultValue else {
                    throw EvaluationError(.unsupported, "\(key) has no value", at: range)
                }
                var value = try initializingOnce(key, at: range) { try eval(defaultValue, Scope(parent: nil, selfType: typeName)) }
                if let t = property.type { value = try coerce(value, to: substitutingSelf(t, typeName), at: range) }
                globals[key] = value
                return value
            }
            if let property = declaration.computedProperties[name], property.isStatic {
                return try enter(range) {
                    let scope = Scope(parent: nil, selfType: typeName)
                    var result = Self.isBuilt(property.getter, returning: property.type)
                        ? try builtBody(property.getter, scope, at: range) : try runBody(property.getter, scope)
                    if let t = property.type { result = try coerce(result, to: substitutingSelf(t, typeName), at: range) }
                    return result
                }
            }
            if let method = declaration.methods.first(where: { $0.name == name && $0.isStatic }) {
                return .function(Callable(.function(method, selfType: typeName), captured: nil))
            }
            if name == "init" { return .function(Callable(.initializer(typeName), captured: nil)) }
        }
        if program.declaration(named: typeName + "." + name) != nil { return .type(.named(typeName + "." + name)) }
        if let host, let value = try host.staticMember(type.simpleName ?? typeName, name, self, at: range) { return value }
        return try Library.staticProperty(type.simpleName ?? typeName, name, self, at: range)
    }

    func hasStaticProperty(_ declaration: IR.TypeDeclaration, _ name: String) -> Bool {
        declaration.storedProperties.contains { $0.isStatic && $0.name == name } || declaration.computedProperties[name]?.isStatic == true
    }

    /// `.name` resolved as a static of `other`'s type, else of the one library type that has it
    /// (`.now` is `Date.now`); enum cases stay as they are, compared by name.
    func resolvingImplicit(_ value: Value, like other: Value, at range: SourceRange) -> Value {
        guard case .implicitMember(let name, let payload) = value, payload.isEmpty else { return value }
        if case .enumCase = other { return value }
        if case .implicitMember = other { return value }
        for type in [other.typeName, "Date", "Double", "Int"] {
            if let resolved = try? staticMember(.named(type), name, Scope(parent: nil), at: range) { return resolved }
        }
        return value
    }

    /// `.name` as the base of `.name.member`, typed by whoever has both: the host's types
    /// (`.caption.bold()`), then the library's (`.number.precision(…)`).
    /// `self.$x`: the projection (a `Binding`) reads as the property, as bare `$x` does. Apart from
    /// `member`, which every level of a recursion through properties takes.
    static func projection(_ name: String, of s: StructValue) -> Value? {
        name.hasPrefix("$") ? s[String(name.dropFirst())] : nil
    }

    func implicitBase(_ name: String, _ payload: [TupleValue], member: String, at range: SourceRange) throws -> Value? {
        if let host, let value = try host.implicitMember(name, payload, member: member, self, at: range) { return value }
        if let value = try Library.implicitMember(name, payload, member: member, self, at: range) { return value }
        // `.now.addingTimeInterval(60)`: the library static of that name, as `resolvingImplicit` finds it.
        guard payload.isEmpty else { return nil }
        let resolved = resolvingImplicit(.implicitMember(name, []), like: .void, at: range)
        if case .implicitMember = resolved { return nil }
        return resolved
    }

    /// `Self` in a member's declared type is the type the member belongs to, and a name written
    /// inside it may be a type nested there (`Theme` in `LALayout` is `LALayout.Theme`).
    func substitutingSelf(_ type: TypeName, _ selfType: String?) -> TypeName {
        guard let selfType else { return type }
        switch type {
        case .named("Self", _): return .named(selfType)
        case .named(let name, let arguments) where program.types[name] == nil:
            var scope = Substring(selfType)
            while !scope.isEmpty {
                let nested = scope + "." + name
                if program.types[String(nested)] != nil { return .named(String(nested), arguments) }
                scope = scope.enclosingName ?? ""
            }
            return type
        case .optional(let inner): return .optional(substitutingSelf(inner, selfType))
        case .array(let inner): return .array(substitutingSelf(inner, selfType))
        default: return type
        }
    }

    /// An enum case's raw value: the literal written, else the case's name (String) or the previous
    /// case's plus one (Int), as Swift derives them.
    func rawValue(of e: EnumValue, at range: SourceRange) throws -> Value {
        guard let declaration = program.declaration(named: e.type), let rawType = declaration.rawType?.simpleName else {
            throw EvaluationError(.typeMismatch, "\(e.type) has no raw values", at: range)
        }
        var next = 0
        for c in declaration.cases {
            if let literal = c.rawValue {
                let value = try eval(literal, Scope(parent: nil))
                if case .int(let i) = value { next = i }
                if c.name == e.name { return try coerce(value, to: .named(rawType), at: range) }
            } else if c.name == e.name {
                return rawType == "String" ? .string(c.name) : try coerce(.int(next), to: .named(rawType), at: range)
            }
            next += 1
        }
        throw EvaluationError(.unknownName, "\(e.type) has no case \(e.name)", at: range)
    }

    /// `value[args]`: a declared subscript (`subscript(safe:)` on `Collection`), else the library's.
    func subscriptValue(_ value: Value, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        for declaration in extensions(of: value) where !declaration.subscripts.isEmpty {
            let labels = args.map(\.label)
            if declaration.subscripts.contains(where: { $0.labels == labels }) {
                return try invokeOverloaded(declaration.subscripts.filter { $0.labels == labels }, args, selfValue: value,
                                            selfType: declaredType(of: value)?.name ?? declaration.name, captured: nil, at: range).value
            }
        }
        return try Library.subscriptValue(value, args, at: range)
    }

    /// `as`, `as?`, `as!`, `is`.
    func cast(_ value: Value, _ kind: IR.CastKind, _ type: TypeName, at range: SourceRange) throws -> Value {
        switch kind {
        case .as:
            return try coerce(value, to: type, at: range)
        case .is:
            return .bool(matches(value, type))
        case .conditional:
            guard matches(value, type), let inner = value.unwrapped else { return .null }
            return .optional(try coerce(inner, to: type, at: range))
        case .forced:
            guard matches(value, type), let inner = value.unwrapped else {
                throw EvaluationError(.trap, "Could not cast value of type '\(value.typeName)' to '\(type)'", at: range)
            }
            return try coerce(inner, to: type, at: range)
        }
    }

    /// Whether a value is of `type` at run time (an optional's wrapped value is what is tested).
    func matches(_ value: Value, _ type: TypeName) -> Bool {
        guard let inner = value.unwrapped else { return false }
        switch type {
        case .optional(let wrapped): return matches(inner, wrapped)
        case .array(let element):
            guard case .array(let items) = inner else { return false }
            return items.allSatisfy { matches($0, element) }
        case .dictionary:
            if case .dictionary = inner { return true }
            return false
        case .named(let name, _):
            let simple = type.simpleName ?? name
            if ["Any", "AnyObject", "AnyHashable"].contains(simple) { return true }
            if inner.typeName == name || inner.typeName == simple { return true }
            if let declaration = declaredType(of: inner), declaration.inherited.contains(where: { $0.simpleName == simple }) { return true }
            return Library.conformances(of: inner).contains(simple)
        default:
            return false
        }
    }

    /// A value as it is stored in a place of `type`: an integer literal in a `Double`, a value in an
    /// optional, `.case` in an enum, a one-character string in a `Character`.
    func coerce(_ value: Value, to type: TypeName, at range: SourceRange) throws -> Value {
        switch type {
        case .optional(let wrapped):
            switch value {
            case .optional(nil): return value
            case .optional(let inner?): return .optional(try coerce(inner, to: wrapped, at: range))
            default: return .optional(try coerce(value, to: wrapped, at: range))
            }
        case .array(let element):
            if case .array(let items) = value { return .array(try items.map { try coerce($0, to: element, at: range) }) }
            return value
        case .dictionary(let keyType, let valueType):
            if case .dictionary(let entries) = value {
                return .dictionary(try entries.map { DictionaryEntry(try coerce($0.key, to: keyType, at: range), try coerce($0.value, to: valueType, at: range)) })
            }
            return value
        case .tuple(let types, let labels):
            // An unlabelled tuple stored in a labelled type takes its labels: `return (done, all)`
            // from a function returning `(completed: Int, total: Int)`.
            if case .tuple(let elements) = value, elements.count == types.count {
                return .tuple(
                    try elements.indices.map {
                        TupleValue(
                            labels[$0] ?? elements[$0].label, try coerce(elements[$0].value, to: types[$0], at: range))
                    })
            }
            return value
        case .named(let name, let arguments):
            let simple = type.simpleName ?? name
            // `let s: Set = [1, 1, 2]` holds each element once.
            if simple == "Set", case .array(let items) = value {
                let element = arguments.first
                return Library.uniqued(
                    try items.map { item in try element.map { try coerce(item, to: $0, at: range) } ?? item })
            }
            switch (value, simple) {
            case (.int(let i), "Double"), (.int(let i), "CGFloat"), (.int(let i), "TimeInterval"): return .double(Double(i))
            case (.int(let i), "Float"): return .float(Float(i))
            case (.double(let d), "Float"): return .float(Float(d))
            case (.string(let s), "Character") where s.count == 1: return .character(s[s.startIndex])
            case (.implicitMember(let written, let payload), _):
                let qualified = program.declaration(named: name) != nil ? name : (program.declaration(named: simple) != nil ? simple : name)
                if program.declaration(named: qualified) != nil {
                    let scope = Scope(parent: nil, selfType: qualified)
                    // `.Examples.roma`: through the nested types to the last member.
                    var owner = qualified, rest = Substring(written)
                    while let dot = rest.firstIndex(of: "."),
                        program.declaration(named: owner + "." + rest[..<dot]) != nil
                    {
                        owner += "." + rest[..<dot]
                        rest = rest[rest.index(after: dot)...]
                    }
                    let member = String(rest)
                    guard payload.isEmpty else {
                        return try staticCall(.named(owner), member, payload, scope, at: range)
                    }
                    let resolved = try staticMember(.named(owner), member, scope, at: range)
                    // `.init()` and `.make()` keep no trace of their empty call: a function is no
                    // value of a named type, so the member written was called.
                    guard case .function = resolved else { return resolved }
                    return try staticCall(.named(owner), member, [], scope, at: range)
                }
                let member = written
                if let host, host.knowsType(simple) {
                    if member == "init", let value = try host.construct(simple, payload, self, at: range) { return value }
                    if payload.isEmpty, let value = try host.staticMember(simple, member, self, at: range) { return value }
                    if !payload.isEmpty, let value = try host.staticCall(simple, member, payload, self, at: range) { return value }
                }
                if payload.isEmpty, let value = try? Library.staticProperty(simple, member, self, at: range) { return value }
                // `.seconds(70)` stored in a `Duration`: the library type's own static call.
                if !payload.isEmpty, Library.typeNames.contains(simple),
                    let value = try? staticCall(.named(simple), member, payload, Scope(parent: nil), at: range)
                {
                    return value
                }
                return value
            default:
                return value
            }
        default:
            return value
        }
    }
}
