//
//  TrainJourneyLiveActivity.swift
//  RailCompanionWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TrainJourneyAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var nextStops: [Stop]
        var speedKmh: Double
        var delaySeconds: Int
        var platformChange: String?
    }

    var trainName: String
    var from: String
    var to: String
}

struct Stop: Codable, Hashable, Identifiable {
    var name: String
    var scheduled: Date
    var cancelled: Bool

    var id: String { name }
}

struct DelayBadge: View {
    let delaySeconds: Int

    var body: some View {
        if delaySeconds >= 60 {
            Text("+\(delaySeconds / 60) min")
                .font(.caption)
                .fontWeight(.semibold)
                .foregroundStyle(.red)
        } else {
            Text("On time")
                .font(.caption)
                .foregroundStyle(.green)
        }
    }
}

struct TrainJourneyLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TrainJourneyAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.trainName)
                        .font(.headline)
                    Text("\(context.attributes.from) → \(context.attributes.to)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer()
                    Text("\(Int(context.state.speedKmh)) km/h")
                        .font(.caption)
                        .monospacedDigit()
                }
                HStack {
                    DelayBadge(delaySeconds: context.state.delaySeconds)
                    if let platform = context.state.platformChange {
                        Label("Now platform \(platform)", systemImage: "exclamationmark.triangle.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                }
                Divider()
                ForEach(context.state.nextStops.prefix(3)) { stop in
                    HStack {
                        Text(stop.scheduled, style: .time)
                            .monospacedDigit()
                            .frame(width: 48, alignment: .leading)
                        Text(stop.name)
                            .strikethrough(stop.cancelled)
                            .foregroundStyle(stop.cancelled ? .secondary : .primary)
                        Spacer()
                        if stop.cancelled {
                            Text("Cancelled")
                                .foregroundStyle(.red)
                        }
                    }
                    .font(.subheadline)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.trainName)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    DelayBadge(delaySeconds: context.state.delaySeconds)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let next = context.state.nextStops.first {
                        HStack {
                            Text("Next: \(next.name)")
                            Spacer()
                            Text(next.scheduled, style: .time)
                                .monospacedDigit()
                        }
                        .font(.subheadline)
                    }
                }
            } compactLeading: {
                Image(systemName: "tram.fill")
                    .foregroundStyle(.red)
            } compactTrailing: {
                if let next = context.state.nextStops.first {
                    Text(next.scheduled, style: .time)
                        .font(.caption)
                        .monospacedDigit()
                }
            } minimal: {
                Text("\(context.state.nextStops.count)")
                    .font(.caption)
            }
            .keylineTint(.red)
        }
    }
}
