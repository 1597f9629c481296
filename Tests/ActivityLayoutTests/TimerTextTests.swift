import ActivityModel
import Foundation
import Testing
@testable import ActivityLayout

@Suite("Timer text")
struct TimerTextTests {
    let t0 = ExprFixture.t0

    func at(_ seconds: Double) -> Date {
        t0.addingTimeInterval(seconds)
    }

    /// A timer over `t0 ... t0 + length`.
    func timer(_ length: Double, pause: Double? = nil, countsDown: Bool = true, showsHours: Bool = true) -> TimerText {
        TimerText(timerInterval: (t0, at(length)), pauseTime: pause.map(at), countsDown: countsDown, showsHours: showsHours)
    }

    @Test(arguments: [
        (-60.0, "5:00"),  // before the range: the full duration
        (0, "5:00"),
        (0.5, "5:00"),
        (1, "4:59"),
        (1.5, "4:59"),
        (2, "4:58"),
        (270, "0:30"),
        (299.5, "0:01"),
        (300, "0:00"),
        (360, "0:00"),  // stops at 0:00 once the range ends
        (86_400, "0:00"),
    ])
    func fiveMinuteCountdown(seconds: Double, expected: String) {
        #expect(timer(300).text(at: at(seconds)) == expected)
    }

    @Test func hoursAndTheirBoundary() {
        let long = timer(5025)  // 1:23:45
        #expect(long.text(at: at(0)) == "1:23:45")
        #expect(long.text(at: at(1425)) == "1:00:00")
        #expect(long.text(at: at(1426)) == "59:59")
        #expect(timer(36_000).text(at: at(0)) == "10:00:00")
        #expect(timer(3600).text(at: at(0)) == "1:00:00")
        #expect(timer(3599).text(at: at(0)) == "59:59")
    }

    @Test func withoutHoursMinutesAccumulate() {
        #expect(timer(5400, showsHours: false).text(at: at(0)) == "90:00")
        #expect(timer(5400, showsHours: false).text(at: at(1)) == "89:59")
        #expect(timer(5400, showsHours: true).text(at: at(0)) == "1:30:00")
    }

    @Test(arguments: [
        (-5.0, "0:00"),
        (0, "0:00"),
        (0.9, "0:00"),
        (1, "0:01"),
        (3599, "59:59"),
        (3599.99, "59:59"),
        (3600, "1:00:00"),
        (3661, "1:01:01"),
        (7200, "2:00:00"),
        (9000, "2:00:00"),  // capped at the range's length
    ])
    func countUp(seconds: Double, expected: String) {
        #expect(timer(7200, countsDown: false).text(at: at(seconds)) == expected)
    }

    @Test func aPauseTimeBehindTheInstantHoldsItsValue() {
        let paused = timer(300, pause: 90)
        for seconds in [90.0, 90.5, 120, 400, 86_400] {
            #expect(paused.text(at: at(seconds)) == "3:30")
        }
        #expect(timer(300, pause: 90, countsDown: false).text(at: at(200)) == "1:30")
        #expect(timer(300, pause: -30).text(at: at(10)) == "5:00", "paused before the range began")
    }

    /// The study-timer screenshots (docs/ACTIVITYKIT.md, "Timer text"): counting up towards a
    /// goal that is also the pause time, the text runs and stops only at the goal.
    @Test(arguments: [
        (0.0, "0:00"),
        (11, "0:11"),
        (13, "0:13"),
        (140, "2:20"),
        (1499, "24:59"),
        (1500, "25:00"),
        (1501, "25:00"),
        (7200, "25:00"),
    ])
    func aPauseTimeAheadOfTheInstantRunsUntilIt(seconds: Double, expected: String) {
        #expect(timer(1500, pause: 1500, countsDown: false).text(at: at(seconds)) == expected)
    }

    @Test func aCountdownPausedAheadRunsThenHolds() {
        let countdown = timer(600, pause: 240)
        #expect(countdown.text(at: at(0)) == "10:00")
        #expect(countdown.text(at: at(60)) == "9:00")
        #expect(countdown.text(at: at(239.5)) == "6:01")
        #expect(countdown.text(at: at(240)) == "6:00")
        #expect(countdown.text(at: at(3000)) == "6:00")
    }

