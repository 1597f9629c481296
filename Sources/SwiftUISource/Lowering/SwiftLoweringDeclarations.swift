import Expressions
import SwiftSyntax

extension SwiftLowering {
    /// Every type, function and global a file declares, merged into `program`; `#if` blocks
    /// contribute their first clause. Top-level statements (a script's) are returned in order.
    public func declare(_ file: SourceFileSyntax, into program: inout IR.Program) -> [IR.Stmt] {
        var topLevel: [IR.Stmt] = []
        for item in file.statements.nodes {
            if case .decl(let decl) = item.item {
                declare(decl, in: nil, into: &program)
            } else {
                topLevel += statement(item)
            }
        }
        return topLevel
    }

    func declare(_ decl: DeclSyntax, in outer: String?, into program: inout IR.Program) {
        func qualified(_ name: String) -> String { outer.map { $0 + "." + name } ?? name }
        if let s = decl.as(StructDeclSyntax.self) {
            declareType(
                qualified(s.name.plainText), .structure, s.inheritanceClause, s.memberBlock, s, isExtension: false,
                into: &program)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            declareType(
                qualified(e.name.plainText), .enumeration, e.inheritanceClause, e.memberBlock, e, isExtension: false,
                into: &program)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            declareType(
                qualified(c.name.plainText), .classType, c.inheritanceClause, c.memberBlock, c, isExtension: false,
                into: &program)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            declareType(
                qualified(p.name.plainText), .protocolType, p.inheritanceClause, p.memberBlock, p, isExtension: false,
                into: &program)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = type(x.extendedType)
            let simple: String
            switch name {
            case .array: simple = "Array"
            case .optional: simple = "Optional"
            case .dictionary: simple = "Dictionary"
            case .named(let n, _): simple = n
            default: simple = name.description
            }
            declareType(simple, .structure, x.inheritanceClause, x.memberBlock, x, isExtension: true, into: &program)
        } else if let f = decl.as(FunctionDeclSyntax.self), outer == nil {
            program.functions[f.name.plainText, default: []].append(function(f))
        } else if let v = decl.as(VariableDeclSyntax.self), outer == nil {
            for property in storedProperties(v, isStatic: true) { program.globals[property.name] = property }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            program.aliases[qualified(alias.name.plainText)] = type(alias.initializer.value)
        } else if let config = decl.as(IfConfigDeclSyntax.self), let first = config.clauses.first, case .decls(let members)? = first.elements {
            for member in members.nodes { declare(member.decl, in: outer, into: &program) }
        }
    }

    func declareType(_ name: String, _ kind: IR.TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
                     _ node: some SyntaxProtocol, isExtension: Bool, into program: inout IR.Program) {
        let inherited = inheritance?.inheritedTypes.nodes.map { type($0.type) } ?? []
        var declaration = IR.TypeDeclaration(name: name, kind: kind, inherited: inherited, range: range(node))
        collect(members.members.nodes.map(\.decl), into: &declaration, program: &program)
        if !isExtension { declaration.declaresInitializer = !declaration.initializers.isEmpty }
        program.add(declaration, isExtension: isExtension)
    }

    func collect(_ decls: [DeclSyntax], into declaration: inout IR.TypeDeclaration, program: inout IR.Program) {
        for decl in decls {
            if let v = decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.nodes.contains { ["static", "class"].contains($0.name.plainText) }
                for binding in v.bindings.nodes {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else {
                        continue
                    }
                    let bindingType = binding.typeAnnotation.map { type($0.type) }
                    if let accessors = binding.accessorBlock, let getter = getter(accessors) {
                        declaration.computedProperties[name] = IR.ComputedProperty(type: bindingType, getter: getter, isStatic: isStatic)
                    } else {
                        declaration.storedProperties.append(IR.StoredProperty(
                            name: name, type: bindingType, defaultValue: binding.initializer.map { expr($0.value) },
                            isVariable: v.bindingSpecifier.tokenKind == .keyword(.var), isStatic: isStatic, wrapper: wrapper(v.attributes),
                            isBuilder: Self.namesBuilder(v.attributes)))
                    }
                }
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements.nodes {
                    let payload =
                        element.parameterClause?.parameters.nodes.map {
                            (label: $0.firstName?.text, type: type($0.type))
                        } ?? []
                    declaration.cases.append(
                        IR.EnumCase(
                            name: element.name.plainText, rawValue: element.rawValue.map { expr($0.value) },
                            payload: payload))
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                declaration.methods.append(function(f))
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                var initializer = IR.Function(
                    name: "init", parameters: parameters(i.signature.parameterClause), body: i.body.map { statements($0.statements) } ?? [],
                    isMutating: true, range: range(i))
                initializer.isFailable = i.optionalMark != nil
                declaration.initializers.append(initializer)
            } else if let s = decl.as(SubscriptDeclSyntax.self), let accessors = s.accessorBlock, let body = getter(accessors) {
                declaration.subscripts.append(IR.Function(
                    name: "subscript", parameters: parameters(s.parameterClause, labelled: false), body: body,
                        returnType: type(s.returnClause.type),
                        isStatic: s.modifiers.nodes.contains { $0.name.plainText == "static" }, range: range(s)))
            } else if let config = decl.as(IfConfigDeclSyntax.self), let first = config.clauses.first, case .decls(let members)? = first.elements {
                collect(members.nodes.map(\.decl), into: &declaration, program: &program)
            } else {
                declare(decl, in: declaration.name, into: &program)
            }
        }
    }

