import Foundation
import Testing
@testable import ActivityModel

/// The lifecycle rules of docs/ACTIVITYKIT.md ("Lifecycle"), checked through the whole evaluator as a feed would drive it.
@Suite struct TimelineTests {
    typealias F = Fixture

    func verdicts(_ results: [PushResult]) -> [PushVerdict] { results.map(\.verdict) }
    func codes(_ result: PushResult) -> [String] { result.diagnostics.map(\.code) }

    @Test func olderTimestampIsIgnoredAndDoesNotReplaceTheState() throws {
        let (results, evaluator) = try F.run([F.update(0, step: "confirmed"), F.update(10, step: "pickedUp"), F.update(5, step: "preparing")])
        #expect(verdicts(results) == [.applied, .applied, .ignored])
        #expect(codes(results[2]) == ["lifecycle.olderTimestamp"])
        let current = evaluator.snapshot(at: F.t0.addingTimeInterval(600))
        #expect(current.first?.state["currentStep"] == .enumCase(type: "DeliveryStep", name: "pickedUp"))
    }

    @Test func equalTimestampIsNotOlder() throws {
        let (results, _) = try F.run([F.update(0), F.update(0, step: "pickedUp")])
        #expect(verdicts(results) == [.applied, .applied])
    }

    @Test func updateAfterEndIsIgnored() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state(step: "delivered"))}}"#
        let (results, evaluator) = try F.run([F.update(0), end, F.update(25, step: "delivering")])
        #expect(verdicts(results) == [.applied, .applied, .ignored])
        #expect(codes(results[2]) == ["lifecycle.afterEnd"])
        // Default dismissal: the Lock Screen keeps it for up to 4 hours after the end.
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(20 * 60 + 3 * 3600)).first?.phase == .ended)
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(20 * 60 + 4 * 3600)).first?.phase == .dismissed)
    }

    /// A push token is 64 to 160 hex digits: a message names it by its ends, so its reason stays on the line.
    @Test func aLongActivityIDIsShortenedInMessages() throws {
        let token = String(repeating: "a1", count: 40)
        let end = #"{"activity":"\#(token)","aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state())}}"#
        let late = #"{"activity":"\#(token)","aps":{"timestamp":\#(F.unix(25)),"event":"update","content-state":\#(F.state())}}"#
        let (results, _) = try F.run([end.replacingOccurrences(of: "\"end\"", with: "\"update\""), end, late])
        let message = try #require(results[2].diagnostics.first?.message)
        #expect(results[2].diagnostics.map(\.code) == ["lifecycle.afterEnd"])
        #expect(message.contains("after a1a1a1a1…a1a1a1a1 ended at"), "\(message)")
        #expect(!message.contains(token))
        #expect(ShortID.of("short-id") == "short-id")
    }

    /// An update after the end is judged by when it arrives, and its message says that time, as an
    /// older timestamp's message says the push's timestamp.
    @Test func anUpdateAfterTheEndNamesWhenItArrived() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state())}}"#
        let late = #"{"at":\#(F.unix(30)),"aps":{"timestamp":\#(F.unix(15)),"event":"update","content-state":\#(F.state())}}"#
        let (results, _) = try F.run([F.update(0), end, late])
        #expect(results[2].diagnostics.map(\.code) == ["lifecycle.afterEnd"])
        let message = try #require(results[2].diagnostics.first?.message)
        #expect(message.hasPrefix("received \(Timestamp.iso8601(F.t0.addingTimeInterval(30 * 60))), after "), "\(message)")
        #expect(message.contains("ended at \(Timestamp.iso8601(F.t0.addingTimeInterval(20 * 60)))"), "\(message)")
    }

    @Test func pastDismissalDateRemovesAtOnce() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state()),"dismissal-date":\#(F.unix(1))}}"#
        let (results, evaluator) = try F.run([F.update(0), end])
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(20 * 60)).first?.phase == .dismissed)
        #expect(results[1].verdict == .applied && codes(results[1]) == ["lifecycle.dismissedOnArrival"], "said, not silent")
    }

    /// A stale-date already past on arrival: applied, stale at once, and said so.
    @Test func pastStaleDateOnArrivalIsSaid() throws {
        let stale = F.update(10, extra: #","stale-date":\#(F.unix(5))"#)
        let fresh = F.update(20, extra: #","stale-date":\#(F.unix(30))"#)
        let (results, evaluator) = try F.run([F.update(0), stale, fresh])
        #expect(results.map(\.verdict) == [.applied, .applied, .applied])
        #expect(codes(results[1]) == ["lifecycle.staleOnArrival"])
        #expect(results[1].diagnostics.first?.path == "aps.stale-date")
        #expect(codes(results[2]).isEmpty, "a stale-date still ahead says nothing")
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(25 * 60)).first?.isStale == false)
    }

    @Test func lateDismissalDateIsClampedToFourHoursWithAWarning() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state()),"dismissal-date":\#(F.unix(20 + 300))}}"#
        let (results, evaluator) = try F.run([F.update(0), end])
        #expect(results[1].verdict == .applied)
        #expect(codes(results[1]) == ["lifecycle.dismissalTooLate"])
        let record = try #require(evaluator.timeline.records.first)
        #expect(record.dismissAt == F.t0.addingTimeInterval(20 * 60 + 4 * 3600))
    }

    @Test func dismissalWithinFourHoursIsHonoured() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state()),"dismissal-date":\#(F.unix(50))}}"#
        let (_, evaluator) = try F.run([F.update(0), end])
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(49 * 60)).first?.phase == .ended)
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(50 * 60)).first?.phase == .dismissed)
    }

    @Test func staleAtStaleDate() throws {
        let (_, evaluator) = try F.run([F.update(0, extra: #","stale-date":\#(F.unix(30))"#)])
        let before = try #require(evaluator.snapshot(at: F.t0.addingTimeInterval(29 * 60)).first)
        let after = try #require(evaluator.snapshot(at: F.t0.addingTimeInterval(30 * 60)).first)
        #expect(before.phase == .active && !before.isStale)
        #expect(after.phase == .stale && after.isStale)
    }

    @Test func aNewUpdateWithoutStaleDateClearsTheOldOne() throws {
        let (_, evaluator) = try F.run([F.update(0, extra: #","stale-date":\#(F.unix(5))"#), F.update(10)])
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(20 * 60)).first?.isStale == false)
    }

    @Test func theSystemEndsAnActivityAfterEightHours() throws {
        let (results, evaluator) = try F.run([F.update(0), F.update(7 * 60 + 59), F.update(8 * 60 + 1)])
        #expect(verdicts(results) == [.applied, .applied, .ignored])
        #expect(codes(results[2]) == ["lifecycle.activeLimit"])
        let record = try #require(evaluator.snapshot(at: F.t0.addingTimeInterval(9 * 3600)).first)
        #expect(record.phase == .ended)
        #expect(record.record.endReason == .activeLimit)
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(12 * 3600)).first?.phase == .dismissed)
    }

    static let start = #"{"aps":{"timestamp":1795341600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"content-state":\#(Fixture.state()),"alert":{"title":"Hi","body":"there"}}}"#

    @Test func pushToStartNeedsAnAlert() throws {
        let noAlert = Self.start.replacingOccurrences(of: #","alert":{"title":"Hi","body":"there"}"#, with: "")
        let (results, evaluator) = try F.run([noAlert])
        #expect(results[0].verdict == .ignored)
        #expect(codes(results[0]) == ["lifecycle.startWithoutAlert"])
        #expect(evaluator.timeline.records.isEmpty)
    }

    /// A start whose content state does not decode starts nothing; there is no update to drop.
    @Test func aStartThatDoesNotDecodeSaysNothingStarts() throws {
        let broken = Self.start.replacingOccurrences(of: #""driverName""#, with: #""driver""#)
        #expect(broken != Self.start)
        let (results, _) = try F.run([broken])
        let missing = try #require(results[0].diagnostics.first { $0.code == "contract.missingKey" })
        #expect(missing.message.contains("the phone starts no activity") && !missing.message.contains("update"), "\(missing.message)")
        let update = try F.run([Self.start, broken.replacingOccurrences(of: #""event":"start""#, with: #""event":"update""#)
                                                  .replacingOccurrences(of: "1795341600", with: "1795341700")]).0
        #expect(update[1].diagnostics.contains { $0.code == "contract.missingKey" && $0.message.contains("drops the update") })
    }

    @Test func pushToStartWithAlertStarts() throws {
        let (results, evaluator) = try F.run([Self.start])
        #expect(results[0].verdict == .applied)
        #expect(evaluator.timeline.records.first?.attributes?["orderNumber"] == .int(42))
    }

    @Test func pushToStartNeedsTheRightAttributesType() throws {
        let wrong = Self.start.replacingOccurrences(of: "DeliveryAttributes", with: "OrderAttributes")
        let missing = Self.start.replacingOccurrences(of: #""attributes-type":"DeliveryAttributes","#, with: "")
        let noAttributes = Self.start.replacingOccurrences(of: #""attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"#, with: "")
        for payload in [wrong, missing, noAttributes] {
            let (results, _) = try F.run([payload])
            #expect(results[0].verdict == .rejected)
            #expect(codes(results[0]).contains("lifecycle.startWithoutAttributes"))
        }
    }

    @Test func pushToStartAttributesAreDecodedAgainstTheDefinition() throws {
        let badAttributes = Self.start.replacingOccurrences(of: #""orderNumber":42"#, with: #""orderNumber":"42""#)
        let (results, _) = try F.run([badAttributes])
        #expect(results[0].verdict == .rejected)
        #expect(results[0].diagnostics.first?.path == "aps.attributes.orderNumber")
    }

    @Test func endForAnActivityThatNeverStartedIsIgnored() throws {
        let end = #"{"aps":{"timestamp":\#(F.unix(20)),"event":"end","content-state":\#(F.state())}}"#
        let (results, _) = try F.run([end])
        #expect(results[0].verdict == .ignored)
    }

    @Test func bodiesOverFourKilobytesAreRejected() throws {
        let note = String(repeating: "x", count: 4100)
        let big = #"{"aps":{"timestamp":\#(F.unix(1)),"event":"update","content-state":{"driverName":"M","estimatedDeliveryTime":[1,2],"currentStep":"preparing","note":"\#(note)"}}}"#
        let (results, _) = try F.run([F.update(0), big])
        #expect(results[1].verdict == .rejected)
        #expect(codes(results[1]).contains("payload.tooLarge"))
    }

    @Test func activitiesAreKeptApartAndOrderedByRelevance() throws {
        let a = #"{"activity":"a","aps":{"timestamp":\#(F.unix(0)),"event":"update","content-state":\#(F.state()),"relevance-score":10}}"#
        let b = #"{"activity":"b","aps":{"timestamp":\#(F.unix(1)),"event":"update","content-state":\#(F.state(step: "pickedUp")),"relevance-score":90}}"#
        let olderForA = #"{"activity":"a","aps":{"timestamp":\#(F.unix(0)),"event":"update","content-state":\#(F.state()),"relevance-score":10}}"#
        let (results, evaluator) = try F.run([a, b, olderForA])
        // Timestamps are compared per activity: a's second push is not older than a's first.
        #expect(verdicts(results) == [.applied, .applied, .applied])
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(120)).map(\.id) == ["b", "a"])
    }

    @Test func relevanceTiesGoToTheEarliestStarted() throws {
        let a = #"{"activity":"a","aps":{"timestamp":\#(F.unix(1)),"event":"update","content-state":\#(F.state())}}"#
        let b = #"{"activity":"b","aps":{"timestamp":\#(F.unix(0)),"event":"update","content-state":\#(F.state())},"at":\#(F.unix(0))}"#
        let (_, evaluator) = try F.run([b, a])
        #expect(evaluator.snapshot(at: F.t0.addingTimeInterval(120)).map(\.id) == ["b", "a"])
    }

    @Test func undecodableContentIsRejectedAndChangesNothing() throws {
        let bad = #"{"aps":{"timestamp":\#(F.unix(5)),"event":"update","content-state":{"driverName":"Marco","estimatedDeliveryTime":[1,2],"currentStep":"Delivering"}}}"#
        let (results, evaluator) = try F.run([F.update(0), bad])
        #expect(results[1].verdict == .rejected)
        #expect(codes(results[1]) == ["contract.unknownEnumCase"])
        #expect(evaluator.timeline.records.first?.state["currentStep"] == .enumCase(type: "DeliveryStep", name: "preparing"))
        #expect(evaluator.lastAppliedTimestamp == F.t0)
    }

    @Test func bareContentStatesAreUpdatesAtTheFeedsTime() throws {
        let (results, evaluator) = try F.run([
            #"{"at":"2026-11-22T10:00:00Z",\#(F.state().dropFirst())"#,
            #"{"at":"+90s",\#(F.state(step: "pickedUp").dropFirst())"#,
        ])
        #expect(verdicts(results) == [.applied, .applied])
        #expect(results[1].receivedAt == F.t0.addingTimeInterval(90))
        #expect(evaluator.lastAppliedTimestamp == F.t0.addingTimeInterval(90))
        // The envelope keys are not reported as unknown content-state keys.
        #expect(!results.flatMap(\.diagnostics).contains { $0.code == "contract.extraKey" })
    }

    @Test func malformedValuesAreRejectedAndTheStreamGoesOn() throws {
        let (results, _) = try F.run(["{\"aps\": ", "[1,2]", F.update(0)])
        #expect(verdicts(results) == [.rejected, .rejected, .applied])
        #expect(codes(results[0]) == ["payload.malformedJSON"])
        #expect(codes(results[1]) == ["payload.missingAps"])
    }

    @Test func badEventAndMissingTimestampAreRejected() throws {
        let badEvent = #"{"aps":{"timestamp":1795341600,"event":"refresh","content-state":\#(F.state())}}"#
        let noTimestamp = #"{"aps":{"event":"update","content-state":\#(F.state())}}"#
        let noState = #"{"aps":{"timestamp":1795341600,"event":"update"}}"#
        let (results, _) = try F.run([badEvent, noTimestamp, noState])
        #expect(verdicts(results) == [.rejected, .rejected, .rejected])
        #expect(codes(results[0]) == ["payload.badEvent"])
        #expect(codes(results[1]) == ["payload.missingTimestamp"])
        #expect(results[2].diagnostics.first?.path == "aps.content-state")
    }

    @Test func unixDatesApplyWithAWarningThatGivesBothReadings() throws {
        let unixState = #"{"driverName":"Marco","estimatedDeliveryTime":[\#(F.unix(25)),\#(F.unix(35))],"currentStep":"preparing"}"#
        let push = #"{"aps":{"timestamp":\#(F.unix(0)),"event":"update","content-state":\#(unixState)}}"#
        let (results, _) = try F.run([push])
        #expect(results[0].verdict == .applied)
        let warning = try #require(results[0].diagnostics.first { $0.code == "contract.dateLooksUnix" })
        #expect(warning.path == "aps.content-state.estimatedDeliveryTime[0]")
        #expect(warning.message.contains("2057-11-22T10:25:00Z"))
        #expect(warning.message.contains("2026-11-22T10:25:00Z"))
    }
}

/// APNs date fields in the wrong unit: the phone takes them as Unix seconds, silently.
@Suite struct PushDateUnitTests {
    typealias F = Fixture

    @Test func millisecondTimestampWarnsAndMakesLaterPushesOlder() throws {
        let millis = #"{"aps":{"timestamp":\#(F.unix(0))000,"event":"update","content-state":\#(F.state())}}"#
        let (results, _) = try F.run([millis, F.update(5)])
        #expect(results[0].verdict == .applied)
        #expect(results[0].diagnostics.first?.code == "payload.dateUnits")
        #expect(results[1].diagnostics.map(\.code) == ["lifecycle.olderTimestamp"])
        #expect(results[0].diagnostics.first?.message.contains("2026-11-22T10:00:00Z") == true)
        #expect(results[1].verdict == .ignored, "the phone now thinks every push in seconds is older")
    }

    /// The phone keeps a millisecond timestamp, as the warning says; it does not move when the push
    /// arrives: arrival stays the feed's time, so the push is applied and the next, in seconds, is
    /// ignored as older, not blamed on a limit tens of thousands of years later.
    @Test func aMillisecondTimestampNeverDecidesWhenThePushArrives() throws {
        let millis = #"{"aps":{"timestamp":\#(F.unix(1))000,"event":"update","content-state":\#(F.state(step: "pickedUp"))}}"#
        let (results, _) = try F.run([F.update(0), millis, F.update(5)])
        #expect(results.map(\.verdict) == [.applied, .applied, .ignored])
        #expect(results[1].receivedAt == F.t0, "received when the feed was, not in its own milliseconds")
        #expect(results[1].diagnostics.map(\.code).contains("payload.dateUnits"))
        #expect(results[2].diagnostics.map(\.code) == ["lifecycle.olderTimestamp"], "\(results[2].diagnostics)")
        #expect(results[2].receivedAt == Date(timeIntervalSince1970: TimeInterval(F.unix(5))))
    }

    @Test func referenceDateStaleDateWarns() throws {
        let push = F.update(0, extra: #","stale-date":\#(Int(F.ref(30)))"#)
        let (results, _) = try F.run([push])
        #expect(results[0].diagnostics.first?.code == "payload.dateUnits")
        #expect(results[0].diagnostics.first?.path == "aps.stale-date")
    }
}

/// Reading a script up to an instant (`dump --now`, the preview's clock) in place: a value received
/// after the limit changes nothing, and says when it would arrive.
@Suite struct EvaluateUntilTests {
    typealias F = Fixture

    @Test func aValueAfterTheLimitLeavesTheEvaluatorAsItWas() throws {
        var evaluator = FeedEvaluator(definition: try F.definition(), clock: .fixed(F.t0))
        let limit = F.t0.addingTimeInterval(5 * 60)
        let first = evaluator.evaluate(F.value(F.update(0, step: "confirmed")), unlessReceivedAfter: limit)
        #expect(first.verdict == .applied)
        let before = (evaluator.count, evaluator.currentTime, evaluator.snapshot(at: limit).map(\.state))
        // A push dated later, and a broken one whose "at" says later: neither arrives in time.
        for line in [F.update(10, step: "pickedUp"), #"{"at": "+20m", "aps": 5}"#] {
            let later = evaluator.evaluate(F.value(line, line: 2), unlessReceivedAfter: limit)
            #expect(later.receivedAt > limit, "\(line)")
        }
        #expect(evaluator.count == before.0 && evaluator.currentTime == before.1)
        #expect(evaluator.snapshot(at: limit).map(\.state) == before.2)
        // Once the limit moves past it, the same value applies.
        let applied = evaluator.evaluate(F.value(F.update(10, step: "pickedUp"), line: 2), unlessReceivedAfter: limit.addingTimeInterval(600))
        #expect(applied.verdict == .applied && applied.index == 1)
    }
}
