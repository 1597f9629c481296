import ActivityLayout
import ActivityModel
import Canvas
import Foundation

extension PreviewState {
    /// The Update of Model / Update / View: applies one action, and returns what the event loop must
    /// then do (quit, suspend, read the definition again). Pure: everything it needs is in the state
    /// or the action.
    @discardableResult
    public mutating func reduce(_ action: PreviewAction) -> [PreviewEffect] {
        switch action {
        case .clock(let real):
            // The real clock may step back (NTP); the preview's never does by itself.
            if real > realNow { realNow = real }
            drainPending()
        case .resize(let newSize):
            size = newSize
        case .key(let key):
            if showHelp, KeyMap.command(for: key) != .quit {
                // Any key closes the help, as `less` and `htop` do; it does not also act.
                showHelp = false
                return []
            }
            guard let command = KeyMap.command(for: key) else { return [] }
            return run(command, key: key)
        case .feed(let values):
            for value in values { replay.append(value) }
            drainPending()
        case .requests(let requests, let served, let notShown):
            requestCount = max(requestCount, served)
            for request in requests {
                if let failure = request.recordFailure { note("record: \(failure): pushes are answered 500 from now on") }
                // Kept without its values: the replay holds those once, as its own items.
                var summary = request
                summary.values = []
                summary.judgements = []
                // Phones are held only for values next in line, a few at a time: while the screen is
                // paused or behind, the values after them are judged here when reached, from the last
                // phone taken, so a flood of pushes never holds a phone each.
                let judged = request.judgements.count == request.values.count && replay.pendingCount == judgements.count
                    && judgements.count + request.values.count <= PreviewState.heldPhones
                if request.values.isEmpty { replay.append(summary) }
                for value in request.values { replay.append(value, request: summary) }
                if judged { judgements += request.judgements }
            }
            drainPending()
            // The ones not kept came after those given: the line goes after them.
            if notShown > 0 {
                note("\(notShown) requests not shown: the preview fell behind the endpoint (a record keeps every push)")
            }
        case .connections(let events):
            for event in events { replay.append(event) }
            drainPending()
        case .feedEnded:
            feedEnded = true
            note(pendingCount > 0 ? "feed read to its end; \(pendingCount) values wait for the clock (] and } travel)"
                                  : "feed ended; the last state keeps ticking")
        case .feedFailed(let message):
            feedError = message
            feedEnded = true
            note("feed: \(message)")
        case .definitionChanged:
            return [.reloadDefinition]
        case .definitionReloaded(let newDefinition, let file):
            definition = newDefinition
            definitionFile = file
            (views, viewDiagnostics) = ViewParser.parse(newDefinition, file: file)
            viewDiagnostics = newDefinition.sourceDiagnostics + viewDiagnostics
            evaluator.replaceDefinition(newDefinition)
            reloadError = nil
            note("definition reloaded from \(file)")
        case .definitionFailed(let message):
            // Logged once per failed save, so the log tells the story of an editing session.
            if reloadError != message { note("definition not reloaded: \(message)") }
            reloadError = message
        case .signal(SIGTSTP):
            return [.suspend]
        case .signal(SIGCONT):
            // Also sent when our own suspension ends: taking the screen back again only redraws.
            return [.resume]
        case .signal(let number):
            // The shell's convention: 128 + the signal's number.
            return [.quit(128 + number)]
        }
        return []
    }

    mutating func run(_ command: PreviewCommand, key: Key) -> [PreviewEffect] {
        switch command {
        case .quit:
            return [.quit(key == .control("c") ? 130 : 0)]
        case .suspend: return [.suspend]
        case .help: showHelp.toggle()
        case .stale: forceStale.toggle()
        case .rightToLeft: flipDirection.toggle()
        case .device: deviceIndex = (deviceIndex + 1) % max(1, devices.count)
        case .theme: themeIndex = (themeIndex + 1) % max(1, themes.count)
        case .alwaysOn: alwaysOn.toggle()
        case .largerText, .smallerText:
            let sizes = DynamicTypeSize.allCases
            let index = sizes.firstIndex(of: dynamicTypeSize) ?? 3
            let next = command == .largerText ? min(sizes.count - 1, index + 1) : max(0, index - 1)
            dynamicTypeSize = sizes[next]
        case .minuteForward: travel(60)
        case .minuteBack: travel(-60)
        case .tenMinutesForward: travel(600)
        case .tenMinutesBack: travel(-600)
        case .realTime:
            clock.offset = 0
            settle()
        case .pauseFeed:
            feedPaused.toggle()
            if !feedPaused { drainPending() }
        case .focusExpanded: focusExpanded.toggle()
        case .compareDevices: compareDevices.toggle()
        case .islandLimited: islandLimited.toggle()
        case .surfaces: surfaceGroup = surfaceGroup.next
        case .historyBack:
            // The clock goes back to the applied push before the one shown, so everything on the
            // screen is as it was then; a push received since waits for the clock again.
            let applied = replay.takenTimes.lazy.filter(\.applied).map(\.time)
            if let shown = applied.last, let previous = applied.last(where: { $0 < shown }) { travel(to: previous) }
        case .historyForward:
            if let next = nextPendingTime(), next > now {
                travel(to: next)
            } else if clock.offset < 0 {
                clock.offset = 0
                settle()
            }
        case .log:
            showLog.toggle()
            logScroll = 0
        case .scrollUp:
            logScroll = min(logScroll + logPageStep, max(0, log.entries.count - 1))
        case .scrollDown:
            logScroll = max(0, logScroll - logPageStep)
        }
        return []
    }

