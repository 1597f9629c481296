/// A mistake in an activity definition, with the file, line and column it is at.
///
/// Printed as `path:line:column: error: message`, the form editors and CI annotate.
public struct DefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The diagnostic code the message ends with, where one is given, for callers that recover.
    public var code: String?

    public init(file: String, line: Int, column: Int, message: String, code: String? = nil) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(file: String, at node: SourceNode, _ message: String) {
        self.init(file: file, line: node.line, column: node.column, message: message)
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
