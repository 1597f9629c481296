/// The names visible at a point of the program: a chain of frames, each a dictionary of variables.
///
/// Variables are references so closures capture them as Swift's do (a `forEach` body adding to a
/// `var total` outside it). Not `Sendable`: one interpreter's evaluation owns it.
final class Scope {
    final class Variable {
        var value: Value
        let isMutable: Bool
        init(_ value: Value, isMutable: Bool) {
            self.value = value
            self.isMutable = isMutable
        }
    }

    private var names: [String: Variable] = [:]
    let parent: Scope?
    /// Inside a type's members: its name, so `Self.x` and unqualified siblings resolve.
    let selfType: String?

    init(parent: Scope?, selfType: String? = nil) {
        self.parent = parent
        self.selfType = selfType ?? parent?.selfType
    }

    func define(_ name: String, _ value: Value, mutable: Bool) {
        names[name] = Variable(value, isMutable: mutable)
    }

    func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let current = scope {
            if let variable = current.names[name] { return variable }
            scope = current.parent
        }
        return nil
    }
}
