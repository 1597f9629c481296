import ActivityModel
import Foundation
import Testing

/// The bytes a report appends for an instant are the text `Timestamp.iso8601` gives for it.
@Suite struct TimestampBytesTests {
    static let instants: [Double] = [
        0, 1_795_341_600, 1_795_341_600.25, 1_795_341_600.0004, 1_795_341_600.9996, -1, -0.5, -62_135_596_800,
        253_402_300_799, 253_402_300_800, -62_135_596_801, 951_782_400, 1e15, -1e15, 9e15, .infinity, .nan,
    ]

    @Test func appendedBytesAreTheText() {
        for seconds in Self.instants {
            let date = Date(timeIntervalSince1970: seconds)
            var bytes: [UInt8] = [0x7B]
            Timestamp.appendISO8601(date, to: &bytes)
            #expect(bytes == [0x7B] + Array(Timestamp.iso8601(date).utf8), "\(seconds)")
        }
    }

    @Test func theTextIsRFC3339() {
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 1_795_341_600)) == "2026-11-22T10:00:00Z")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 1_795_341_600.25)) == "2026-11-22T10:00:00.250Z")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 253_402_300_800)) == "10000-01-01T00:00:00Z")
    }
}
