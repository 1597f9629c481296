import Foundation
import Testing
import PreviewApp

/// The README's key table and the key map are one list: a key added or renamed in one and not the
/// other fails here.
@Suite struct ReadmeKeysTests {
    @Test func theReadmeListsEveryKeyAsTheHelpDoes() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.range(of: "### `livepeek preview`") else {
            Issue.record("README has no `livepeek preview` section")
            return
        }
        var rows: [(keys: String, summary: String)] = []
        for line in text[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("### ") { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count == 2, cells[0] != "key", !cells[0].hasPrefix("---") else { continue }
            rows.append((cells[0].replacingOccurrences(of: "`", with: ""), cells[1]))
        }
        #expect(rows.map(\.keys) == KeyMap.bindings.map(\.label))
        #expect(rows.map(\.summary) == KeyMap.bindings.map(\.summary))
    }
}
