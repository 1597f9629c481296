import ActivityModel
import ActivityRender
import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// `reduce`, driven as the event loop would drive it, judged by what the screen then shows.
@Suite struct PreviewReducerTests {
    let t0 = PreviewFixture.t0
    let start = 1_795_341_600

    @Test func livePushesApplyAsTheyArriveAndAnOlderOneIsNotShown() throws {
        var state = try PreviewFixture.state(mode: .live, real: Date(timeIntervalSince1970: 1_900_000_000))
        #expect(PreviewFixture.text(state).contains("no activity"))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "preparing", note: "Cooking now")]))
        // The first timed value moves the clock to it, however far the real clock is.
        #expect(state.now == t0)
        #expect(PreviewFixture.text(state).contains("Cooking now"))
        state.reduce(.feed([PreviewFixture.push(at: start + 120, step: "pickedUp", note: "On the road", line: 2)]))
        #expect(state.now == t0.addingTimeInterval(120))
        let later = PreviewFixture.text(state)
        #expect(later.contains("On the road"))
        #expect(!later.contains("Cooking now"))
        state.reduce(.feed([PreviewFixture.push(at: start + 60, step: "preparing", note: "Stale news", line: 3)]))
        #expect(!PreviewFixture.text(state).contains("Stale news"))
        #expect(state.log.entries.last?.result?.verdict == .ignored)
        #expect(PreviewFixture.text(state).contains("line 3  ignored update"))
    }

