//
//  SupportChatLiveActivity.swift
//  SupportWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct SupportChatAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var agentName: String
        var unread: Int
        var status: String
    }

    var ticketNumber: String
}

struct SupportChatLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SupportChatAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text("Ticket \(context.attributes.ticketNumber)")
                        .font(.headline)
                    Text(context.state.status)
                        .font(.caption.bold())
                        .padding(.horizontal, 8)
                        .background(Color.blue)
                        .clipShape(Capsule())
                }
                Spacer()
                Circle()
                    .fill(.red)
                    .frame(width: 28, height: 28)
                    .overlay {
                        Text("\(context.state.unread)")
                            .font(.caption)
                    }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.agentName)
                }
            } compactLeading: {
                Image(systemName: "bubble.left")
            } compactTrailing: {
                Circle()
                    .fill(.red)
                    .frame(width: 20, height: 20)
                    .overlay {
                        Text("\(context.state.unread)")
                    }
            } minimal: {
                Text("\(context.state.unread)")
                    .background(Color.red)
                    .clipShape(Capsule())
            }
        }
    }
}
