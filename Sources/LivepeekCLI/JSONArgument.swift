import Foundation

/// The value of an option that takes JSON text or a file holding it (`--state`, `--attributes`),
/// read one way for both: a file that exists is read, text that starts with `{` is the JSON, and
/// anything else is a file that does not exist (not JSON to report as "unexpected '/'").
struct JSONArgument {
    var text: String
    /// Where positions in `text` point: the file, or the option itself.
    var source: String

    struct Failure: Error {
        var message: String
    }

    /// - Parameters:
    ///   - flag: the option, `--state`, which names the text when it is not a file.
    ///   - what: what the JSON holds, for the message (`a content state`).
    static func read(_ value: String, flag: String, what: String) throws(Failure) -> JSONArgument {
        if FileManager.default.fileExists(atPath: value) {
            guard let data = FileManager.default.contents(atPath: value), let text = String(data: data, encoding: .utf8) else {
                throw Failure(message: "\(flag) '\(value)': cannot read the file as UTF-8 text")
            }
            return JSONArgument(text: text, source: value)
        }
        guard value.drop(while: { $0.isWhitespace }).first == "{" else {
            throw Failure(message: "\(flag) '\(value)': no such file (and not JSON text: \(what) is an object, {…})")
        }
        return JSONArgument(text: value, source: flag)
    }
}
