//
//  RailTripLiveActivity.swift
//  RailTripWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RailTripLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RailTripAttributes.self) { context in
            let legs = context.state.legs
            VStack(alignment: .leading, spacing: 2) {
                Text(legs.map { $0.line }.joined(separator: " > "))
                    .font(.headline)
                [Text(context.attributes.tripName), Text(" · "), Text("\(legs.count) legs")].reduce(Text(""), +)
                if let current = leg(servingStop: context.state.nextStopID, in: legs) {
                    Text("Now on \(current.line)")
                }
                Text(context.state.platform.map { "Platform \($0)" } ?? "Platform TBA")
                Text("Total delay \(legs.reduce(0) { total, leg in total + leg.delayMinutes }) min")
                ForEach(legs.filter(\.isLate), id: \.line) { late in
                    Text("Late: \(late.label)")
                }
                Text(legs.allSatisfy { !$0.isLate } ? "All on time" : "\(legs.filter { $0.isLate }.count) late")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    let worst = context.state.legs.sorted(by: { $0.delayMinutes > $1.delayMinutes }).first
                    Text("Worst \(worst?.line ?? "none")")
                }
            } compactLeading: {
                Image(systemName: "tram.fill")
            } compactTrailing: {
                let index = context.state.legs.firstIndex(where: { leg in
                    leg.stops.map(\.id).contains(context.state.nextStopID)
                }) ?? 0
                Text("\(index + 1)/\(context.state.legs.count)")
            } minimal: {
                Text("\(context.state.legs.map(\.delayMinutes).max() ?? 0)")
            }
        }
    }
}
