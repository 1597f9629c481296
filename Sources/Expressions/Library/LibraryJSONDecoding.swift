import Foundation

/// `JSONDecoder().decode(T.self, from: data)` into the program's own types, as synthesized `Decodable`
/// reads them: stored properties by name or by their `CodingKeys` raw values, a `let` with a value
/// and a property `CodingKeys` leaves out keep their initial value, optionals absent or `null` are nil,
/// enums by raw value, dates by the decoder's strategy (seconds since 2001 by default). A failure
/// throws as Swift does, so `try?` gives nil; a type with its own `init(from:)` is not read.
extension Library {
    static func decodeJSON(
        _ settings: FormatterBox.DecoderSettings, _ args: [TupleValue], _ interpreter: Interpreter,
        at range: SourceRange
    ) throws -> Value {
        guard case .type(let type)? = args.first?.value else {
            throw EvaluationError(.typeMismatch, "decode takes a type (T.self) and from: Data", at: range)
        }
        guard case .foundation(.data(let data))? = args.first(where: { $0.label == "from" })?.value.unwrapped else {
            throw EvaluationError(.typeMismatch, "decode(_:from:) reads Data", at: range)
        }
        let json = try jsonObject([TupleValue("with", .foundation(.data(data)))], at: range)
        let decoding = TypedDecoding(settings: settings, interpreter: interpreter, range: range)
        return try decoding.value(json, as: type, owner: "", path: [])
    }
}

/// One `decode` call's walk of the JSON by the type it is read as.
struct TypedDecoding {
    let settings: FormatterBox.DecoderSettings
    let interpreter: Interpreter
    let range: SourceRange
    var program: IR.Program { interpreter.program }

    /// `DecodingError`'s words, thrown as a Swift error so `try?` catches it.
    func failure(_ message: String, _ path: [String]) -> EvaluationError {
        let at = path.isEmpty ? "" : " at " + path.joined(separator: ".")
        return EvaluationError(.thrown, "The data couldn't be read: \(message)\(at)", at: range)
    }

    func value(_ json: Value, as type: TypeName, owner: String, path: [String]) throws -> Value {
        switch type {
        case .optional(let wrapped):
            if case .optional(nil) = json { return .null }
            return .optional(try value(json, as: wrapped, owner: owner, path: path))
        case .array(let element):
            guard case .array(let items) = json else { throw failure("expected an array", path) }
            return .array(
                try items.enumerated().map { try value($1, as: element, owner: owner, path: path + ["\($0)"]) })
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(let entries) = json else { throw failure("expected a dictionary", path) }
            return .dictionary(
                try entries.map { entry in
                    guard case .string(let key) = entry.key else { throw failure("a key is not a string", path) }
                    var typedKey = Value.string(key)
                    if keyType.simpleName == "Int" {
                        guard let number = Int(key) else { throw failure("a key is not an Int", path) }
                        typedKey = .int(number)
                    }
                    return DictionaryEntry(
                        typedKey, try value(entry.value, as: valueType, owner: owner, path: path + [key]))
                })
        case .named(let name, let arguments):
            if name == "Set" || name == "Array", let element = arguments.first {
                return try value(json, as: .array(element), owner: owner, path: path)
            }
            return try named(json, name, owner: owner, path: path)
        default:
            throw EvaluationError(.unsupported, "livepeek decodes no \(type.description)", at: range)
        }
    }

    func named(_ json: Value, _ name: String, owner: String, path: [String]) throws -> Value {
        func mismatch() -> EvaluationError { failure("expected \(name), found \(json.typeName)", path) }
        switch (name, json) {
        case ("String", .string): return json
        case ("Int", .int), ("Int64", .int), ("Int32", .int), ("UInt", .int): return json
        case ("Double", .int(let i)), ("CGFloat", .int(let i)), ("TimeInterval", .int(let i)): return .double(Double(i))
        case ("Double", .double), ("CGFloat", .double), ("TimeInterval", .double): return json
        case ("Float", .int(let i)): return .float(Float(i))
        case ("Float", .double(let d)): return .float(Float(d))
        case ("Bool", .bool): return json
        case ("Date", _): return .date(try date(json, path: path))
        case ("DateInterval", .dictionary(let entries)):
            // `{"start": date, "duration": seconds}`, the start by the decoder's date strategy.
            func field(_ key: String) -> Value? { entries.first { Operators.equal($0.key, .string(key)) }?.value }
            guard let start = field("start"), let duration = field("duration") else { throw mismatch() }
            let seconds: Double
            switch duration {
            case .int(let i): seconds = Double(i)
            case .double(let d): seconds = d
            default: throw mismatch()
            }
            return .dateInterval(try date(start, path: path + ["start"]), seconds)
        case ("URL", .string(let s)):
            guard let url = URL(string: s) else { throw mismatch() }
            return .foundation(.url(url))
        case ("UUID", .string(let s)):
            guard let uuid = UUID(uuidString: s) else { throw mismatch() }
            return .foundation(.uuid(uuid))
        case ("String", _), ("Int", _), ("Int64", _), ("Int32", _), ("UInt", _), ("Double", _), ("CGFloat", _),
            ("TimeInterval", _), ("Float", _), ("Bool", _), ("URL", _), ("UUID", _):
            throw mismatch()
        default:
            break
        }
        guard let declaration = resolve(name, from: owner) else {
            throw EvaluationError(
                .unsupported, "livepeek decodes no type '\(name)' the sources do not declare", at: range)
        }
        if declaration.initializers.contains(where: { $0.parameters.first?.label == "from" }) {
            throw EvaluationError(
                .unsupported, "\(declaration.name) decodes itself (init(from:)); livepeek does not run it", at: range)
        }
        switch declaration.kind {
        case .enumeration:
            for c in declaration.cases {
                let raw = try interpreter.rawValue(of: EnumValue(type: declaration.name, name: c.name), at: range)
                if Operators.equal(raw, json) { return .enumCase(EnumValue(type: declaration.name, name: c.name)) }
            }
            throw failure("no case of \(declaration.name) is \(json.description(module: ""))", path)
        case .structure, .classType:
            return try structure(json, declaration, path: path)
        case .protocolType:
            throw EvaluationError(.unsupported, "livepeek decodes no protocol type '\(name)'", at: range)
        }
    }

