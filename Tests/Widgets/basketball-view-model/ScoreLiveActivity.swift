//
//  ScoreLiveActivity.swift
//  HoopsWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct HoopsAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var quarter: Int
    }

    var homeTeam: String
    var awayTeam: String
}

final class ScoreModel {
    let context: ActivityViewContext<HoopsAttributes>

    init(context: ActivityViewContext<HoopsAttributes>) {
        self.context = context
    }

    var scoreLine: String {
        "\(context.state.homeScore) - \(context.state.awayScore)"
    }

    var leader: String {
        if context.state.homeScore == context.state.awayScore {
            return "Tied"
        }
        return context.state.homeScore > context.state.awayScore ? context.attributes.homeTeam : context.attributes.awayTeam
    }

    var margin: String {
        "+\(abs(context.state.homeScore - context.state.awayScore))"
    }

    var periodName: String {
        context.state.quarter > 4 ? "OT" : "Q\(context.state.quarter)"
    }
}

struct ScoreLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HoopsAttributes.self) { context in
            let model = ScoreModel(context: context)
            VStack {
                Text("\(context.attributes.homeTeam) vs \(context.attributes.awayTeam)")
                Text(model.scoreLine)
                    .font(.title)
                Text("\(model.periodName) · \(model.leader)")
            }
            .padding()
        } dynamicIsland: { context in
            let model = ScoreModel(context: context)
            return DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(model.scoreLine)
                }
            } compactLeading: {
                Text(model.periodName)
            } compactTrailing: {
                Text(model.margin)
            } minimal: {
                Image(systemName: "basketball")
            }
        }
    }
}
