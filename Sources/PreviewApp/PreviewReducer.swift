import ActivityLayout
import ActivityModel
import Foundation

extension PreviewState {
    /// The Update of Model / Update / View: applies one action. Pure: everything it needs is in the
    /// state or the action.
    public mutating func reduce(_ action: PreviewAction) {
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
                return
            }
            guard let command = KeyMap.command(for: key) else { return }
            run(command, key: key)
        case .feed(let values):
            for value in values { receive(value) }
        case .feedEnded:
            feedEnded = true
            log.note(pendingCount > 0 ? "feed read to its end; \(pendingCount) values wait for the clock (] and } travel)"
                                      : "feed ended; the last state keeps ticking", at: now)
        case .feedFailed(let message):
            feedError = message
            feedEnded = true
            log.note("feed: \(message)", at: now)
        case .definitionReloaded(let newDefinition, let file):
            definition = newDefinition
            definitionFile = file
            (views, viewDiagnostics) = ViewParser.parse(lockScreen: newDefinition.lockScreen, dynamicIsland: newDefinition.dynamicIsland,
                                                        file: file)
            viewDiagnostics = newDefinition.sourceDiagnostics + viewDiagnostics
            evaluator.replaceDefinition(newDefinition)
            reloadError = nil
            log.note("definition reloaded from \(file)", at: now)
        case .definitionFailed(let message):
            // Logged once per failed save, so the log tells the story of an editing session.
            if reloadError != message { log.note("definition not reloaded: \(message)", at: now) }
            reloadError = message
        case .signal(let number):
            // The shell's convention: 128 + the signal's number.
            exitCode = 128 + number
        }
    }

    mutating func run(_ command: PreviewCommand, key: Key) {
        switch command {
        case .quit:
            exitCode = key == .control("c") ? 130 : 0
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
        case .realTime: clock.offset = 0
        case .pauseFeed:
            feedPaused.toggle()
            if !feedPaused { drainPending() }
        case .focusExpanded: focusExpanded.toggle()
        case .historyBack:
            let available = (evaluator.snapshot(at: now).first?.record.history.count ?? 1) - 1
            historyBack = min(historyBack + 1, max(0, available))
        case .historyForward: historyBack = max(0, historyBack - 1)
        case .log:
            showLog.toggle()
            logScroll = 0
        case .scrollUp:
            logScroll = min(logScroll + logPageStep, max(0, log.entries.count - 1))
        case .scrollDown:
            logScroll = max(0, logScroll - logPageStep)
        }
    }

    /// Log lines moved per scroll key.
    var logPageStep: Int { 3 }

    mutating func travel(_ seconds: TimeInterval) {
        clock.offset += seconds
        drainPending()
    }

    /// One feed value as the phone receives it. A live value applies now and pulls the clock
    /// forward to its time; a script value received later than the clock waits in `pending`.
    mutating func receive(_ value: FeedValue) {
        if feedMode == .script, clock.anchoredByFeed {
            if pendingCount > 0 {
                pending.append(value)
                return
            }
            let result = evaluator.evaluate(value, unlessReceivedAfter: now)
            if result.receivedAt > now {
                pending.append(value)
                return
            }
            record(result)
            return
        }
        let result = evaluator.evaluate(value)
        record(result)
        // A value the phone could not read says nothing about time.
        if result.verdict != .rejected { clock.follow(result.receivedAt, real: realNow) }
    }

    mutating func record(_ result: PushResult) {
        log.append(result)
        // A new state shows at once, even while the person was looking back through history.
        if result.verdict == .applied { historyBack = 0 }
    }

    /// Applies the waiting script values the clock has reached, oldest first.
    mutating func drainPending() {
        guard !feedPaused else { return }
        while pendingStart < pending.count {
            let result = evaluator.evaluate(pending[pendingStart], unlessReceivedAfter: now)
            guard result.receivedAt <= now else { break }
            record(result)
            pendingStart += 1
        }
        if pendingStart == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
        }
    }
}
