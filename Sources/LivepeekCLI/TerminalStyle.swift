import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// Decides whether output gets colour: only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
/// (https://no-color.org: any non-empty `NO_COLOR` turns colour off.)
struct TerminalStyle {
    var enabled: Bool

    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  isTerminal: Bool = isatty(STDOUT_FILENO) == 1) -> TerminalStyle {
        let dumb = environment["TERM"] == "dumb"
        // `CLICOLOR_FORCE` (set, not empty, not 0) asks for colour where standard output is not a
        // terminal (a CI log that renders it).
        let force = environment["CLICOLOR_FORCE"] ?? ""
        let forced = !force.isEmpty && force != "0"
        return TerminalStyle(enabled: (isTerminal && !dumb || forced) && !asksNoColor(environment))
    }

    /// A unified diff as terminals colour one: file lines bold, hunks cyan, removals red, additions green.
    func diff(_ text: String) -> String {
        guard enabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            if line.hasPrefix("---") || line.hasPrefix("+++") { return bold(line) }
            if line.hasPrefix("@@") { return cyan(line) }
            if line.hasPrefix("-") { return red(line) }
            if line.hasPrefix("+") { return green(line) }
            return line
        }.joined(separator: "\n")
    }

    /// `NO_COLOR` is set and not empty: the user asks every program for no colour.
    static func asksNoColor(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func red(_ s: String) -> String { paint(s, "31") }
    func green(_ s: String) -> String { paint(s, "32") }
    func yellow(_ s: String) -> String { paint(s, "33") }
    func cyan(_ s: String) -> String { paint(s, "36") }
    func dim(_ s: String) -> String { paint(s, "2") }
    func bold(_ s: String) -> String { paint(s, "1") }
}

/// Writes to standard error without buffering surprises.
///
/// Every line is made visible (`Sanitizer`) on the way out: errors quote definitions, feeds and
/// paths, and nothing livepeek writes to standard error is meant to be a terminal command.
public enum StandardError {
    public static func write(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitizer.visible(String($0)) }
        let visible = lines.joined(separator: "\n")
        FileHandle.standardError.write(Data((visible.hasSuffix("\n") ? visible : visible + "\n").utf8))
    }

    /// `livepeek: warning: message`: a warning that points into no file.
    static func warning(_ message: String) {
        write("livepeek: warning: " + message)
    }

    /// `livepeek: warning: code at path: message` (`note:` for an info), a finding on standard error.
    static func diagnostic(_ d: Diagnostic) {
        write("livepeek: \(d.severity == .info ? "note" : d.severity.rawValue): \(d.code)" + DiagnosticText.located(d))
    }

    /// `file:line:column: warning: message`, as compilers write a warning.
    static func warning(_ located: DefinitionError) {
        write(located.line > 0 ? "\(located.file):\(located.line):\(located.column): warning: \(located.message)"
                               : "\(located.file): warning: \(located.message)")
    }
}
