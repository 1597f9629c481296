import ActivityModel
import Foundation
import Testing

@Suite("Static functions in a #Preview")
struct PreviewStaticFunctionTests {
    @Test func parametersDefaultsAndTheExpectedTypeAreRead() throws {
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct KilnAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var stage: Stage
                }
                var kiln: String
            }

            struct Stage: Codable, Hashable {
                var label: String
                var percent: Int

                static func heating(to fraction: Double, name: String = "Bisque") -> Stage {
                    Stage(label: "\\(name) \\(Int(fraction * 100))%", percent: Int(fraction * 100))
                }
            }

            struct KilnLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: KilnAttributes.self) { context in
                        Text(context.state.stage.label)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("c") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }

            #Preview("Kiln", as: .content, using: KilnAttributes(kiln: "North")) {
                KilnLiveActivity()
            } contentStates: {
                KilnAttributes.ContentState(stage: .heating(to: 0.4))
                KilnAttributes.ContentState(stage: Stage.heating(to: 0.9, name: "Glaze"))
            }
            """
        let read = try SwiftSourceHarness.read(source)
        #expect(read.diagnostics.filter { $0.severity != .info }.isEmpty, "\(read.diagnostics)")
        #expect(read.previewStates.count == 2)
        #expect(read.previewStates.first?["stage"] == .object([JSONMember(key: "label", value: .string("Bisque 40%")), JSONMember(key: "percent", value: .number("40"))]))
        #expect(read.previewStates.last?["stage"]?["label"] == .string("Glaze 90%"))
    }
}
