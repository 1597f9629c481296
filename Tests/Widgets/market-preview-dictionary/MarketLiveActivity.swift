import ActivityKit
import SwiftUI
import WidgetKit

struct Produce: Identifiable {
    var id: Int
    var name: String

    static let apples = Produce(id: 7, name: "Apples")
}

struct MarketStallAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var sold: [Int: Int]
        var till: String
    }

    var stall: String
}

struct MarketLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MarketStallAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.stall)
                Text("\(context.state.sold.count) kinds sold · till \(context.state.till)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("till \(context.state.till)")
                }
            } compactLeading: {
                Text("🍎")
            } compactTrailing: {
                Text("\(context.state.sold.count)")
            } minimal: {
                Text("🍎")
            }
        }
    }
}

#Preview("Morning", as: .content, using: MarketStallAttributes(stall: "Orchard Row")) {
    MarketLiveActivity()
} contentStates: {
    MarketStallAttributes.ContentState(sold: [Produce.apples.id: 12, 3: 5], till: "B")
}
