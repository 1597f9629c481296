//
//  GarageLiveActivity.swift
//  ParkWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct GarageLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GarageAttributes.self) { context in
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Label(context.attributes.garageName, systemImage: "car.circle.fill")
                        .font(.headline)
                    HStack {
                        Text("Level \(context.state.level)")
                        if let spot = context.state.spot {
                            Text("Spot \(spot)")
                        }
                    }
                    .font(.subheadline)
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 4) {
                    HStack(spacing: 4) {
                        Text("In since")
                        Text(context.state.enteredAt, style: .time)
                    }
                    .font(.caption)
                    Text(context.state.rate.label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.garageName)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.spot ?? "Level \(context.state.level)")
                        .font(.caption)
                }
            } compactLeading: {
                Image(systemName: "car.circle.fill")
            } compactTrailing: {
                Text("P\(context.state.level)")
            } minimal: {
                Text("P\(context.state.level)")
            }
        }
    }
}
