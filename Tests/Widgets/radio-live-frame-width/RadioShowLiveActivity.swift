//
//  RadioShowLiveActivity.swift
//  RadioWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RadioShowAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var isLive: Bool
        var track: String
        var listeners: Int
    }

    var station: String
}

struct RadioShowLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RadioShowAttributes.self) { context in
            let isLive = context.state.isLive
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(isLive ? "ON AIR" : "OFF")
                        .font(.caption.bold())
                        .frame(width: isLive ? 80 : 40, height: 20)
                        .background(Color.red, in: Capsule())
                    Text(context.attributes.station)
                        .font(.headline)
                }
                Text(context.state.track)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text("\(context.state.listeners) listening")
                    .font(.caption)
                    .frame(height: CGFloat(isLive ? 18 : 14))
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.track)
                }
            } compactLeading: {
                Image(systemName: "dot.radiowaves.left.and.right")
            } compactTrailing: {
                Text(context.state.isLive ? "LIVE" : "OFF")
                    .frame(width: context.state.isLive ? 40 : 30)
            } minimal: {
                Image(systemName: "radio")
            }
        }
    }
}
