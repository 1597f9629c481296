//
//  MatchLiveActivity.swift
//  ScoresWidgetExtension
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeGoals: Int
        var awayGoals: Int
        var period: MatchPeriod
        var periodStartedAt: Date
        var lastEvent: MatchEvent?
    }

    struct MatchEvent: Codable, Hashable {
        var minute: Int
        var kind: EventKind
        var player: String
    }

    enum EventKind: String, Codable, Hashable {
        case goal
        case yellowCard = "yellow_card"
        case redCard = "red_card"
        case substitution

        var icon: String {
            switch self {
            case .goal: "soccerball"
            case .yellowCard, .redCard: "rectangle.portrait.fill"
            case .substitution: "arrow.left.arrow.right"
            }
        }

        var verb: String {
            switch self {
            case .goal: "Goal"
            case .yellowCard: "Yellow card"
            case .redCard: "Red card"
            case .substitution: "Sub"
            }
        }
    }

    var competition: String
    var homeTeam: String
    var awayTeam: String
    var homeCode: String
    var awayCode: String
}

enum MatchPeriod: String, Codable, Hashable {
    case preMatch = "pre"
    case firstHalf = "1H"
    case halfTime = "HT"
    case secondHalf = "2H"
    case fullTime = "FT"

    var isRunning: Bool {
        switch self {
        case .firstHalf, .secondHalf: true
        default: false
        }
    }

    var shortLabel: String {
        switch self {
        case .preMatch: "Kick-off soon"
        case .firstHalf: "1st half"
        case .halfTime: "Half-time"
        case .secondHalf: "2nd half"
        case .fullTime: "Full-time"
        }
    }
}

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            VStack(spacing: 8) {
                Text(context.attributes.competition.uppercased())
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                HStack {
                    teamColumn(name: context.attributes.homeTeam, code: context.attributes.homeCode)
                    Spacer()
                    Text("\(context.state.homeGoals) - \(context.state.awayGoals)")
                        .font(.largeTitle)
                        .fontWeight(.bold)
                        .monospacedDigit()
                    Spacer()
                    teamColumn(name: context.attributes.awayTeam, code: context.attributes.awayCode)
                }
                matchStatus(context: context)
                if let event = context.state.lastEvent, !context.isStale {
                    Label("\(event.minute)' \(event.kind.verb) – \(event.player)", systemImage: event.kind.icon)
                        .font(.footnote)
                }
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.22, green: 0.0, blue: 0.24))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.homeCode, systemImage: "shield.fill")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label(context.attributes.awayCode, systemImage: "shield")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.homeGoals) - \(context.state.awayGoals)")
                        .font(.title)
                        .fontWeight(.bold)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    matchStatus(context: context)
                }
            } compactLeading: {
                Text("\(context.attributes.homeCode) \(context.state.homeGoals)")
                    .font(.caption)
                    .fontWeight(.semibold)
            } compactTrailing: {
                Text("\(context.state.awayGoals) \(context.attributes.awayCode)")
                    .font(.caption)
                    .fontWeight(.semibold)
            } minimal: {
                Text("\(context.state.homeGoals)-\(context.state.awayGoals)")
                    .font(.caption2)
                    .monospacedDigit()
            }
            .keylineTint(.red)
        }
    }

    @ViewBuilder
    private func teamColumn(name: String, code: String) -> some View {
        VStack(spacing: 2) {
            Text(code)
                .font(.headline)
            Text(name)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }

    @ViewBuilder
    private func matchStatus(context: ActivityViewContext<MatchAttributes>) -> some View {
        if context.isStale {
            Text("Score may be out of date")
                .font(.caption)
                .foregroundStyle(.orange)
        } else if context.state.period.isRunning {
            HStack(spacing: 4) {
                Text(context.state.period.shortLabel)
                Text(context.state.periodStartedAt, style: .timer)
                    .monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
            }
            .font(.caption)
        } else {
            Text(context.state.period.shortLabel)
                .font(.caption)
        }
    }
}

extension MatchAttributes {
    static var preview: MatchAttributes {
        MatchAttributes(competition: "Premier League", homeTeam: "Arsenal", awayTeam: "Chelsea",
                        homeCode: "ARS", awayCode: "CHE")
    }
}

extension MatchAttributes.ContentState {
    static var kickOff: MatchAttributes.ContentState {
        .init(homeGoals: 0, awayGoals: 0, period: .firstHalf, periodStartedAt: .now, lastEvent: nil)
    }

    static var goal: MatchAttributes.ContentState {
        .init(homeGoals: 1, awayGoals: 0, period: .firstHalf, periodStartedAt: .now.addingTimeInterval(-23 * 60),
              lastEvent: MatchAttributes.MatchEvent(minute: 23, kind: .goal, player: "Saka"))
    }

    static var fullTime: MatchAttributes.ContentState {
        .init(homeGoals: 2, awayGoals: 1, period: .fullTime, periodStartedAt: .now,
              lastEvent: MatchAttributes.MatchEvent(minute: 88, kind: .yellowCard, player: "Caicedo"))
    }
}

#Preview("Notification", as: .content, using: MatchAttributes.preview) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState.kickOff
    MatchAttributes.ContentState.goal
    MatchAttributes.ContentState.fullTime
}
