import Foundation
import SwiftParser
import SwiftSyntax
@testable import SwiftUISource
import Testing

/// `trimmedSource` is swift-syntax's `trimmedDescription` read from the bytes: the same text for
/// every node (missing ones included) of every sample and test widget, and of sources whose nodes
/// begin and end in trivia of every kind.
@Suite struct TrimmedSourceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under parent: String) -> [URL] {
        let folder = root.appendingPathComponent(parent)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return children.sorted().flatMap { child -> [URL] in
            let inner = folder.appendingPathComponent(child)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: inner.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { inner.appendingPathComponent($0) }
        }
    }

    /// Every node under `node`, each compared; the differing ones as `kind: ours ≠ swift-syntax's`.
    static func compare(_ node: Syntax, count: inout Int, differing: inout [String]) {
        count += 1
        if node.trimmedSource != node.trimmedDescription {
            differing.append("\(node.kind): \(node.trimmedSource.debugDescription) ≠ \(node.trimmedDescription.debugDescription)")
        }
        for child in node.children(viewMode: .all) { compare(child, count: &count, differing: &differing) }
    }

    @Test func everyNodeOfTheSamplesAndTestWidgetsReadsAlike() throws {
        let files = Self.swiftFiles(under: "Samples") + Self.swiftFiles(under: "Tests/Widgets")
        #expect(files.count >= 50, "\(files.count) files")
        var count = 0
        var differing: [String] = []
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            Self.compare(Syntax(tree), count: &count, differing: &differing)
        }
        #expect(count > 50_000, "\(count) nodes")
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test(arguments: [
        "",
        "   \n\t ",
        "// only a comment\n",
        "/// Doc.\n@main struct A { /* inside */ let b = 1 // after\n}\r\n",
        "\u{FEFF}let café = \"naïve\" /* ünïcödé */\r\n  + \"ß\"   ",
        "let a = ",
        "func f( { \n",
        "#if os(iOS)\n  let a = 1\n#else\n  let a = 2\n#endif\n",
    ])
    func triviaOfEveryKindIsCutAlike(_ source: String) {
        var count = 0
        var differing: [String] = []
        Self.compare(Syntax(Parser.parse(source: source)), count: &count, differing: &differing)
        #expect(count > 0)
        #expect(differing.isEmpty, "\(differing)")
    }
}
