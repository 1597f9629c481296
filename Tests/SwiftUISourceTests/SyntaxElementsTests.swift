import SwiftSyntax
@testable import SwiftUISource
import Testing

/// `nodes` holds what iterating a swift-syntax collection yields, in order, missing nodes included:
/// over every collection of the kinds the reader walks most, in the samples, the test widgets, and
/// sources that do not parse cleanly.
@Suite struct SyntaxElementsTests {
    /// `nodes` against the collection's own iteration where `node` is a `C`; nil where it is not.
    static func differs<C: SyntaxCollection>(_ type: C.Type, _ node: Syntax) -> Bool? {
        guard let collection = node.as(C.self) else { return nil }
        var iterated: [SyntaxIdentifier] = []
        for element in collection { iterated.append(element.id) }
        return collection.nodes.map(\.id) != iterated
    }

    static func comparison() -> NodeComparison {
        NodeComparison { node in
            let results = [
                differs(LabeledExprListSyntax.self, node), differs(CodeBlockItemListSyntax.self, node),
                differs(ExprListSyntax.self, node), differs(MemberBlockItemListSyntax.self, node),
                differs(ConditionElementListSyntax.self, node), differs(PatternBindingListSyntax.self, node),
                differs(StringLiteralSegmentListSyntax.self, node), differs(SwitchCaseListSyntax.self, node),
                differs(ArrayElementListSyntax.self, node), differs(MultipleTrailingClosureElementListSyntax.self, node),
            ].compactMap { $0 }
            guard !results.isEmpty else { return .notApplicable }
            return results.contains(true) ? .differs("\(node.kind) at \(node.position.utf8Offset)") : .same
        }
    }

    @Test func everyCollectionOfTheSamplesAndTestWidgetsIsReadInOrder() throws {
        var comparison = Self.comparison()
        try comparison.sweep(files: NodeComparison.widgetFiles)
        #expect(comparison.compared > 5_000, "\(comparison.compared) collections")
        #expect(comparison.differing.isEmpty, "\(comparison.differing.count) differ: \(comparison.differing.prefix(5))")
    }

    @Test(arguments: ["let x = a + ", "f(a, , b:)", "let x = [1, , 3", "if let a, { }", "switch x { case 1: ; default }", "struct A { let a = ; var }"])
    func collectionsWithMissingNodesAreReadWhole(_ source: String) {
        var comparison = Self.comparison()
        comparison.sweep(source)
        #expect(comparison.compared > 0)
        #expect(comparison.differing.isEmpty, "\(comparison.differing)")
    }
}
