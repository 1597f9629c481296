import NIOConcurrencyHelpers

/// Hands numbered values to one consumer in number order, one call at a time, whichever threads
/// deliver them: the endpoint's log lines leave its lock without losing their order.
///
/// Tickets are 1, 2, 3, … with no gaps (the endpoint numbers requests under its lock). A thread
/// that delivers while no other is consuming becomes the consumer and goes on until the next
/// ticket has not arrived yet; a value whose predecessors are still on their way waits for the
/// thread that brings them. So the consumer is never called concurrently and never out of order;
/// what waits is what other threads delivered while one was between the lock and this call (a few
/// microseconds, unless the scheduler stops that thread there).
final class InOrderDelivery<Value: Sendable>: Sendable {
    private struct State {
        var next = 1
        var waiting: [Int: Value] = [:]
        var consuming = false
    }

    private let state = NIOLockedValueBox(State())
    private let consumer: @Sendable (Value) -> Void

    init(_ consumer: @escaping @Sendable (Value) -> Void) {
        self.consumer = consumer
    }

    func deliver(_ value: Value, ticket: Int) {
        let mine = state.withLockedValue { state -> Bool in
            state.waiting[ticket] = value
            guard !state.consuming else { return false }
            state.consuming = true
            return true
        }
        guard mine else { return }
        while true {
            let ready = state.withLockedValue { state -> [Value] in
                var ready: [Value] = []
                while let value = state.waiting.removeValue(forKey: state.next) {
                    ready.append(value)
                    state.next += 1
                }
                if ready.isEmpty { state.consuming = false }
                return ready
            }
            if ready.isEmpty { return }
            for value in ready { consumer(value) }
        }
    }
}
