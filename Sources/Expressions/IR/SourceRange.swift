/// Where a piece of the IR was written: the file and the first and last positions, so a value that
/// cannot be computed is reported at its own `file:line:column`.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(file: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    /// A range for IR that no source spells (built by a front end or a test).
    public static let none = SourceRange(file: "", line: 0, column: 0)

    public var description: String { "\(file):\(line):\(column)" }
}
