import Foundation

/// `UserDefaults.standard` and `UserDefaults(suiteName:)`: livepeek has no app's defaults, so every
/// key reads as never set (`bool` false, `integer` 0, `string` nil), as on a phone where the app has
/// not written it yet; each key read is noted once.
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
        let unset: Value
        switch name {
        case "bool": unset = .bool(false)
        case "integer": unset = .int(0)
        case "double": unset = .double(0)
        case "float": unset = .float(0)
        case "string", "object", "value", "array", "dictionary", "data", "url", "stringArray": unset = .null
        case "set", "register", "removeObject", "synchronize": return .void
        default: return nil
        }
        guard case .string(let key)? = args.first(where: { $0.label == "forKey" })?.value else { return unset }
        let note = InterpreterNote(
            kind: .unsetDefault, message: "UserDefaults key '\(key)' is read as never set", range: range)
        if !interpreter.notes.contains(note) { interpreter.notes.append(note) }
        return unset
    }
}
