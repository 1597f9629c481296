//
//  DerbyLiveActivity.swift
//  DerbyWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DerbyAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeGoals: Int
        var awayGoals: Int
        var minute: Int
    }

    var homeName: String
    var awayName: String
}

struct DerbyLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DerbyAttributes.self) { context in
            HStack {
                Image("HomeLogo")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 28, height: 28)
                Text(context.attributes.homeName)
                Spacer()
                Text("\(context.state.homeGoals) : \(context.state.awayGoals)")
                    .font(.title3.bold())
                Spacer()
                Text(context.attributes.awayName)
                Image("AwayLogo")
                    .resizable()
                    .frame(width: 28, height: 28)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image("HomeLogo")
                        .resizable()
                        .frame(width: 24, height: 24)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.minute)'")
                }
            } compactLeading: {
                Image("HomeLogo")
                    .resizable()
                    .frame(width: 18, height: 18)
            } compactTrailing: {
                Text("\(context.state.homeGoals)-\(context.state.awayGoals)")
            } minimal: {
                Image("HomeLogo")
                    .resizable()
                    .frame(width: 18, height: 18)
            }
        }
    }
}
