// The rideshare sample's widget as the app ships it: the same contract and views as activity.yaml
// beside it (livepeek holds the two equal). The status raw values are the backend's SCREAMING_CASE
// strings, and they are case-sensitive: "en_route" does not decode.

import ActivityKit
import WidgetKit
import SwiftUI

struct RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: RideStatus
        var driverName: String
        var car: Car
        var eta: ClosedRange<Date>
        /// 0...1 over the whole ride.
        var progress: Double
    }

    var rideType: String
    var pickup: String
    var destination: String
}

struct Car: Codable, Hashable {
    var model: String
    var color: String
    var plate: String
}

enum RideStatus: String, Codable, Hashable {
    case enRoute = "EN_ROUTE"
    case arrived = "ARRIVED"
    case onTrip = "ON_TRIP"
    case completed = "COMPLETED"

    var icon: String {
        switch self {
        case .enRoute: "car.fill"
        case .arrived: "mappin.and.ellipse"
        case .onTrip: "car.side.fill"
        case .completed: "checkmark.circle.fill"
        }
    }

    var label: String {
        switch self {
        case .enRoute: "Driver on the way"
        case .arrived: "Your driver is here"
        case .onTrip: "On your way"
        case .completed: "You have arrived"
        }
    }
}

struct RideshareLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label(context.state.status.label, systemImage: context.state.status.icon)
                        .font(.headline)
                    Spacer()
                    if context.state.status == .enRoute || context.state.status == .onTrip {
                        Text(timerInterval: context.state.eta, countsDown: true)
                            .font(.headline)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                            .multilineTextAlignment(.trailing)
                    }
                }
                if context.isStale {
                    Label("Updating your ride…", systemImage: "arrow.trianglehead.2.clockwise")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                } else {
                    HStack {
                        Label("\(context.state.driverName) · \(context.state.car.color) \(context.state.car.model)",
                              systemImage: "person.crop.circle.fill")
                            .font(.subheadline)
                            .lineLimit(1)
                        Spacer()
                        Text(context.state.car.plate)
                            .font(.subheadline)
                            .fontWeight(.semibold)
                            .monospacedDigit()
                    }
                }
                ProgressView(value: context.state.progress, total: 1)
                    .foregroundStyle(.indigo)
                HStack {
                    Text(context.attributes.pickup)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer()
                    Text(context.attributes.destination)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.driverName, systemImage: "person.crop.circle.fill")
                        .font(.subheadline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.status == .enRoute || context.state.status == .onTrip {
                        Text(timerInterval: context.state.eta, countsDown: true)
                            .font(.subheadline)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                            .multilineTextAlignment(.trailing)
                    } else {
                        Text(context.state.car.plate)
                            .font(.subheadline)
                            .fontWeight(.semibold)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.car.color) \(context.state.car.model) · \(context.state.car.plate)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 4) {
                        ProgressView(value: context.state.progress, total: 1)
                            .foregroundStyle(.indigo)
                        Text(context.state.status.label)
                            .font(.caption)
                            .lineLimit(1)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.status.icon)
                    .foregroundStyle(.indigo)
            } compactTrailing: {
                if context.state.status == .enRoute || context.state.status == .onTrip {
                    Text(timerInterval: context.state.eta, countsDown: true)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                        .frame(maxWidth: 44)
                } else {
                    Image(systemName: context.state.status == .arrived ? "mappin.circle.fill" : "checkmark")
                        .foregroundStyle(.indigo)
                }
            } minimal: {
                Image(systemName: context.state.status.icon)
                    .foregroundStyle(.indigo)
            }
            .keylineTint(.indigo)
        }
    }
}

extension RideAttributes {
    static var preview: RideAttributes {
        RideAttributes(rideType: "Comfort", pickup: "Ferry Building", destination: "SFO Terminal 2")
    }
}

// The story of feed.ndjson, one state a minute: the driver comes (7 minutes out), arrives, drives
// to the airport, drops off. The dates count from the preview's start.
extension RideAttributes.ContentState {
    static var enRoute: Self {
        .init(status: .enRoute, driverName: "Maria",
              car: Car(model: "Toyota Camry", color: "Silver", plate: "8KLM392"),
              eta: Date.now...Date.now.addingTimeInterval(7 * 60), progress: 0)
    }

    static var closer: Self {
        .init(status: .enRoute, driverName: "Maria",
              car: Car(model: "Toyota Camry", color: "Silver", plate: "8KLM392"),
              eta: Date.now.addingTimeInterval(3 * 60)...Date.now.addingTimeInterval(6 * 60), progress: 0.08)
    }

    static var arrived: Self {
        .init(status: .arrived, driverName: "Maria",
              car: Car(model: "Toyota Camry", color: "Silver", plate: "8KLM392"),
              eta: Date.now.addingTimeInterval(6 * 60)...Date.now.addingTimeInterval(6 * 60), progress: 0.15)
    }

    static var onTrip: Self {
        .init(status: .onTrip, driverName: "Maria",
              car: Car(model: "Toyota Camry", color: "Silver", plate: "8KLM392"),
              eta: Date.now.addingTimeInterval(9 * 60)...Date.now.addingTimeInterval(34 * 60), progress: 0.2)
    }

    static var completed: Self {
        .init(status: .completed, driverName: "Maria",
              car: Car(model: "Toyota Camry", color: "Silver", plate: "8KLM392"),
              eta: Date.now.addingTimeInterval(33 * 60)...Date.now.addingTimeInterval(33 * 60), progress: 1)
    }
}

#Preview("Notification", as: .content, using: RideAttributes.preview) {
    RideshareLiveActivity()
} contentStates: {
    RideAttributes.ContentState.enRoute
    RideAttributes.ContentState.closer
    RideAttributes.ContentState.arrived
    RideAttributes.ContentState.onTrip
    RideAttributes.ContentState.completed
}
