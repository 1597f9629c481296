import Foundation

/// Everything outside the terminal that feeds the preview: the real clock, the push feed, the
/// definition file and signals; and reading the definition again when asked. The command line
/// implements it over `poll(2)`; tests script it.
public protocol PreviewInput {
    /// The real time.
    func now() -> Date
    /// Blocks until the terminal has input, the feed has values, the definition changed, a signal
    /// arrived, or `deadline` passed; returns the actions that arrived (terminal events are read
    /// from the backend by the loop, not here).
    /// - Parameter readFeed: false while the preview does not want more of the feed (paused, or a
    ///   script far ahead of the clock): the feed is then left unread, so its writer waits instead of
    ///   the preview's memory growing.
    mutating func wait(until deadline: Date, readFeed: Bool) -> [PreviewAction]
    /// Reads the definition again, when `reduce` asks (`.definitionChanged` came from `wait`):
    /// `.definitionReloaded`, or `.definitionFailed` with the error; nothing yet when the outcome
    /// comes back through `wait` (an APNs endpoint's reload, in order with its requests; a failure
    /// held until the file is known not to be half-way through a save).
    mutating func reloadDefinition() -> [PreviewAction]
}
