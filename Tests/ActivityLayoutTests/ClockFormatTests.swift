import Foundation
import Testing
@testable import ActivityLayout

/// The short time of day in the locale's hour cycle, as iOS writes it: en-US 12-hour with AM/PM,
/// en-GB, de and fr 24-hour.
@Suite struct ClockFormatTests {
    @Test(arguments: [
        ("en", 9, 55, "9:55 AM"), ("en-US", 15, 49, "3:49 PM"), ("en_US", 0, 5, "12:05 AM"), ("en", 12, 0, "12:00 PM"),
        ("en-GB", 9, 55, "09:55"), ("en-GB", 21, 49, "21:49"), ("de", 9, 5, "09:05"), ("de-CH", 23, 0, "23:00"),
        ("fr", 9, 55, "09:55"), ("en-AU", 15, 49, "3:49 pm"), ("es-US", 9, 55, "9:55 a.m."), ("es", 9, 55, "9:55"),
        ("fi", 9, 55, "9.55"), ("zh-Hans", 9, 55, "09:55"),
    ])
    func aLocaleWritesTheTimeOfDayInItsHourCycle(locale: String, hour: Int, minute: Int, expected: String) {
        #expect(ClockFormat(locale: locale).text(hour: hour, minute: minute) == expected)
    }

    /// The table against Foundation's own locale data (`DateFormatter.timeStyle = .short`), with the
    /// narrow and no-break spaces and direction marks it adds read as one space and nothing.
    @Test(arguments: ["en", "en_US", "en_GB", "en_IE", "en_AU", "en_CA", "en_IN", "en_ZA", "en_150", "de", "de_CH", "fr",
                      "fr_CA", "es", "es_US", "es_MX", "it", "nl", "pt_BR", "ja", "zh", "ru", "sv", "he", "ur", "tr", "pl",
                      "da", "nb", "fi", "th", "id", "cs", "uk"])
    func theTableAgreesWithFoundation(locale: String) throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = .gmt
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        for (hour, minute) in [(0, 5), (9, 55), (12, 0), (15, 49), (23, 59)] {
            let date = Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60))
            let foundation = String(formatter.string(from: date).unicodeScalars.compactMap { scalar -> Character? in
                switch scalar.value {
                case 0x200E, 0x200F: return nil
                case 0x00A0, 0x202F: return " "
                default: return Character(scalar)
                }
            })
            #expect(Formatters.time(date, timeZone: .gmt, clock: ClockFormat(locale: locale)) == foundation, "\(locale) \(hour):\(minute)")
        }
    }
}
