/// A value the interpreter chose where the phone's would come from outside the program (a random
/// number, the app's user defaults), so every run draws the same: the embedder says so once.
public struct InterpreterNote: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case randomValue
        /// `UserDefaults` read: livepeek has no app's defaults, so every key is never set.
        case unsetDefault
        /// `@Environment(Model.self)`: an object the app injects, made from the program's defaults.
        case environmentObject
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
}
