//
//  BusArrivalLiveActivity.swift
//  TransitWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct BusArrivalAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesAway: Int
        var stopsAway: Int
    }

    var route: String
    var stopName: String
}

struct BusArrivalLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BusArrivalAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text("Route ") + Text(context.attributes.route).bold()
                Text("Arrives in ")
                    + Text("\(context.state.minutesAway) min").bold().foregroundColor(.green)
                    + Text(" at \(context.attributes.stopName)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.stopsAway)").bold() + Text(" stops away")
                }
            } compactLeading: {
                Text(context.attributes.route).bold()
            } compactTrailing: {
                Text("\(context.state.minutesAway)") + Text("m")
            } minimal: {
                Text("\(context.state.minutesAway)")
            }
        }
    }
}
