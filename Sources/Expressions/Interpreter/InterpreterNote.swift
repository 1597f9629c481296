/// A value the interpreter chose where the phone's would come from outside the program (a random
/// number, the app's user defaults), so every run draws the same: the embedder says so once.
public struct InterpreterNote: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case randomValue
        /// A `UserDefaults` key missing from the defaults given: read as never set.
        case unsetDefault
        /// A `UserDefaults` key read with no defaults given: a sample value.
        case sampleDefault
        /// `@Environment(Model.self)`: an object the app injects, made from the program's defaults.
        case environmentObject
        /// A value the library computes other than the phone would (a measurement's unit).
        case approximated
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    /// What the note is about, for an embedder that gathers notes (a `UserDefaults` key).
    public var subject: String? = nil
}
