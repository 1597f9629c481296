//
//  WaitlistLiveActivity.swift
//  WaitlistWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct WaitlistAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var partiesAhead: Int
        var quotedMinutes: Int
    }

    var restaurantName: String
    var partySize: Int
}

struct WaitlistLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WaitlistAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.restaurantName)
                    .font(.headline)
                Text("Party of \(context.attributes.partySize)")
                Text("\(context.state.partiesAhead) parties ahead · about \(context.state.quotedMinutes) min")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Party of \(context.attributes.partySize)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.quotedMinutes) min")
                }
            } compactLeading: {
                Image(systemName: "fork.knife")
            } compactTrailing: {
                Text("#\(context.state.partiesAhead + 1)")
            } minimal: {
                Text("\(context.state.partiesAhead + 1)")
            }
        }
    }
}
