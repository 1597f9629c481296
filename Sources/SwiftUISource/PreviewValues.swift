import ActivityModel
import Foundation
import SwiftSyntax

/// A value built by a `#Preview`'s expressions (the attributes and content states a designer wants to
/// see), before it is encoded as the JSON a push would carry.
indirect enum PreviewValue {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    /// Seconds since 1970.
    case date(Double)
    case range(Double, Double)
    case array([PreviewValue])
    /// A struct built with its memberwise initializer: property name → value.
    case object([(String, PreviewValue)])
    case enumCase(String)
    /// `.firstPart(minute: 12)`: a case with its associated values, by payload key.
    case enumValues(String, [(String, PreviewValue)])

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

/// Evaluates the expressions of a `#Preview` block: literals, enum cases, arrays, memberwise
/// initializers (`X(…)`, `.init(…)`, `Self(…)`), static members that build values, and dates relative
/// to the clock's start (`Date.now`, `.now`, `Date()`, `addingTimeInterval`, `Date(timeIntervalSinceNow:)`,
/// `.now + 60 * 5`, `a...b`).
struct PreviewEvaluator {
    let index: DeclarationIndex
    let files: [SwiftSourceFile]
    let start: Date
    var file = 0
    var depth = 0
    var diagnostics: [Diagnostic] = []
    /// The type whose static members a bare name may be (a `PreviewProvider`'s `static let state`).
    var selfType: String?
    /// The parameters of a static function being evaluated (`staticFunctionValue`).
    var locals: [String: PreviewValue] = [:]

    mutating func fail(_ syntax: some SyntaxProtocol, _ message: String) -> PreviewValue? {
        let (line, column) = files[file].place(syntax)
        let diagnostic = Diagnostic.warning(SwiftUIDiagnosticCode.unsupportedExpression, "\(files[file].path):\(line):\(column): \(message)")
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        return nil
    }

    /// - Parameter type: the qualified type the value should have, where known (for `.init(…)`, `.case`).
    mutating func evaluate(_ syntax: ExprSyntax, type: String?) -> PreviewValue? {
        guard depth < 64 else { return fail(syntax, "the preview value nests deeper than 64 levels") }
        depth += 1
        defer { depth -= 1 }
        if let i = syntax.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int64(i.literal.text.replacingEvery("_", with: "")) else { return fail(syntax, "integer out of range") }
            return type.map(Self.isFloating) == true ? .double(Double(value)) : .int(value)
        }
        if let f = syntax.as(FloatLiteralExprSyntax.self), let d = Double(f.literal.text.replacingEvery("_", with: "")) { return .double(d) }
        if let b = syntax.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if syntax.is(NilLiteralExprSyntax.self) { return .null }
        if let s = syntax.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in s.segments.nodes {
                if let part = segment.as(StringSegmentSyntax.self) { text += LiteralText.unescape(part.content.text); continue }
                guard let e = segment.as(ExpressionSegmentSyntax.self), let first = e.expressions.first, let v = evaluate(first.expression, type: nil) else { return nil }
                text += Self.display(v)
            }
            return .string(text)
        }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression, type: type) }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) { return evaluate(unwrap.expression, type: type) }
        if let array = syntax.as(ArrayExprSyntax.self) {
            var items: [PreviewValue] = []
            for element in array.elements.nodes {
                guard let v = evaluate(element.expression, type: TypeText.element(type)) else { return nil }
                items.append(v)
            }
            return .array(items)
        }
        // `[Donut.classic.id: 4]`: an object keyed by each key's text (`[Int: T]` reads its keys back).
        if let dictionary = syntax.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .object([]) }
            var fields: [(String, PreviewValue)] = []
            for element in elements.nodes {
                guard let key = evaluate(element.key, type: nil), let value = evaluate(element.value, type: nil) else { return nil }
                switch key {
                case .string(let text): fields.append((text, value))
                case .int(let number): fields.append((String(number), value))
                default: return fail(element.key, "a dictionary key of the preview must be a String or an Int")
                }
            }
            return .object(fields)
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let v = evaluate(prefix.expression, type: type) {
            switch v {
            case .int(let i): return .int(-i)
            case .double(let d): return .double(-d)
            default: return fail(syntax, "cannot negate this value")
            }
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            if sequence.elements.count == 3, sequence.elements.nodes[1].is(UnresolvedAsExprSyntax.self) { return cast(sequence) }
            return self.sequence(sequence, type: type)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self) { return self.member(member, type: type) }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return self.call(call, type: type) }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] { return local }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), let global = index.globals[reference.baseName.text], let value = global.node.initializer?.value {
            return inFile(global.file) { $0.evaluate(value, type: type) }
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), let selfType, let (binding, declFile) = index.types[selfType]?.staticMember(reference.baseName.text),
           let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) {
            return inFile(declFile) { $0.evaluate(value, type: type) }
        }
        return fail(syntax, "cannot evaluate '\(syntax.trimmedSource.prefix(60))' for the preview")
    }

    mutating func inFile<T>(_ index: Int, _ body: (inout PreviewEvaluator) -> T) -> T {
        let saved = file
        file = index
        defer { file = saved }
        return body(&self)
    }

    static func isFloating(_ type: String) -> Bool {
        ["Double", "Float", "CGFloat", "TimeInterval", "Double?", "Float?"].contains(type)
    }

    static func display(_ value: PreviewValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .enumCase(let name): return name
        default: return "…"
        }
    }

    mutating func sequence(_ sequence: SequenceExprSyntax, type: String?) -> PreviewValue? {
        let elements = sequence.elements.nodes
        // Fold by precedence: `*` `/` first, then `+` `-`, then `...` / `..<`.
        var operands: [PreviewValue] = []
        var operators: [String] = []
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return fail(element, "cannot evaluate this operator for the preview") }
                operators.append(op)
            } else {
                guard let v = evaluate(element, type: nil) else { return nil }
                operands.append(v)
            }
        }
        for group in [["*", "/"], ["+", "-"], ["...", "..<"]] {
            var index = 0
            while index < operators.count {
                guard group.contains(operators[index]) else { index += 1; continue }
                guard let combined = apply(operators[index], operands[index], operands[index + 1]) else { return fail(sequence, "cannot evaluate '\(sequence.trimmedSource.prefix(60))' for the preview") }
                operands[index] = combined
                operands.remove(at: index + 1)
                operators.remove(at: index)
            }
        }
        guard operators.isEmpty, let result = operands.first else { return fail(sequence, "cannot evaluate '\(sequence.trimmedSource.prefix(60))' for the preview") }
        if let type, Self.isFloating(type), case .int(let i) = result { return .double(Double(i)) }
        return result
    }

    func apply(_ op: String, _ a: PreviewValue, _ b: PreviewValue) -> PreviewValue? {
        switch (op, a, b) {
        case ("...", .date(let x), .date(let y)), ("..<", .date(let x), .date(let y)): return .range(x, y)
        case ("+", .date(let d), _): return b.number.map { .date(d + $0) }
        case ("-", .date(let d), _): return b.number.map { .date(d - $0) }
        case ("+", _, .date(let d)): return a.number.map { .date(d + $0) }
        case (_, .int(let x), .int(let y)):
            switch op {
            case "+": return .int(x &+ y)
            case "-": return .int(x &- y)
            case "*": return .int(x &* y)
            case "/": return y == 0 ? nil : .int(x / y)
            default: return nil
            }
        case ("+", .string(let x), .string(let y)): return .string(x + y)
        default:
            guard let x = a.number, let y = b.number else { return nil }
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return y == 0 ? nil : .double(x / y)
            default: return nil
            }
        }
    }

    mutating func member(_ member: MemberAccessExprSyntax, type: String?) -> PreviewValue? {
        let name = member.declName.baseName.text
        guard let baseSyntax = member.base else {
            if name == "now" { return .date(start.timeIntervalSince1970) }
            guard let type = TypeText.unwrapped(type) else { return .enumCase(name) }
            return staticMember(type, name, member)
        }
        let baseText = baseSyntax.trimmedSource
        if baseText == "Date", name == "now" { return .date(start.timeIntervalSince1970) }
        // `.Examples.roma` where the expected type declares `enum Examples { static let roma = … }`.
        if let implicit = baseSyntax.as(MemberAccessExprSyntax.self), implicit.base == nil, let type = TypeText.unwrapped(type),
           let nested = index.resolveTypeName(implicit.declName.baseName.text, from: type) {
            return staticMember(nested, name, member)
        }
        if let qualified = typeName(baseText, scope: type) { return staticMember(qualified, name, member) }
        guard let base = evaluate(baseSyntax, type: nil) else { return nil }
        switch (base, name) {
        case (.range(let low, _), "lowerBound"): return .date(low)
        case (.range(_, let high), "upperBound"): return .date(high)
        case (.date(let t), "timeIntervalSince1970"): return .double(t)
        case (.date(let t), "timeIntervalSinceReferenceDate"): return .double(t - 978_307_200)
        case (.object(let fields), _): return fields.first { $0.0 == name }?.1 ?? fail(member, "no '\(name)' in this value")
        // `UUID().uuidString`, `url.absoluteString`: both are kept as their text already.
        case (.string, "uuidString"), (.string, "absoluteString"): return base
        default: return fail(member, "cannot evaluate '.\(name)' for the preview")
        }
    }

    func typeName(_ text: String, scope: String?) -> String? {
        if text == "Self", let scope { return TypeText.unwrapped(scope) }
        guard text.first?.isUppercase ?? false else { return nil }
        return index.resolveTypeName(text, from: TypeText.unwrapped(scope) ?? "")
    }

    /// `.case` of an enum, or a static member of a type that builds a value.
    mutating func staticMember(_ type: String, _ name: String, _ syntax: some SyntaxProtocol) -> PreviewValue? {
        guard let info = index.types[type] else { return .enumCase(name) }
        // A case with associated values is not a value by itself: `.active` is then a static member.
        if info.cases.contains(where: { $0.name == name && !$0.hasAssociatedValues }) { return .enumCase(name) }
        guard let (binding, declFile) = info.staticMember(name),
              let value = binding.initializer?.value ?? BodyShapes.getterBody(binding).flatMap(BodyShapes.singleValue)?.as(ExprSyntax.self) else {
            return fail(syntax, "\(info.simpleName) has no static member '\(name)' the preview can read")
        }
        // `static var state: ContentState { .active(…) }`: the member's own type, where written.
        let written = binding.typeAnnotation.map { typeSpelling($0.type, scope: type) }
        let declared = written.flatMap { index.types[TypeText.unwrapped($0) ?? ""] == nil ? nil : $0 } ?? type
        return inFile(declFile) { $0.evaluate(value, type: declared) }
    }

    /// The default value an initializer of the type gives its parameter labelled `name`.
    static func defaultArgument(_ name: String, of info: DeclarationIndex.TypeInfo) -> (ExprSyntax, Int)? {
        for member in info.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            if let value = initializer.signature.parameterClause.parameters.nodes.first(where: { $0.firstName.text == name })?.defaultValue?.value {
                return (value, member.file)
            }
        }
        return nil
    }

    mutating func call(_ call: FunctionCallExprSyntax, type: String?) -> PreviewValue? {
        if let made = caseCall(call, type: type) { return made }
        if let date = calendarDate(call) { return date }
        let arguments = call.arguments.nodes
        let labels = arguments.map { $0.label?.text }
        let callee = call.calledExpression
        var constructed: String? = nil
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                if name.first?.isUppercase == true, let qualified = typeName(member.trimmedSource, scope: type) { constructed = qualified }
                else if name == "init", let qualified = typeName(base.trimmedSource, scope: type) { constructed = qualified }
                else if name == "addingTimeInterval", let d = evaluate(base, type: "Date"), case .date(let t) = d,
                        let s = arguments.first.flatMap({ evaluate($0.expression, type: "Double") })?.number {
                    return .date(t + s)
                } else if ["pngData", "jpegData", "heicData"].contains(name) {
                    // An app image's bytes: no source holds them; empty data stands in.
                    return .string("")
                } else if let qualified = typeName(base.trimmedSource, scope: type), let value = staticFunctionValue(qualified, call, name: name) {
                    return value
                } else { return fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview") }
            } else if name == "init" {
                constructed = TypeText.unwrapped(type)
            } else if let expected = TypeText.unwrapped(type), let value = staticFunctionValue(expected, call, name: name) {
                return value
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch name {
            case "Date":
                if arguments.isEmpty { return .date(start.timeIntervalSince1970) }
                if let s = arguments.first.flatMap({ evaluate($0.expression, type: "Double") })?.number {
                    switch labels.first ?? nil {
                    case "timeIntervalSinceNow": return .date(start.timeIntervalSince1970 + s)
                    case "timeIntervalSince1970": return .date(s)
                    case "timeIntervalSinceReferenceDate": return .date(s + 978_307_200)
                    // `Date(timeInterval: 3600, since: .now)`: seconds after another date.
                    case "timeInterval" where labels.count == 2 && labels[1] == "since":
                        if case .date(let since)? = evaluate(arguments[1].expression, type: "Date") { return .date(since + s) }
                    default: break
                    }
                }
                return fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview")
            case "String" where labels.first == "localized":
                // `String(localized: "Classic", bundle: .module, comment: …)`: the key's own text.
                return arguments.first.flatMap { evaluate($0.expression, type: "String") }
            case "UUID":
                if arguments.isEmpty { return .string("00000000-0000-0000-0000-000000000000") }
                return arguments.first.flatMap { evaluate($0.expression, type: "String") }
            case "UIImage":
                return arguments.first.flatMap { evaluate($0.expression, type: "String") }
            case "URL":
                return arguments.first.flatMap { evaluate($0.expression, type: "String") }
            case "Double", "Float", "CGFloat", "TimeInterval":
                return arguments.first.flatMap { evaluate($0.expression, type: "Double") }.flatMap { $0.number.map(PreviewValue.double) }
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                return arguments.first.flatMap { evaluate($0.expression, type: "Int") }.flatMap { $0.number.map { .int(Int64($0.rounded(.towardZero))) } }
            default:
                constructed = typeName(name, scope: type)
            }
        }
        guard let constructed, let info = index.types[constructed] else { return fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview") }
        // The memberwise initializer: stored properties in order, those with a value optional.
        var fields: [(String, PreviewValue)] = []
        let properties = info.stored.filter { !$0.isWrapped && !($0.isLet && $0.initializer != nil) }
        for property in properties {
            let propertyType = property.type.map { typeSpelling($0, scope: constructed) }
            if let argument = arguments.first(where: { $0.label?.text == property.name }) {
                guard let v = inFile(file, { $0.evaluate(argument.expression, type: propertyType) }) else { return nil }
                fields.append((property.name, v))
            } else if let initial = property.initializer {
                guard let v = inFile(property.file, { $0.evaluate(initial, type: propertyType) }) else { return nil }
                fields.append((property.name, v))
            } else if let (initial, declFile) = Self.defaultArgument(property.name, of: info) {
                // `init(sour: Int = 0, …)`: the default of the initializer's parameter of that name.
                guard let v = inFile(declFile, { $0.evaluate(initial, type: propertyType) }) else { return nil }
                fields.append((property.name, v))
            } else if property.type?.is(OptionalTypeSyntax.self) == true {
                fields.append((property.name, .null))
            } else {
                return fail(call, "missing argument '\(property.name):' for \(info.simpleName)")
            }
        }
        return .object(fields)
    }

    func typeSpelling(_ type: TypeSyntax, scope: String) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeSpelling(optional.wrappedType, scope: scope) + "?" }
        if let array = type.as(ArrayTypeSyntax.self) { return "[" + typeSpelling(array.element, scope: scope) + "]" }
        let text = type.trimmedSource
        return index.resolveTypeName(text, from: scope) ?? text
    }

    /// The value as the JSON a push carries, typed by the contract (dates as seconds since 2001,
    /// ranges as `[lower, upper]`, enum cases as raw values, keys from `CodingKeys`).
    static func encode(_ value: PreviewValue, as type: SwiftType, contract: ContentStateContract) -> JSONValue {
        switch (value, type) {
        case (.null, _): return .null
        case (_, .optional(let inner)): return encode(value, as: inner, contract: contract)
        case (.date(let t), _): return .number(number(t - 978_307_200))
        case (.range(let a, let b), _): return .array([.number(number(a - 978_307_200)), .number(number(b - 978_307_200))])
        case (.bool(let b), _): return .bool(b)
        case (.int(let i), .double), (.int(let i), .float), (.int(let i), .float16): return .number(number(Double(i)))
        case (.int(let i), _): return .number(String(i))
        case (.double(let d), _): return .number(number(d))
        case (.string(let s), _): return .string(s)
        case (.array(let items), .array(let element)): return .array(items.map { encode($0, as: element, contract: contract) })
        case (.array(let items), _): return .array(items.map { encode($0, as: .string, contract: contract) })
        case (.enumCase(let name), .named(let enumName)):
            guard let spec = contract.enums[enumName], let found = spec.cases.first(where: { $0.name == name }) else { return .string(name) }
            if spec.customDecoding != nil { return encodeCase(name, [], spec, contract: contract) }
            if spec.rawType == .none { return .object([JSONMember(key: found.name, value: .object([]))]) }
            switch found.rawValue {
            case .string(let s): return .string(s)
            case .int(let i): return .number(String(i))
            }
        case (.enumCase(let name), _): return .string(name)
        case (.enumValues(let name, let values), .named(let enumName)):
            return encodeCase(name, values, contract.enums[enumName], contract: contract)
        case (.enumValues(let name, _), _): return .string(name)
        case (.object(let fields), .named(let structName)):
            guard let spec = contract.structs[structName] else { return .object([]) }
            return object(fields, spec.fields, contract: contract)
        // A dictionary literal, keyed by its keys' text.
        case (.object(let fields), .dictionary(let element)), (.object(let fields), .intDictionary(let element)):
            return .object(fields.map { JSONMember(key: $0.0, value: encode($0.1, as: element, contract: contract)) })
        case (.object, _): return .object([])
        }
    }

    static func object(_ fields: [(String, PreviewValue)], _ specs: [FieldSpec], contract: ContentStateContract) -> JSONValue {
        .object(specs.compactMap { spec in
            guard let value = fields.first(where: { $0.0 == spec.name })?.1 else { return nil }
            // JSONEncoder leaves out a nil optional (encodeIfPresent).
            if case .null = value { return nil }
            return JSONMember(key: spec.key, value: encode(value, as: spec.type, contract: contract))
        })
    }

    static func number(_ d: Double) -> String {
        d.isFinite ? NumberText.of(d) : "0"
    }
}
