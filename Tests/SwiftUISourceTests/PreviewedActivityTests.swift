import ActivityModel
import Foundation
import Testing

/// Sources with two configured activity types, one of which the previews show: that one is read,
/// and said; with both or neither previewed, the first in path order is, and the other named.
@Suite struct PreviewedActivityTests {
    static let ride = SwiftSourceHarness.widget(state: "var stops: Int", lockScreen: "Text(\"\\(context.state.stops) stops\")")
    static let promo = SwiftSourceHarness.widget(state: "var code: String", lockScreen: "Text(context.state.code)")
        .replacingOccurrences(of: "TestAttributes", with: "PromoAttributes")
        .replacingOccurrences(of: "TestLiveActivity", with: "PromoLiveActivity")

    static let macroPreview = """
        #Preview("Ride", as: .content, using: TestAttributes(name: "Line 4")) {
            TestLiveActivity()
        } contentStates: {
            TestAttributes.ContentState(stops: 3)
        }
        """

    static let providerPreview = """
        struct Promo_Previews: PreviewProvider {
            static let attributes = PromoAttributes(name: "Spring")
            static var previews: some View {
                attributes.previewContext(PromoAttributes.ContentState(code: "SAVE10"), viewKind: .content)
            }
        }
        """

    @Test func aMacroPreviewChoosesItsType() throws {
        let read = try SwiftSourceHarness.read(["Ride.swift": Self.ride + "\n" + Self.macroPreview, "Promo.swift": Self.promo])
        #expect(read.definition.attributesType == "TestAttributes")
        let note = read.diagnostics.first { $0.code == "swiftui.previewedActivity" }
        #expect(note?.severity == .info && note?.message.contains("PromoAttributes with --activity") == true, "\(read.diagnostics)")
        let (text, _) = try SwiftSourceHarness.render(read)
        #expect(text.contains("3 stops"), "\(text)")
    }

    @Test func aPreviewProviderChoosesItsType() throws {
        let read = try SwiftSourceHarness.read(["Ride.swift": Self.ride, "Promo.swift": Self.promo + "\n" + Self.providerPreview])
        #expect(read.definition.attributesType == "PromoAttributes")
        let (text, _) = try SwiftSourceHarness.render(read)
        #expect(text.contains("SAVE10"), "\(text)")
    }

    @Test func activityStillPicksTheOther() throws {
        let read = try SwiftSourceHarness.read(["Ride.swift": Self.ride + "\n" + Self.macroPreview, "Promo.swift": Self.promo], activity: "PromoAttributes")
        #expect(read.definition.attributesType == "PromoAttributes")
        #expect(!read.diagnostics.contains { $0.code == "swiftui.previewedActivity" })
    }

    @Test func bothPreviewedDrawsTheFirstInPathOrder() throws {
        let read = try SwiftSourceHarness.read(["Ride.swift": Self.ride + "\n" + Self.macroPreview, "Promo.swift": Self.promo + "\n" + Self.providerPreview])
        #expect(read.definition.attributesType == "PromoAttributes")
        #expect(read.diagnostics.contains { $0.code == "swiftui.chosenActivity" && $0.message.contains("TestAttributes with --activity NAME") }, "\(read.diagnostics)")
    }
}
