//
//  MeterLiveActivity.swift
//  MeterWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MeterAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var parkedAt: Date
        var paidUntil: Date
    }

    var zone: String
}

struct MeterLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MeterAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text("Zone \(context.attributes.zone)")
                    .font(.headline)
                HStack {
                    Text("Parked for")
                    Text(timerInterval: context.state.parkedAt...Date.distantFuture, countsDown: false)
                        .monospacedDigit()
                }
                HStack {
                    Text("Paid time left")
                    Text(timerInterval: context.state.parkedAt...context.state.paidUntil, countsDown: true)
                        .monospacedDigit()
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(timerInterval: context.state.parkedAt...Date.distantFuture, countsDown: false)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.parkedAt...context.state.paidUntil)
                }
            } compactLeading: {
                Image(systemName: "parkingsign")
            } compactTrailing: {
                Text(timerInterval: context.state.parkedAt...context.state.paidUntil, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 44)
            } minimal: {
                Image(systemName: "parkingsign")
            }
        }
    }
}
