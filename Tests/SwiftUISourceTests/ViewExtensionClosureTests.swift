import ActivityModel
import Foundation
import Testing

/// `extension View` functions that take closures: `(Self) -> some View` called with the view
/// itself (`applyIf`), and actions (`(CGSize) -> Void`) that are never drawn.
@Suite struct ViewExtensionClosureTests {
    static func source(compact: Bool) -> String {
        SwiftSourceHarness.widget(state: "var level: Int", lockScreen: """
            VStack {
                Text("Level \\(context.state.level)")
                    .applyIf(\(compact)) { $0.padding(.leading, 32) }
                Text("Plain")
                    .applyIf(true) { view in view.bold() }
                    .measured { size in print(size) }
            }
            """, extra: """
            extension View {
                @ViewBuilder
                func applyIf(_ condition: Bool, @ViewBuilder _ transform: (Self) -> some View) -> some View {
                    if condition {
                        transform(self)
                    } else {
                        self
                    }
                }

                func measured(_ onChange: @escaping (CGSize) -> Void) -> some View {
                    background(Reporter(onChange: onChange))
                }
            }

            struct Reporter: View {
                var onChange: (CGSize) -> Void
                var body: some View { Color.clear }
            }
            """)
    }

    @Test(arguments: [true, false])
    func theClosureGetsTheView(compact: Bool) throws {
        let read = try SwiftSourceHarness.read(Self.source(compact: compact))
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"level": 4}"#)
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        let row = try #require(text.split(separator: "\n").first { $0.contains("Level 4") })
        #expect(row.contains("    Level 4") == compact, "32 pt of padding only when the condition holds:\n\(text)")
        #expect(text.contains("Plain"), "\(text)")
    }
}
