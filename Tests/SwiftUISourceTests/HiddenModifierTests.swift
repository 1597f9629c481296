import Foundation
import Testing
import ActivityModel
@testable import SwiftUISource

/// `.hidden()` read from Swift: the view keeps its room, nothing of it is drawn.
@Suite struct HiddenModifierTests {
    @Test func hiddenIsRead() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            HStack { Text("Left"); Text("Secret").hidden(); Text("Right") }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"value": 1}"#)
        #expect(!text.contains("Secret"), "\(text)")
        #expect(text.contains("Left") && text.contains("Right"))
        #expect(!diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(diagnostics)")
    }
}
