import Foundation

/// `URLComponents` and `URLQueryItem` as the struct values they are (a `var c = URLComponents()`
/// whose parts are assigned one by one), made into Foundation's own `URLComponents` when its `url`,
/// `string` or `query` is read, so the encoding is Foundation's.
extension Library {
    static let urlComponentParts = ["scheme", "host", "port", "path", "queryItems", "fragment", "user", "password"]

    /// `URLComponents()`, `(string:)`, `(url:resolvingAgainstBaseURL:)`; nil for a string Foundation does not parse.
    static func urlComponents(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        if args.isEmpty { return components(URLComponents()) }
        if let text = argument(args, "string") {
            return .optional(URLComponents(string: try string(text, at: range)).map(components))
        }
        if case .foundation(.url(let url))? = argument(args, "url")?.unwrapped {
            return .optional(URLComponents(url: url, resolvingAgainstBaseURL: false).map(components))
        }
        throw EvaluationError(
            .unsupported, "livepeek models URLComponents(), (string:) and (url:resolvingAgainstBaseURL:)", at: range)
    }

    static func components(_ c: URLComponents) -> Value {
        func text(_ s: String?) -> Value { .optional(s.map { .string($0) }) }
        let items = c.queryItems.map { Value.array($0.map(queryItem)) }
        return .structure(
            StructValue(
                type: "URLComponents",
                fields: [
                    ("scheme", text(c.scheme)), ("host", text(c.host)), ("port", .optional(c.port.map { .int($0) })),
                    ("path", .string(c.path)),
                    ("queryItems", .optional(items)), ("fragment", text(c.fragment)), ("user", text(c.user)),
                    ("password", text(c.password)),
                ]))
    }

    static func queryItem(_ item: URLQueryItem) -> Value {
        .structure(
            StructValue(
                type: "URLQueryItem",
                fields: [("name", .string(item.name)), ("value", .optional(item.value.map { .string($0) }))]))
    }

    /// `URLQueryItem(name:value:)`.
    static func urlQueryItem(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        guard let name = argument(args, "name") else {
            throw EvaluationError(.typeMismatch, "URLQueryItem takes name: and value:", at: range)
        }
        let value = try argument(args, "value")?.unwrapped.map { try string($0, at: range) }
        return queryItem(URLQueryItem(name: try string(name, at: range), value: value))
    }

    /// The Foundation value of a `URLComponents` struct value, its parts as assigned.
    static func foundationComponents(_ s: StructValue, at range: SourceRange) throws -> URLComponents {
        var c = URLComponents()
        func text(_ name: String) throws -> String? { try s[name]?.unwrapped.map { try string($0, at: range) } }
        c.scheme = try text("scheme")
        c.host = try text("host")
        c.user = try text("user")
        c.password = try text("password")
        if case .int(let port)? = s["port"]?.unwrapped { c.port = port }
        c.path = try text("path") ?? ""
        c.fragment = try text("fragment")
        if case .array(let items)? = s["queryItems"]?.unwrapped {
            c.queryItems = try items.map { item in
                guard case .structure(let q) = item, case .string(let name)? = q["name"] else {
                    throw EvaluationError(.typeMismatch, "queryItems holds URLQueryItems", at: range)
                }
                return URLQueryItem(name: name, value: try q["value"]?.unwrapped.map { try string($0, at: range) })
            }
        }
        return c
    }

    /// `components.url`, `.string`, `.query`: computed by Foundation from the parts.
    static func urlComponentsProperty(_ s: StructValue, _ name: String, at range: SourceRange) throws -> Value? {
        switch name {
        case "url": return .optional(try foundationComponents(s, at: range).url.map { .foundation(.url($0)) })
        case "string": return .optional(try foundationComponents(s, at: range).string.map { .string($0) })
        case "query": return .optional(try foundationComponents(s, at: range).query.map { .string($0) })
        default: return nil
        }
    }
}
