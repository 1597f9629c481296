//
//  CheckInLiveActivity.swift
//  CheckInWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CheckInAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var desk: String
    }

    var airline: String
    var destination: String
}

struct CheckInLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CheckInAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.airline)
                    .font(.caption)
                    .textCase(.uppercase)
                Text("To \(context.attributes.destination)")
                    .font(.headline)
                Text(context.state.status)
                    .textCase(.uppercase)
                    .foregroundStyle(.yellow)
                Text("Desk \(context.state.desk)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack {
                        Text(context.state.status)
                        Text("Desk \(context.state.desk)")
                    }
                    .textCase(.uppercase)
                }
            } compactLeading: {
                Image(systemName: "airplane")
            } compactTrailing: {
                Text(context.state.desk)
                    .textCase(.lowercase)
            } minimal: {
                Image(systemName: "airplane")
            }
        }
    }
}
