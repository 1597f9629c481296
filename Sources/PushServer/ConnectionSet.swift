import NIOConcurrencyHelpers
import NIOCore

/// The listener's open connections, so that a shutdown can tell each to go away and wait for it.
final class ConnectionSet: Sendable {
    private let channels = NIOLockedValueBox<[ObjectIdentifier: Channel]>([:])

    /// Keeps `channel` until it closes.
    func add(_ channel: Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLockedValue { $0[key] = channel }
        channel.closeFuture.whenComplete { [channels] _ in
            channels.withLockedValue { _ = $0.removeValue(forKey: key) }
        }
    }

    var all: [Channel] { channels.withLockedValue { Array($0.values) } }
}
