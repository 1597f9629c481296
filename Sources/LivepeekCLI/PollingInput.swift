import ActivityModel
import DefinitionLoader
import Foundation
import PreviewApp
import PushFeed

/// The preview's `PreviewInput` over `poll(2)`: waits on the terminal, the feed (or the APNs
/// endpoint's requests) and the signal pipe at once, and checks the definition file for changes.
///
/// The definition is watched by its modification time and size, checked at most every
/// `definitionCheckInterval` (editors replace files by renaming, which an inotify watch on the old
/// file would miss; a stat of the path sees both), and read once the change has settled.
struct PollingInput: PreviewInput {
    let terminalDescriptor: Int32
    let signalDescriptor: Int32
    let takeSignals: () -> [Int32]
    var feed: FeedSource?
    /// The endpoint, when the preview is an APNs endpoint (`serve`, `preview --listen`): its
    /// requests are the feed, and a reloaded definition goes to it first.
    var endpoint: LiveEndpoint?
    /// The endpoint's request count the preview was last given.
    var servedShown = 0
    let definitionPath: String
    /// Every file the definition was read from (all the `.swift` files of a folder).
    let definitionFiles: [String]
    var definitionStamps: [FileStamp?]
    /// A change of the files waits until they stop changing before they are read again.
    var definitionChange = SettledChange<[FileStamp?]>()
    /// A read that failed, held until the files have stayed as they were read for
    /// `failureSettle`: a writer descheduled between an editor's two steps (a loaded machine) can
    /// outlast the settle, and the half-written file's error would be reported, then gone.
    var heldFailure: (message: String, stamps: [FileStamp?], since: Date)?
    static let failureSettle: TimeInterval = 1.5
    /// How a Swift ACTIVITY is read again (`--activity`, `--attributes`) and the clock's start.
    var swiftSource: SwiftSourceOptions
    var start = Date()
    var nextDefinitionCheck = Date.distantPast
    static let definitionCheckInterval: TimeInterval = 0.5
    /// How often a followed regular file at its end is checked for growth.
    static let followInterval: TimeInterval = 0.25

    func now() -> Date { Date() }

    mutating func wait(until deadline: Date, readFeed: Bool) -> [PreviewAction] {
        var actions: [PreviewAction] = []
        var wake = min(deadline, nextDefinitionCheck)
        let feedReady = readFeed && (feed.map { !$0.ended && $0.isRegularFile && $0.hasMore } ?? false)
        if readFeed, let feed, !feed.ended, feed.isRegularFile, feed.follow { wake = min(wake, now().addingTimeInterval(Self.followInterval)) }
        var descriptors = [pollfd(fd: terminalDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)]
        if readFeed, let fd = feed?.pollDescriptor { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let feedPolled = descriptors.count > 2
        if readFeed, let fd = endpoint?.queue.wakeDescriptor { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        // Clamped before the conversion: a deadline long past (or NaN) must not trap in Int32(_:).
        let milliseconds = (wake.timeIntervalSince(now()) * 1000).rounded(.up)
        let timeout: Int32 = feedReady || !(milliseconds > 0) ? 0 : Int32(min(60_000, milliseconds))
        // EINTR (SIGWINCH, the signal pipe's own signals) just ends the wait early.
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)

        for signal in takeSignals() { actions.append(.signal(signal)) }
        // The terminal went away (a closed window, a dropped SSH session, a killed tmux pane): quit
        // as on SIGHUP, which may never come (blocked, or the session leader was another process).
        // Without this every poll would return at once and the loop would spin with no one watching.
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { actions.append(.signal(SIGHUP)) }
        if readFeed, var source = feed {
            let wantsRead = source.isRegularFile || (feedPolled && descriptors[2].revents != 0)
            if wantsRead {
                let (values, error) = source.read()
                if !values.isEmpty { actions.append(.feed(values)) }
                if let error { actions.append(.feedFailed(error.description)) } else if source.ended { actions.append(.feedEnded) }
            }
            feed = source
        }
        if let queue = endpoint?.queue {
            // While the feed is paused requests wait in the queue (their wake-up is not polled), and
            // only the status bar's count moves; a reload waiting behind them is taken with them.
            let taking = readFeed || queue.hasReload
            let connections = taking ? queue.takeConnections() : []
            if !connections.isEmpty { actions.append(.connections(connections)) }
            let taken = taking ? queue.take() : (items: [], served: queue.servedCount, notShown: 0)
            var requests: [EndpointRequest] = []
            for item in taken.items {
                switch item {
                case .request(let request):
                    requests.append(request)
                case .reload(let definition, let file):
                    if !requests.isEmpty { actions.append(.requests(requests, served: taken.served, notShown: 0)) }
                    requests = []
                    actions.append(.definitionReloaded(definition, file: file))
                }
            }
            if !requests.isEmpty || taken.notShown > 0 || taken.served != servedShown {
                actions.append(.requests(requests, served: taken.served, notShown: taken.notShown))
            }
            servedShown = taken.served
        }
        if now() >= nextDefinitionCheck {
            nextDefinitionCheck = now().addingTimeInterval(Self.definitionCheckInterval)
            let stamps = definitionFiles.map { FileStamp(path: $0) }
            if let held = heldFailure {
                if held.stamps != stamps {
                    heldFailure = nil
                } else if now() >= held.since.addingTimeInterval(Self.failureSettle) {
                    heldFailure = nil
                    actions.append(.definitionFailed(held.message))
                } else {
                    nextDefinitionCheck = min(nextDefinitionCheck, held.since.addingTimeInterval(Self.failureSettle))
                }
            }
            if stamps == definitionStamps {
                definitionChange.reset()
            } else if definitionChange.hasSettled(stamps, at: now()) {
                definitionStamps = stamps
                actions.append(.definitionChanged)
            }
            if let settled = definitionChange.deadline { nextDefinitionCheck = min(nextDefinitionCheck, settled) }
        }
        return actions
    }

    /// An endpoint's screen gets the definition back from the endpoint's queue, in order with the
    /// requests, rather than here.
    mutating func reloadDefinition() -> [PreviewAction] {
        heldFailure = nil
        do {
            let loaded = try CommandSupport.load(definitionPath, swift: swiftSource, start: start)
            if let endpoint {
                endpoint.reload(loaded.definition, file: loaded.file.path)
                return []
            }
            return [.definitionReloaded(loaded.definition, file: loaded.file.path)]
        } catch {
            heldFailure = (error.description, definitionFiles.map { FileStamp(path: $0) }, now())
            nextDefinitionCheck = min(nextDefinitionCheck, now().addingTimeInterval(Self.failureSettle))
            return []
        }
    }
}

/// A file's modification time and size: enough to notice an editor's save.
struct FileStamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }
}
