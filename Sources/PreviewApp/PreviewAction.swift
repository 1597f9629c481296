import ActivityModel
import Canvas
import Foundation

/// Everything that can change the preview: the only input of `reduce`.
///
/// The event loop turns the outside world into these (keys and resizes from the terminal, values
/// from the feed, a changed definition file, a signal, the real time), so `reduce` stays a pure
/// function that tests drive with made-up values.
public enum PreviewAction: Sendable {
    case key(Key)
    case resize(Size)
    /// The real time now; sent before every batch of other actions.
    case clock(Date)
    /// Values framed from the feed, in order.
    case feed([FeedValue])
    /// Requests the APNs endpoint answered since the last batch, in order (`serve`, `preview
    /// --listen`); `served` counts every request answered so far, and `notShown` those the preview
    /// fell too far behind to be given (the record keeps them).
    case requests([EndpointRequest], served: Int, notShown: Int)
    /// What happened to the endpoint's connections since the last batch (a failed TLS handshake,
    /// a protocol error, a GOAWAY), in order.
    case connections([EndpointConnection])
    /// The feed reached its end (EOF on a file or on stdin, a pipe's included; a FIFO named by its
    /// path waits for its next writer instead); the last state keeps ticking.
    case feedEnded
    /// The feed could not be read (named in the message); the preview goes on without it.
    case feedFailed(String)
    /// The definition's files changed and have stopped changing: `reduce` asks for them to be read.
    case definitionChanged
    /// The definition file changed and loaded.
    case definitionReloaded(ActivityDefinition, file: String)
    /// The definition file changed and did not load: the message is shown and the last good
    /// definition stays.
    case definitionFailed(String)
    /// SIGINT, SIGTERM or SIGHUP: quit, restoring the terminal. SIGTSTP: suspend, as Ctrl-Z does.
    /// SIGCONT: take the screen back (the process was stopped from elsewhere).
    case signal(Int32)
}
