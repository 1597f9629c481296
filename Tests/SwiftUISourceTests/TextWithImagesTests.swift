import ActivityModel
import Foundation
import Testing

@Suite("Images interpolated in a Text read from Swift sources")
struct TextWithImagesTests {
    @Test func theImageIsDrawnBetweenTheTextsAroundIt() throws {
        let source = SwiftSourceHarness.widget(state: "var minutes: Int", lockScreen: """
            Text("Due \\(Image(systemName: "clock")) in \\(context.state.minutes) min")
                        .font(.caption)
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"minutes": 7}"#)
        let line = try #require(text.split(separator: "\n").first { $0.contains("Due") }, "\(text)")
        // The clock's glyph sits between the two runs of text, on their line.
        let due = try #require(line.range(of: "Due"))
        let rest = try #require(line.range(of: "in 7 min"))
        #expect(due.upperBound < rest.lowerBound)
        #expect(!line[due.upperBound..<rest.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty, "\(line)")
        #expect(!text.contains("⟨"), "\(text)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
