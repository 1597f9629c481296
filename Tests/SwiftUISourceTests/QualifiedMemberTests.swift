import Foundation
import Testing

@Suite("SwiftUI members written through their types")
struct QualifiedMemberTests {
    /// `Edge.Set.horizontal` and `Font.Weight.bold` are `.horizontal` and `.bold`; `.bold(.title)()`
    /// is `Font.bold` applied to `.title`, a bold title.
    @Test func nestedTypesAndCurriedMethodsAreTheMembersTheyName() throws {
        let source = SwiftSourceHarness.widget(state: "var gate: String", lockScreen: """
            VStack {
                Text("Gate \\(context.state.gate)")
                    .padding(Edge.Set.horizontal, 8)
                    .fontWeight(Font.Weight.bold)
                Text("Boarding").font(.bold(.title)())
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"gate": "B12"}"#)
        #expect(text.contains("Gate B12"), "\(text)")
        #expect(text.contains("Boarding"), "\(text)")
        #expect(!text.contains("⟨"), "\(text)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }
}
