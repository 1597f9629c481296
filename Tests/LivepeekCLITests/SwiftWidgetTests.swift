import ActivityModel
import Foundation
import Testing

/// Realistic widget sources under Tests/Widgets, each rendered with `dump --format json` for the
/// states its expect.json gives, and checked for the texts each surface must (and must not) show,
/// the diagnostics, exit codes and error locations (Tests/Widgets/README.md has the format).
@Suite struct SwiftWidgetTests {
    static let root = BinaryRunner.packageRoot.appendingPathComponent("Tests/Widgets")

    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("expect.json").path) }
            .sorted()
    }

    static func json(_ value: JSONValue) -> String {
        value.prettyText
    }

    /// The parameterised test below runs once per folder found: none found would pass silently.
    @Test func theWidgetsAreFound() {
        #expect(Self.folders.count >= 18, "\(Self.folders)")
    }

    @Test(arguments: folders)
    func widgetRendersWhatItsExpectationSays(_ name: String) throws {
        let folder = "Tests/Widgets/\(name)"
        let data = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent(name).appendingPathComponent("expect.json").path))
        let expect = try JSONParser.parseDocument(Array(data))
        let topDiagnostics = Self.strings(expect["diagnostics"])
        let cases: [JSONValue]
        if case .array(let list)? = expect["cases"] { cases = list } else { cases = [] }

        if expect["error"] != nil || cases.isEmpty {
            var arguments = ["dump", folder, "--format", "json", "--now", "2026-11-22T10:00:00Z"]
            if let activity = expect["activity"]?.stringValue { arguments += ["--activity", activity] }
            if let attributes = expect["attributes"] { arguments += ["--attributes", Self.json(attributes)] }
            let output = try BinaryRunner.run(arguments)
            if let exit = expect["exit"]?.doubleValue { #expect(output.status == Int32(exit), "\(name): \(output.stderr)") }
            if let error = expect["error"]?.stringValue { #expect(output.stderr.contains(error), "\(name): \(output.stderr)") }
            for code in topDiagnostics { #expect(output.stdout.contains(code) || output.stderr.contains(code), "\(name) lacks \(code)") }
        }
        if expect["activity"] != nil, !cases.isEmpty {
            let output = try BinaryRunner.run(["dump", folder, "--format", "json", "--now", "2026-11-22T10:00:00Z"])
            #expect(output.status == 0, "\(name): several ActivityAttributes without --activity: \(output.stderr)")
            #expect((output.stdout + output.stderr).contains("swiftui.chosenActivity"), "\(output.stderr)")
        }
        for item in cases {
            let caseName = item["name"]?.stringValue ?? "?"
            try check(item, folder: folder, expect: expect, topDiagnostics: topDiagnostics, label: "\(name)/\(caseName)")
        }
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap(\.stringValue)
    }

    func check(_ item: JSONValue, folder: String, expect: JSONValue, topDiagnostics: [String], label: String) throws {
        var arguments = ["dump", folder, "--format", "json", "--state", Self.json(item["state"] ?? .object([])),
                         "--now", item["now"]?.stringValue ?? "2026-11-22T10:00:00Z"]
        if let activity = (item["activity"] ?? expect["activity"])?.stringValue { arguments += ["--activity", activity] }
        if let attributes = item["attributes"] ?? expect["attributes"] { arguments += ["--attributes", Self.json(attributes)] }
        if item["stale"] == .bool(true) { arguments.append("--stale") }
        if let locale = item["locale"]?.stringValue { arguments += ["--locale", locale] }
        let output = try BinaryRunner.run(arguments)
        let exit = item["exit"] ?? expect["exit"] ?? .number("0")
        if let status = exit.doubleValue { #expect(output.status == Int32(status), "\(label): \(output.stderr)") }
        for text in Self.strings(item["stderr"]) { #expect(output.stderr.contains(text), "\(label): stderr lacks \(text)") }
        guard output.status == 0 else { return }
        let report = try JSONParser.parseDocument(Array(output.stdout.utf8))
        for (key, mustShow) in [("surfaces", true), ("absent", false)] {
            guard case .object(let surfaces)? = item[key] else { continue }
            for surface in surfaces {
                let lines = Self.strings(report["surfaces"]?[surface.key]?["lines"])
                for text in Self.strings(surface.value) {
                    let shown = lines.contains { $0.contains(text) }
                    #expect(shown == mustShow, "\(label): \(surface.key) \(mustShow ? "lacks" : "shows") '\(text)': \(lines)")
                }
            }
        }
        var codes: [String] = []
        if case .array(let diagnostics)? = report["diagnostics"] { codes = diagnostics.compactMap { $0["code"]?.stringValue } }
        for code in Self.strings(item["diagnostics"]) + topDiagnostics {
            #expect(codes.contains(code), "\(label): no \(code) among \(codes)")
        }
    }
}

/// `swiftc -parse` accepts every Swift file in Samples and Tests/Widgets (syntax only: SwiftUI does
/// not exist on Linux), except the one folder that holds a syntax error on purpose.
/// `lint` renders the feed's last state to check it; with sources holding several
/// ActivityAttributes, that rendering reads the one `--activity` names, as the checks before it do
/// (without the option it would stop at swiftui.ambiguousActivity).
@Suite struct SwiftLintTests {
    @Test func lintRendersTheActivityNamedByActivity() throws {
        let folder = try TemporaryFolder.create("lint-activity")
        defer { TemporaryFolder.remove(folder) }
        let feed = folder.appendingPathComponent("feed.ndjson")
        try #"{"aps": {"timestamp": 1795860000, "event": "update", "content-state": {"startedAt": 817032600, "distanceMeters": 5230, "heartRate": 152, "activeCalories": 410, "isPaused": false}}}"#
            .write(to: feed, atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["lint", "Tests/Widgets/fitness-two-activities", "--activity", "WorkoutAttributes",
                                           "--attributes", #"{"workoutType": "run", "goalMeters": 10000}"#, "--feed", feed.path])
        #expect(!output.stderr.contains("swiftui.ambiguousActivity"), "\(output.stderr)")
        #expect(output.stdout.contains("at AX3"), "the rendering checks ran:\n\(output.stdout)")
        #expect(!output.stdout.contains("lint.notRendered"))
    }
}

@Suite struct SwiftSourcesParseTests {
    static func swiftFiles(under folder: String) -> [String] {
        let root = BinaryRunner.packageRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func everyWidgetSourceParses() throws {
        let swiftc = try #require(Self.swiftc, "swiftc on PATH")
        let files = Self.swiftFiles(under: "Samples") + Self.swiftFiles(under: "Tests/Widgets")
        #expect(files.count >= 18)
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-parse", file]
            process.currentDirectoryURL = BinaryRunner.packageRoot
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let broken = file.contains("/hard-syntax-error/")
            #expect((process.terminationStatus == 0) != broken, "swiftc -parse \(file): \(process.terminationStatus)")
        }
    }
}
