//
//  DeployLiveActivity.swift
//  OpsWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DeployAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var healthy: Bool
        var environment: String
        var version: String
    }

    var serviceName: String
}

struct DeployLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeployAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 6) {
                    Circle()
                        .fill(context.state.healthy ? .green : .red)
                        .frame(width: 8, height: 8)
                    Text(context.attributes.serviceName)
                        .font(.headline)
                }
                Text(context.state.version)
                    .padding(.horizontal, 6)
                    .background(
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color.gray.opacity(0.3))
                    )
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack {
                        Circle().fill(.green).frame(width: 8, height: 8)
                        Text(context.state.environment)
                    }
                }
            } compactLeading: {
                Circle()
                    .fill(context.state.healthy ? .green : .red)
                    .frame(width: 8, height: 8)
            } compactTrailing: {
                Text(context.state.healthy ? "OK" : "DOWN")
            } minimal: {
                Circle().fill(.green).frame(width: 8, height: 8)
            }
        }
    }
}
