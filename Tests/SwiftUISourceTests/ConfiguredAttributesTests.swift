import Testing
@testable import SwiftUISource

/// An attributes type known only by the widget that configures it: it conforms to a protocol of
/// another package (an SDK's refinement of `ActivityAttributes`) that the sources do not declare.
@Suite struct ConfiguredAttributesTests {
    static let source = SwiftSourceHarness.widget(state: "var seat: String", lockScreen: "Text(context.state.seat)")
        .replacingOccurrences(of: "struct TestAttributes: ActivityAttributes {", with: "struct TestAttributes: PartnerLiveActivityAttributes {")

    @Test func theConfiguredTypeIsTheAttributesTypeWhateverItConformsTo() throws {
        #expect(!Self.source.contains(": ActivityAttributes"))
        let read = try SwiftSourceHarness.read(Self.source)
        #expect(read.definition.contentState.fields.map(\.name) == ["seat"])
        let text = try SwiftSourceHarness.render(read, state: #"{"seat": "14C"}"#).text
        #expect(text.contains("14C"), "\(text)")
    }

    @Test func anUnconfiguredTypeOfAnUnknownProtocolIsStillNoActivity() throws {
        let source = Self.source.replacingOccurrences(of: "ActivityConfiguration(for: TestAttributes.self)", with: "ActivityConfiguration(for: OtherAttributes.self)")
        #expect(throws: (any Error).self) { try SwiftSourceHarness.read(source) }
    }
}
