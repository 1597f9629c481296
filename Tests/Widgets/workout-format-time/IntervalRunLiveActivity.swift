//
//  IntervalRunLiveActivity.swift
//  RunCoachWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct IntervalRunAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var elapsedSeconds: Int
        var lapSeconds: Int
        var lap: Int
    }

    var planName: String
}

func formatTime(_ totalSeconds: Int) -> String {
    let m = totalSeconds / 60
    let s = totalSeconds % 60
    return String(format: "%d:%02d", m, s)
}

struct IntervalRunLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: IntervalRunAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.planName)
                    .font(.headline)
                HStack {
                    Text("Total \(formatTime(context.state.elapsedSeconds))")
                    Spacer()
                    Text("Lap \(context.state.lap): \(formatTime(context.state.lapSeconds))")
                }
                .monospacedDigit()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Lap \(context.state.lap)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(formatTime(context.state.lapSeconds))
                }
            } compactLeading: {
                Image(systemName: "figure.run")
            } compactTrailing: {
                Text(formatTime(context.state.elapsedSeconds))
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "figure.run")
            }
        }
    }
}
