/// A path into a JSON value, printed the way people write it: `aps.content-state.stops[1].name`.
///
/// Keys that are not plain identifiers are quoted (`aps.content-state["a key"]`) so a path can
/// always be read back unambiguously.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = JSONPath()
    public static let contentState = JSONPath([.key("aps"), .key("content-state")])

    public func appending(_ key: String) -> JSONPath {
        var copy = components
        copy.append(.key(key))
        return JSONPath(copy)
    }

    public func appending(index: Int) -> JSONPath {
        var copy = components
        copy.append(.index(index))
        return JSONPath(copy)
    }

    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key):
                if JSONPath.isPlain(key) {
                    if !out.isEmpty { out += "." }
                    out += key
                } else {
                    out += "[" + JSONValue.quoted(key) + "]"
                }
            case .index(let i):
                out += "[\(i)]"
            }
        }
        return out
    }

    /// Keys made of letters, digits, `_` and `-` print bare; `-` is allowed because APNs keys use it.
    static func isPlain(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !key.isEmpty else { return false }
        if first.properties.numericType != nil { return false }
        return key.unicodeScalars.allSatisfy { s in
            (s.value < 0x80) && (s.properties.isAlphabetic || s.properties.numericType != nil || s == "_" || s == "-")
        }
    }
}
