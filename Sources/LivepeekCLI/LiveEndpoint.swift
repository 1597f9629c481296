import ActivityModel
import ArgumentParser
import Foundation
import PreviewApp
import PushServer

/// The endpoint as the interactive preview's live feed (`serve` without `--headless`,
/// `preview --listen`): every request it answers, refused ones too, waits in a queue the preview
/// takes from, with the feed values an accepted push became; the preview shows each request in the
/// log pane.
///
/// One phone: the endpoint's evaluator judges each push and owns the activities (what a broadcast
/// reaches); the screen replays the same values to draw them, and can go back in time, which the
/// endpoint cannot wait for. A hot reload goes to the endpoint (`reload`) and reaches the screen
/// through this queue, after the requests judged by the old definition and before the others, so
/// the two judge every push by the same definition.
///
/// The queue does not hold the server up: when the screen falls `capacity` requests behind (a
/// paused feed), further ones are counted, not kept, and the preview says how many it missed; the
/// record keeps them all. A byte in a pipe wakes the preview's `poll(2)` when requests wait.
final class LiveEndpoint: Sendable {
    let listener: PushListener
    let url: String
    let queue: RequestQueue
    static let capacity = 1024

    /// Options shared by `serve` and `preview --listen`.
    struct Options {
        var host = "127.0.0.1"
        var port = 2197
        /// `serve --record`, opened by the command so that it can say why it cannot be.
        var record: PushRecord?
        var rules = APNSRules()
        var tls: TLSSetup.Identity?
        var idleSeconds = PushListener.defaultIdleSeconds
        var strict = false
        var clientCA: String?
    }

    static func start(definition: ActivityDefinition, options: Options) throws -> LiveEndpoint {
        let queue = try RequestQueue(capacity: capacity)
        let recordPath = options.record?.path ?? ""
        // The screen shows the endpoint's phone: one evaluator judges each push.
        let endpoint = PushEndpoint(definition: definition, rules: options.rules, record: options.record, sharesPhone: true) { served in
            var request = EndpointRequest(
                status: served.response.status, reason: served.response.reason?.rawValue, method: served.method, path: served.path,
                token: served.token, channelID: served.channelID, apnsID: served.response.apnsID, receivedAt: served.receivedAt,
                values: served.values, recordFailure: served.recordFailure.map { "\(recordPath): \($0)" })
            request.judgements = zip(served.results, served.phones).map { EndpointJudgement(result: $0, phone: $1) }
            queue.add(request)
        } connections: { event in
            queue.add(EndpointConnection(peer: event.peer, kind: event.kind.rawValue, isFailure: event.isFailure, message: event.message, at: event.at))
        } definitions: { definition, file in
            queue.add(reload: definition, file: file)
        }
        let listener = try PushListener.start(host: options.host, port: options.port, endpoint: endpoint, tls: options.tls,
                                              idleSeconds: options.idleSeconds, strict: options.strict,
                                              clientCA: options.clientCA)
        return LiveEndpoint(listener: listener, url: Serve.url(host: options.host, port: listener.port, tls: options.tls != nil), queue: queue)
    }

    init(listener: PushListener, url: String, queue: RequestQueue) {
        self.listener = listener
        self.url = url
        self.queue = queue
    }

    /// A definition the screen reloaded: the endpoint judges by it from its next push, and the
    /// screen takes it from the queue in order with the requests.
    func reload(_ definition: ActivityDefinition, file: String) {
        listener.endpoint.replaceDefinition(definition, file: file)
    }

    /// What waits for the preview, in the endpoint's order.
    enum Item: Sendable {
        case request(EndpointRequest)
        /// The endpoint judges by this definition from here on.
        case reload(ActivityDefinition, file: String)
    }

    /// The requests answered and not yet taken, behind a lock; a byte in a pipe wakes the poller.
    final class RequestQueue: @unchecked Sendable {
        /// Readable while requests wait: what the preview polls.
        let wakeDescriptor: Int32
        private let wakeWrite: Int32
        private let capacity: Int
        private let lock = NSLock()
        private var waiting: [Item] = []
        /// The requests among `waiting`: what `capacity` bounds.
        private var waitingRequests = 0
        /// Bounded like the requests; beyond it the newest are not kept (the headless log has them all).
        private var connections: [EndpointConnection] = []
        private var served = 0
        private var notShown = 0

        init(capacity: Int) throws {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw ValidationError("cannot make a pipe: \(String(cString: strerror(errno)))") }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            (wakeDescriptor, wakeWrite) = (ends[0], ends[1])
            self.capacity = capacity
        }

        /// Called by the endpoint, in answer order, for every request.
        func add(_ request: EndpointRequest) {
            lock.lock()
            served += 1
            if waitingRequests < capacity {
                waiting.append(.request(request))
                waitingRequests += 1
            } else {
                notShown += 1
            }
            lock.unlock()
            wake()
        }

        /// Called by the endpoint, in order with the requests, when its definition is replaced.
        func add(reload definition: ActivityDefinition, file: String) {
            lock.lock()
            waiting.append(.reload(definition, file: file))
            lock.unlock()
            wake()
        }

        /// A full pipe is already readable: the byte is only a wake-up.
        private func wake() {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }

        /// Whether a reload waits: the screen takes it even while it takes no requests.
        var hasReload: Bool {
            lock.lock()
            defer { lock.unlock() }
            return waiting.count > waitingRequests
        }

        /// Called by the endpoint, in order with the requests, for every connection event.
        func add(_ connection: EndpointConnection) {
            lock.lock()
            if connections.count < capacity { connections.append(connection) }
            lock.unlock()
            wake()
        }

        /// The connection events waiting, oldest first.
        func takeConnections() -> [EndpointConnection] {
            lock.lock()
            defer { lock.unlock() }
            let taken = connections
            connections.removeAll()
            return taken
        }

        /// Requests answered so far, refused ones included.
        var servedCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return served
        }

        /// The requests and reloads waiting, oldest first, with the count so far and how many
        /// requests were not kept.
        func take() -> (items: [Item], served: Int, notShown: Int) {
            var bytes = [UInt8](repeating: 0, count: 512)
            while read(wakeDescriptor, &bytes, bytes.count) > 0 {}
            lock.lock()
            defer { lock.unlock() }
            let taken = (waiting, served, notShown)
            waiting.removeAll()
            waitingRequests = 0
            notShown = 0
            return taken
        }
    }

    /// Stops the listener as APNs stops (GOAWAY, the begun requests answered), then syncs the record:
    /// the preview restores the terminal on SIGINT/SIGTERM and returns, then this.
    func finish() {
        listener.shutdown()
        listener.endpoint.finish()
    }

    /// `[HOST:]PORT` of `--listen`.
    static func parseAddress(_ text: String) -> (host: String, port: Int)? {
        let host: String, portText: Substring
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            portText = text[text.index(after: colon)...]
        } else {
            host = "127.0.0.1"
            portText = Substring(text)
        }
        guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else { return nil }
        return (host, port)
    }
}
