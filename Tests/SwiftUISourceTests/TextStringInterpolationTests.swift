import Foundation
import Testing

@Suite("What a Text's string interpolates beside values")
struct TextStringInterpolationTests {
    /// `\(timerInterval:countsDown:)` inside the string is the timer's text at the render's instant.
    @Test func aTimerInsideTheStringShowsItsTimeNow() throws {
        let source = SwiftSourceHarness.widget(state: "var end: Date", lockScreen: """
            Text("Ends in \\(timerInterval: Date.now...context.state.end, countsDown: true) min")
            """)
        let read = try SwiftSourceHarness.read(source)
        // t0 + 125 s: two minutes five seconds to go.
        let end = SwiftSourceHarness.t0.addingTimeInterval(125).timeIntervalSinceReferenceDate
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"end": \#(end)}"#)
        #expect(text.contains("Ends in 2:05 min"), "\(text)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }

    /// `\(value, format:)` is the value as `formatted(_:)` writes it; a log line draws nothing.
    @Test func aFormatStyleInsideTheStringFormatsTheValue() throws {
        let source = SwiftSourceHarness.widget(state: "var share: Double", lockScreen: """
            NSLog("drawing %@", "share")
            return Text("\\(context.state.share, format: .percent.precision(.fractionLength(1))) done")
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"share": 0.4267}"#)
        #expect(text.contains("42.7% done"), "\(text)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }

    /// `Text(Image(systemName:)) + Text(…)`: the symbol and the words side by side on one line.
    @Test func anImageAddedToATextSitsBesideIt() throws {
        let source = SwiftSourceHarness.widget(state: "var percent: Int", lockScreen: """
            (Text(Image(systemName: "bolt.fill")) + Text(" \\(context.state.percent)%").bold() + Text(" charged"))
                .font(.caption)
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"percent": 84}"#)
        let line = try #require(text.split(separator: "\n").first { $0.contains("84%") }, "\(text)")
        #expect(line.contains("⚡ 84% charged"), "\(line)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }
}
