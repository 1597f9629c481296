/// A type as written: `Int`, `[String]`, `Double?`, `[String: Int]`, `Foo.Bar`, `(Int, String)`.
///
/// The interpreter uses it where Swift's static types change a value: a literal's type
/// (`let x: Double = 1`, `Float(3.14)`), a cast, a declared variable's initial optional nil.
public indirect enum TypeName: Sendable, Hashable, CustomStringConvertible {
    /// A nominal type, possibly qualified (`Foo.Bar`) and with generic arguments.
    case named(String, [TypeName])
    case optional(TypeName)
    case array(TypeName)
    case dictionary(TypeName, TypeName)
    /// `(Int, String)`, `(text: String, color: Color)`: the labels, nil where an element has none,
    /// name the elements of a tuple stored in it.
    case tuple([TypeName], labels: [String?])
    case function
    /// `some View`, `any P`: nothing the interpreter relies on.
    case opaque(String)

    public static func named(_ name: String) -> TypeName { .named(name, []) }

    public var description: String {
        switch self {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .optional(let wrapped): return wrapped.description + "?"
        case .array(let element): return "[" + element.description + "]"
        case .dictionary(let key, let value): return "[" + key.description + ": " + value.description + "]"
        case .tuple(let elements, let labels):
            let written = zip(elements, labels).map { element, label in
                (label.map { $0 + ": " } ?? "") + element.description
            }
            return "(" + written.joined(separator: ", ") + ")"
        case .function: return "() -> ()"
        case .opaque(let text): return text
        }
    }

    /// The last component of a nominal type's name (`Foo.Bar` is `Bar`), else nil.
    public var simpleName: String? {
        guard case .named(let name, _) = self else { return nil }
        return name.lastNameComponent
    }
}

extension Substring {
    /// `A.B.C`'s enclosing name, `A.B`; nil for a name with no dot. The dot is found by byte: a
    /// `Character` search walks graphemes, thousands of instructions per look-up of a name in scope.
    public var enclosingName: Substring? {
        utf8.lastIndex(of: UInt8(ascii: ".")).map { self[..<$0] }
    }

    /// `A.B.C`'s last component, `C`; the name itself when it has no dot.
    public var lastNameComponent: String {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return String(self) }
        return String(self[index(after: dot)...])
    }
}

extension String {
    public var enclosingName: Substring? { Substring(self).enclosingName }
    public var lastNameComponent: String { Substring(self).lastNameComponent }
}
