//
//  LaundryLiveActivity.swift
//  LaundryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct LaundryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var cycle: String
        var spinSpeed: Int
    }

    var machineNumber: Int
}

func remainingLabel(minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours > 0 {
        return "\(hours) h \(rest) min left"
    }
    return "\(rest) min left"
}

struct LaundryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            let machine = "Machine \(context.attributes.machineNumber)"
            let done = context.state.minutesLeft == 0
            VStack(alignment: .leading) {
                Text(machine)
                    .font(.headline)
                Text(done ? "Ready to collect" : remainingLabel(minutes: context.state.minutesLeft))
                Text("\(context.state.cycle) · \(context.state.spinSpeed) rpm")
                    .font(.caption)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    let cycleName = context.state.cycle.uppercased()
                    Text(cycleName)
                }
            } compactLeading: {
                Image(systemName: "washer")
            } compactTrailing: {
                let minutes = context.state.minutesLeft
                Text("\(minutes)m")
            } minimal: {
                Image(systemName: "washer")
            }
        }
    }
}
