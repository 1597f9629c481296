import Foundation
import Testing
@testable import ActivityLayout

@Suite("DateFormat")
struct DateFormatTests {
    /// 2026-11-25T10:00:00Z, a Wednesday.
    static let instant = Date(timeIntervalSince1970: 1_795_600_800)

    @Test(arguments: ["format:HH:mm", "date:medium;time:short", "time:short;locale:en_GB", "date:full;format:d;MM", ""])
    func specsRoundTrip(_ spec: String) throws {
        #expect(try #require(DateFormat(spec: spec)).spec == spec)
    }

    @Test(arguments: ["date:tiny", "colour:red", "time", "locale:", "locale:en US"])
    func malformedSpecsAreRefused(_ spec: String) {
        #expect(DateFormat(spec: spec) == nil)
    }

    @Test func formsAreFoundationsFormatter() throws {
        let utc = TimeZone.gmt
        #expect(try #require(DateFormat(spec: "format:EEE d MMM")).string(from: Self.instant, timeZone: utc) == "Wed 25 Nov")
        #expect(try #require(DateFormat(spec: "time:short;locale:en_GB")).string(from: Self.instant, timeZone: utc) == "10:00")
        #expect(try #require(DateFormat(spec: "format:HH:mm")).string(from: Self.instant, timeZone: TimeZone(secondsFromGMT: 3600) ?? utc) == "11:00")
        // A pattern may hold the separator: it is read to the end.
        #expect(try #require(DateFormat(spec: "format:d;MM")).string(from: Self.instant, timeZone: utc) == "25;11")
        #expect(try #require(DateFormat(spec: "")).string(from: Self.instant, timeZone: utc) == "")
    }
}
