import Foundation
import Testing

@Suite("The widget's own properties in its configuration's closures")
struct WidgetInitializerTests {
    /// An `init()` that styles UIKit (`UISlider.appearance()`) cannot run here, but the closures still
    /// read the widget's stored properties, as they do on the phone.
    @Test func aStoredPropertyIsReadWhenTheInitializerCannotRun() throws {
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct RoomAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var room: String }
            }

            struct RoomWidget: Widget {
                let heading = "Your room"
                let gold = Color(red: 204 / 255, green: 170 / 255, blue: 101 / 255)

                init() {
                    UISlider.appearance().setThumbImage(UIImage(systemName: "key"), for: .normal)
                }

                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RoomAttributes.self) { context in
                        Text("\\(heading): \\(context.state.room)").foregroundColor(gold)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(heading) }
                        } compactLeading: { Text("R") } compactTrailing: { Text(context.state.room) } minimal: { Text("R") }
                    }
                }
            }
            """
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"room": "412"}"#)
        #expect(text.contains("Your room: 412"), "\(text)")
        #expect(!text.contains("⟨"), "\(text)")
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(diagnostics)")
    }
}
