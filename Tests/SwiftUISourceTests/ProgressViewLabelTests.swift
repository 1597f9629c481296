import ActivityModel
import Foundation
import Testing

@Suite("A ProgressView's label and current value")
struct ProgressViewLabelTests {
    static func drawn(_ lockScreen: String) throws -> String {
        let source = SwiftSourceHarness.widget(state: "var end: Date", lockScreen: lockScreen)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let end = SwiftSourceHarness.t0.addingTimeInterval(600).timeIntervalSinceReferenceDate
        return try SwiftSourceHarness.render(read, state: #"{"end": \#(end)}"#).text
    }

    /// A linear bar shows its label above and its current value below, in that order.
    @Test func aLinearBarHasItsLabelAboveAndItsValueBelow() throws {
        let text = try Self.drawn("""
            ProgressView(timerInterval: Date.now...context.state.end, countsDown: true) {
                        Text("Time left")
                    } currentValueLabel: {
                        Text(timerInterval: Date.now...context.state.end, countsDown: true)
                    }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.contains("Time left") }, "\(text)")
        #expect(lines[label + 1].contains("━") || lines[label + 1].contains("─"), "\(text)")
        #expect(lines[label + 2].contains("10:00"), "\(text)")
    }

    /// `.labelsHidden()` and a circular style leave the bar or ring alone.
    @Test func hiddenLabelsAndARingDrawNoLabels() throws {
        for modifier in [".labelsHidden()", ".progressViewStyle(.circular)"] {
            let text = try Self.drawn("""
                ProgressView(timerInterval: Date.now...context.state.end, countsDown: true) {
                            Text("Time left")
                        }
                        \(modifier)
                """)
            #expect(!text.contains("Time left"), "\(modifier)\n\(text)")
        }
    }
}
