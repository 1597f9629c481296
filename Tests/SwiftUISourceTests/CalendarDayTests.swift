import ActivityModel
import Foundation
import Testing

/// `Calendar.current.isDateInToday(_:)` and its kin, by the render's day in its time zone.
@Suite struct CalendarDayTests {
    static let source = SwiftSourceHarness.widget(state: "var starts: Date", lockScreen: """
        VStack {
            Text(Calendar.current.isDateInToday(context.state.starts) ? "today" : "not today")
            Text(Calendar.current.isDateInTomorrow(context.state.starts) ? "tomorrow" : "not tomorrow")
            Text(Calendar.current.isDateInYesterday(context.state.starts) ? "yesterday" : "not yesterday")
        }
        """)

    /// Seconds since 2001 for a day offset from the harness's clock (2026-11-22T10:00:00Z) plus hours.
    static func starts(days: Int, hours: Double = 0) -> String {
        let date = SwiftSourceHarness.t0.addingTimeInterval(Double(days) * 86_400 + hours * 3_600)
        return #"{"starts": "# + String(Int(date.timeIntervalSinceReferenceDate)) + "}"
    }

    @Test(arguments: [
        (0, 13.0, ["today", "not tomorrow", "not yesterday"]),
        (1, -9.0, ["not today", "tomorrow", "not yesterday"]),
        (0, -11.0, ["not today", "not tomorrow", "yesterday"]),
    ])
    func daysFromTheRender(days: Int, hours: Double, expected: [String]) throws {
        let read = try SwiftSourceHarness.read(Self.source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: Self.starts(days: days, hours: hours))
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        let rows = text.split(separator: "\n").map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }
        for line in expected { #expect(rows.contains(line), "\(line)\n\(text)") }
    }
}
