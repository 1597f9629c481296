import ArgumentParser
import Foundation

/// `livepeek check`: re-render each golden from its own header and diff.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Re-render goldens from their headers; exit 1 with a unified diff on any change.",
        discussion: """
            A golden is the output of `livepeek dump` under a header line naming the arguments that \
            made it, with paths relative to the golden's own folder:
              # livepeek dump .. --feed ../feed.ndjson --now 2026-11-22T10:13:00Z
            (an SVG golden writes the header as <?livepeek dump …?>). A folder means every golden \
            file in it. --update rewrites the goldens that differ.

            Examples:
              livepeek check Samples/*/goldens
              livepeek check Samples/delivery/goldens/lock.txt --update
            """
    )

    @Argument(help: "Golden files, or folders of them.")
    var paths: [String]

    @Flag(help: "Rewrite goldens whose output changed.")
    var update = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give golden files or folders") }
    }

    func run() throws {
        let goldens = try paths.flatMap(Golden.files(at:))
        guard !goldens.isEmpty else {
            StandardError.write("livepeek: no golden files (files starting with `# livepeek dump`) in \(paths.joined(separator: " "))")
            throw ExitCode(2)
        }
        var changed = 0, unusable = 0, updated = 0
        for path in goldens {
            let golden: Golden
            do {
                golden = try Golden(path: path)
            } catch {
                StandardError.write("livepeek: \(path): \(error)")
                unusable += 1
                continue
            }
            let actual: String
            do {
                actual = try golden.render()
            } catch let code as ExitCode {
                // `dump` has already said why.
                StandardError.write("livepeek: \(path): its header does not run (exit status \(code.rawValue))")
                unusable += 1
                continue
            } catch {
                StandardError.write("livepeek: \(path): its header does not run: \(Dump.message(for: error))")
                unusable += 1
                continue
            }
            if golden.legacyHeader && !update {
                StandardError.write("livepeek: \(path): its header is an XML comment, which cannot hold `--`, so the SVG does not open; "
                                    + "`livepeek check --update` rewrites it as \(golden.header)")
            }
            if actual == golden.body {
                if update && golden.legacyHeader {
                    try golden.write(actual)
                    updated += 1
                    print("updated \(path) (its header, as \(golden.header))")
                }
                continue
            }
            if update {
                try golden.write(actual)
                updated += 1
                print("updated \(path)")
            } else {
                changed += 1
                print(UnifiedDiff.render(old: golden.body, new: actual, oldName: path, newName: "\(path) (now)"), terminator: "")
            }
        }
        let total = goldens.count
        let summary = "\(total) golden\(total == 1 ? "" : "s"): \(total - changed - unusable - updated) unchanged"
            + (updated > 0 ? ", \(updated) updated" : "") + (changed > 0 ? ", \(changed) changed" : "") + (unusable > 0 ? ", \(unusable) unusable" : "")
        StandardError.write(summary)
        if unusable > 0 { throw ExitCode(2) }
        if changed > 0 { throw ExitCode(1) }
    }
}

/// A golden file: its header's arguments and the output under it.
struct Golden {
    var path: String
    var arguments: [String]
    var header: String
    var body: String
    /// The header was the XML comment earlier versions wrote (see `prefixes`).
    var legacyHeader = false

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// How a golden's first line starts: `#` in text, a processing instruction in SVG (the XML
    /// that can hold `--`), or the XML comment earlier versions wrote, still read though a comment
    /// may not contain `--` and so made the SVG unreadable to browsers and XML parsers.
    static let prefixes = ["# livepeek dump", "<?livepeek dump", "<!-- livepeek dump"]

    /// The golden files at `path`: the file itself, or the golden files in a folder (sorted).
    static func files(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            StandardError.write("livepeek: no such file or folder: \(path)")
            throw ExitCode(2)
        }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter { file in
            guard let handle = FileHandle(forReadingAtPath: file) else { return false }
            defer { try? handle.close() }
            let start = String(decoding: handle.readData(ofLength: 64), as: UTF8.self)
            return prefixes.contains { start.hasPrefix($0) }
        }
    }

    init(path: String) throws {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Problem(description: "cannot read it as UTF-8 text")
        }
        let newline = text.firstIndex(of: "\n") ?? text.endIndex
        header = String(text[..<newline])
        body = newline < text.endIndex ? String(text[text.index(after: newline)...]) : ""
        var command = header
        if command.hasPrefix("<?") {
            command = String(command.dropFirst(2))
            if command.hasSuffix("?>") { command = String(command.dropLast(2)) }
        } else if command.hasPrefix("<!--") {
            command = String(command.dropFirst(4))
            if command.hasSuffix("-->") { command = String(command.dropLast(3)) }
            // Rewritten as a processing instruction by `--update`.
            header = "<?" + command.trimmingCharacters(in: .whitespaces) + "?>"
            legacyHeader = true
        } else if command.hasPrefix("#") {
            command = String(command.dropFirst())
        }
        let words = try ShellWords.split(command)
        guard words.count >= 2, words[0] == "livepeek", words[1] == "dump" else {
            throw Problem(description: "the first line must be `# livepeek dump <arguments>`")
        }
        arguments = Array(words.dropFirst(2))
    }

    /// Runs the header's `dump` with paths relative to the golden's folder.
    func render() throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.isEmpty ? "." : folder) else {
            throw Problem(description: "cannot enter \(folder)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }  // it was the directory a moment ago
        let dump = try Dump.parse(arguments)
        return try dump.render()
    }

    func write(_ output: String) throws {
        try Data((header + "\n" + output).utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// Splits a header into words the way a POSIX shell would for plain, quoted and escaped words.
enum ShellWords {
    static func split(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character? = nil
        var escaped = false
        for c in text {
            if escaped { current.append(c); escaped = false; inWord = true; continue }
            if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { current.append(c) }
                continue
            }
            switch c {
            case "'", "\"": quote = c; inWord = true
            case "\\": escaped = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(c); inWord = true
            }
        }
        if quote != nil { throw Golden.Problem(description: "unbalanced quote in the header") }
        if inWord { words.append(current) }
        return words
    }
}
