import ActivityKit
import OneSignalLiveActivities
import SwiftUI
import WidgetKit

// A curbside-pickup widget on OneSignal's DefaultLiveActivityAttributes: every value comes from
// the `data` dictionaries, any JSON the backend sends.
struct PickupLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DefaultLiveActivityAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.data["store"]?.asString() ?? "Store")
                if let bay = context.state.data["bay"]?.asInt() {
                    Text("Bay \(bay)")
                }
                if let ready = context.state.data["ready"]?.asBool(), ready {
                    Text("Ready")
                }
                let items = context.state.data["items"]?.asArray()?.compactMap { $0.asString() } ?? []
                Text(items.joined(separator: ", "))
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.data["store"]?.asString() ?? "Store")
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.data["bay"]?.asInt() ?? 0)")
            } minimal: {
                Image(systemName: "bag.fill")
            }
        }
    }
}
