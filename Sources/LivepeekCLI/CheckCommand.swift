import ActivityModel
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
            file in it. --update rewrites the goldens that differ; a file holding only a header \
            becomes a new golden that way. A golden whose output moves with the wall clock (no \
            --now, a state received "now") gets a warning naming the --now to add.

            In CI, --shard I/N spreads the goldens over N runners (each checks a disjoint part; \
            together they check all), --junit writes a report dashboards read, and --artifacts \
            keeps each changed golden's new output and an SVG of it for upload.

            Examples:
              livepeek check Samples/*/goldens
              livepeek check Samples/delivery/goldens/lock.txt --update
              livepeek check Goldens --shard 2/4 --junit check.xml --artifacts failed/
            """
    )

    @Argument(help: "Golden files, or folders of them.", completion: .file())
    var paths: [String]

    @Flag(help: "Rewrite goldens whose output changed.")
    var update = false

    @Option(help: ArgumentHelp(
        "Check only the I-th of N equal parts of the goldens (I from 1), for a CI matrix.",
        discussion: "The N shards are disjoint and together hold every golden; which shard a golden falls in depends only on its path.",
        valueName: "I/N"), transform: GoldenShard.init(parsing:))
    var shard: GoldenShard?

    @Option(help: ArgumentHelp("Also write a JUnit XML report (one test case per golden) to this file.", valueName: "file"),
            completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(help: ArgumentHelp(
        "For each golden that changed, write its new output and an SVG of it under this folder, at the golden's path.",
        valueName: "folder"),
            completion: .directory)
    var artifacts: String?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give golden files or folders") }
    }

    func run() throws {
        let all = try paths.flatMap(Golden.files(at:))
        guard !all.isEmpty else {
            throw LivepeekError("no golden files (files starting with `# livepeek dump`) in \(paths.joined(separator: " "))")
        }
        let goldens = shard?.select(all) ?? all
        if let shard, goldens.isEmpty {
            StandardError.warning("shard \(shard) holds none of the \(all.count) golden\(all.count == 1 ? "" : "s"); nothing to check")
        }
        let started = Date()
        let outcomes = Check.inParallel(goldens, check)
        if let junit {
            let name = "livepeek check" + (shard.map { " (shard \($0))" } ?? "")
            let report = JUnitReport(outcomes: outcomes, suiteName: name, timestamp: started)
            do {
                try Data(report.xml.utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                throw LivepeekError("cannot write the JUnit report '\(junit)': \(error.localizedDescription)")
            }
        }
        if let artifacts { try writeArtifacts(of: outcomes, under: artifacts) }

        var changed = 0, unusable = 0, updated = 0
        let style = TerminalStyle.forStandardOutput()
        for outcome in outcomes {
            outcome.warnings.forEach(StandardError.warning)
            switch outcome.verdict {
            case .unchanged: break
            case .updated(let reason): updated += 1; print("updated \(outcome.path)\(reason)")
            case .changed(_, let diff): changed += 1; print(style.diff(diff), terminator: "")
            case .unusable(let reason): unusable += 1; StandardError.write(LivepeekError("\(outcome.path): \(reason)").description)
            }
        }
        let total = goldens.count
        let summary = "\(total) golden\(total == 1 ? "" : "s")" + (shard.map { " (shard \($0) of \(all.count))" } ?? "")
            + ": \(total - changed - unusable - updated) unchanged"
            + (updated > 0 ? ", \(updated) updated" : "") + (changed > 0 ? ", \(changed) changed" : "") + (unusable > 0 ? ", \(unusable) unusable" : "")
        StandardError.write(summary)
        if unusable > 0 { throw LivepeekError.status(2) }
        if changed > 0 { throw LivepeekError.findings }
    }

    /// `body` of each item, on every core, the results in the items' order.
    static func inParallel<T>(_ items: [String], _ body: @Sendable (String) -> T) -> [T] {
        var results = [T?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own index only.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { buffer[$0] = body(items[$0]) }
        }
        return results.compactMap { $0 }
    }

    /// Re-renders one golden and compares (or, with `--update`, rewrites).
    func check(_ path: String) -> GoldenOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var warnings: [String] = []
        func outcome(_ verdict: GoldenOutcome.Verdict) -> GoldenOutcome {
            let elapsed = clock.now - start
            return GoldenOutcome(path: path, verdict: verdict,
                                 warnings: warnings,
                                 seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let golden: Golden
        do {
            golden = try Golden(path: path)
        } catch {
            return outcome(.unusable(reason: "\(error)"))
        }
        let actual: String
        do {
            actual = try golden.render()
        } catch let error as LivepeekError {
            return outcome(.unusable(reason: "its header does not run: \(error.message)"))
        } catch {
            return outcome(.unusable(reason: "its header does not run: \(Dump.message(for: error))"))
        }
        if let advice = golden.wallClockAdvice(rendered: actual) { warnings.append("\(path): " + advice) }
        do {
            if actual == golden.body { return outcome(.unchanged) }
            if update {
                try golden.write(actual)
                return outcome(.updated(reason: ""))
            }
        } catch {
            return outcome(.unusable(reason: "cannot rewrite it: \(error.localizedDescription)"))
        }
        let diff = UnifiedDiff.render(old: golden.body, new: actual, oldName: path, newName: "\(path) (now)")
        return outcome(.changed(actual: actual, diff: diff))
    }

    /// `--artifacts`: each changed golden's new output at its own path under `folder` (header
    /// included, so it can be copied over the golden), and beside it the same dump as SVG, the
    /// picture a reviewer opens from the CI run.
    func writeArtifacts(of outcomes: [GoldenOutcome], under folder: String) throws {
        for outcome in outcomes {
            guard case .changed(let actual, _) = outcome.verdict, let golden = try? Golden(path: outcome.path) else { continue }
            let relative = outcome.path.hasPrefix("/") ? String(outcome.path.dropFirst()) : outcome.path
            let target = URL(fileURLWithPath: folder).appendingPathComponent(relative.replacingEvery("../", with: "__/"))
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((golden.header + "\n" + actual).utf8).write(to: target)
                if !golden.isSVG, let svg = try? golden.render(format: .svg) {
                    try Data(svg.utf8).write(to: target.appendingPathExtension("svg"))
                }
            } catch {
                throw LivepeekError("cannot write artifacts under '\(folder)': \(error.localizedDescription)")
            }
        }
    }
}

/// A golden file: its header's arguments and the output under it.
struct Golden {
    var path: String
    var arguments: [String]
    var header: String
    var body: String

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// How a golden's first line starts: `#` in text, a processing instruction in SVG (an XML
    /// comment cannot hold the arguments' `--`).
    static let prefixes = ["# livepeek dump", "<?livepeek dump"]

    /// The golden files at `path`: the file itself, or the golden files in a folder (sorted).
    static func files(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LivepeekError("no such file or folder: \(path)")
        }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter { file in
            // A folder inside opens as a handle too, and reading it fails: only files are goldens.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue,
                  let handle = FileHandle(forReadingAtPath: file) else { return false }
            defer { try? handle.close() }
            guard let head = try? handle.read(upToCount: 64) else { return false }
            let start = String(decoding: head, as: UTF8.self)
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
        } else if command.hasPrefix("#") {
            command = String(command.dropFirst())
        }
        let words = try ShellWords.split(command)
        guard words.count >= 2, words[0] == "livepeek", words[1] == "dump" else {
            throw Problem(description: "the first line must be `# livepeek dump <arguments>`, or `<?livepeek dump <arguments>?>` in SVG")
        }
        arguments = Array(words.dropFirst(2))
    }

    /// The golden is an SVG dump (its header is XML).
    var isSVG: Bool { header.hasPrefix("<") }

    /// Runs the header's `dump` with paths relative to the golden's folder; `format` replaces the
    /// header's own output format (`--artifacts` draws a text golden as SVG).
    /// The working directory is left alone, so goldens render side by side.
    func render(format: DumpFormat? = nil, wallClock: ActivityModel.Clock = .system) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var dump = try Dump.parse(arguments).resolvingPaths(against: folder.isEmpty ? "." : folder)
        if let format { dump.format = format }
        return try dump.render(wallClock: wallClock)
    }

    /// How far `wallClockAdvice` moves the clock: over a year and not a whole number of minutes, so
    /// a date, a countdown or a stale date that reads the clock shows it.
    static let wallClockProbe: TimeInterval = 400 * 86_400 + 3_723

    /// When the golden's output moves with the wall clock (its header pins no instant and a value is
    /// received "now"), what to do about it: it will fail on a later run. Nil when the output stays.
    func wallClockAdvice(rendered: String, at now: Date = Date()) -> String? {
        guard (try? Dump.parse(arguments))?.scene.now == nil,
              let later = try? render(wallClock: .fixed(now.addingTimeInterval(Self.wallClockProbe))), later != rendered else {
            return nil
        }
        let instant = Timestamp.iso8601(Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
        return "its output depends on the clock (nothing in its header fixes the instant), so it will not match on a later run; "
            + "add `--now \(instant)` to its header"
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
