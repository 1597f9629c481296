import Foundation
import SwiftParser
import SwiftSyntax
@testable import SwiftUISource
import Testing

/// `nodes` holds what iterating a swift-syntax collection yields, in order, missing nodes included:
/// over every collection of the kinds the reader walks, in the samples, the test widgets, and
/// sources that do not parse cleanly.
@Suite struct SyntaxElementsTests {
    /// Compares `nodes` with the collection's own iteration where `node` is a `C`; nil where it is not.
    static func differs<C: SyntaxCollection>(_ type: C.Type, _ node: Syntax) -> Bool? {
        guard let collection = node.as(C.self) else { return nil }
        var iterated: [SyntaxIdentifier] = []
        for element in collection { iterated.append(element.id) }
        return collection.nodes.map(\.id) != iterated
    }

    static func check(_ node: Syntax, compared: inout Int, differing: inout [String]) {
        let results = [
            differs(LabeledExprListSyntax.self, node), differs(CodeBlockItemListSyntax.self, node),
            differs(ExprListSyntax.self, node), differs(MemberBlockItemListSyntax.self, node),
            differs(ConditionElementListSyntax.self, node), differs(PatternBindingListSyntax.self, node),
            differs(StringLiteralSegmentListSyntax.self, node), differs(SwitchCaseListSyntax.self, node),
            differs(ArrayElementListSyntax.self, node), differs(MultipleTrailingClosureElementListSyntax.self, node),
        ].compactMap { $0 }
        compared += results.count
        if results.contains(true) { differing.append("\(node.kind) at \(node.position.utf8Offset)") }
        for child in node.children(viewMode: .all) { check(child, compared: &compared, differing: &differing) }
    }

    @Test func everyCollectionOfTheSamplesAndTestWidgetsIsReadInOrder() throws {
        let files = TrimmedSourceTests.swiftFiles(under: "Samples") + TrimmedSourceTests.swiftFiles(under: "Tests/Widgets")
        var compared = 0
        var differing: [String] = []
        for file in files {
            Self.check(Syntax(Parser.parse(source: try String(contentsOf: file, encoding: .utf8))), compared: &compared, differing: &differing)
        }
        #expect(compared > 5_000, "\(compared) collections")
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test(arguments: ["let x = a + ", "f(a, , b:)", "let x = [1, , 3", "if let a, { }", "switch x { case 1: ; default }", "struct A { let a = ; var }"])
    func collectionsWithMissingNodesAreReadWhole(_ source: String) {
        var compared = 0
        var differing: [String] = []
        Self.check(Syntax(Parser.parse(source: source)), compared: &compared, differing: &differing)
        #expect(compared > 0)
        #expect(differing.isEmpty, "\(differing)")
    }
}
