import ActivityModel
import Foundation
import SwiftUISource
import Testing

@Suite("A command that plays its own states")
struct PreviewStatesSkippedTests {
    /// `previewStates: false` (`dump --feed`, `--state`): the `#Preview`'s states are not run, and a
    /// state that cannot be evaluated says nothing; its attributes are still read.
    @Test func thePreviewsStatesAreNotRunButItsAttributesAre() throws {
        let source = SwiftSourceHarness.widget(state: "var stop: String", lockScreen: "Text(context.state.stop)", extra: """
            #Preview("Board", as: .content, using: TestAttributes(name: "Quay")) {
                TestLiveActivity()
            } contentStates: {
                TestAttributes.ContentState(stop: "Central")
                TestAttributes.ContentState(stop: undeclaredStopName)
            }
            """)
        let sources = [SwiftSourceReader.Source(path: "Widget.swift", text: source)]
        let played = try SwiftSourceReader.read(sources, start: SwiftSourceHarness.t0)
        #expect(played.previewStates.count == 1)
        #expect(played.diagnostics.contains { $0.path == SwiftSourceReader.previewStatePath })
        let skipped = try SwiftSourceReader.read(sources, start: SwiftSourceHarness.t0, previewStates: false)
        #expect(skipped.previewStates.isEmpty)
        #expect(!skipped.diagnostics.contains { $0.path == SwiftSourceReader.previewStatePath }, "\(skipped.diagnostics)")
        #expect(skipped.definition.attributes == .object([JSONMember(key: "name", value: .string("Quay"))]))
    }
}
