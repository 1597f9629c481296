// The sports sample's widget as the app ships it: the same contract and views as activity.yaml
// beside it (livepeek holds the two equal). Every update sets a stale-date, so a stalled feed shows
// "Waiting for the latest score" instead of a score that may be wrong.

import ActivityKit
import WidgetKit
import SwiftUI

struct GameAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var period: Int
        /// The game clock as the data provider sends it ("9:48").
        var clock: String
        var status: GameStatus
        var lastPlay: String?
    }

    var league: String
    var homeTeam: String
    var homeAbbrev: String
    var awayTeam: String
    var awayAbbrev: String
}

enum GameStatus: String, Codable, Hashable {
    case scheduled
    case live
    case halftime
    case final

    var label: String {
        switch self {
        case .scheduled: "Tip-off soon"
        case .live: "Live"
        case .halftime: "Halftime"
        case .final: "Final"
        }
    }
}

struct SportsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label(context.attributes.league, systemImage: "basketball.fill")
                        .font(.headline)
                        .foregroundStyle(.orange)
                    Spacer()
                    if context.state.status == .live {
                        Text("Q\(context.state.period)")
                            .font(.subheadline)
                            .fontWeight(.semibold)
                        Text(context.state.clock)
                            .font(.subheadline)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                    } else {
                        Text(context.state.status.label)
                            .font(.subheadline)
                            .fontWeight(.semibold)
                    }
                }
                // The away team first, as US scoreboards list it; the loser is dimmed once the game is final.
                HStack {
                    Text(context.attributes.awayAbbrev)
                        .font(.headline)
                    Text(context.attributes.awayTeam)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer()
                    Text("\(context.state.awayScore)")
                        .font(.title3)
                        .fontWeight(.bold)
                        .monospacedDigit()
                        .foregroundStyle(context.state.status == .final && context.state.awayScore < context.state.homeScore ? .secondary : .primary)
                }
                HStack {
                    Text(context.attributes.homeAbbrev)
                        .font(.headline)
                    Text(context.attributes.homeTeam)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer()
                    Text("\(context.state.homeScore)")
                        .font(.title3)
                        .fontWeight(.bold)
                        .monospacedDigit()
                        .foregroundStyle(context.state.status == .final && context.state.homeScore < context.state.awayScore ? .secondary : .primary)
                }
                if context.isStale {
                    Label("Waiting for the latest score", systemImage: "arrow.trianglehead.2.clockwise")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                } else if let lastPlay = context.state.lastPlay {
                    Text(lastPlay)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(context.attributes.awayAbbrev)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text("\(context.state.awayScore)")
                            .font(.title)
                            .fontWeight(.bold)
                            .monospacedDigit()
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing, spacing: 0) {
                        Text(context.attributes.homeAbbrev)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text("\(context.state.homeScore)")
                            .font(.title)
                            .fontWeight(.bold)
                            .monospacedDigit()
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    if context.state.status == .live {
                        HStack {
                            Text("Q\(context.state.period)")
                                .font(.subheadline)
                                .fontWeight(.semibold)
                            Text(context.state.clock)
                                .font(.subheadline)
                                .monospacedDigit()
                                .environment(\.layoutDirection, .leftToRight)
                        }
                    } else {
                        Text(context.state.status.label)
                            .font(.subheadline)
                            .fontWeight(.semibold)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.isStale {
                        Label("Waiting for the latest score", systemImage: "arrow.trianglehead.2.clockwise")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    } else if let lastPlay = context.state.lastPlay {
                        Text(lastPlay)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    } else {
                        Text("\(context.attributes.awayTeam) at \(context.attributes.homeTeam)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
            } compactLeading: {
                HStack(spacing: 3) {
                    Text(context.attributes.awayAbbrev)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    Text("\(context.state.awayScore)")
                        .font(.footnote)
                        .fontWeight(.bold)
                        .monospacedDigit()
                }
            } compactTrailing: {
                HStack(spacing: 3) {
                    Text("\(context.state.homeScore)")
                        .font(.footnote)
                        .fontWeight(.bold)
                        .monospacedDigit()
                    Text(context.attributes.homeAbbrev)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            } minimal: {
                Image(systemName: "basketball.fill")
                    .foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}

extension GameAttributes {
    static var preview: GameAttributes {
        GameAttributes(league: "NBA", homeTeam: "Golden State Warriors", homeAbbrev: "GSW",
                       awayTeam: "Boston Celtics", awayAbbrev: "BOS")
    }
}

// The story of feed.ndjson, one state a minute: tip-off, two quarters, halftime, the final.
extension GameAttributes.ContentState {
    static var scheduled: Self {
        .init(homeScore: 0, awayScore: 0, period: 0, clock: "12:00", status: .scheduled, lastPlay: nil)
    }

    static var firstQuarter: Self {
        .init(homeScore: 3, awayScore: 5, period: 1, clock: "9:48", status: .live,
              lastPlay: "Tatum makes 3-pt jump shot")
    }

    static var leadChange: Self {
        .init(homeScore: 44, awayScore: 41, period: 2, clock: "4:21", status: .live,
              lastPlay: "Curry makes 26-ft 3-pt shot")
    }

    static var halftime: Self {
        .init(homeScore: 61, awayScore: 58, period: 2, clock: "0:00", status: .halftime, lastPlay: nil)
    }

    static var fourthQuarter: Self {
        .init(homeScore: 101, awayScore: 98, period: 4, clock: "2:04", status: .live,
              lastPlay: "Green defensive rebound")
    }

    static var finalScore: Self {
        .init(homeScore: 112, awayScore: 108, period: 4, clock: "0:00", status: .final,
              lastPlay: "Curry makes free throw 2 of 2")
    }
}

#Preview("Notification", as: .content, using: GameAttributes.preview) {
    SportsLiveActivity()
} contentStates: {
    GameAttributes.ContentState.scheduled
    GameAttributes.ContentState.firstQuarter
    GameAttributes.ContentState.leadChange
    GameAttributes.ContentState.halftime
    GameAttributes.ContentState.fourthQuarter
    GameAttributes.ContentState.finalScore
}
