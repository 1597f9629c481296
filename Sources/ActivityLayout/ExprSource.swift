import ActivityModel

/// Where one of a view's expressions or strings is written in the definition: the YAML scalar
/// holding it, so that a diagnostic about it names the file, line and column.
///
/// Views keep their expressions as text and evaluate them at render time, long after the source
/// tree is gone; each view keeps the places of its own scalars (looked up by text, and only when
/// something is reported), so an expression shared by two views is located in each.
public struct ExprSource: Sendable, Equatable {
    public var text: String
    public var file: String
    public var line: Int
    public var column: Int
    /// `SourceNode.contentColumn`: where the text's first character is, when its characters map
    /// one to one onto columns; a parse error's offset is then a column too.
    public var contentColumn: Int?

    public init(text: String, file: String, line: Int, column: Int, contentColumn: Int? = nil) {
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.contentColumn = contentColumn
    }

    /// The scalar `node` as a source, or nil when it is not a scalar.
    init?(_ node: SourceNode, file: String) {
        guard let text = node.scalarText else { return nil }
        self.init(text: text, file: file, line: node.line, column: node.column, contentColumn: node.contentColumn)
    }

    /// `file:line:column: `, at `offset` characters into the text when that is a column.
    public func prefix(offset: Int? = nil) -> String {
        let at = offset.flatMap { offset in contentColumn.map { $0 + offset } } ?? column
        return "\(file):\(line):\(at): "
    }
}
