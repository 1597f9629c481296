import Foundation
import Testing
@testable import ActivityLayout

@Suite("Formatters")
struct FormattersTests {
    @Test(arguments: [
        (0, true, "0:00"), (30, true, "0:30"), (300, true, "5:00"), (3599, true, "59:59"), (3600, true, "1:00:00"),
        (5025, true, "1:23:45"), (36_000, true, "10:00:00"), (5400, false, "90:00"), (-65, true, "-1:05"),
    ])
    func duration(seconds: Int, showsHours: Bool, expected: String) {
        #expect(Formatters.duration(seconds: seconds, showsHours: showsHours) == expected)
    }

    @Test func printfAcceptsOneNumberConversion() {
        func text(_ result: Result<String, Formatters.FormatError>) -> String? {
            if case .success(let s) = result { return s }
            return nil
        }
        #expect(text(Formatters.printf("%.1f", 4.56)) == "4.6")
        #expect(text(Formatters.printf("%5.2lf km", 3.14159)) == " 3.14 km")
        #expect(text(Formatters.printf("%d", 42)) == "42")
        #expect(text(Formatters.printf("%ld", 42)) == "42")
        #expect(text(Formatters.printf("%+d", 42)) == "+42")
        #expect(text(Formatters.printf("%03d", 7)) == "007")
        #expect(text(Formatters.printf("%x", 255)) == "ff")
        #expect(text(Formatters.printf("%d", -2.9)) == "-2")
        #expect(text(Formatters.printf("%.0f%%", 99.5)) == "100%")
        #expect(text(Formatters.printf("%.2f", 3)) == "3.00")
        #expect(text(Formatters.printf("%e", 1234.5)) == "1.234500e+03")
    }

    @Test func printfRefusesWhatCouldReadMemory() {
        for format in ["%s", "%@", "%n", "%*d", "%d %d", "no conversion", "%", "%.100f", "%c"] {
            guard case .failure = Formatters.printf(format, 1.0) else {
                Issue.record("\(format) was accepted")
                continue
            }
        }
        guard case .failure = Formatters.printf("%d", Double.nan) else {
            Issue.record("NaN as an integer was accepted")
            return
        }
    }

    @Test func clockAndCalendar() {
        let date = Date(timeIntervalSince1970: 1_795_341_600 + 1500)  // 2026-11-22T10:25:00Z
        #expect(Formatters.time(date, timeZone: .gmt) == "10:25")
        #expect(Formatters.time(Date(timeIntervalSince1970: 1_795_341_600 - 10 * 3600 + 300), timeZone: .gmt) == "00:05")
        #expect(Formatters.longDate(date, timeZone: .gmt) == "November 22, 2026")
    }

    @Test func relativeAndOffset() {
        #expect(Formatters.relative(seconds: 8580) == "2 hours, 23 minutes")
        #expect(Formatters.relative(seconds: 3601) == "1 hour")
        #expect(Formatters.offset(seconds: 120) == "+2 minutes")
        #expect(Formatters.offset(seconds: -1) == "-1 second")
        #expect(Formatters.offset(seconds: 0) == "+0 seconds")
    }
}
