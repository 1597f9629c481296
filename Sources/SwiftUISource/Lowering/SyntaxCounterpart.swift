import SwiftSyntax

extension SwiftLowering {
    /// The expression of `folded` spanning the same source as `node` of the unfolded tree the
    /// reader walks: folding operators changes the tree, not the text, so positions carry over.
    static func counterpart(of node: some SyntaxProtocol, in folded: some SyntaxProtocol) -> ExprSyntax? {
        let start = node.positionAfterSkippingLeadingTrivia, end = node.endPositionBeforeTrailingTrivia
        guard let token = folded.token(at: start) else { return nil }
        var current: Syntax? = Syntax(token)
        var found: ExprSyntax? = nil
        while let candidate = current, candidate.positionAfterSkippingLeadingTrivia >= start, candidate.endPositionBeforeTrailingTrivia <= end {
            if candidate.positionAfterSkippingLeadingTrivia == start, candidate.endPositionBeforeTrailingTrivia == end,
               let expression = candidate.as(ExprSyntax.self) {
                found = expression
            }
            current = candidate.parent
        }
        return found
    }
}
