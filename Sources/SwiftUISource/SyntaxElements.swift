import SwiftSyntax

extension SyntaxCollection {
    /// The collection's elements, read through `Syntax.children`. Iterating the collection itself
    /// instantiates `SyntaxCollectionIterator<Element>`, and the first instantiation for each
    /// element type checks `Element: SyntaxProtocol` by scanning every conformance record in the
    /// binary (BENCHMARKS.md, "Costs that shaped the code").
    var nodes: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        for child in Syntax(self).children(viewMode: .all) { result.append(child.cast(Element.self)) }
        return result
    }
}
