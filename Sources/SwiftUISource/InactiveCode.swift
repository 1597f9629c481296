import SwiftSyntax

/// Removes what an iOS widget build does not compile: the `#if`, `#elseif`, `#else` and `#endif`
/// lines and every clause `BuildConfiguration` finds inactive.
///
/// The removed bytes become spaces (line breaks stay), so the text that is read again keeps every
/// line and UTF-8 column of the file: a diagnostic about the active code points at the user's file.
enum InactiveCode {
    /// `text` with inactive code blanked, or nil when the file has no `#if`.
    static func blank(_ text: String, tree: SourceFileSyntax) -> String? {
        let finder = ClauseFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for range in finder.ranges {
            let lower = max(0, range.lowerBound), upper = min(bytes.count, range.upperBound)
            guard lower < upper else { continue }
            for index in lower..<upper where bytes[index] != 0x0A && bytes[index] != 0x0D {
                bytes[index] = 0x20
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class ClauseFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let clauses = node.clauses.nodes
            let active = clauses.firstIndex { clause in
                guard let condition = clause.condition else { return true }
                return BuildConfiguration.holds(condition) ?? false
            }
            for (index, clause) in clauses.enumerated() {
                if index == active {
                    // The directive line goes; the clause's code stays, with its own `#if`s decided.
                    let end = clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                    ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
                    if let elements = clause.elements { walk(elements) }
                } else {
                    ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
            ranges.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
