import Foundation

/// `UserDefaults.standard` and `UserDefaults(suiteName:)`. The values are the app's, written where
/// this machine cannot see them: given (`Interpreter.userDefaults`), a key reads as `UserDefaults`
/// converts what it holds; not given, a key reads a sample value, as a contract's fields do, so a
/// widget that force-unwraps its app group's strings is drawn. Each key read is noted once.
extension Library {
    static let userDefaults = Value.structure(StructValue(type: "UserDefaults", fields: []))
    static let fileManager = Value.structure(StructValue(type: "FileManager", fields: []))

    /// `FileManager.default`: the app's container and files are not on this machine, so there is
    /// no group container, no file exists, and reading one fails as a missing file does.
    static func fileManagerMethod(_ name: String, at range: SourceRange) throws -> Value? {
        switch name {
        case "containerURL": return .null
        case "fileExists", "isReadableFile": return .bool(false)
        case "urls": return .array([])
        case "contents": return .null
        case "contentsOfDirectory": throw EvaluationError(.thrown, "the app's files are not on this machine", at: range)
        default: return nil
        }
    }

    static func userDefault(
        _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) -> Value? {
        switch name {
        case "set", "register", "removeObject", "synchronize": return .void
        case "dictionaryRepresentation":
            let given = interpreter.userDefaults ?? [:]
            return .dictionary(
                given.keys.sorted().compactMap { key in given[key].map { DictionaryEntry(.string(key), $0) } })
        case "bool", "integer", "double", "float", "string", "object", "value", "array", "dictionary", "data", "url",
            "stringArray":
            break
        default: return nil
        }
        guard case .string(let key)? = args.first(where: { $0.label == "forKey" })?.value else {
            return UserDefaultRead(getter: name, key: "").unset
        }
        let read = UserDefaultRead(getter: name, key: key)
        guard let given = interpreter.userDefaults else {
            interpreter.note(
                .sampleDefault, "UserDefaults key '\(key)' is not given: read as a sample value", at: range,
                subject: key)
            return read.sample
        }
        guard let stored = given[key] else {
            interpreter.note(
                .unsetDefault, "UserDefaults key '\(key)' is not in the defaults given: read as never set", at: range,
                subject: key)
            return read.unset
        }
        return read.converting(stored)
    }
}

/// One `UserDefaults` getter on one key: what it answers for a key never set, for a sample, and
/// for a stored value, converted as `UserDefaults` converts (a number read as a string, "12" as an
/// integer, "YES" as a Boolean).
struct UserDefaultRead {
    var getter: String
    var key: String

    var unset: Value {
        switch getter {
        case "bool": return .bool(false)
        case "integer": return .int(0)
        case "double": return .double(0)
        case "float": return .float(0)
        default: return .null
        }
    }

    /// A key is often namespaced (`group.app.title`, `<id>_title`): the sample string is its last part.
    var sample: Value {
        let word = key.split(whereSeparator: { $0 == "_" || $0 == "." }).last.map(String.init) ?? key
        switch getter {
        case "bool": return .bool(true)
        case "integer": return .int(3)
        case "double": return .double(4.5)
        case "float": return .float(4.5)
        case "string", "object", "value": return .optional(.string(word))
        case "stringArray", "array": return .optional(.array([.string(word + " 1"), .string(word + " 2")]))
        case "url": return .optional(URL(string: "https://example.com/" + word).map { .foundation(.url($0)) })
        // What apps keep as data in an app group is most often an image (a QR code, a logo): a
        // sample is one, named by the key, which `UIImage(data:)` reads and a decoder refuses.
        case "data": return .optional(.foundation(.data(Library.imageData(word))))
        default: return .null
        }
    }

    func converting(_ stored: Value) -> Value {
        switch getter {
        case "bool":
            switch stored {
            case .bool(let b): return .bool(b)
            case .int(let i): return .bool(i != 0)
            case .double(let d): return .bool(d != 0)
            case .string(let s): return .bool(["yes", "true", "1"].contains(s.lowercased()))
            default: return .bool(false)
            }
        case "integer":
            switch stored {
            case .bool(let b): return .int(b ? 1 : 0)
            case .int(let i): return .int(i)
            case .double(let d) where d.isFinite && abs(d) < 9e18: return .int(Int(d))
            case .string(let s):
                return .int(Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 9e18 ? Int($0) : nil } ?? 0)
            default: return .int(0)
            }
        case "double", "float":
            let number: Double
            switch stored {
            case .bool(let b): number = b ? 1 : 0
            case .int(let i): number = Double(i)
            case .double(let d): number = d
            case .string(let s): number = Double(s) ?? 0
            default: number = 0
            }
            return getter == "float" ? .float(Float(number)) : .double(number)
        case "string":
            switch stored {
            case .string: return .optional(stored)
            case .int(let i): return .optional(.string(String(i)))
            case .double(let d): return .optional(.string(String(d)))
            default: return .null
            }
        case "stringArray":
            guard case .array(let items) = stored, items.allSatisfy({ if case .string = $0 { true } else { false } })
            else { return .null }
            return .optional(stored)
        case "array":
            if case .array = stored { return .optional(stored) }
            return .null
        case "dictionary":
            if case .dictionary = stored { return .optional(stored) }
            return .null
        case "data":
            // JSON has no bytes: `--defaults` gives data as base64, as JSONEncoder writes `Data`.
            guard case .string(let s) = stored, let bytes = Data(base64Encoded: s) else { return .null }
            return .optional(.foundation(.data(bytes)))
        case "url":
            guard case .string(let s) = stored else { return .null }
            return .optional(URL(string: s).map { .foundation(.url($0)) })
        default:
            return .optional(stored)
        }
    }
}
