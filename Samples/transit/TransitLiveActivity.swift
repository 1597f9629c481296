// The transit sample's widget as the app ships it: the same contract and views as activity.yaml
// beside it (livepeek holds the two equal). The backend writes snake_case for one field, so
// `delayMinutes` has a custom CodingKey: a payload that sends "delayMinutes" decodes with no delay.

import ActivityKit
import WidgetKit
import SwiftUI

struct DeparturesAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stop: String
        var departures: [Departure]
    }

    var agency: String
    var stopId: String
}

struct Departure: Codable, Hashable {
    var line: String
    var destination: String
    var plannedTime: Date
    var delayMinutes: Int?
    var platform: String?

    enum CodingKeys: String, CodingKey {
        case line
        case destination
        case plannedTime
        case delayMinutes = "delay_minutes"
        case platform
    }
}

struct TransitLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeparturesAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label(context.state.stop, systemImage: "tram.fill")
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(context.attributes.agency)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                if context.isStale {
                    Label("Live times unavailable", systemImage: "exclamationmark.triangle")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                } else {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(context.state.departures.prefix(4), id: \.self) { departure in
                            HStack(spacing: 6) {
                                Text(departure.line)
                                    .font(.subheadline)
                                    .fontWeight(.bold)
                                    .foregroundStyle(.yellow)
                                    .frame(width: 40)
                                Text(departure.destination)
                                    .font(.subheadline)
                                    .lineLimit(1)
                                Spacer()
                                if let platform = departure.platform {
                                    Text("Pl. \(platform)")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                if let delay = departure.delayMinutes, delay > 0 {
                                    Text("+\(delay)")
                                        .font(.subheadline)
                                        .monospacedDigit()
                                        .foregroundStyle(.red)
                                        .environment(\.layoutDirection, .leftToRight)
                                }
                                Text(departure.plannedTime, style: .time)
                                    .font(.subheadline)
                                    .monospacedDigit()
                                    .environment(\.layoutDirection, .leftToRight)
                            }
                        }
                    }
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.stop, systemImage: "tram.fill")
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.agency)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.center) {
                    ForEach(context.state.departures.prefix(1), id: \.self) { departure in
                        HStack {
                            Text("Next: \(departure.line) to \(departure.destination)")
                                .font(.subheadline)
                                .lineLimit(1)
                            if let delay = departure.delayMinutes, delay > 0 {
                                Text("+\(delay) min")
                                    .font(.subheadline)
                                    .foregroundStyle(.red)
                            }
                        }
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(context.state.departures.prefix(3), id: \.self) { departure in
                            HStack(spacing: 6) {
                                Text(departure.line)
                                    .font(.footnote)
                                    .fontWeight(.bold)
                                    .foregroundStyle(.yellow)
                                    .frame(width: 36)
                                Text(departure.destination)
                                    .font(.footnote)
                                    .lineLimit(1)
                                Spacer()
                                if let delay = departure.delayMinutes, delay > 0 {
                                    Text("+\(delay)")
                                        .font(.footnote)
                                        .monospacedDigit()
                                        .foregroundStyle(.red)
                                        .environment(\.layoutDirection, .leftToRight)
                                }
                                Text(departure.plannedTime, style: .time)
                                    .font(.footnote)
                                    .monospacedDigit()
                                    .environment(\.layoutDirection, .leftToRight)
                            }
                        }
                    }
                }
            } compactLeading: {
                HStack(spacing: 2) {
                    Image(systemName: "tram.fill")
                        .font(.caption)
                        .foregroundStyle(.yellow)
                    ForEach(context.state.departures.prefix(1), id: \.self) { departure in
                        Text(departure.line)
                            .font(.caption)
                            .fontWeight(.bold)
                    }
                }
            } compactTrailing: {
                ForEach(context.state.departures.prefix(1), id: \.self) { departure in
                    Text(departure.plannedTime, style: .time)
                        .font(.caption)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                }
            } minimal: {
                ForEach(context.state.departures.prefix(1), id: \.self) { departure in
                    Text(departure.line)
                        .font(.caption2)
                        .fontWeight(.bold)
                        .foregroundStyle(.yellow)
                }
            }
            .keylineTint(.yellow)
        }
    }
}

