import SwiftSyntax

extension TokenSyntax {
    /// The name a token spells, without the backticks that let a keyword be one (`` `if` ``,
    /// `` case `default` ``): what a use of the name written bare refers to.
    var plainText: String {
        let text = self.text
        guard text.count > 2, text.first == "`", text.last == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }
}
