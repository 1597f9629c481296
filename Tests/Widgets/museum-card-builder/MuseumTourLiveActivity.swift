//
//  MuseumTourLiveActivity.swift
//  MuseumWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MuseumTourAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var room: String
        var exhibit: String
        var stopsLeft: Int
    }

    var tourName: String
}

func card<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 2) {
        content()
    }
    .padding(8)
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
}

struct MuseumTourLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MuseumTourAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.tourName)
                    .font(.headline)
                HStack {
                    card {
                        Text("Room")
                            .font(.caption)
                        Text(context.state.room)
                    }
                    card {
                        Text("Now")
                            .font(.caption)
                        Text(context.state.exhibit)
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    card {
                        Text("\(context.state.stopsLeft) stops left")
                    }
                }
            } compactLeading: {
                Text(context.state.room)
            } compactTrailing: {
                Text("\(context.state.stopsLeft)")
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
        }
    }
}
