//
//  QuizNightLiveActivity.swift
//  QuizWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct QuizNightAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var round = 1
        var points = 0
        var note = ""
    }

    var teamName: String
    var venue = "The Crown"
}

struct QuizNightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: QuizNightAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("\(context.attributes.teamName) at \(context.attributes.venue)")
                    .font(.headline)
                Text("Round \(context.state.round) · \(context.state.points) pts")
                if !context.state.note.isEmpty {
                    Text(context.state.note)
                        .italic()
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Round \(context.state.round)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.points) pts")
                }
            } compactLeading: {
                Text("R\(context.state.round)")
            } compactTrailing: {
                Text("\(context.state.points)")
            } minimal: {
                Text("\(context.state.points)")
            }
        }
    }
}
