extension IR {
    /// A `struct`, `enum`, `class` or `protocol` with every extension of it merged in.
    public struct TypeDeclaration: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case structure, enumeration, classType, protocolType }

        /// The qualified name: `Outer.Inner`.
        public var name: String
        public var kind: Kind
        /// The types after the colon: a raw value type first for an enum, protocols.
        public var inherited: [TypeName]
        public var cases: [EnumCase]
        /// Stored properties in declaration order (the memberwise initializer's order).
        public var storedProperties: [StoredProperty]
        /// Computed properties by name: their getter bodies.
        public var computedProperties: [String: ComputedProperty]
        public var methods: [Function]
        public var initializers: [Function]
        public var subscripts: [Function]
        public var range: SourceRange
        /// Whether the type's own declaration (not an extension) writes an `init`: Swift then makes
        /// no memberwise initializer.
        public var declaresInitializer = false

        public init(name: String, kind: Kind, inherited: [TypeName] = [], cases: [EnumCase] = [], storedProperties: [StoredProperty] = [],
                    computedProperties: [String: ComputedProperty] = [:], methods: [Function] = [], initializers: [Function] = [],
                    subscripts: [Function] = [], range: SourceRange = .none) {
            self.name = name
            self.kind = kind
            self.inherited = inherited
            self.cases = cases
            self.storedProperties = storedProperties
            self.computedProperties = computedProperties
            self.methods = methods
            self.initializers = initializers
            self.subscripts = subscripts
            self.range = range
        }

        /// The enum's raw value type, when its first inherited type is one Swift allows.
        public var rawType: TypeName? {
            guard kind == .enumeration, let first = inherited.first, let name = first.simpleName,
                [
                    "String", "Int", "Double", "Float", "CGFloat", "Character", "UInt", "Int8", "Int16", "Int32",
                    "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
                ]
                      .contains(name) else { return nil }
            return first
        }

        /// Adds an extension's members.
        public mutating func merge(_ other: TypeDeclaration) {
            inherited += other.inherited
            declaresInitializer = declaresInitializer || other.declaresInitializer
            cases += other.cases
            storedProperties += other.storedProperties.filter(\.isStatic)
            computedProperties.merge(other.computedProperties) { mine, _ in mine }
            methods += other.methods
            initializers += other.initializers
            subscripts += other.subscripts
        }
    }

    public struct EnumCase: Sendable, Equatable {
        public var name: String
        /// `case a = "x"`: the literal, when written.
        public var rawValue: Expr?
        /// `case a(Int, label: String)`.
        public var payload: [(label: String?, type: TypeName)]

        public init(name: String, rawValue: Expr? = nil, payload: [(label: String?, type: TypeName)] = []) {
            self.name = name
            self.rawValue = rawValue
            self.payload = payload
        }

        public static func == (a: EnumCase, b: EnumCase) -> Bool {
            a.name == b.name && a.rawValue == b.rawValue && a.payload.map(\.label) == b.payload.map(\.label)
                && a.payload.map(\.type) == b.payload.map(\.type)
        }
    }

    public struct StoredProperty: Sendable, Equatable {
        public var name: String
        public var type: TypeName?
        public var defaultValue: Expr?
        public var isVariable: Bool
        public var isStatic: Bool
        /// `@State`, `@Environment(\.colorScheme)`: the property's value is the wrapper's.
        public var wrapper: PropertyWrapper?
        /// `@ViewBuilder var content: () -> C`: a closure the memberwise initializer takes is built.
        public var isBuilder: Bool

        public init(name: String, type: TypeName? = nil, defaultValue: Expr? = nil, isVariable: Bool = false, isStatic: Bool = false,
                    wrapper: PropertyWrapper? = nil, isBuilder: Bool = false) {
            self.isBuilder = isBuilder
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isVariable = isVariable
            self.isStatic = isStatic
            self.wrapper = wrapper
        }
    }

    /// A property wrapper's attribute as written: its type's name and arguments.
    public struct PropertyWrapper: Sendable, Equatable {
        public var name: String
        public var arguments: [Argument]
        public init(name: String, arguments: [Argument] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    public struct ComputedProperty: Sendable, Equatable {
        public var type: TypeName?
        public var getter: [Stmt]
        public var isStatic: Bool

        public init(type: TypeName?, getter: [Stmt], isStatic: Bool = false) {
            self.type = type
            self.getter = getter
            self.isStatic = isStatic
        }
    }

    /// What a set of source files declares: types, free functions and global values.
    public struct Program: Sendable, Equatable {
        public var types: [String: TypeDeclaration]
        public var functions: [String: [Function]]
        /// Global `let`/`var`s, evaluated lazily on first use as Swift's globals are.
        public var globals: [String: StoredProperty]
        /// `typealias` declarations by qualified name: `A.ContentState` = `TimerState`.
        public var aliases: [String: TypeName] = [:]

        public init(types: [String: TypeDeclaration] = [:], functions: [String: [Function]] = [:], globals: [String: StoredProperty] = [:]) {
            self.types = types
            self.functions = functions
            self.globals = globals
            self.extensionOnly = []
        }

        /// The declared type `name` stands for, following type aliases; nil when none is declared.
        /// `name` as written inside `scope`: nested in it or in a type around it, the innermost
        /// first, else at the top level; with the qualified name it was found by.
        public func declaration(
            named name: String, inside scope: String?
        ) -> (qualified: String, declaration: TypeDeclaration)? {
            var outer = scope
            while let current = outer, !current.isEmpty {
                let qualified = current + "." + name
                if let found = declaration(named: qualified) { return (qualified, found) }
                outer = current.enclosingName.map(String.init)
            }
            return declaration(named: name).map { (name, $0) }
        }

        public func declaration(named name: String) -> TypeDeclaration? {
            var current = name
            for _ in 0..<16 {
                if let declared = types[current] { return declared }
                guard let alias = aliases[current], case .named(let target, _) = alias else { return nil }
                // An alias written inside a type names its siblings relative to it.
                if let enclosing = current.enclosingName, types[target] == nil, aliases[target] == nil {
                    current = enclosing + "." + target
                    if types[current] == nil, aliases[current] == nil { current = target }
                } else {
                    current = target
                }
            }
            return nil
        }

        /// Names known only from an extension so far: their declaration, read later, decides the kind.
        public var extensionOnly: Set<String>

        /// Adds a type declaration or an extension (`isExtension`), merging members of the same type.
        public mutating func add(_ type: TypeDeclaration, isExtension: Bool = false) {
            guard var existing = types[type.name] else {
                types[type.name] = type
                if isExtension { extensionOnly.insert(type.name) }
                return
            }
            if !isExtension, extensionOnly.remove(type.name) != nil {
                var declared = type
                declared.merge(existing)
                types[type.name] = declared
            } else {
                existing.merge(type)
                types[type.name] = existing
            }
        }

        /// `extension A.ContentState` where `ContentState` is an alias: its members are the aliased
        /// type's, so they join its declaration once every file is read.
        public mutating func mergeAliasedExtensions() {
            for name in extensionOnly.sorted() where aliases[name] != nil {
                guard let members = types.removeValue(forKey: name) else { continue }
                guard var target = declaration(named: name) else {
                    types[name] = members
                    continue
                }
                target.merge(members)
                types[target.name] = target
                extensionOnly.remove(name)
            }
        }
    }
}
