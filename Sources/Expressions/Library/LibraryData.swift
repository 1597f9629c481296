import Foundation

/// `Data` and `JSONSerialization`: a widget that carries a JSON string in its content state
/// (`json.data(using: .utf8)`, then `JSONSerialization.jsonObject(with:)`) builds its layout from it.
extension Library {
    static func dataMethod(_ data: Data, _ name: String, _ args: [TupleValue], at range: SourceRange) -> Value? {
        switch name {
        case "base64EncodedString": return .string(data.base64EncodedString())
        default: return nil
        }
    }

    static func dataProperty(_ data: Data, _ name: String) -> Value? {
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        default: return nil
        }
    }

    /// `"…".data(using: .utf8)`: every string has a UTF-8 form; other encodings are not modelled.
    static func stringData(_ s: String, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        let encoding = args.first?.value.asMemberName ?? "utf8"
        guard encoding == "utf8" else {
            throw EvaluationError(.unsupported, "livepeek models data(using: .utf8), not .\(encoding)", at: range)
        }
        return .optional(.foundation(.data(Data(s.utf8))))
    }

    /// `JSONSerialization.jsonObject(with:)`: dictionaries, arrays, strings, numbers, Booleans and
    /// `NSNull`, as `[String: Any]` holds them; a document that is not JSON throws, as Foundation's does.
    static func jsonObject(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        guard case .foundation(.data(let data))? = args.first(where: { $0.label == "with" })?.value else {
            throw EvaluationError(.typeMismatch, "JSONSerialization.jsonObject(with:) needs Data", at: range)
        }
        do {
            return try JSONDecoder().decode(UntypedJSON.self, from: data).value
        } catch {
            throw EvaluationError(
                .thrown, "The data couldn't be read because it isn't in the correct format.", at: range)
        }
    }
}

/// A JSON document decoded without a type: Bool before numbers, since `JSONDecoder` reads `true`
/// only as a Bool and `1` never as one. Keys are sorted: a Swift dictionary's order is not the
/// document's, and a fixed order draws the same on every run.
private struct UntypedJSON: Decodable {
    var value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let b = try? container.decode(Bool.self) {
            value = .bool(b)
        } else if let i = try? container.decode(Int.self) {
            value = .int(i)
        } else if let d = try? container.decode(Double.self) {
            value = .double(d)
        } else if let s = try? container.decode(String.self) {
            value = .string(s)
        } else if let items = try? container.decode([UntypedJSON].self) {
            value = .array(items.map(\.value))
        } else {
            let object = try container.decode([String: UntypedJSON].self)
            value = .dictionary(
                object.keys.sorted().compactMap { key in object[key].map { DictionaryEntry(.string(key), $0.value) } })
        }
    }
}
