import Foundation
import Testing
@testable import LivepeekCLI

/// `--defaults`: the app's UserDefaults a Swift widget reads, as JSON text or a file.
@Suite struct DefaultsOptionTests {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct BoardAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var gate: Int }
        }
        let board = UserDefaults(suiteName: "group.example.board")!

        struct BoardLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: BoardAttributes.self) { context in
                    Text("\\(board.string(forKey: "flight")!) gate \\(context.state.gate)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("c") }
                    } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    func dump(_ extra: [String]) throws -> BinaryRunner.Output {
        let folder = try TemporaryFolder.create("defaults-option")
        defer { TemporaryFolder.remove(folder) }
        try Self.widget.write(to: folder.appendingPathComponent("Board.swift"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("defaults.json")
        try #"{"flight": "LP 204"}"#.write(to: file, atomically: true, encoding: .utf8)
        let resolved = extra.map { $0 == "FILE" ? file.path : $0 }
        return InProcess.dump(["dump", folder.path, "--state", #"{"gate": 4}"#, "--surface", "lock"] + resolved)
    }

    @Test func withoutDefaultsTheKeyIsASample() throws {
        let out = try dump([])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("flight gate 4"), "\(out.stdout)")
        #expect(out.stdout.contains("swiftui.appDefaults") && out.stdout.contains("'flight'"), "\(out.stdout)")
    }

    @Test(arguments: [#"{"flight": "LP 204"}"#, "FILE"])
    func givenDefaultsAreDrawn(option: String) throws {
        let out = try dump(["--defaults", option])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("LP 204 gate 4"), "\(out.stdout)")
        #expect(!out.stdout.contains("swiftui.appDefaults"), "\(out.stdout)")
    }

    @Test func malformedOrMissingDefaultsAreRefusedWithTheirPlace() throws {
        let malformed = try dump(["--defaults", #"{"flight": 1"#])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--defaults:1:"), "\(malformed.stderr)")
        let missing = try dump(["--defaults", "/nowhere/defaults.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--defaults '/nowhere/defaults.json': no such file"), "\(missing.stderr)")
    }
}

/// The string tables beside the sources: under the folder they share, whatever the paths' form.
@Suite struct StringTablesBesideTests {
    @Test func pathsInAnyFormLookOnlyUnderTheirFolder() throws {
        let folder = try TemporaryFolder.create("string-tables")
        defer { TemporaryFolder.remove(folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("App/de.lproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        for file in ["App/de.lproj/Localizable.strings", "App/Loose.strings", "Widget/Localizable.xcstrings", "Widget/W.swift", "App/A.swift"] {
            try "".write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        // Written as a command line may give them: not in their shortest form.
        let root = folder.path + "/Widget/.."
        func relative(_ paths: [String]) -> [String] {
            paths.map { $0.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "") }
        }
        let found = relative(SwiftSourceLoading.stringTables(beside: [root + "/App/A.swift", root + "/./Widget/W.swift"]))
        #expect(found == ["App/de.lproj/Localizable.strings", "Widget/Localizable.xcstrings"], "a .strings file outside a language folder is not a table")
        let alone = relative(SwiftSourceLoading.stringTables(beside: [root + "/Widget/W.swift"]))
        #expect(alone == ["Widget/Localizable.xcstrings"])
    }
}
