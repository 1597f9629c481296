//
//  ScooterRideLiveActivity.swift
//  ScootWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ScooterRideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var rideStart: Date
        var battery: UInt8
        var rangeKm: Float
        var costCents: Int
        var lockState: LockState
        /// Extra fees per parking zone id, in cents.
        var zoneFees: [String: Int]
    }

    var scooterId: String
    var pricePerMinuteCents: Int
}

enum LockState: Int, Codable, Hashable {
    case locked = 0
    case unlocked = 1
    case endingRide = 2

    var description: String {
        switch self {
        case .locked: return "Locked"
        case .unlocked: return "Riding"
        case .endingRide: return "Ending ride…"
        }
    }
}

struct ScooterRideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScooterRideAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label("Scooter \(context.attributes.scooterId)", systemImage: "scooter")
                        .font(.headline)
                    Spacer(minLength: 8)
                    Text(context.state.rideStart, style: .timer)
                        .font(.headline)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                }
                Divider()
                HStack {
                    Gauge(value: Double(context.state.battery), in: 0...100) {
                        Image(systemName: "battery.50")
                    }
                    .frame(width: 60)
                    VStack(alignment: .leading) {
                        Text("\(context.state.battery)% battery")
                            .font(.subheadline)
                        Text(String(format: "%.1f km range", context.state.rangeKm))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(String(format: "€%.2f", Double(context.state.costCents) / 100))
                        .font(.title3)
                        .fontWeight(.semibold)
                }
                Group {
                    if context.state.lockState == .endingRide {
                        Text("Park in a marked bay")
                    } else {
                        Text("\(context.attributes.pricePerMinuteCents) ct/min")
                    }
                }
                .font(.footnote)
                .opacity(0.8)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Label("\(context.state.battery)%", systemImage: "battery.50")
                        .font(.caption)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.rideStart, style: .timer)
                        .font(.caption)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.lockState.description)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "scooter")
                    .foregroundStyle(.mint)
            } compactTrailing: {
                Text("\(context.state.battery)%")
                    .font(.caption)
                    .monospacedDigit()
            } minimal: {
                Text("\(context.state.battery)")
                    .font(.caption2)
            }
            .contentMargins(.all, 8, for: .expanded)
            .keylineTint(.mint)
        }
    }
}

extension ScooterRideAttributes {
    static var preview: ScooterRideAttributes {
        ScooterRideAttributes(scooterId: "K7-204", pricePerMinuteCents: 25)
    }
}

extension ScooterRideAttributes.ContentState {
    static var riding: Self {
        Self(rideStart: .now - 15 * 60, battery: 64, rangeKm: 18.5, costCents: 475, lockState: .unlocked,
             zoneFees: ["downtown": 100])
    }

    static var ending: Self {
        Self(rideStart: .now - 22 * 60, battery: 58, rangeKm: 16.2, costCents: 650, lockState: .endingRide,
             zoneFees: [:])
    }
}

#Preview("Notification", as: .content, using: ScooterRideAttributes.preview) {
    ScooterRideLiveActivity()
} contentStates: {
    ScooterRideAttributes.ContentState.riding
    ScooterRideAttributes.ContentState.ending
}
