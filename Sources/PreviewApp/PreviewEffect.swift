/// What `reduce` asks the event loop to do, as bubbletea's `Update` returns a `Cmd`: the state only
/// asks, and the loop, which holds the terminal and the input, carries it out.
public enum PreviewEffect: Sendable, Equatable {
    /// End the preview with this exit status (the terminal is restored by the caller).
    case quit(Int32)
    /// Ctrl-Z or SIGTSTP: give the terminal back and stop until `fg`.
    case suspend
    /// SIGCONT after a stop made elsewhere: take the screen back and draw it whole.
    case resume
    /// Read the definition again; the result comes back as `.definitionReloaded` or
    /// `.definitionFailed`.
    case reloadDefinition
}
