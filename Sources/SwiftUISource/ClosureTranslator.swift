import ActivityLayout
import SwiftSyntax

/// Closures, and the collection methods that take one (`map`, `filter`, `first(where:)`, `reduce`,
/// `sorted(by:)`, …), as the evaluator's `{ a, b in body }` and `{ $0 … }`.
///
/// A closure's body is read as a computed property's is (`let`s, `guard`, `if`, `return`), with
/// its parameters bound to their names, typed by the method when it is known (the element of the
/// array), so `$0.member` finds the properties of that type.
extension Translator {
    /// The methods that take a closure, with how many parameters it gets.
    static let closureMethods: [String: Int] = [
        "map": 1, "compactMap": 1, "flatMap": 1, "filter": 1, "first": 1, "last": 1, "firstIndex": 1, "lastIndex": 1,
        "contains": 1, "allSatisfy": 1, "count": 1, "reduce": 2, "sorted": 2, "min": 2, "max": 2,
    ]

    /// Names the evaluator reads without a declaration, which a parameter must not take over.
    static let evaluatorRootNames: Set<String> = ["state", "attributes", "context", "now"]

    /// `base.name(…)` when it is one of `closureMethods`, given a closure, a key path (`\.name`) or
    /// an operator (`reduce(0, +)`, `sorted(by: >)`), or `sorted()`, `min()`, `max()`,
    /// `firstIndex(of:)`. Nil when it is not; `.some(nil)` when it could not be read (reported).
    mutating func closureMethodCall(_ call: FunctionCallExprSyntax, _ name: String, base: Term, chained: Bool, _ scope: Scope) -> Term?? {
        guard let arity = Self.closureMethods[name] else { return nil }
        // A method of the app's own type keeps its own meaning.
        if let type = TypeText.unwrapped(base.type), index.types[type]?.function(name) != nil { return nil }
        var arguments = call.arguments.nodes.map(\.expression)
        if let trailing = call.trailingClosure { arguments.append(ExprSyntax(trailing)) }
        let element = TypeText.element(base.type)
        guard let last = arguments.last, Self.isFunction(last, scope) else {
            if arguments.isEmpty, ["sorted", "min", "max"].contains(name) {
                return .value(base.operand + "." + name + "()", name == "sorted" ? TypeText.unwrapped(base.type) : element.map { $0 + "?" })
            }
            if ["firstIndex", "lastIndex"].contains(name), call.arguments.count == 1, call.arguments.first?.label?.text == "of" {
                guard let target = expr(arguments[0], scope) else { return .some(nil) }
                return .value(base.operand + "." + name + "(" + target.text + ")", "Int?")
            }
            return nil
        }
        // `optional.map { … }` is Optional's: the closure gets the wrapped value (`a?.map` is the array's).
        let wrapped = (base.type?.hasSuffix("?") ?? false) && !chained && (name == "map" || name == "flatMap")
        let parameter = wrapped ? TypeText.unwrapped(base.type) : element
        var leading: [Term] = []
        for argument in arguments.dropLast() {
            guard let term = expr(argument, scope) else { return .some(nil) }
            leading.append(term)
        }
        let parameterTypes: [String?] = arity == 1 ? [parameter] : name == "reduce" ? [leading.first?.type, parameter] : [parameter, parameter]
        guard let function = function(last, parameterTypes: parameterTypes, scope) else { return .some(nil) }
        let result = function.result
        let type: String?
        switch name {
        case "map": type = wrapped ? result.map { $0 + "?" } : result.map { "[" + $0 + "]" }
        case "compactMap": type = TypeText.unwrapped(result).map { "[" + $0 + "]" }
        case "flatMap": type = wrapped ? result : TypeText.element(result).map { "[" + $0 + "]" }
        case "filter", "sorted": type = TypeText.unwrapped(base.type)
        case "first", "last", "min", "max": type = element.map { $0 + "?" }
        case "firstIndex", "lastIndex": type = "Int?"
        case "contains", "allSatisfy": type = "Bool"
        case "count": type = "Int"
        default: type = leading.first?.type
        }
        let argumentText = (leading.map(\.text) + [function.text]).joined(separator: ", ")
        if wrapped, TypeText.element(base.type) != nil {
            // An optional array: the evaluator's `map` of an array is the array's own, so the value
            // goes in a one-element array and comes out again.
            return .value("(" + base.operand + " == nil ? nil : [" + base.text + "].map(" + argumentText + ").first)", type)
        }
        return .value(base.operand + "." + name + "(" + argumentText + ")", type)
    }

    /// A closure, a key path or an operator: what a method takes as a function.
    /// A `let` bound to a closure counts too (`let isLate = { … }; trains.filter(isLate)`).
    static func isFunction(_ syntax: ExprSyntax, _ scope: Scope) -> Bool {
        if syntax.is(ClosureExprSyntax.self) || syntax.is(KeyPathExprSyntax.self) { return true }
        guard let name = syntax.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return operatorClosures[name] != nil || scope.bindings[name]?.type == "Closure"
    }

