/// The loop variables and closure parameters in scope, by name.
///
/// A few at a time, so a list rather than a dictionary: a look-up compares the names, which for
/// short ones is a compare of their bits, where a dictionary hashes the name first. Expressions
/// read loop variables on every view of a `ForEach`, each frame.
public struct Locals: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Each name once; setting a bound name replaces its value in place.
    @usableFromInline var entries: [(name: String, value: ExprValue)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, ExprValue)...) {
        for (name, value) in elements { self[name] = value }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The bound names, in the order they were bound.
    public var names: [String] { entries.map(\.name) }

    public subscript(name: String) -> ExprValue? {
        get {
            for i in entries.indices where entries[i].name == name { return entries[i].value }
            return nil
        }
        set {
            guard let i = entries.firstIndex(where: { $0.name == name }) else {
                if let newValue { entries.append((name, newValue)) }
                return
            }
            if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
        }
    }

    /// The same names bound to the same values, in any order (as dictionaries compare).
    public static func == (lhs: Locals, rhs: Locals) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
    }
}
