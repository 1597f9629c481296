// The EV charging sample's widget as the app ships it: the same contract and views as
// activity.yaml beside it (livepeek holds the two equal). The status has Int raw values, as the
// charger's API sends them, so a push that sends "charging" fails to decode; the cost is a Decimal.

import ActivityKit
import WidgetKit
import SwiftUI

struct ChargingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: ChargeStatus
        /// 0...100
        var percent: Double
        var kW: Double
        var estimatedFull: Date
        var cost: Decimal
    }

    var stationName: String
    var connector: String
    var bay: Int
    var currency: String
}

enum ChargeStatus: Int, Codable, Hashable {
    case waiting = 0
    case charging = 1
    case complete = 2
    case error = 3

    var icon: String {
        switch self {
        case .waiting: "hourglass"
        case .charging: "bolt.car.fill"
        case .complete: "checkmark.circle.fill"
        case .error: "exclamationmark.triangle.fill"
        }
    }

    var label: String {
        switch self {
        case .waiting: "Waiting to start"
        case .charging: "Charging"
        case .complete: "Charged"
        case .error: "Charging stopped"
        }
    }
}

struct EVChargingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label(context.attributes.stationName, systemImage: "ev.charger.fill")
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text("Bay \(context.attributes.bay) · \(context.attributes.connector)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                if context.isStale {
                    Label("Charger not responding", systemImage: "exclamationmark.triangle")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                } else {
                    HStack {
                        Label(context.state.status.label, systemImage: context.state.status.icon)
                            .font(.subheadline)
                            .foregroundStyle(context.state.status == .error ? .red : .green)
                        Spacer()
                        Text("\(context.state.percent, specifier: "%.0f")%")
                            .font(.title2)
                            .fontWeight(.semibold)
                            .monospacedDigit()
                    }
                }
                ProgressView(value: context.state.percent, total: 100)
                    .foregroundStyle(.green)
                HStack {
                    if context.state.status == .charging {
                        Text("\(String(format: "%.1f", context.state.kW)) kW · full at")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                        Text(context.state.estimatedFull, style: .time)
                            .font(.footnote)
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                            .environment(\.layoutDirection, .leftToRight)
                    }
                    Spacer()
                    Text("\(context.attributes.currency)\(String(format: "%.2f", NSDecimalNumber(decimal: context.state.cost).doubleValue))")
                        .font(.footnote)
                        .monospacedDigit()
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0x0F / 255, green: 0x1F / 255, blue: 0x14 / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.percent, specifier: "%.0f")%", systemImage: context.state.status.icon)
                        .font(.title3)
                        .monospacedDigit()
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.status == .charging {
                        Text("\(context.state.kW, specifier: "%.1f") kW")
                            .font(.subheadline)
                            .monospacedDigit()
                    } else {
                        Text(context.state.status.label)
                            .font(.subheadline)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.stationName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 4) {
                        ProgressView(value: context.state.percent, total: 100)
                            .foregroundStyle(.green)
                        HStack {
                            if context.state.status == .charging {
                                Text("Full at")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(context.state.estimatedFull, style: .time)
                                    .font(.caption)
                                    .monospacedDigit()
                                    .foregroundStyle(.secondary)
                                    .environment(\.layoutDirection, .leftToRight)
                            }
                            Spacer()
                            Text("\(context.attributes.currency)\(String(format: "%.2f", NSDecimalNumber(decimal: context.state.cost).doubleValue))")
                                .font(.caption)
                                .monospacedDigit()
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.status.icon)
                    .foregroundStyle(context.state.status == .error ? .red : .green)
            } compactTrailing: {
                Text("\(context.state.percent, specifier: "%.0f")%")
                    .monospacedDigit()
                    .foregroundStyle(.green)
            } minimal: {
                Image(systemName: context.state.status.icon)
                    .foregroundStyle(context.state.status == .error ? .red : .green)
            }
            .keylineTint(.green)
        }
        .configurationDisplayName("EV Charging")
    }
}

extension ChargingAttributes {
    static var preview: ChargingAttributes {
        ChargingAttributes(stationName: "Ionity Munich North", connector: "CCS", bay: 4, currency: "€")
    }
}

// The story of feed.ndjson, one state a minute: plugged in at 23%, charging fast, slowing past 70%,
// charged to 80%. The dates count from the preview's start.
extension ChargingAttributes.ContentState {
    static var waiting: Self {
        .init(status: .waiting, percent: 23, kW: 0, estimatedFull: Date.now.addingTimeInterval(45 * 60), cost: 0)
    }

    static var charging: Self {
        .init(status: .charging, percent: 25.4, kW: 148.2, estimatedFull: Date.now.addingTimeInterval(38 * 60),
              cost: 0.89)
    }

    static var halfway: Self {
        .init(status: .charging, percent: 48.7, kW: 162.5, estimatedFull: Date.now.addingTimeInterval(33 * 60),
              cost: 7.45)
    }

    static var slowing: Self {
        .init(status: .charging, percent: 71.2, kW: 96.3, estimatedFull: Date.now.addingTimeInterval(31 * 60),
              cost: 14.02)
    }

    static var charged: Self {
        .init(status: .complete, percent: 80, kW: 0, estimatedFull: Date.now.addingTimeInterval(29 * 60),
              cost: 17.38)
    }
}

#Preview("Notification", as: .content, using: ChargingAttributes.preview) {
    EVChargingLiveActivity()
} contentStates: {
    ChargingAttributes.ContentState.waiting
    ChargingAttributes.ContentState.charging
    ChargingAttributes.ContentState.halfway
    ChargingAttributes.ContentState.slowing
    ChargingAttributes.ContentState.charged
}
