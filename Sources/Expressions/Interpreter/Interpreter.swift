import Foundation

/// Evaluates the IR with Swift's semantics: value types, optionals and chaining, integer overflow
/// and other runtime traps reported as `EvaluationError`s, declared types and their members, and
/// the standard library and Foundation members widgets call.
///
/// A class because closures hold on to the scopes they capture and call back into it; one
/// interpreter evaluates one program on one thread.
public final class Interpreter {
    public let program: IR.Program
    /// The module name Swift's debug descriptions put before declared types (`main.Step.ready`).
    public var module: String
    /// What `Date.now`, `Date()` and `.now` read; reading it sets `readsClock`.
    public var now: Date {
        get {
            readsClock = true
            return instant
        }
        set { instant = newValue }
    }
    private var instant: Date
    /// Whether the program read the clock: its values hold only at `now`.
    public private(set) var readsClock = false
    /// Where the interpreter gave a fixed value for one the phone would find elsewhere: a random
    /// value, a user default; each is the same on every run.
    public internal(set) var notes: [InterpreterNote] = []
    /// Made on first use, in the locale and time zone then set: most views read no calendar, and
    /// making one costs a process its first look-up of `Calendar.Identifier`'s conformances.
    public var calendar: Calendar {
        get {
            if let made = madeCalendar { return made }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = timeZone
            madeCalendar = calendar
            return calendar
        }
        set { madeCalendar = newValue }
    }
    private var madeCalendar: Calendar?
    /// The app's `UserDefaults`, key to value, when the user gave them; nil reads sample values.
    public var userDefaults: [String: Value]?
    /// The app's string tables, read in `locale`'s language.
    public var strings: LocalizedStrings?
    public var locale: Locale
    public var timeZone: TimeZone
    /// The library of the program embedding the interpreter (SwiftUI's views), asked after the
    /// program's declarations and before the interpreter's own library.
    public var host: (any InterpreterHost)?

    var globals: [String: Value] = [:]
    /// Globals and statics whose initial value is being computed: one that needs itself is an error,
    /// not an endless recursion (Swift rejects such a program; a mutated one may still say it).
    var initializing: Set<String> = []
    var depth = 0
    var steps = 0
    /// Guards against a program that never ends (`while true {}`) and against runaway recursion.
    public var stepLimit = 2_000_000
    /// Deeper than any widget's views and helpers go, and shallow enough that a runaway recursion
    /// through a property is reported before it overflows the stack of a debug build (RELIABILITY.md).
    public var depthLimit = 128

    /// Notes `message` once.
    func note(_ kind: InterpreterNote.Kind, _ message: String, at range: SourceRange, subject: String? = nil) {
        let note = InterpreterNote(kind: kind, message: message, range: range, subject: subject)
        if !notes.contains(note) { notes.append(note) }
    }

