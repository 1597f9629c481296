/// Views a front end computes at each render instant instead of declaring them: a Swift widget's
/// closures, run by the interpreter. The layout module's `ViewProgram` is what one is; the model
/// only carries it from the reader to the renderer.
public protocol DefinitionProgram: AnyObject, Sendable {}

/// A program held by a definition, equal to another only when it is the same program.
public struct ProgramReference: Sendable, Equatable {
    public let program: any DefinitionProgram

    public init(_ program: any DefinitionProgram) {
        self.program = program
    }

    public static func == (lhs: ProgramReference, rhs: ProgramReference) -> Bool {
        lhs.program === rhs.program
    }
}
