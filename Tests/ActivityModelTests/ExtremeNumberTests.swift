import Foundation
import Testing
@testable import ActivityModel

/// A push can carry any JSON number where a date goes. Whatever it is, the evaluator gives a verdict
/// with diagnostics that say the number, and never traps (a found crash: `timestamp: 1e300`).
@Suite struct ExtremeNumberTests {
    typealias F = Fixture

    static let numbers = ["1e300", "-1e300", "1.7976931348623157e308", "9.3e15", "-9.3e15", "1e19", "1e400", "-0", "0.5"]

    @Test(arguments: numbers) func inEveryAPNsDateField(number: String) throws {
        let fields = [
            #"{"aps":{"timestamp":\#(number),"event":"update","content-state":\#(F.state())}}"#,
            #"{"aps":{"timestamp":\#(F.unix(1)),"event":"update","stale-date":\#(number),"content-state":\#(F.state())}}"#,
            #"{"aps":{"timestamp":\#(F.unix(2)),"event":"end","dismissal-date":\#(number),"content-state":\#(F.state())}}"#,
            #"{"aps":{"timestamp":\#(F.unix(3)),"event":"update","relevance-score":\#(number),"content-state":\#(F.state())}}"#,
        ]
        for line in fields {
            let (results, evaluator) = try F.run([F.update(0), line])
            #expect(results.count == 2)
            for d in results[1].diagnostics { #expect(!d.message.isEmpty) }
            for minutes: Double in [0, 60, 525_600] {
                _ = evaluator.snapshot(at: F.t0.addingTimeInterval(minutes * 60))
            }
        }
    }

    @Test(arguments: numbers) func inAContentStateDate(number: String) throws {
        let state = #"{"driverName":"Marco","estimatedDeliveryTime":[\#(number),\#(number)],"currentStep":"preparing"}"#
        let (results, evaluator) = try F.run([#"{"aps":{"timestamp":\#(F.unix(0)),"event":"update","content-state":\#(state)}}"#])
        #expect(results.count == 1)
        _ = evaluator.snapshot(at: F.t0)
    }

    @Test func theWriterSaysAnyInstant() {
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 1e300)) == "1e+300 seconds from 1970")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: -.infinity)) == "-inf seconds from 1970")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 8.9e15)).hasSuffix("Z"))
        #expect(Timestamp.formatDuration(.nan) == "nans")
        #expect(Timestamp.formatDuration(5400) == "1h30m")
    }
}
