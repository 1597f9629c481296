//
//  CourierLiveActivity.swift
//  CourierWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CourierAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var eta: Date
        var pickedUpAt: Date
        var courierName: String
    }

    var orderNumber: String
}

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text("Order \(context.attributes.orderNumber)")
                    .font(.headline)
                Text("Arriving in \(context.state.eta, style: .relative)")
                HStack {
                    Text("Picked up at")
                    Text(context.state.pickedUpAt, style: .time)
                }
                .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.courierName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("ETA \(context.state.eta.formatted(date: .omitted, time: .shortened))")
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text(context.state.eta, style: .time)
            } minimal: {
                Image(systemName: "bicycle")
            }
        }
    }
}
