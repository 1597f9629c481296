//
//  SetlistLiveActivity.swift
//  ConcertWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct SetlistAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var songs: [String]
        var encores: Int
    }

    var artist: String
}

struct SetlistLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SetlistAttributes.self) { context in
            VStack(alignment: .leading, spacing: 2) {
                Text(context.attributes.artist)
                    .font(.headline)
                ForEach(Array(context.state.songs.enumerated()), id: \.offset) { item in
                    Text("\(item.offset + 1). \(item.element)")
                }
                HStack {
                    ForEach(0..<context.state.encores) { index in
                        Text("E\(index + 1)")
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        ForEach(context.state.songs.indices, id: \.self) { index in
                            Text("#\(index)")
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "music.mic")
            } compactTrailing: {
                Text("\(context.state.songs.count)")
            } minimal: {
                Text("\(context.state.songs.count)")
            }
        }
    }
}
