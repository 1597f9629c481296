//
//  HikeLiveActivity.swift
//  TrailWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct HikeAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var kilometresLeft: Double
        var nextWaypoint: String
        var elevation: Int
    }

    var trailName: String
}

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Color.green.opacity(0.25), in: Capsule())
    }
}

struct HikeLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HikeAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.trailName)
                        .font(.headline)
                    Spacer()
                    Text("\(context.state.elevation) m")
                        .modifier(Badge())
                }
                Text("Next: \(context.state.nextWaypoint)")
                Text(String(format: "%.1f km to go", context.state.kilometresLeft))
                    .modifier(Badge())
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.nextWaypoint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.elevation) m").modifier(Badge())
                }
            } compactLeading: {
                Image(systemName: "figure.hiking")
            } compactTrailing: {
                Text(String(format: "%.1f", context.state.kilometresLeft))
                    .modifier(Badge())
            } minimal: {
                Image(systemName: "figure.hiking")
            }
        }
    }
}
