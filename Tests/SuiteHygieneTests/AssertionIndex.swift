import SwiftParser
import SwiftSyntax

/// Which functions of the test sources can record a failure: those that expand `#expect` or
/// `#require`, call `Issue.record` or `withKnownIssue`, or call such a function of the test
/// sources. A helper that only throws does not count: a test whose one way to fail is a thrown
/// time-out asserts nothing about its subject.
///
/// Calls are matched to declarations by base name and argument labels (defaulted and closure
/// parameters may be left out), which is what can be known without type-checking.
struct AssertionIndex {
    struct Function {
        var signature: FunctionSignature
        /// Whether the body itself records failures.
        var assertsDirectly: Bool
        /// What the body calls.
        var calls: [CallShape]
        /// Where it is, for messages.
        var file: String
        var line: Int
        var isTest: Bool
        /// The type (or extension) it is declared in; nil at the top level.
        var owner: String?
    }

    /// A declaration's name and parameters.
    struct FunctionSignature: Hashable {
        var name: String
        var labels: [String?]
        /// Parameters a call may leave out (a default value, or a closure given as trailing closure).
        var omissible: [Bool]
    }

    /// A call's name, its argument labels and how many trailing closures it has.
    struct CallShape: Hashable {
        var name: String
        var labels: [String?]
        var trailingClosures: Int
        var receiver: Receiver
    }

    /// What a call is made on, as far as syntax tells.
    enum Receiver: Hashable {
        /// `f()`: a free function or a method of the caller's own type.
        case implicit
        /// `Type.f()` or `Self.f()`: a static method of that type.
        case type(String)
        /// `value.f()`: a method of a type syntax cannot tell.
        case value
    }

    private(set) var functions: [Function] = []

    mutating func add(file path: String, source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let collector = FunctionCollector(path: path, converter: converter)
        collector.walk(tree)
        functions += collector.functions
    }

    /// The `@Test` functions that cannot record a failure, as `file:line name`.
    func testsThatCannotFail() -> [String] {
        var asserting = Set(functions.indices.filter { functions[$0].assertsDirectly })
        var changed = true
        while changed {
            changed = false
            for index in functions.indices where !asserting.contains(index) {
                let caller = functions[index]
                let reaches = caller.calls.contains { call in
                    asserting.contains { functions[$0].signature.accepts(call) && functions[$0].isReached(by: call, from: caller.owner) }
                }
                if reaches {
                    asserting.insert(index)
                    changed = true
                }
            }
        }
        return functions.indices
            .filter { functions[$0].isTest && !asserting.contains($0) }
            .map { "\(functions[$0].file):\(functions[$0].line) \(functions[$0].signature.name)" }
    }
}

extension AssertionIndex.Function {
    /// Whether a call with `call`'s receiver, made inside `owner`, can reach this function.
    func isReached(by call: AssertionIndex.CallShape, from caller: String?) -> Bool {
        switch call.receiver {
        case .implicit: return owner == nil || owner == caller
        case .type(let name): return owner == (name == "Self" ? caller : name)
        case .value: return owner != nil
        }
    }
}

extension AssertionIndex.FunctionSignature {
    /// Whether `call` can name this declaration: its labels in order, skipping only parameters that
    /// may be left out, with trailing closures taking the last parameters.
    func accepts(_ call: AssertionIndex.CallShape) -> Bool {
        guard call.name == name, call.trailingClosures <= labels.count else { return false }
        let explicit = labels.count - call.trailingClosures
        var parameter = 0
        for label in call.labels {
            while parameter < explicit, labels[parameter] != label {
                guard omissible[parameter] else { return false }
                parameter += 1
            }
            guard parameter < explicit else { return false }
            parameter += 1
        }
        return (parameter..<explicit).allSatisfy { omissible[$0] }
    }
}

private final class FunctionCollector: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var functions: [AssertionIndex.Function] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter -> (String?, Bool) in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let isClosure = parameter.type.description.contains("->")
            return (label, parameter.defaultValue != nil || isClosure)
        }
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(body)
        let isTest = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
        }
        functions.append(AssertionIndex.Function(
            signature: .init(name: node.name.text, labels: parameters.map(\.0), omissible: parameters.map(\.1)),
            assertsDirectly: calls.asserts,
            calls: calls.calls,
            file: path,
            line: node.startLocation(converter: converter).line,
            isTest: isTest,
            owner: Self.owner(of: node)))
        // Nested functions are collected on their own too.
        return .visitChildren
    }

    /// The innermost type or extension around `node`.
    static func owner(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let s = parent.as(StructDeclSyntax.self) { return s.name.text }
            if let c = parent.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = parent.as(EnumDeclSyntax.self) { return e.name.text }
            if let x = parent.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }
}

private final class CallCollector: SyntaxVisitor {
    var asserts = false
    var calls: [AssertionIndex.CallShape] = []

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if ["expect", "require"].contains(node.macroName.text) { asserts = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let name: String?
        var receiver = AssertionIndex.Receiver.implicit
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            let base = member.base?.trimmedDescription ?? ""
            if base == "Issue", name == "record" { asserts = true }
            receiver = base.first?.isUppercase == true ? .type(base) : .value
        } else {
            name = nil
        }
        if name == "withKnownIssue" { asserts = true }
        if let name {
            let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
            calls.append(.init(name: name, labels: node.arguments.map { $0.label?.text }, trailingClosures: trailing, receiver: receiver))
        }
        return .visitChildren
    }
}
