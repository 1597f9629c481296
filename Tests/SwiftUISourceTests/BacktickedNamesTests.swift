import ActivityModel
import Foundation
import Testing

@Suite("Names written in backticks")
struct BacktickedNamesTests {
    /// `` func `if`(…) `` and `` case `default` `` are the names `if` and `default`: the popular
    /// conditional-modifier helper is called, and the case decodes from and compares as "default".
    @Test func aBacktickedNameIsTheNameWithout() throws {
        let source = SwiftSourceHarness.widget(
            state: "var mode: Mode\n        var dimmed: Bool",
            lockScreen: """
                Text(context.state.mode == .default ? "Standard plan" : "Other plan")
                            .if(context.state.dimmed) { $0.opacity(0.5) }
                """,
            extra: """
                enum Mode: String, Codable, Hashable { case `default`, express }

                extension View {
                    @ViewBuilder
                    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }
                """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"mode": "default", "dimmed": true}"#)
        #expect(text.contains("Standard plan"), "\(text)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedModifier" || $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }
}
