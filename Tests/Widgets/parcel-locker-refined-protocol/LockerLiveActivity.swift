//
//  LockerLiveActivity.swift
//  LockerWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// Every activity the app starts carries a tracking code for support.
protocol TrackedActivity: ActivityAttributes {
    var trackingCode: String { get }
}

struct LockerPickupAttributes: TrackedActivity {
    public struct ContentState: Codable, Hashable {
        var lockerNumber: Int
        var pickupCode: String
        var daysLeft: Int
    }

    var trackingCode: String
    var lockerSite: String
}

struct LockerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LockerPickupAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.lockerSite)
                    .font(.headline)
                Text("Locker \(context.state.lockerNumber) · code \(context.state.pickupCode)")
                Text("Collect within \(context.state.daysLeft) days")
                    .font(.caption)
                Text(context.attributes.trackingCode)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Locker \(context.state.lockerNumber)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.pickupCode)
                }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text(context.state.pickupCode)
            } minimal: {
                Image(systemName: "shippingbox")
            }
        }
    }
}
