import ActivityModel
import Foundation
import Testing

@Suite("DateComponentsFormatter, Date.FormatStyle and Calendar dates read from Swift sources")
struct DurationAndCalendarTests {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ShiftAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var ends: Date
                var lastBreak: Date?
            }
            var starts: Date
        }

        func timeLeft(until end: Date, from now: Date = Date.now) -> String {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.hour, .minute]
            formatter.unitsStyle = .abbreviated
            formatter.calendar?.locale = Locale(identifier: "en_US")
            if let text = formatter.string(from: end.timeIntervalSince(now)) {
                return text
            }
            return ""
        }

        struct ShiftLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ShiftAttributes.self) { context in
                    VStack {
                        Text("left \\(timeLeft(until: context.state.ends))")
                        Text(context.attributes.starts.formatted(Date.FormatStyle(date: .omitted, time: .shortened)))
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("c") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }

        extension ShiftAttributes {
            static var preview: ShiftAttributes {
                ShiftAttributes(starts: Calendar.current.date(bySettingHour: 8, minute: 30, second: 0, of: Date())!)
            }
        }

        extension ShiftAttributes.ContentState {
            static var late: ShiftAttributes.ContentState {
                ShiftAttributes.ContentState(
                    ends: Calendar.current.date(byAdding: .minute, value: 95, to: Date())!,
                    lastBreak: nil as Date?
                )
            }
        }

        #Preview("Shift", as: .content, using: ShiftAttributes.preview) {
            ShiftLiveActivity()
        } contentStates: {
            ShiftAttributes.ContentState.late
        }
        """

    @Test func formattersAndPreviewDatesRead() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        #expect(read.diagnostics.filter { $0.severity != .info }.isEmpty, "\(read.diagnostics)")
        // 08:30 on the preview clock's day (UTC); the shift ends 95 minutes after the clock's start.
        let day = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: SwiftSourceHarness.t0)
        let starts = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(
            timeZone: .gmt, year: day.year, month: day.month, day: day.day, hour: 8, minute: 30)))
        #expect(read.definition.attributes == .object([JSONMember(key: "starts", value: .number(String(Int(starts.timeIntervalSinceReferenceDate))))]))
        let ends = SwiftSourceHarness.t0.addingTimeInterval(95 * 60).timeIntervalSinceReferenceDate
        #expect(read.previewStates.first?["ends"] == .number(String(Int(ends))), "\(read.previewStates)")
        let (text, diagnostics) = try SwiftSourceHarness.render(read)
        for expected in ["left 1h 35m", "8:30 AM"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