    @Test func aScriptWaitsForTheClockAndTimeTravelWalksThroughIt() throws {
        var state = try PreviewFixture.state(mode: .script)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "confirmed", note: "First"),
                            PreviewFixture.push(at: start + 300, step: "preparing", note: "Five minutes in", line: 2)]))
        #expect(state.now == t0)
        #expect(state.pendingCount == 1)
        #expect(PreviewFixture.text(state).contains("First"))
        state.reduce(.clock(t0.addingTimeInterval(299)))
        #expect(!PreviewFixture.text(state).contains("Five minutes in"))
        state.reduce(.key(.character("}")))
        #expect(state.pendingCount == 0)
        #expect(PreviewFixture.text(state).contains("Five minutes in"))
        #expect(PreviewFixture.text(state).contains("+10m"))
        state.reduce(.key(.character("0")))
        #expect(state.clock.offset == 0)
    }

    @Test func aCountdownTicksWithTheClock() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        // The delivery window is 10:10 to 10:18: at 10:11:40 the countdown reads 6:20.
        state.reduce(.clock(t0.addingTimeInterval(700)))
        let first = PreviewScreen.render(state).cells
        state.reduce(.clock(t0.addingTimeInterval(701)))
        let second = PreviewScreen.render(state).cells
        #expect(first.rows().filter { $0.contains("6:20") }.count == 3)
        #expect(second.rows().filter { $0.contains("6:19") }.count == 3)
        let changedRows = (0..<first.height).filter { first.row($0) != second.row($0) }
        // Only the timers move: the Lock Screen's, the expanded one's and the compact trailing one's.
        // The status bar shows hours and minutes, so it does not redraw every second.
        #expect(changedRows.count == 3, "\(changedRows)")
        #expect(!changedRows.contains(0))
        #expect(first.row(0).contains("10:11 "))
        state.reduce(.clock(t0.addingTimeInterval(720)))
        #expect(PreviewScreen.render(state).cells.row(0).contains("10:12 "))
    }

    /// At 100 columns the bar keeps what it is read for whole: name, device, clock, phase, both
    /// budgets with their names; the text size goes, then the locale.
    @Test func theStatusBarGivesWayByPriority() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0, size: Size(width: 100, height: 30))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        let bar = PreviewScreen.render(state).cells.row(0)
        #expect(bar.contains("Delivery") && bar.contains("iphone-standard dark") && !bar.contains("large"), "\(bar)")
        #expect(bar.contains(" 10:00 ") && bar.contains("active"))
        #expect(bar.contains("lock ") && bar.contains("expanded ") && bar.hasSuffix(" ? "))
        state.reduce(.resize(Size(width: 160, height: 30)))
        let wide = PreviewScreen.render(state).cells.row(0)
        #expect(wide.contains("Delivery") && wide.contains("iphone-standard dark en large") && wide.hasSuffix("? help "))
    }

    @Test func keysChangeWhatIsShown() throws {
        var state = try PreviewFixture.state(mode: .live)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        state.reduce(.key(.character("s")))
        #expect(PreviewFixture.text(state).contains("Updating..."))
        #expect(PreviewFixture.text(state).contains("stale (forced)"))
        state.reduce(.key(.character("s")))
        #expect(!PreviewFixture.text(state).contains("Updating..."))

        state.reduce(.key(.character("d")))
        #expect(state.device.id == DeviceProfile.all[1].id)
        #expect(PreviewScreen.render(state).cells.row(0).contains(DeviceProfile.all[1].id))
        state.reduce(.key(.character("i")))
        #expect(state.device.island?.isLimitedInWidth == true && state.scene.device.island?.isLimitedInWidth == true)
        #expect(PreviewScreen.render(state).cells.row(0).contains("island-limited"))
        state.reduce(.key(.character("i")))
        #expect(state.device.island?.isLimitedInWidth == false)
        state.reduce(.key(.character("t")))
        #expect(state.theme.name == (try PreviewFixture.themes())[1].name)
        state.reduce(.key(.character("+")))
        #expect(state.dynamicTypeSize == .xLarge)
        state.reduce(.key(.character("-")))
        state.reduce(.key(.character("-")))
        #expect(state.dynamicTypeSize == .medium)
        state.reduce(.key(.character("r")))
        #expect(state.environment.layoutDirection == .rightToLeft)
        state.reduce(.key(.character("a")))
        #expect(state.environment.isLuminanceReduced)
        #expect(state.theme.name == "always-on", "the light theme gives way too: Always-On is dark mode, dimmed")
        state.reduce(.key(.character("e")))
        let focused = PreviewScreen.render(state)
        #expect(focused.placements.map(\.kinds) == [[.expanded]])
    }

    /// The phone's appearances give way to the dimmed theme; the terminal themes stay, and the
    /// status bar names Always-On either way, once.
    @Test(arguments: [("dark", "always-on"), ("light", "always-on"), ("high-contrast", "high-contrast"), ("monochrome", "monochrome")])
    func alwaysOnIsShownWhateverTheTheme(theme: String, shown: String) throws {
        var state = try PreviewFixture.state(mode: .live)
        while state.theme.name != theme { state.reduce(.key(.character("t"))) }
        state.reduce(.key(.character("a")))
        let bar = PreviewScreen.render(state).cells.row(0)
        #expect(state.theme.name == shown)
        #expect(state.environment.isLuminanceReduced)
        #expect(bar.components(separatedBy: "always-on").count == 2, "named once: \(bar)")
        state.reduce(.key(.character("a")))
        #expect(state.theme.name == theme)
        #expect(!PreviewScreen.render(state).cells.row(0).contains("always-on"))
    }

    @Test func historyStepsBackThroughAppliedPushesWithTheClockAndALaterPushWaitsForIt() throws {
        var state = try PreviewFixture.state(mode: .live)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "confirmed", note: "One"),
                            PreviewFixture.push(at: start + 60, step: "preparing", note: "Two", line: 2)]))
        #expect(PreviewFixture.text(state).contains("Two"))
        state.reduce(.key(.left))
        // The clock is back at the first push: the screen and the log are as they were then.
        #expect(state.now == t0)
        #expect(PreviewFixture.text(state).contains("One"))
        #expect(!PreviewFixture.text(state).contains("line 2"))
        state.reduce(.key(.left))  // there is nothing older: stays
        #expect(state.now == t0)
        state.reduce(.key(.right))
        #expect(state.now == t0.addingTimeInterval(60))
        #expect(PreviewFixture.text(state).contains("Two"))
        state.reduce(.key(.left))
        // Received while the clock is back: it waits until the clock passes it again.
        state.reduce(.feed([PreviewFixture.push(at: start + 120, step: "pickedUp", note: "Three", line: 3)]))
        #expect(!PreviewFixture.text(state).contains("Three"))
        #expect(state.pendingCount == 2)
        state.reduce(.key(.character("0")))
        #expect(state.pendingCount == 0)
        #expect(state.now == t0.addingTimeInterval(120))
        #expect(PreviewFixture.text(state).contains("Three"))
    }

    /// A live feed sent back a minute: the push of the last minute is hidden, and comes back when
    /// the real clock has carried the preview's past it, with no key pressed.
    @Test func aLivePushHiddenByGoingBackReturnsWhenTheClockPassesIt() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "confirmed", note: "Earlier"),
                            PreviewFixture.push(at: start + 60, step: "preparing", note: "Later", line: 2)]))
        state.reduce(.key(.character("[")))
        #expect(state.now == t0)
        #expect(!PreviewFixture.text(state).contains("Later"))
        #expect(PreviewFixture.text(state).contains("live feed.ndjson, 1+ waiting for the clock"))
        state.reduce(.clock(t0.addingTimeInterval(59)))
        #expect(!PreviewFixture.text(state).contains("Later"))
        state.reduce(.clock(t0.addingTimeInterval(60)))
        #expect(PreviewFixture.text(state).contains("Later"))
        #expect(state.pendingCount == 0)
    }

    /// What the screen shows of the feed at the clock's instant: the presentations, the phase, and
    /// the log's push entries.
    static func shown(_ state: PreviewState) -> (surfaces: [CellBuffer], phase: String, log: [PushResult]) {
        let rendered = SceneRenderer.render(state.scene)
        return (rendered.surfaces.map(\.cells), StatusBar.phaseText(state, scene: state.scene), state.log.entries.compactMap(\.result))
    }

    /// The delivery sample's script, stood at `now` from the start (as `dump --now` is).
    func sample(at now: Date? = nil) throws -> PreviewState {
        var state = try PreviewFixture.state(mode: .script, now: now)
        let text = try String(contentsOf: PreviewFixture.samples.appendingPathComponent("delivery/feed.ndjson"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        state.reduce(.feed(lines.enumerated().map { PreviewFixture.value($1, line: $0 + 1) }))
        return state
    }

    @Test(arguments: [["}", "}", "{"], ["}", "}", "[", "[", "["], ["}", "]", "]", "{", "]"], ["}", "}", "}", "{", "{"], ["}", "}", "←"], ["}", "}", "←", "←", "→"]])
    func goingBackShowsWhatTheScriptShowsAtTheNewInstant(keys: [String]) throws {
        var traveled = try sample()
        for key in keys {
            switch key {
            case "←": traveled.reduce(.key(.left))
            case "→": traveled.reduce(.key(.right))
            default: traveled.reduce(.key(.character(Character(key))))
            }
        }
        let reference = try sample(at: traveled.now)
        #expect(traveled.now == reference.now)
        let (surfaces, phase, log) = Self.shown(traveled)
        let expected = Self.shown(reference)
        #expect(surfaces == expected.surfaces)
        #expect(phase == expected.phase)
        #expect(log == expected.log)
        #expect(traveled.log.entries.allSatisfy { $0.time <= traveled.now }, "no log entry later than the clock")
        #expect(traveled.pendingCount == reference.pendingCount)
        // The log's title counts too.
        let counts: (PushLog) -> [Int] = { [$0.applied, $0.ignored, $0.rejected] }
        #expect(counts(traveled.log) == counts(reference.log))
    }

    @Test func tenMinutesForwardAndBackReadsTheEarlierStateAgain() throws {
        var state = try sample()
        state.reduce(.key(.character("}")))
        state.reduce(.key(.character("}")))
        #expect(PreviewFixture.text(state).contains("2 stops away"), "the 10:18 push's note")
        state.reduce(.key(.character("{")))
        let screen = PreviewFixture.text(state)
        #expect(screen.contains("10:10 +10m"))
        #expect(!screen.contains("2 stops away"))
        #expect(screen.contains("10:00  "), "the Lock Screen's countdown as at 10:10")
        #expect(!screen.contains("10:18:00"), "the log keeps no entry later than the clock")
    }

    /// A long live feed: memory stays bounded (a window of values is kept), and going back within
    /// that window still shows exactly what the feed held then.
    @Test func aLongLiveFeedKeepsABoundedReplayAndGoesBackExactly() throws {
        var state = try PreviewFixture.state(mode: .live)
        var reference = try PreviewFixture.state(mode: .live)
        let count = 3 * FeedReplay.window
        let steps = ["confirmed", "preparing", "pickedUp", "delivering"]
        let values = (0..<count).map { i in
            PreviewFixture.push(i == 0 ? "start" : "update", at: start + 10 * i, step: steps[i % 4], note: "Push \(i)", line: i + 1)
        }
        for chunk in stride(from: 0, to: count, by: 100) { state.reduce(.feed(Array(values[chunk..<min(count, chunk + 100)]))) }
        #expect(state.replay.items.count <= 2 * FeedReplay.window)
        #expect(PreviewFixture.text(state).contains("Push \(count - 1)"))
        state.reduce(.key(.character("{")))  // 60 pushes back
        reference.reduce(.feed(Array(values[0...(count - 61)])))
        #expect(state.now == reference.now)
        #expect(Self.shown(state).surfaces == Self.shown(reference).surfaces)
        #expect(PreviewFixture.text(state).contains("Push \(count - 61)"))
        #expect(state.pendingCount == 60)
        #expect(state.log.entries.compactMap(\.result).last?.line == count - 60)
        // Further back than the replay keeps, the clock stops at the oldest state it can show
        // exactly, and the log says so.
        for _ in 0..<30 { state.reduce(.key(.character("{"))) }
        let oldest = state.now
        #expect(oldest > t0.addingTimeInterval(10 * Double(FeedReplay.window)))
        #expect(state.log.entries.last?.note?.hasPrefix("the feed is kept back to") == true)
        #expect(state.log.entries.allSatisfy { $0.time <= state.now })
        var atOldest = try PreviewFixture.state(mode: .live)
        atOldest.reduce(.feed(values.filter { value in
            guard case .parsed(let json) = value.content, case .number(let text)? = json["aps"]?["timestamp"], let stamp = Double(text) else { return false }
            return stamp <= oldest.timeIntervalSince1970
        }))
        #expect(Self.shown(state).surfaces == Self.shown(atOldest).surfaces)
    }

    /// `reduce` returns what the loop must do: quit with a status, suspend, take the screen back.
    @Test func quittingAndJobControlAreEffects() throws {
        var state = try PreviewFixture.state()
        #expect(state.reduce(.key(.character("q"))) == [.quit(0)])
        #expect(state.reduce(.key(.control("c"))) == [.quit(130)])
        #expect(state.reduce(.signal(15)) == [.quit(143)])
        #expect(state.reduce(.key(.control("z"))) == [.suspend])
        #expect(state.reduce(.signal(SIGTSTP)) == [.suspend])
        #expect(state.reduce(.signal(SIGCONT)) == [.resume])
        #expect(state.reduce(.definitionChanged) == [.reloadDefinition])
        #expect(state.reduce(.key(.character("s"))).isEmpty)
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() throws {
        var state = try PreviewFixture.state()
        state.reduce(.key(.character("?")))
        let text = PreviewFixture.text(state)
        for binding in KeyMap.bindings {
            #expect(text.contains(binding.label + " "), "help lacks \(binding.label)")
            #expect(text.contains(binding.summary), "help lacks \(binding.summary)")
        }
        state.reduce(.key(.character("s")))
        #expect(!state.showHelp)
        #expect(!state.forceStale, "the key that closes the help does not also act")
        state.reduce(.key(.character("?")))
        #expect(state.reduce(.key(.character("q"))) == [.quit(0)], "q quits even from the help")
    }

    @Test func aTinyTerminalShowsANoticeAndComesBack() throws {
        var state = try PreviewFixture.state()
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        state.reduce(.resize(Size(width: 20, height: 6)))
        let tiny = PreviewScreen.render(state)
        #expect(tiny.cells.size == Size(width: 20, height: 6))
        #expect(tiny.cells.rows().joined(separator: " ").contains("too small"))
        state.reduce(.resize(Size(width: 0, height: 0)))
        #expect(PreviewScreen.render(state).cells.size == .zero)
        state.reduce(.resize(Size(width: 100, height: 30)))
        #expect(PreviewFixture.text(state).contains("Lock Screen"))
    }

    /// `timestamp: 1e300` moves a live preview's clock past any calendar: the status bar says the
    /// instant as a number instead of a cut "1e+30", and the loop still sleeps between frames.
    @Test func aPushFromTheFarFutureIsShownAndDoesNotSpin() throws {
        var state = try PreviewFixture.state(mode: .live, real: t0)
        let content = #"{"driverName":"Marco","estimatedDeliveryTime":[0,1e300],"currentStep":"pickedUp"}"#
        state.reduce(.feed([PreviewFixture.value(#"{"aps":{"timestamp":1e300,"event":"update","content-state":\#(content)}}"#)]))
        #expect(PreviewScreen.render(state).cells.row(0).contains("1e+300 seconds from 1970"))
        #expect(state.nextWake.timeIntervalSince(t0) == 1)
    }

    @Test func aBrokenDefinitionEditKeepsTheLastGoodOne() throws {
        var state = try PreviewFixture.state()
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp", note: "Still here")]))
        state.reduce(.definitionFailed("activity.yaml:3:7: error: expected a mapping"))
        let text = PreviewFixture.text(state)
        #expect(text.contains("definition not reloaded: activity.yaml:3:7: error: expected a mapping"))
        #expect(text.contains("Still here"))
        var edited = state.definition
        edited.name = "Renamed Delivery"
        state.reduce(.definitionReloaded(edited, file: state.definitionFile))
        #expect(state.reloadError == nil)
        #expect(PreviewScreen.render(state).cells.row(0).contains("Renamed Delivery"))
        #expect(PreviewFixture.text(state).contains("Still here"))
    }

    /// At 60 columns a YAML error is longer than a line: the banner wraps, so the line and column
    /// at its end are read, and the log keeps one entry per failed save.
    @Test func aLongReloadErrorIsShownWhole() throws {
        var state = try PreviewFixture.state(size: Size(width: 60, height: 30))
        let message = "/home/designer/activities/delivery/activity.yaml:90:1: error: invalid YAML: while parsing a flow sequence: did not find expected ',' or ']'"
        state.reduce(.definitionFailed(message))
        state.reduce(.definitionFailed(message))
        let rows = PreviewScreen.render(state).cells.rows()
        let banner = rows.dropFirst().prefix { $0.hasPrefix(" ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(banner.count == 4, "\(rows.prefix(6))")
        let joined = banner.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("did not find expected ',' or ']'"), "\(joined)")
        #expect(state.log.entries.filter { $0.note?.hasPrefix("definition not reloaded") == true }.count == 1)
    }

    @Test func aPausedFeedIsNotReadUntilResumed() throws {
        var state = try PreviewFixture.state()
        #expect(state.wantsFeed)
        state.reduce(.key(.character(" ")))
        #expect(!state.wantsFeed)
        #expect(PreviewScreen.render(state).cells.row(0).contains("PAUSED"))
        state.reduce(.key(.character(" ")))
        #expect(state.wantsFeed)
    }

    @Test func theEndOfTheFeedKeepsTheLastStateTicking() throws {
        var state = try PreviewFixture.state(real: t0)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp", note: "Last words")]))
        state.reduce(.feedEnded)
        #expect(!state.wantsFeed)
        state.reduce(.clock(t0.addingTimeInterval(700)))
        #expect(PreviewFixture.text(state).contains("6:20"))
        state.reduce(.clock(t0.addingTimeInterval(730)))
        let text = PreviewFixture.text(state)
        #expect(text.contains("Last words"))
        #expect(text.contains("5:50"), "the countdown goes on after the feed ends")
        #expect(text.contains("feed ended"))
    }

    @Test func aTerminalWithoutUTF8GetsASCII() throws {
        var state = try PreviewFixture.state(capabilities: TerminalCapabilities(colors: false, unicode: false))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        let text = PreviewFixture.text(state)
        #expect(text.contains("+-"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text.unicodeScalars.filter { !$0.isASCII })")
    }

    @Test func theLogKeepsTheNewestEntriesAndCountsAll() {
        var log = PushLog(capacity: 10)
        for i in 0..<1000 {
            log.append(PushResult(index: i, line: i + 1, source: nil, verdict: i % 10 == 0 ? .rejected : .applied, diagnostics: [],
                                  activityID: nil, event: .update, receivedAt: Date(timeIntervalSince1970: Double(i)), timestamp: nil))
        }
        #expect(log.entries.count < 20)
        #expect(log.entries.last?.result?.line == 1000)
        #expect(log.applied == 900)
        #expect(log.rejected == 100)
        #expect(log.dropped + log.entries.count == 1000)
    }
}

/// `v`: the page steps through the surfaces ActivityKit draws, and back to the phone.
@Suite struct SurfaceKeyTests {
    @Test func vStepsThroughEverySurfaceAndBackToThePhone() throws {
        var state = try PreviewFixture.state(mode: .live, real: PreviewFixture.t0)
        state.reduce(.feed([PreviewFixture.push("start", at: 1_795_341_600, step: "preparing", note: "Cooking now")]))
        #expect(state.scene.surfaces == SurfaceKind.phone)
        var titles: [String] = []
        for group in SurfaceGroup.allCases.dropFirst() {
            state.reduce(.key(.character("v")))
            #expect(state.surfaceGroup == group)
            #expect(state.scene.surfaces == group.kinds)
            let kind = try #require(group.kinds.first)
            let text = PreviewFixture.text(state)
            #expect(text.contains(kind.title), "\(kind.title)\n\(text)")
            #expect(!text.contains("Lock Screen ·"), "only the surface's own box")
            titles.append(kind.title)
            if group == .smartStack {
                #expect(text.contains("watch 80.50/80.50 pt"), "the status bar's budget is the surface's: \(text)")
            }
        }
        #expect(titles == ["StandBy", "Apple Watch Smart Stack", "CarPlay", "Mac menu bar"])
        state.reduce(.key(.character("V")))
        #expect(state.surfaceGroup == .phone)
        #expect(PreviewFixture.text(state).contains("Lock Screen ·"))
    }
}