    /// Log lines moved per scroll key.
    var logPageStep: Int { 3 }

    mutating func travel(_ seconds: TimeInterval) {
        clock.offset += seconds
        settle()
    }

    mutating func travel(to target: Date) {
        setClock(to: target)
        settle()
    }

    /// Sets the travel so the clock reads `target` exactly, or a rounding step after it, never
    /// before: a push received at `target` must count as received.
    mutating func setClock(to target: Date) {
        clock.offset += target.timeIntervalSince(now)
        for _ in 0..<8 where now < target { clock.offset = clock.offset.nextUp }
    }

    /// After the clock moved, either way: the state is the feed evaluated up to the new instant.
    /// Forward, the waiting values the clock reached are taken; back, past a value already taken,
    /// the state is rebuilt from the replay's start, as `dump --now` would build it. Further back
    /// than the replay keeps, the clock stops at the oldest instant it can show exactly.
    mutating func settle() {
        if let last = replay.lastTaken, last > now {
            let oldest = replay.base.lastTaken.flatMap { $0 > now ? $0 : nil }
            if let oldest { setClock(to: oldest) }
            rewind()
            if let oldest {
                log.note("the feed is kept back to \(PreviewScreen.timeOfDay(oldest)) only (the last \(FeedReplay.window) values or more): the clock stops there",
                         at: now)
            }
        }
        drainPending()
    }

    /// Rebuilds the feed's state (activities, log) up to `now` from the replay's checkpoint. While
    /// the feed is paused, only what was shown before comes back: pausing holds new values, not old.
    mutating func rewind() {
        let shownBefore = replay.taken
        evaluator = replay.base.evaluator
        evaluator.replaceDefinition(definition)
        log = replay.base.log
        replay.restart()
        take(following: false, atMost: feedPaused ? shownBefore : .max)
    }

    /// A line of the preview's own in the log, at the clock's instant; it goes and comes back with
    /// the clock like the values around it.
    mutating func note(_ text: String) {
        log.note(text, at: now)
        replay.insertNote(text, at: now)
    }

    /// Takes the waiting values the clock has reached, oldest first (not while the feed is paused).
    mutating func drainPending() {
        guard !feedPaused else { return }
        take(following: true, atMost: .max)
    }

    /// Takes waiting items in order while they are received by `now`.
    ///
    /// - Parameter following: whether a value may move the clock: until a feed has set the clock
    ///   (its first timed value anchors it), and in a live feed, values are taken as they come and
    ///   the clock jumps forward to one received later than it reads, unless the person sent the
    ///   clock back; then, as in a script, a value waits until the clock passes it.
    mutating func take(following: Bool, atMost limit: Int) {
        var count = 0
        while count < limit, let item = replay.nextPending {
            let asItComes = following && (!clock.anchoredByFeed || (feedMode == .live && clock.offset >= 0))
            switch item {
            case .note(let text, let time):
                guard time <= now else { return }
                log.note(text, at: time)
                replay.markTaken(at: time, applied: false)
            case .request(let request):
                // Like a push the phone could not read: taken as it comes in a live feed, without
                // moving the clock (it says nothing about the activity's time); once the person has
                // sent the clock back, it waits for the clock even before a push has set it.
                let live = following && feedMode == .live && clock.offset >= 0
                guard live || request.receivedAt <= now else { return }
                log.append(request)
                replay.markTaken(at: request.receivedAt, applied: false)
                replay.checkpointIfDue(evaluator: evaluator, log: log)
            case .connection(let event):
                // As a request that reached no phone: it says nothing about the activity's time.
                let live = following && feedMode == .live && clock.offset >= 0
                guard live || event.at <= now else { return }
                log.append(event)
                replay.markTaken(at: event.at, applied: false)
                replay.checkpointIfDue(evaluator: evaluator, log: log)
            case .value(let value, let request):
                let live = feedMode == .live || !clock.anchoredByFeed
                // The first time a value the endpoint judged is reached, its verdict and its phone
                // are the screen's; values taken again (the clock sent back) are judged here.
                let judged = request != nil && replay.isFirstTake ? judgements.first.flatMap { $0.result.line == value.line ? $0 : nil } : nil
                let result = judged?.result ?? evaluator.evaluate(value, unlessReceivedAfter: asItComes ? nil : now)
                let isTaken = asItComes || result.receivedAt <= now
                // A value the phone could not read says nothing about time (one not taken is not read yet).
                if following, live, !isTaken || result.verdict != .rejected { clock.follow(result.receivedAt, real: realNow) }
                guard isTaken else {
                    // Received after the clock; in a live feed the clock has followed it, which
                    // may have brought it within reach.
                    if following, live, result.receivedAt <= now { continue }
                    return
                }
                if let judged {
                    judgements.removeFirst()
                    evaluator = judged.phone
                }
                log.append(result, request: request)
                replay.markTaken(at: result.receivedAt, applied: result.verdict == .applied)
                replay.checkpointIfDue(evaluator: evaluator, log: log)
            }
            count += 1
        }
    }

    /// When the first waiting value would be received (its `"at"`, or its timestamp), without
    /// taking it.
    mutating func nextPendingTime() -> Date? {
        switch replay.nextPending {
        case .note(_, let time): return time
        case .request(let request): return request.receivedAt
        case .connection(let event): return event.at
        case .value(let value, _): return evaluator.evaluate(value, unlessReceivedAfter: .distantPast).receivedAt
        case nil: return nil
        }
    }
}
