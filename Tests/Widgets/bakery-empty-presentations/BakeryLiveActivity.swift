import ActivityKit
import SwiftUI
import WidgetKit

struct BakeOrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
    }

    var orderNumber: Int
}

struct BakeryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BakeOrderAttributes.self) { context in
            Text("Order \(context.attributes.orderNumber): \(context.state.stage)")
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage)
                }
            } compactLeading: {
                Text("#\(context.attributes.orderNumber)")
            } compactTrailing: {
                // The stage goes here once the design is settled.
                // Text(context.state.stage)
            } minimal: {
                // Nothing yet.
            }
        }
    }
}