    @Test func dateStyleTimerCountsDownThenUpAndNeverStops() {
        let text = TimerText(date: at(300), style: .timer)
        #expect(text.text(at: at(0)) == "5:00")
        #expect(text.text(at: at(1)) == "4:59")
        #expect(text.text(at: at(300)) == "0:00")
        #expect(text.text(at: at(301)) == "0:01")
        #expect(text.text(at: at(300 + 3725)) == "1:02:05")
    }

    @Test(arguments: [
        (8580.0, "2 hours, 23 minutes"),
        (8590, "2 hours, 23 minutes"),
        (7200, "2 hours"),
        (300, "5 minutes"),
        (310, "5 minutes, 10 seconds"),
        (61, "1 minute, 1 second"),
        (30, "30 seconds"),
        (0, "0 seconds"),
        (90_000, "1 day, 1 hour"),
        (-300, "5 minutes"),
    ])
    func relativeStyleShowsAtMostTwoFields(offset: Double, expected: String) {
        #expect(TimerText(date: at(offset), style: .relative).text(at: t0) == expected)
    }

    @Test func offsetStyleIsSignedInOneUnit() {
        #expect(TimerText(date: at(300), style: .offset).text(at: t0) == "+5 minutes")
        #expect(TimerText(date: at(330), style: .offset).text(at: t0) == "+5 minutes")
        #expect(TimerText(date: at(-7200), style: .offset).text(at: t0) == "-2 hours")
        #expect(TimerText(date: at(-1), style: .offset).text(at: t0) == "-1 second")
        #expect(TimerText(date: at(86_400 * 3), style: .offset).text(at: t0) == "+3 days")
    }

    @Test func timeAndDateStylesAreStatic() {
        let eta = at(1500)  // 10:25Z
        #expect(TimerText(date: eta, style: .time).text(at: t0) == "10:25")
        #expect(TimerText(date: eta, style: .time).text(at: t0, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt) == "05:25")
        #expect(TimerText(date: eta, style: .date).text(at: t0) == "November 22, 2026")
        // 20:00Z is already the next morning in Tokyo.
        #expect(TimerText(date: at(10 * 3600), style: .date).text(at: t0) == "November 22, 2026")
        #expect(TimerText(date: at(10 * 3600), style: .date).text(at: t0, timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
                == "November 23, 2026")
    }

    @Test func progressFraction() {
        let bounds = (t0, at(300))
        #expect(TimerText.progress(timerInterval: bounds, at: at(-10)) == 1)
        #expect(TimerText.progress(timerInterval: bounds, at: t0) == 1)
        #expect(TimerText.progress(timerInterval: bounds, at: at(75)) == 0.75)
        #expect(TimerText.progress(timerInterval: bounds, at: at(300)) == 0)
        #expect(TimerText.progress(timerInterval: bounds, at: at(900)) == 0)
        #expect(TimerText.progress(timerInterval: bounds, countsDown: false, at: at(75)) == 0.25)
        #expect(TimerText.progress(timerInterval: bounds, countsDown: false, at: at(900)) == 1)
        #expect(TimerText.progress(timerInterval: (t0, t0), countsDown: false, at: t0) == 1)
        #expect(TimerText.progress(timerInterval: (t0, t0), countsDown: false, at: at(-1)) == 0)
    }

    @Test func pastRangeTrap() {
        let trap = TimerText.pastRangeTrap(lower: at(600), upper: at(300), expression: "Date.now...state.end", path: "lockScreen")
        #expect(trap?.code == "layout.pastRangeTrap")
        #expect(trap?.severity == .error)
        #expect(trap?.message.contains("`Date.now...state.end`") == true)
        #expect(trap?.path == "lockScreen")
        #expect(TimerText.pastRangeTrap(lower: at(300), upper: at(300)) == nil)
        #expect(TimerText.pastRangeTrap(lower: t0, upper: at(300)) == nil)

        // Given anyway, a reversed pair is an empty range, never a crash.
        let reversed = TimerText(timerInterval: (at(600), at(300)))
        #expect(reversed.text(at: t0) == "0:00")
    }

    @Test func hostileDatesDoNotOverflow() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(!TimerText(timerInterval: (t0, far)).text(at: t0).isEmpty)
        #expect(!TimerText(date: far, style: .relative).text(at: t0).isEmpty)
        #expect(!TimerText(date: Date(timeIntervalSinceReferenceDate: -1e300), style: .timer).text(at: t0).isEmpty)
    }
}