    /// The JSON key of each decoded property: its `CodingKeys` raw value, or its name; a property
    /// `CodingKeys` leaves out is not decoded.
    func keys(of declaration: IR.TypeDeclaration) throws -> [String: String]? {
        guard let codingKeys = program.declaration(named: declaration.name + ".CodingKeys") else { return nil }
        var keys: [String: String] = [:]
        for c in codingKeys.cases {
            let raw = try interpreter.rawValue(of: EnumValue(type: codingKeys.name, name: c.name), at: range)
            if case .string(let key) = raw { keys[c.name] = key } else { keys[c.name] = c.name }
        }
        return keys
    }

    func structure(_ json: Value, _ declaration: IR.TypeDeclaration, path: [String]) throws -> Value {
        guard case .dictionary(let entries) = json else {
            throw failure("expected an object for \(declaration.name)", path)
        }
        var object: [String: Value] = [:]
        for entry in entries { if case .string(let key) = entry.key { object[converted(key)] = entry.value } }
        let coded = try keys(of: declaration)
        var fields: [(String, Value)] = []
        for property in declaration.storedProperties where !property.isStatic {
            let key = coded.map { $0[property.name] } ?? property.name
            // A `let` with a value, or a property `CodingKeys` leaves out, keeps its own.
            if key == nil || (!property.isVariable && property.defaultValue != nil) {
                guard let initial = property.defaultValue else {
                    throw EvaluationError(
                        .unsupported, "\(declaration.name).\(property.name) has no key and no value", at: range)
                }
                fields.append((property.name, try interpreter.evaluate(initial, selfType: declaration.name)))
                continue
            }
            guard let key, let type = property.type else {
                throw EvaluationError(
                    .unsupported, "\(declaration.name).\(property.name) has no written type", at: range)
            }
            let found = object[key]
            if found == nil || found.map({ if case .optional(nil) = $0 { true } else { false } }) == true {
                if case .optional = type { fields.append((property.name, .null)); continue }
                throw failure("no value for key '\(key)'", path)
            }
            fields.append(
                (property.name, try value(found ?? .null, as: type, owner: declaration.name, path: path + [key])))
        }
        return .structure(StructValue(type: declaration.name, fields: fields))
    }

    /// `keyDecodingStrategy = .convertFromSnakeCase`: `arrival_time` is read as `arrivalTime`.
    func converted(_ key: String) -> String {
        guard settings.convertsFromSnakeCase, key.contains("_") else { return key }
        let parts = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    func date(_ json: Value, path: [String]) throws -> Date {
        let number: Double?
        switch json {
        case .int(let i): number = Double(i)
        case .double(let d): number = d
        default: number = nil
        }
        switch settings.dateStrategy {
        case "secondsSince1970":
            guard let number else { throw failure("expected a number of seconds", path) }
            return Date(timeIntervalSince1970: number)
        case "millisecondsSince1970":
            guard let number else { throw failure("expected a number of milliseconds", path) }
            return Date(timeIntervalSince1970: number / 1000)
        case "iso8601":
            guard case .string(let s) = json, let date = ISO8601DateFormatter().date(from: s) else {
                throw failure("expected a date string in ISO 8601", path)
            }
            return date
        default:
            guard let number else { throw failure("expected a number of seconds since 2001", path) }
            return Date(timeIntervalSinceReferenceDate: number)
        }
    }

    /// A type named in `owner`: nested in it or an outer type first, then at the top level.
    func resolve(_ name: String, from owner: String) -> IR.TypeDeclaration? {
        program.declaration(named: name, inside: owner)?.declaration
    }
}
