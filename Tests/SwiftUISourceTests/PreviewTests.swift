import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Item 6: a `#Preview`'s attributes and states, dates relative to the clock's start.
@Suite struct PreviewTests {
    static let source = SwiftSourceHarness.widget(state: """
        var eta: ClosedRange<Date>
                var leaves: Date
                var step: Step
                var tags: [String] = []
        """, lockScreen: "Text(context.attributes.name)", extra: """
        enum Step: Int, Codable, Hashable { case start = 1, end }

        extension TestAttributes {
            static var preview: TestAttributes { TestAttributes(name: "Preview Cafe") }
        }

        extension TestAttributes.ContentState {
            static let first = TestAttributes.ContentState(eta: Date.now...Date.now.addingTimeInterval(600), leaves: .now + 60 * 5, step: .start)
            static var second: Self { .init(eta: Date(timeIntervalSinceNow: 60)...Date().addingTimeInterval(120), leaves: .now, step: .end, tags: ["a"]) }
        }

        #Preview("Lock", as: .content, using: TestAttributes.preview) {
            TestLiveActivity()
        } contentStates: {
            TestAttributes.ContentState.first
            TestAttributes.ContentState.second
        }
        """)

    @Test func attributesAndStatesComeFromThePreview() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        #expect(read.hasPreviewAttributes)
        #expect(read.definition.attributes == .object([JSONMember(key: "name", value: .string("Preview Cafe"))]))
        let t0 = SwiftSourceHarness.t0.timeIntervalSinceReferenceDate
        #expect(read.previewStates.count == 2)
        #expect(read.previewStates.first?["eta"] == .array([.number(String(Int(t0))), .number(String(Int(t0 + 600)))]))
        #expect(read.previewStates.first?["leaves"] == .number(String(Int(t0 + 300))))
        #expect(read.previewStates.first?["step"] == .number("1"), "an Int enum sends its raw value")
        #expect(read.previewStates.first?["tags"] == .array([]), "a default fills a missing argument")
        #expect(read.previewStates.last?["step"] == .number("2"))
    }

    @Test func theStatesPlayOneAMinuteApart() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        let feed = read.previewFeed(start: SwiftSourceHarness.t0)
        #expect(feed.contains("\"at\": 1795341600") && feed.contains("\"at\": 1795341660"), "\(feed)")
        let decoder = read.definition.contentStateDecoder
        for state in read.previewStates {
            #expect(decoder.decode(state, at: .root, referenceDate: SwiftSourceHarness.t0).value != nil, "the preview's states fit the contract")
        }
    }
}

/// `PreviewProvider` previews, the style before `#Preview`.
@Suite struct PreviewProviderTests {
    @Test func previewContextGivesTheAttributesAndEachStateOnce() throws {
        let source = SwiftSourceHarness.widget(state: "var gate: String", lockScreen: "Text(\"\\(context.attributes.name) at \\(context.state.gate)\")", extra: """
            struct Widget_Previews: PreviewProvider {
                static let attributes = TestAttributes(name: "SL 214")
                static let boarding = TestAttributes.ContentState(gate: "B12")
                static var previews: some View {
                    attributes
                        .previewContext(boarding, viewKind: .dynamicIsland(.compact))
                        .previewDisplayName("Compact")
                    attributes
                        .previewContext(boarding, viewKind: .content)
                    attributes
                        .previewContext(TestAttributes.ContentState(gate: "C3"), viewKind: .dynamicIsland(.expanded))
                }
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        #expect(read.hasPreviewAttributes)
        #expect(read.previewStates.count == 2, "B12 once, then C3: \(read.previewStates)")
        let (text, _) = try SwiftSourceHarness.render(read)
        #expect(text.contains("SL 214 at B12"), "\(text)")
    }

    @Test func previewNumbersFromDatesConvertToEveryIntegerWidth() throws {
        let source = SwiftSourceHarness.widget(state: "var startMs: Int64", lockScreen: "Text(\"\\(context.state.startMs)\")", extra: """
            #Preview("x", as: .content, using: TestAttributes(name: "n")) {
                TestLiveActivity()
            } contentStates: {
                TestAttributes.ContentState(startMs: Int64(Int(Date().timeIntervalSince1970 * 1000)))
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        #expect(read.previewStates.map(\.compactText) == [#"{"startMs":1795341600000}"#], "\(read.diagnostics)")
    }
}
