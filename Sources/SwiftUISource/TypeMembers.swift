import SwiftSyntax

/// A stored property as Swift's memberwise initializer and synthesized `Codable` see it.
struct StoredProperty {
    var name: String
    var type: TypeSyntax?
    var initializer: ExprSyntax?
    var isLet: Bool
    /// Declared with a property wrapper (`@Environment`, `@State`): not a memberwise parameter.
    var isWrapped: Bool
    /// The key path of `@Environment(\.key)`, when that is the wrapper.
    var environmentKey: String? = nil
    var node: Syntax
    var file: Int
}

/// An enum case with its raw value as written (nil when implicit).
struct EnumCase {
    var name: String
    var rawValue: ExprSyntax?
    var hasAssociatedValues: Bool
    var node: Syntax
    var file: Int

    /// The associated values in order: the key synthesized `Codable` gives each (its label, or
    /// `_0`, `_1`… by position without one), its type, and whether it defaults to `nil`.
    var values: [(key: String, type: TypeSyntax, defaultsToNil: Bool)] {
        guard let parameters = node.as(EnumCaseElementSyntax.self)?.parameterClause?.parameters else { return [] }
        return parameters.nodes.enumerated().map { index, parameter in
            let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
            return (label ?? "_\(index)", parameter.type, parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) ?? false)
        }
    }
}

extension DeclarationIndex.TypeInfo {
    private var variables: [(VariableDeclSyntax, Int)] {
        members.compactMap { member in member.decl.as(VariableDeclSyntax.self).map { ($0, member.file) } }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.nodes.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// Whether a binding stores a value: no accessors, or only `willSet`/`didSet` observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.nodes.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Instance stored properties in declaration order (extensions cannot add any).
    var storedProperties: [StoredProperty] {
        var result: [StoredProperty] = []
        for (decl, file) in variables where !Self.isStatic(decl.modifiers) {
            let isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
            // `@State`, `@Binding` and the observed-object wrappers are memberwise parameters of the wrapped
            // value; `@Environment` and other wrappers are not.
            let memberwiseWrappers: Set<String> = ["State", "Binding", "ObservedObject", "StateObject", "Bindable", "ViewBuilder", "escaping"]
            let wrapped = decl.attributes.nodes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedSource else { return false }
                return !memberwiseWrappers.contains(name)
            }
            let environment = decl.attributes.nodes.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedSource == "Environment" }?
                .arguments?.trimmedSource.replacingEvery("\\.", with: "")
            let bindings = decl.bindings.nodes
            for (index, binding) in bindings.enumerated() {
                guard Self.isStored(binding),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText
                else { continue }
                // `let a, b: Int` gives both names the later annotation.
                let type = binding.typeAnnotation?.type
                    ?? (binding.initializer == nil ? bindings[(index + 1)...].first { $0.typeAnnotation != nil }?.typeAnnotation?.type : nil)
                result.append(StoredProperty(name: name, type: type, initializer: binding.initializer?.value, isLet: isLet,
                                             isWrapped: wrapped, environmentKey: environment, node: Syntax(binding), file: file))
            }
        }
        return result
    }

    /// A computed instance property (`var x: T { … }`), or a stored one's initializer is not included.
    func computedProperty(_ name: String) -> (binding: PatternBindingSyntax, file: Int)? {
        for (decl, file) in variables where !Self.isStatic(decl.modifiers) {
            for binding in decl.bindings.nodes where !Self.isStored(binding) {
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText == name {
                    return (binding, file)
                }
            }
        }
        return nil
    }

    /// Every computed instance property's name.
    var computedPropertyNames: [String] {
        variables.filter { !Self.isStatic($0.0.modifiers) }.flatMap { decl, _ in
            decl.bindings.nodes.filter { !Self.isStored($0) }.compactMap {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText
            }
        }
    }

    /// A `static let`/`static var` member.
    func staticMember(_ name: String) -> (binding: PatternBindingSyntax, file: Int)? {
        for (decl, file) in variables where Self.isStatic(decl.modifiers) {
            for binding in decl.bindings.nodes
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText == name {
                return (binding, file)
            }
        }
        return nil
    }

    /// The `init` a call with `labels` (nil for `_`) names, and for each of its parameters the
    /// index of the argument that gives it (nil: its default value).
    func initializer(labels: [String?]) -> (decl: InitializerDeclSyntax, file: Int, arguments: [Int?])? {
        for member in members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil else { continue }
            let parameters = initializer.signature.parameterClause.parameters.nodes
            func label(_ index: Int) -> String? { parameters[index].firstName.text == "_" ? nil : parameters[index].firstName.text }
            var given: [Int?] = Array(repeating: nil, count: parameters.count)
            var next = 0
            var matches = true
            for (argument, wanted) in labels.enumerated() {
                while next < parameters.count, label(next) != wanted, parameters[next].defaultValue != nil { next += 1 }
                guard next < parameters.count, label(next) == wanted else { matches = false; break }
                given[next] = argument
                next += 1
            }
            if matches, parameters[next...].allSatisfy({ $0.defaultValue != nil }) { return (initializer, member.file, given) }
        }
        return nil
    }

    func function(_ name: String) -> (decl: FunctionDeclSyntax, file: Int)? {
        for member in members {
            if let f = member.decl.as(FunctionDeclSyntax.self), f.name.plainText == name { return (f, member.file) }
        }
        return nil
    }

    var enumCases: [EnumCase] {
        members.flatMap { member -> [EnumCase] in
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return decl.elements.nodes.map {
                EnumCase(
                    name: $0.name.plainText, rawValue: $0.rawValue?.value,
                    hasAssociatedValues: $0.parameterClause != nil,
                         node: Syntax($0), file: member.file)
            }
        }
    }

    /// `init(from decoder: Decoder)`: a hand-written decoder the contract cannot be inferred from.
    var customDecoder: (node: Syntax, file: Int)? {
        for member in members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = initializer.signature.parameterClause.parameters.nodes.map { $0.firstName.text }
            if labels == ["from"] { return (Syntax(initializer), member.file) }
        }
        return nil
    }

    /// The raw type named first in the inheritance clause, when it is one Swift allows for `Codable` enums.
    var rawType: String? {
        inherits.first { ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                          "Double", "Float", "Character"].contains($0) }
    }
}
