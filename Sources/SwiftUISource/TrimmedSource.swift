import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without its first token's leading trivia and its last token's trailing
    /// trivia: swift-syntax's `trimmedDescription`, sliced from the node's bytes. That one detaches
    /// the node into a new arena and edits it twice through key paths to print it, which costs more
    /// than any other step of reading a widget (BENCHMARKS.md, "Costs that shaped the code").
    /// As there, a missing token counts as the first or last one, so trivia beside it stays.
    var trimmedSource: String {
        let bytes = syntaxTextBytes
        let start = firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
        let end = bytes.count - (lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