    /// Attributes that are not property wrappers, though written like one.
    static let plainAttributes: Set<String> = ["MainActor", "available", "objc", "nonobjc", "usableFromInline", "inlinable", "IBOutlet",
                                               "IBInspectable", "NSManaged", "GKInspectable", "preconcurrency", "Sendable"]

    /// A stored property's wrapper: its first custom attribute.
    func wrapper(_ attributes: AttributeListSyntax) -> IR.PropertyWrapper? {
        for element in attributes.nodes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            guard !Self.plainAttributes.contains(name), !name.hasSuffix("Builder"), name.first?.isUppercase == true else { continue }
            var arguments: [IR.Argument] = []
            if case .argumentList(let list)? = attribute.arguments {
                arguments = list.nodes.map { IR.Argument($0.label?.text, expr($0.expression)) }
            }
            return IR.PropertyWrapper(name: name, arguments: arguments)
        }
        return nil
    }

    /// A computed property's or subscript's getter body.
    func getter(_ block: AccessorBlockSyntax) -> [IR.Stmt]? {
        switch block.accessors {
        case .getter(let items): return statements(items)
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body else { return nil }
            return statements(body.statements)
        }
    }

    func storedProperties(_ v: VariableDeclSyntax, isStatic: Bool) -> [IR.StoredProperty] {
        v.bindings.nodes.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else { return nil }
            return IR.StoredProperty(name: name, type: binding.typeAnnotation.map { type($0.type) }, defaultValue: binding.initializer.map { expr($0.value) },
                                     isVariable: v.bindingSpecifier.tokenKind == .keyword(.var), isStatic: isStatic)
        }
    }

    public func function(_ f: FunctionDeclSyntax) -> IR.Function {
        var function = IR.Function(
            name: f.name.plainText, parameters: parameters(f.signature.parameterClause),
            body: f.body.map { statements($0.statements) } ?? [],
                                   returnType: f.signature.returnClause.map { type($0.type) },
            isStatic: f.modifiers.nodes.contains { ["static", "class"].contains($0.name.plainText) },
            isMutating: f.modifiers.nodes.contains { $0.name.plainText == "mutating" }, range: range(f))
        function.isBuilder = Self.namesBuilder(f.attributes)
        return function
    }

    static func namesBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.nodes.contains {
            if case .attribute(let a) = $0 { return a.attributeName.trimmedDescription.hasSuffix("Builder") }
            return false
        }
    }

    /// A parameter's label is its first name (nil for `_`); a subscript's parameters have no label
    /// unless they write two names.
    func parameters(_ clause: FunctionParameterClauseSyntax, labelled: Bool = true) -> [IR.Parameter] {
        clause.parameters.nodes.map { p in
            let first = p.firstName.text
            let label: String? = labelled ? (first == "_" ? nil : first) : (p.secondName != nil && first != "_" ? first : nil)
            // `@ViewBuilder content: () -> C` (the parameter's attribute) or `content: @ViewBuilder () -> C` (the type's).
            let isBuilder = Self.namesBuilder(p.attributes) || p.type.as(AttributedTypeSyntax.self).map { Self.namesBuilder($0.attributes) } == true
            let isInout =
                p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
            return IR.Parameter(label: label, name: (p.secondName ?? p.firstName).text, type: type(p.type),
                defaultValue: p.defaultValue.map { expr($0.value) }, isVariadic: p.ellipsis != nil,
                isBuilder: isBuilder,
                                isInout: isInout)
        }
    }
}
