//
//  SyntaxErrorLiveActivity.swift
//  A widget saved mid-edit: one closing parenthesis too many.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TipJarAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var total: Int
        var lastTipper: String?
    }

    var streamerName: String
}

struct TipJarLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TipJarAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.streamerName)
                    .font(.headline))
                Text("\(context.state.total) tips")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.total) tips")
                }
            } compactLeading: {
                Image(systemName: "gift.fill")
            } compactTrailing: {
                Text("\(context.state.total)")
            } minimal: {
                Image(systemName: "gift.fill")
            }
        }
    }
}
