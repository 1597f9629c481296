//
//  BowlingLiveActivity.swift
//  BowlingWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct BowlingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var score: Int
        var frame: Int
        var strikes: Int
    }

    var playerName: String
    var laneNumber: Int
}

extension Font {
    static let score = Font.system(size: 28, weight: .bold)
    static let label = Font.system(.caption, design: .rounded)
}

struct BowlingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BowlingAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.playerName)
                        .font(.headline)
                    Text("Lane \(context.attributes.laneNumber) · frame \(context.state.frame)")
                        .font(.label)
                }
                Spacer()
                Text("\(context.state.score)")
                    .font(.score)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("\(context.state.strikes) strikes")
                        .font(.label)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.score)")
                        .font(.score)
                }
            } compactLeading: {
                Text("F\(context.state.frame)")
            } compactTrailing: {
                Text("\(context.state.score)")
            } minimal: {
                Text("\(context.state.score)")
            }
        }
    }
}
