import Foundation
import NIOConcurrencyHelpers
@testable import PushServer
import Testing

@Suite struct InOrderDeliveryTests {
    final class Seen: @unchecked Sendable {
        var values: [Int] = []
        var inside = 0
        var overlapped = false
    }

    /// Four threads number values under one lock and deliver them after it, as the endpoint does:
    /// the consumer gets every one, in number order, never two at once.
    @Test func valuesNumberedUnderALockReachTheConsumerInThatOrderOneAtATime() {
        let seen = Seen()
        let delivery = InOrderDelivery<Int> { value in
            seen.inside += 1
            if seen.inside > 1 { seen.overlapped = true }
            seen.values.append(value)
            seen.inside -= 1
        }
        let numbering = NIOLockedValueBox(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<5_000 {
                let ticket = numbering.withLockedValue { n -> Int in
                    n += 1
                    return n
                }
                delivery.deliver(ticket, ticket: ticket)
            }
        }
        #expect(seen.values == Array(1...20_000))
        #expect(!seen.overlapped)
    }
}