    /// Operators passed as functions (`reduce(0, +)`, `sorted(by: >)`), as the closures they stand for.
    static let operatorClosures: [String: String] = [
        "+": "{ $0 + $1 }", "-": "{ $0 - $1 }", "*": "{ $0 * $1 }", "<": "{ $0 < $1 }", ">": "{ $0 > $1 }",
        "<=": "{ $0 <= $1 }", ">=": "{ $0 >= $1 }", "==": "{ $0 == $1 }", "&&": "{ $0 && $1 }", "||": "{ $0 || $1 }",
    ]

    /// The function's text and the type its result has, where known.
    mutating func function(_ syntax: ExprSyntax, parameterTypes: [String?], _ scope: Scope) -> (text: String, result: String?)? {
        if let closure = syntax.as(ClosureExprSyntax.self) { return self.closure(closure, parameterTypes: parameterTypes, scope) }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) { return self.keyPath(keyPath, parameterType: parameterTypes.first ?? nil, scope) }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), let text = Self.operatorClosures[reference.baseName.text] {
            let comparison = ["<", ">", "<=", ">=", "==", "&&", "||"].contains(reference.baseName.text)
            return (text, comparison ? "Bool" : parameterTypes.last ?? nil)
        }
        if let name = syntax.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = scope.bindings[name], bound.type == "Closure" {
            return (bound.text, nil)
        }
        return nil
    }

    /// `{ a, b in … }` or `{ $0 … }`, its parameters bound in `scope` for its body.
    mutating func closure(_ syntax: ClosureExprSyntax, parameterTypes: [String?], _ scope: Scope) -> (text: String, result: String?)? {
        var names: [String]
        var parameterTypes = parameterTypes
        let shorthand: Bool
        switch syntax.signature?.parameterClause {
        case .simpleInput(let list)?:
            names = list.nodes.map(\.name.text)
            shorthand = false
        case .parameterClause(let clause)?:
            names = clause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text }
            // `{ (train: Train) in … }`: the written type stands.
            parameterTypes = clause.parameters.nodes.enumerated().map { offset, parameter in
                parameter.type.flatMap { typeText($0, scope: scope.selfType ?? "") } ?? (offset < parameterTypes.count ? parameterTypes[offset] : nil)
            }
            shorthand = false
        case nil:
            // `$0`, `$1`: as many as the method passes, or as the body reads.
            let highest = syntax.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                guard case .dollarIdentifier(let text) = token.tokenKind else { return nil }
                return Int(text.dropFirst())
            }.max()
            let count = max(parameterTypes.count, (highest ?? -1) + 1)
            names = (0..<count).map { "$\($0)" }
            shorthand = syntax.signature == nil
        }
        var inner = scope
        var emitted: [String] = []
        for (offset, name) in names.enumerated() {
            let spelled = name == "_" ? name : freshName(name, scope)
            emitted.append(spelled)
            inner.unreadable.remove(name)
            inner.bindings[name] = .value(spelled, offset < parameterTypes.count ? parameterTypes[offset] : nil)
        }
        guard !syntax.statements.isEmpty else { return unsupported(syntax, "a closure with no statements gives no value").map { ($0.text, nil) } }
        guard let body = statementsValue(syntax.statements, inner) else { return nil }
        if shorthand, emitted == names { return ("{ " + body.text + " }", body.type) }
        return ("{ " + (emitted.isEmpty ? "" : emitted.joined(separator: ", ") + " in ") + body.text + " }", body.type)
    }

    /// `\.a.b` as `{ $0.a.b }`, each property found on the type before it.
    mutating func keyPath(_ syntax: KeyPathExprSyntax, parameterType: String?, _ scope: Scope) -> (text: String, result: String?)? {
        let parameter = freshName("$0", scope)
        var term = Term.value(parameter, parameterType)
        for component in syntax.components {
            switch component.component {
            case .property(let property):
                guard let next = valueMember(term, property.declName.baseName.text, property, scope) else { return nil }
                term = next
            case .optional:
                continue
            default:
                return unsupported(syntax, "a key path with a subscript or method is not read; shown as a placeholder").map { ($0.text, nil) }
            }
        }
        let text = parameter == "$0" ? "{ " + term.text + " }" : "{ " + parameter + " in " + term.text + " }"
        return (text, term.type)
    }

    /// `name`, or `name_1`, `name_2`, … when the text of a binding in scope already reads `name` (it
    /// would then read the parameter instead), or it is a name the evaluator itself knows.
    func freshName(_ name: String, _ scope: Scope) -> String {
        // A binding of the same name is shadowed in the body, so what its text reads does not matter.
        let texts = scope.bindings.filter { $0.key != name }.map(\.value.text) + scope.members.filter { $0.key != name }.map(\.value.text) + [scope.selfTerm?.text ?? ""]
        var candidate = name
        var suffix = 1
        while Self.evaluatorRootNames.contains(candidate) || texts.contains(where: { Self.reads($0, candidate) }) {
            candidate = name + "_" + String(suffix)
            suffix += 1
        }
        return candidate
    }

    /// Whether expression `text` reads the name `name` (not a member or a longer name that contains it).
    static func reads(_ text: String, _ name: String) -> Bool {
        func isNamePart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !isNamePart(before), before != ".", !isNamePart(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}