extension DeparturesAttributes {
    static var preview: DeparturesAttributes {
        DeparturesAttributes(agency: "BVG", stopId: "900100003")
    }
}

// The story of feed.ndjson for Alexanderplatz, one state a minute: five departures, then six with
// the U8 running late, then the board once the U2 has left and the S5 runs two minutes later. The dates count from the
// preview's start (10:00 in the feed).
extension DeparturesAttributes.ContentState {
    static var board: Self {
        .init(stop: "S+U Alexanderplatz", departures: [
            Departure(line: "U2", destination: "Ruhleben", plannedTime: Date.now.addingTimeInterval(3 * 60),
                      delayMinutes: 0, platform: "1"),
            Departure(line: "S5", destination: "Spandau", plannedTime: Date.now.addingTimeInterval(4 * 60),
                      delayMinutes: nil, platform: "3"),
            Departure(line: "U8", destination: "Wittenau", plannedTime: Date.now.addingTimeInterval(6 * 60),
                      delayMinutes: 2, platform: "2"),
            Departure(line: "M48", destination: "Zehlendorf", plannedTime: Date.now.addingTimeInterval(7 * 60),
                      delayMinutes: nil, platform: nil),
            Departure(line: "S7", destination: "Potsdam Hbf", plannedTime: Date.now.addingTimeInterval(9 * 60),
                      delayMinutes: 0, platform: "4"),
        ])
    }

    static var delayed: Self {
        .init(stop: "S+U Alexanderplatz", departures: [
            Departure(line: "U2", destination: "Ruhleben", plannedTime: Date.now.addingTimeInterval(3 * 60),
                      delayMinutes: 1, platform: "1"),
            Departure(line: "S5", destination: "Spandau", plannedTime: Date.now.addingTimeInterval(4 * 60),
                      delayMinutes: 0, platform: "3"),
            Departure(line: "U8", destination: "Wittenau", plannedTime: Date.now.addingTimeInterval(6 * 60),
                      delayMinutes: 4, platform: "2"),
            Departure(line: "M48", destination: "Zehlendorf", plannedTime: Date.now.addingTimeInterval(7 * 60),
                      delayMinutes: nil, platform: nil),
            Departure(line: "S7", destination: "Potsdam Hbf", plannedTime: Date.now.addingTimeInterval(9 * 60),
                      delayMinutes: 0, platform: "4"),
            Departure(line: "U5", destination: "Hönow", plannedTime: Date.now.addingTimeInterval(10 * 60),
                      delayMinutes: 0, platform: "1"),
        ])
    }

    static var laterBoard: Self {
        .init(stop: "S+U Alexanderplatz", departures: [
            Departure(line: "S5", destination: "Spandau", plannedTime: Date.now.addingTimeInterval(6 * 60),
                      delayMinutes: 0, platform: "3"),
            Departure(line: "U8", destination: "Wittenau", plannedTime: Date.now.addingTimeInterval(6 * 60),
                      delayMinutes: 5, platform: "2"),
            Departure(line: "M48", destination: "Zehlendorf", plannedTime: Date.now.addingTimeInterval(7 * 60),
                      delayMinutes: nil, platform: nil),
            Departure(line: "S7", destination: "Potsdam Hbf", plannedTime: Date.now.addingTimeInterval(9 * 60),
                      delayMinutes: 0, platform: "4"),
            Departure(line: "U5", destination: "Hönow", plannedTime: Date.now.addingTimeInterval(10 * 60),
                      delayMinutes: 0, platform: "1"),
        ])
    }
}

#Preview("Notification", as: .content, using: DeparturesAttributes.preview) {
    TransitLiveActivity()
} contentStates: {
    DeparturesAttributes.ContentState.board
    DeparturesAttributes.ContentState.delayed
    DeparturesAttributes.ContentState.laterBoard
}
