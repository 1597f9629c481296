//
//  ClassBookingLiveActivity.swift
//  GymWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct GymClassAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var spotsLeft: Int
        var studio: String
    }

    var className: String
    var instructor: String
}

extension View {
    func pill() -> some View {
        self
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 2)
            .background(Color.white.opacity(0.2), in: Capsule())
    }
}

struct ClassBookingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GymClassAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.className)
                        .font(.headline)
                    Spacer()
                    Text(context.state.studio)
                        .pill()
                }
                Text("with \(context.attributes.instructor)")
                Text("\(context.state.spotsLeft) spots left")
                    .pill()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.className)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.studio).pill()
                }
            } compactLeading: {
                Image(systemName: "dumbbell")
            } compactTrailing: {
                Text("\(context.state.spotsLeft)").pill()
            } minimal: {
                Text("\(context.state.spotsLeft)")
            }
        }
    }
}
