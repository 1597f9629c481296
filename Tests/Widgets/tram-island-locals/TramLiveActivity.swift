import ActivityKit
import SwiftUI
import WidgetKit

struct TramRideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stopsLeft: Int
        var nextStop: String
        var delayMinutes: Int
    }

    var line: String
    var destination: String
}

struct TramLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TramRideAttributes.self) { context in
            let delay = context.state.delayMinutes > 0 ? "+\(context.state.delayMinutes) min" : "on time"
            HStack {
                Text("Tram \(context.attributes.line)")
                Spacer()
                Text(delay)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                let stops = context.state.stopsLeft == 1 ? "1 stop" : "\(context.state.stopsLeft) stops"
                let heading = "to \(context.attributes.destination)"

                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.line)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(stops)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Next: \(context.state.nextStop) \(heading)")
                }
            } compactLeading: {
                Text(context.attributes.line)
            } compactTrailing: {
                Text("\(context.state.stopsLeft)")
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
        }
    }
}
