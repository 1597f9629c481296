import ActivityModel
import Foundation
import Testing
@testable import SwiftUISource

/// `.truncationMode` cuts a one-line text where it says (head, middle, tail), and `.labelStyle`
/// keeps a label's icon or its title.
@Suite struct TruncationAndLabelStyleTests {
    @Test func truncationModesAndLabelStyles() throws {
        let long = "Platform seven then the north exit"
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack(alignment: .leading) {
                Text("\(long)").lineLimit(1).truncationMode(.head).frame(width: 120, alignment: .leading)
                Text("\(long)").lineLimit(1).truncationMode(.middle).frame(width: 120, alignment: .leading)
                Text("\(long)").lineLimit(1).frame(width: 120, alignment: .leading)
                Label("Icon only", systemImage: "bus.fill").labelStyle(.iconOnly)
                Label("Title only", systemImage: "bus.fill").labelStyle(.titleOnly)
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"value": 1}"#)
        #expect(!diagnostics.contains { $0.severity == .warning && !$0.code.hasPrefix("layout.") }, "\(diagnostics)")
        let rows = text.split(separator: "\n").map(String.init)
        // 120 pt is 15 columns: 14 characters and the ellipsis.
        #expect(rows.contains { $0.contains("…the north exit") }, "\(text)")
        #expect(rows.contains { $0.contains("Platfor…th exit") }, "\(text)")
        #expect(rows.contains { $0.contains("Platform seven…") }, "\(text)")
        #expect(!text.contains("Icon only") && text.contains("Title only"), "\(text)")
    }
}
