import ActivityModel
import Foundation
import Testing
@testable import SwiftUISource

/// A `Text` of a string literal renders its inline Markdown, as `LocalizedStringKey` does: the
/// markers go, the words stay, values interpolated between them included; a `String` value and
/// `Text(verbatim:)` are drawn as written.
@Suite struct MarkdownTextTests {
    @Test func literalsLoseTheirMarkersAndValuesKeepTheirText() throws {
        let source = SwiftSourceHarness.widget(state: "var name: String\nvar note: String", lockScreen: """
            VStack {
                Text("**\\(context.state.name)** is *on the way*")
                Text("See [the map](https://example.com) or `ETA`, ~~late~~")
                Text("snake_case_name and 5 * 3")
                Text(context.state.note)
                Text(verbatim: "**kept**")
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"name": "Ada", "note": "**raw**"}"#)
        #expect(!diagnostics.contains { $0.severity == .warning && !$0.code.hasPrefix("layout.") }, "\(diagnostics)")
        #expect(text.contains("Ada is on the way"), "\(text)")
        #expect(text.contains("See the map or ETA, late"), "\(text)")
        #expect(text.contains("snake_case_name and 5 * 3"), "\(text)")
        #expect(text.contains("**raw**") && text.contains("**kept**"), "\(text)")
    }
}