    public init(program: IR.Program = IR.Program(), module: String = "main", now: Date = Date(timeIntervalSinceReferenceDate: 0),
                locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.program = program
        self.module = module
        self.instant = now
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The value of `expression` with `bindings` in scope, stored as a value of `type` is (`.init(…)`
    /// and `.case` read as that type's), written inside `selfType`'s declaration (its statics in scope),
    /// after `prelude` ran in the same scope (the `let`s written before it in a builder's closure).
    public func evaluate(_ expression: IR.Expr, as type: TypeName? = nil, selfType: String? = nil,
                         bindings: [String: Value] = [:], prelude: [IR.Stmt] = []) throws(EvaluationError) -> Value {
        let scope = Scope(parent: nil, selfType: selfType)
        for (name, value) in bindings { scope.define(name, value, mutable: false) }
        return try catching {
            if !prelude.isEmpty { _ = try exec(prelude, scope) }
            let value = try eval(expression, scope)
            return try type.map { try coerce(value, to: $0, at: expression.range) } ?? value
        }
    }

    /// Runs a body (a function's, a closure's, a computed property's) and gives its result: the
    /// value of its `return`, or of its last expression when it has one statement.
    public func run(_ body: [IR.Stmt], bindings: [String: Value] = [:]) throws(EvaluationError) -> Value {
        let scope = Scope(parent: nil)
        for (name, value) in bindings { scope.define(name, value, mutable: true) }
        return try catching { try runBody(body, scope) }
    }

    /// Calls a function value with unlabelled arguments.
    public func call(_ function: Value, _ arguments: [Value], at range: SourceRange = .none) throws(EvaluationError) -> Value {
        try catching {
            guard case .function(let callable) = function else {
                throw EvaluationError(.typeMismatch, "\(function.typeName) is not a function", at: range)
            }
            return try invoke(callable, arguments.map { TupleValue(nil, $0) }, at: range)
        }
    }

    /// `base.name`, as a member access written in the program would read it.
    public func memberValue(_ base: Value, _ name: String, at range: SourceRange = .none) throws(EvaluationError) -> Value {
        try catching { try member(base, name, at: range) }
    }

    /// `base.name(args)`, as a call written in the program would make it.
    public func callMethod(_ base: Value, _ name: String, _ arguments: [TupleValue], at range: SourceRange = .none) throws(EvaluationError) -> Value {
        try catching { try methodCall(base, name, arguments, at: range).result }
    }

    private func catching(_ body: () throws -> Value) throws(EvaluationError) -> Value {
        do {
            return try body()
        } catch let error as EvaluationError {
            throw error
        } catch {
            throw EvaluationError(.unsupported, "\(error)", at: .none)
        }
    }

    // MARK: Expressions

    func eval(_ expr: IR.Expr, _ scope: Scope) throws -> Value {
        steps += 1
        guard steps <= stepLimit else { throw EvaluationError(.limit, "the program ran more than \(stepLimit) steps", at: expr.range) }
        switch expr.kind {
        case .literal(let literal):
            return literal.value
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let literal): text += literal
                case .value(let inner, let arguments):
                    do {
                        let value = try eval(inner, scope)
                        text += try interpolate(value, arguments, scope, at: inner.range)
                    } catch let error as EvaluationError where error.kind != .trap && error.kind != .limit {
                        // One segment the interpreter cannot evaluate costs that segment, when the host says what stands in for it.
                        guard let stand = host?.recoverText(from: error) else { throw error }
                        text += stand
                    }
                }
            }
            return .string(text)
        case .name(let name):
            return try resolve(name, scope, at: expr.range)
        case .member(let base, let name):
            if let type = try staticBase(base, scope) { return try staticMember(type, name, scope, at: expr.range) }
            return try member(try eval(base, scope), name, at: expr.range)
        case .implicitMember(let name):
            return .implicitMember(name, [])
        case .call(let callee, let arguments):
            return try evalCall(callee, arguments, scope, at: expr.range)
        case .subscript(let base, let arguments):
            let value = try eval(base, scope)
            let args = try arguments.map { TupleValue($0.label, try eval($0.value, scope)) }
            return try subscriptValue(value, args, at: expr.range)
        case .prefix(let op, let operand):
            // `-.infinity`: the operand is a number's static.
            return try prefix(
                op, resolvingImplicit(try eval(operand, scope), like: .double(0), at: operand.range), at: expr.range)
        case .postfix(let op, let operand):
            let value = try eval(operand, scope)
            guard op == "..." else { throw EvaluationError(.unsupported, "postfix \(op)", at: expr.range) }
            return .range(lower: value, upper: nil, closed: true)
        case .infix(let op, let lhs, let rhs):
            return try infix(op, lhs, rhs, scope, at: expr.range)
        case .ternary(let condition, let whenTrue, let whenFalse):
            return try truth(try eval(condition, scope), at: condition.range) ? try eval(whenTrue, scope) : try eval(whenFalse, scope)
        case .array(let items):
            return .array(try items.map { try eval($0, scope) })
        case .dictionary(let elements):
            var entries: [DictionaryEntry] = []
            for element in elements {
                let key = try eval(element.key, scope), value = try eval(element.value, scope)
                if entries.contains(where: { Operators.equal($0.key, key) }) {
                    throw EvaluationError(.trap, "Fatal error: Dictionary literal contains duplicate keys", at: element.key.range)
                }
                entries.append(DictionaryEntry(key, value))
            }
            return .dictionary(entries)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return try eval(elements[0].value, scope) }
            return .tuple(try elements.map { TupleValue($0.label, try eval($0.value, scope)) })
        case .closure(let closure):
            return .function(Callable(.closure(closure), captured: scope))
        case .inout:
            throw Self.misplacedInout(at: expr.range)
        case .forceUnwrap(let inner):
            let value = try eval(inner, scope)
            guard let wrapped = value.unwrapped else {
                throw EvaluationError(.trap, "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: expr.range)
            }
            return wrapped
        case .bindOptional(let inner):
            guard let wrapped = try eval(inner, scope).unwrapped else { throw ChainEnded() }
            return wrapped
        case .optionalChain(let inner):
            do {
                let value = try eval(inner, scope)
                if case .optional = value { return value }
                return .optional(value)
            } catch is ChainEnded {
                return .null
            }
        case .try(let inner, let optional):
            let value: Value
            do {
                value = try eval(inner, scope)
            } catch let error as EvaluationError where optional && error.kind == .thrown {
                return .null
            }
            guard optional else { return value }
            if case .optional = value { return value }
            return .optional(value)
        case .cast(let inner, let kind, let type):
            return try cast(try eval(inner, scope), kind, type, at: expr.range)
        case .keyPath(let components):
            return .function(Callable(.keyPath(components), captured: nil))
        case .statement(let statement):
            let inner = Scope(parent: scope)
            switch try exec([statement], inner) {
            case .normal(let value?), .returned(let value): return value
            case .normal(nil): return .void
            case .broke, .continued, .fellThrough: return .void
            }
        case .type(let type):
            return .type(type)
        case .unsupported(let why):
            throw EvaluationError(.unsupported, why, at: expr.range)
        }
    }

    /// Apart from `eval`, whose every case's locals take stack at every level of a recursion.
    static func misplacedInout(at range: SourceRange) -> EvaluationError {
        EvaluationError(.typeMismatch, "'&' may only be used to pass an argument to an inout parameter", at: range)
    }

    /// Whether `expr` names a type (`Int`, `Step`, `Outer.Inner`, `Self`), and which.
    func staticBase(_ expr: IR.Expr, _ scope: Scope) throws -> TypeName? {
        switch expr.kind {
        case .name(let name):
            if scope.lookup(name) != nil { return nil }
            if name == "Self", let type = scope.selfType { return .named(type) }
            if let type = typeNamed(name, scope) { return type }
            return nil
        case .member(let base, let name):
            guard let outer = try staticBase(base, scope), case .named(let outerName, _) = outer else { return nil }
            let qualified = outerName + "." + name
            if program.declaration(named: qualified) != nil { return .named(qualified) }
            return nil
        case .type(let type):
            return type
        default:
            return nil
        }
    }

    /// A declared type visible from `scope` (nested types first), or a modelled library type.
    func typeNamed(_ name: String, _ scope: Scope) -> TypeName? {
        if let found = program.declaration(named: name, inside: scope.selfType) { return .named(found.qualified) }
        if Library.typeNames.contains(name) || host?.knowsType(name) == true { return .named(name) }
        return nil
    }

    func resolve(_ name: String, _ scope: Scope, at range: SourceRange) throws -> Value {
        if let variable = scope.lookup(name) { return variable.value }
        // `$x`: a wrapped property's projection (a `Binding`), which reads as the property itself.
        if name.hasPrefix("$"), name.count > 1, Int(name.dropFirst()) == nil {
            return try resolve(String(name.dropFirst()), scope, at: range)
        }
        // Inside a member, a bare name may be one of `self`'s.
        if scope.selfType != nil, name != "self", let selfValue = scope.lookup("self")?.value {
            do {
                return try member(selfValue, name, at: range)
            } catch {
                // A property the sources declare failed in its getter: that is the error, not the name.
                if declaresProperty(selfValue, name) { throw error }
            }
        }
        if let type = scope.selfType, let declaration = program.declaration(named: type), hasStaticMember(declaration, name) {
            return try staticMember(.named(type), name, scope, at: range)
        }
        if let value = globals[name] { return value }
        if let global = program.globals[name] {
            guard let initial = global.defaultValue else { throw EvaluationError(.unsupported, "the global '\(name)' has no value", at: range) }
            var value = try initializingOnce(name, at: range) { try eval(initial, Scope(parent: nil)) }
            if let type = global.type { value = try coerce(value, to: type, at: range) }
            globals[name] = value
            return value
        }
        if let functions = program.functions[name], let first = functions.first {
            return .function(Callable(.function(first, selfType: nil), captured: nil))
        }
        if let type = typeNamed(name, scope) { return .type(type) }
        if Library.freeFunctions.contains(name) || Library.isOperator(name) { return .function(Callable(.freeFunction(name), captured: nil)) }
        // In an extension of a library type, a bare name may be one of its statics (`now` in `extension Date`).
        if let type = scope.selfType, Library.typeNames.contains(type) || host?.knowsType(type) == true,
            let value = try? staticMember(.named(type), name, scope, at: range)
        {
            return value
        }
        throw EvaluationError(.unknownName, "cannot find '\(name)' in scope", at: range)
    }

    func initializingOnce(_ key: String, at range: SourceRange, _ body: () throws -> Value) throws -> Value {
        guard initializing.insert(key).inserted else {
            throw EvaluationError(.typeMismatch, "'\(key)' is used in its own initial value", at: range)
        }
        defer { initializing.remove(key) }
        return try body()
    }

    func declaresProperty(_ value: Value, _ name: String) -> Bool {
        if case .structure(let s) = value, s[name] != nil { return true }
        return extensions(of: value).contains {
            $0.computedProperties[name]?.isStatic == false
                || $0.storedProperties.contains { !$0.isStatic && $0.name == name }
        }
    }

    func hasStaticMember(_ declaration: IR.TypeDeclaration, _ name: String) -> Bool {
        declaration.cases.contains { $0.name == name } || declaration.storedProperties.contains { $0.isStatic && $0.name == name }
            || declaration.computedProperties[name]?.isStatic == true || declaration.methods.contains { $0.isStatic && $0.name == name }
            // `CaseIterable`'s synthesized `allCases`, named bare inside the enum.
            || name == "allCases" && declaration.kind == .enumeration
                && declaration.inherited.contains { $0.simpleName == "CaseIterable" }
    }

    /// `\(value)` with its arguments: `specifier:` is a printf format (Foundation's `String(format:)`).
    func interpolate(_ value: Value, _ arguments: [IR.Argument], _ scope: Scope, at range: SourceRange) throws -> String {
        // A log message's `privacy:` redacts it in the device's log only; the text is the value's.
        let arguments = arguments.filter { $0.label != "privacy" }
        // `Text("\(value, format: style)")` (a `LocalizedStringKey`'s interpolation): the value as
        // `formatted(style)` writes it.
        if arguments.count == 1, arguments[0].label == "format" {
            let style = TupleValue(nil, try eval(arguments[0].value, scope))
            guard case .string(let text) = try Library.method(value, "formatted", [style], self, at: range).result
            else {
                throw EvaluationError(
                    .typeMismatch, "\\(_, format:) takes a FormatStyle whose output is a String", at: range)
            }
            return text
        }
        guard let specifier = arguments.first(where: { $0.label == "specifier" }) else {
            if !arguments.isEmpty, let host {
                let values = try arguments.map { TupleValue($0.label, try eval($0.value, scope)) }
                if let text = try host.interpolate(value, values, self, at: range) { return text }
            }
            if let label = arguments.first?.label {
                throw EvaluationError(.unsupported, "livepeek does not model the interpolation \\(_, \(label):)", at: range)
            }
            return try describing(value, at: range)
        }
        guard case .string(let format) = try eval(specifier.value, scope) else {
            throw EvaluationError(.typeMismatch, "specifier: takes a String", at: range)
        }
        return try Library.format(format, [value], at: range)
    }

    /// A value's text as `String(describing:)` writes it: the `description` its type declares
    /// (`CustomStringConvertible`), else Swift's own.
    func describing(_ value: Value, at range: SourceRange) throws -> String {
        if let declaration = declaredType(of: value),
            extensions(of: value).contains(where: { $0.computedProperties["description"]?.isStatic == false })
                || declaration.storedProperties.contains(where: { $0.name == "description" && !$0.isStatic }),
            case .string(let text) = try member(value, "description", at: range)
        {
            return text
        }
        return value.description(module: module)
    }

    func truth(_ value: Value, at range: SourceRange) throws -> Bool {
        guard case .bool(let b) = value else { throw EvaluationError(.typeMismatch, "\(value.typeName) is not a Bool", at: range) }
        return b
    }
}
