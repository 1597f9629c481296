//
//  LaunchCountdownLiveActivity.swift
//  LaunchTrackerWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct LaunchCountdownAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var launchDate: Date
        var status: LaunchStatus
        var message: String?
    }

    var missionName: String
    var vehicle: String
    var padName: String
}

enum LaunchStatus: String, Codable, Hashable {
    case go
    case hold
    case scrubbed
    case launched

    var label: String {
        switch self {
        case .go: "Go for launch"
        case .hold: "Hold"
        case .scrubbed: "Scrubbed"
        case .launched: "Launched"
        }
    }

    var tint: Color {
        switch self {
        case .go, .launched: .green
        case .hold: .yellow
        case .scrubbed: .red
        }
    }
}

struct LaunchCountdownLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaunchCountdownAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.missionName)
                        .font(.headline)
                    Spacer()
                    Text(context.state.status.label.uppercased())
                        .font(.caption)
                        .fontWeight(.bold)
                        .foregroundStyle(context.state.status.tint)
                }
                Text("\(context.attributes.vehicle) · \(context.attributes.padName)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                switch context.state.status {
                case .go, .hold:
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Text("T-")
                            .font(.title2)
                        Text(context.state.launchDate, style: .timer)
                            .font(.largeTitle)
                            .monospacedDigit()
                            .contentTransition(.numericText(countsDown: true))
                    }
                case .scrubbed:
                    Text(context.state.message ?? "Launch scrubbed")
                        .font(.title3)
                case .launched:
                    Label("Liftoff!", systemImage: "flame.fill")
                        .font(.title3)
                }
                Text(context.state.launchDate, style: .date)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.missionName)
                        .font(.subheadline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.status.label)
                        .font(.caption)
                        .foregroundStyle(context.state.status.tint)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.status == .go || context.state.status == .hold {
                        Text(context.state.launchDate, style: .timer)
                            .font(.title)
                            .monospacedDigit()
                    }
                }
            } compactLeading: {
                Text("T-")
                    .font(.caption)
            } compactTrailing: {
                Text(context.state.launchDate, style: .timer)
                    .font(.caption)
                    .monospacedDigit()
                    .frame(maxWidth: 48)
            } minimal: {
                Image(systemName: "flame.fill")
                    .foregroundStyle(context.state.status.tint)
            }
            .keylineTint(.orange)
        }
    }
}
