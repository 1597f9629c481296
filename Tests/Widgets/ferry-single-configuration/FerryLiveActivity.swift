//
//  FerryLiveActivity.swift
//  FerryWidget
//
//  The booking attributes are started by the app for a future feature; only the crossing has a widget.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FerryBookingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var confirmed: Bool
    }

    var bookingReference: String
}

struct FerryCrossingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var deck: String
        var minutesToArrival: Int
    }

    var vessel: String
    var destination: String
}

struct FerryCrossingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryCrossingAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("\(context.attributes.vessel) to \(context.attributes.destination)")
                    .font(.headline)
                Text("Car deck \(context.state.deck)")
                Text("\(context.state.minutesToArrival) min to arrival")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.destination)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Deck \(context.state.deck)")
                }
            } compactLeading: {
                Image(systemName: "ferry")
            } compactTrailing: {
                Text("\(context.state.minutesToArrival)m")
            } minimal: {
                Image(systemName: "ferry")
            }
        }
    }
}
