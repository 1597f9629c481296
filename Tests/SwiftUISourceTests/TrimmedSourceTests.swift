import SwiftSyntax
@testable import SwiftUISource
import Testing

/// `trimmedSource` is swift-syntax's `trimmedDescription` read from the bytes: the same text for
/// every node (missing ones included) of every sample and test widget, and of sources whose nodes
/// begin and end in trivia of every kind.
@Suite struct TrimmedSourceTests {
    static func comparison() -> NodeComparison {
        NodeComparison { node in
            node.trimmedSource == node.trimmedDescription
                ? .same : .differs("\(node.kind): \(node.trimmedSource.debugDescription) ≠ \(node.trimmedDescription.debugDescription)")
        }
    }

    @Test func everyNodeOfTheSamplesAndTestWidgetsReadsAlike() throws {
        let files = NodeComparison.widgetFiles
        #expect(files.count >= 50, "\(files.count) files")
        var comparison = Self.comparison()
        try comparison.sweep(files: files)
        #expect(comparison.compared > 50_000, "\(comparison.compared) nodes")
        #expect(comparison.differing.isEmpty, "\(comparison.differing.count) differ: \(comparison.differing.prefix(5))")
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
        var comparison = Self.comparison()
        comparison.sweep(source)
        #expect(comparison.compared > 0)
        #expect(comparison.differing.isEmpty, "\(comparison.differing)")
    }
}
