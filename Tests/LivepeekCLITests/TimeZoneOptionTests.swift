import Foundation
import Testing

/// `--timezone`: `dump` reads times of day in UTC unless given one, names a zone other than UTC in
/// its header, and refuses a zone it does not know.
@Suite struct TimeZoneOptionTests {
    static let dump = ["dump", "Tests/Widgets/courier-date-styles", "--attributes", ##"{"orderNumber": "#4471"}"##,
                       "--state", #"{"eta": 817035300, "pickedUpAt": 817034100, "courierName": "Dana"}"#,
                       "--now", "2026-11-22T10:00:00Z", "--surface", "lock"]

    @Test func dumpReadsTimesInUTCByDefault() throws {
        let output = try BinaryRunner.run(Self.dump)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Picked up at 9:55 AM"), "\(output.stdout)")
        #expect(!output.stdout.contains("UTC ·"))
    }

    @Test func dumpReadsTimesInTheZoneGivenAndSaysWhichInItsHeader() throws {
        let output = try BinaryRunner.run(Self.dump + ["--timezone", "America/New_York", "--locale", "en-US"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Picked up at 4:55 AM"), "\(output.stdout)")
        #expect(output.stdout.contains("2026-11-22T10:00:00Z · America/New_York · iphone-standard"), "\(output.stdout)")
        let json = try BinaryRunner.run(Self.dump + ["--timezone", "Europe/Paris", "--locale", "fr", "--format", "json"])
        #expect(json.stdout.contains(#""timeZone" : "Europe/Paris""#) || json.stdout.contains(#""timeZone": "Europe/Paris""#), "\(json.stdout)")
        #expect(json.stdout.contains("10:55"), "\(json.stdout)")
    }

    @Test func anUnknownZoneIsRefused() throws {
        for command in [Self.dump, ["preview", "Samples/delivery", "--no-feed"]] {
            let output = try BinaryRunner.run(command + ["--timezone", "Mars/Olympus"])
            #expect(output.status == 2)
            #expect(output.stderr.contains("unknown --timezone 'Mars/Olympus'"), "\(output.stderr)")
        }
    }
}
