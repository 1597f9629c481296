import ActivityModel
import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// Time travel back through a dense script (one push a second): the screen always shows the push
/// its clock has reached, and where the kept values end the screen says how far back it can go.
@Suite struct DenseFeedTravelTests {
    let start = 1_795_341_600
    let steps = ["confirmed", "preparing", "pickedUp", "delivering"]

    /// The script of `count` pushes, one a second, read as the event loop reads a file: a chunk at
    /// a time, only while the preview asks for more.
    struct Script {
        var next = 0
        let count: Int
        let make: (Int) -> FeedValue

        mutating func feed(_ state: inout PreviewState) {
            while state.wantsFeed, next < count {
                let chunk = (next..<min(count, next + 200)).map(make)
                next += chunk.count
                state.reduce(.feed(chunk))
            }
        }
    }

    func push(_ i: Int) -> FeedValue {
        PreviewFixture.push(i == 0 ? "start" : "update", at: start + i, step: steps[i % 4], note: "Push \(i)", line: i + 1)
    }

    /// The push the screen shows, by its note.
    static func shownPush(_ state: PreviewState) -> Int? {
        let text = PreviewFixture.text(state)
        guard let range = text.range(of: #"Push \d+"#, options: .regularExpression) else { return nil }
        return Int(text[range].dropFirst(5))
    }

    /// Watching a dense live feed at real time, the limit is not news: the bar does not carry it,
    /// though the replay keeps only the last quarter of an hour or so.
    @Test func atRealTimeTheLimitIsNotShown() throws {
        var state = try PreviewFixture.state(mode: .live, size: Size(width: 100, height: 30))
        state.reduce(.feed((0..<1500).map(push)))
        let oldest = try #require(state.oldestReachable)
        #expect(state.now.timeIntervalSince(oldest) < 600)
        #expect(!PreviewScreen.render(state).cells.row(0).contains("back to"))
    }

    @Test func goingBackShowsThePushOfTheClockOrSaysHowFarItCanGo() throws {
        var state = try PreviewFixture.state(mode: .script, size: Size(width: 100, height: 30))
        var script = Script(count: 100_000, make: push)
        script.feed(&state)
        for _ in 0..<6 {
            state.reduce(.key(.character("}")))
            script.feed(&state)
        }
        #expect(state.now.timeIntervalSince1970 >= Double(start + 3600))
        #expect(Self.shownPush(state) == Int(state.now.timeIntervalSince1970) - start)
        var stopped = false
        for _ in 0..<4 {
            let before = state.now
            state.reduce(.key(.character("{")))
            script.feed(&state)
            let clock = Int(state.now.timeIntervalSince1970) - start
            #expect(Self.shownPush(state) == clock, "the clock reads \(clock) s in; the screen must show that second's push")
            let bar = PreviewScreen.render(state).cells.row(0)
            if before.timeIntervalSince(state.now) < 600 {
                // The clock stopped short of ten minutes: the bar says where, and the log why.
                stopped = true
                let oldest = try #require(state.oldestReachable)
                #expect(state.now == oldest)
                #expect(bar.contains("back to \(PreviewScreen.timeOfDay(oldest)) at most"), "\(bar)")
                let words = PreviewFixture.text(state).split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(words.contains("the feed is kept back to \(PreviewScreen.timeOfDay(oldest)) only"))
            }
        }
        #expect(stopped, "an hour of pushes is more than the replay keeps")
    }
}
