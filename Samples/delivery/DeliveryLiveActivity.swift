// The delivery sample's widget as the app ships it: the same contract and views as activity.yaml
// beside it (livepeek holds the two equal). The ETA is a ClosedRange<Date>, which the synthesized
// Codable sends as [lower, upper] in seconds since 2001.

import ActivityKit
import WidgetKit
import SwiftUI

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var driverName: String
        var estimatedDeliveryTime: ClosedRange<Date>
        var currentStep: DeliveryStep
        var note: String?
    }

    var orderNumber: Int
    var restaurantName: String
}

enum DeliveryStep: String, Codable, Hashable, CaseIterable, Comparable {
    case confirmed
    case preparing
    case pickedUp
    case delivering
    case delivered

    var icon: String {
        switch self {
        case .confirmed: "checkmark.circle"
        case .preparing: "frying.pan"
        case .pickedUp: "bag.fill"
        case .delivering: "box.truck.fill"
        case .delivered: "house.fill"
        }
    }

    // Enums with raw values get no synthesized Comparable: the steps compare in the order they
    // happen, which is their declaration order.
    static func < (lhs: DeliveryStep, rhs: DeliveryStep) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// One icon per step, lit up to the current one.
struct DeliveryStepsView: View {
    let currentStep: DeliveryStep

    var body: some View {
        HStack {
            ForEach(DeliveryStep.allCases, id: \.self) { step in
                Image(systemName: step.icon)
                    .foregroundStyle(step <= currentStep ? AnyShapeStyle(.cyan) : AnyShapeStyle(.tertiary))
            }
        }
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(context.attributes.restaurantName)
                        .font(.headline)
                    Spacer()
                    Text("Order #\(context.attributes.orderNumber)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                if context.isStale {
                    Label("Updating...", systemImage: "arrow.trianglehead.2.clockwise")
                        .font(.subheadline)
                } else {
                    HStack {
                        Label(context.state.driverName, systemImage: "person.fill")
                        Spacer()
                        Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                            .multilineTextAlignment(.trailing)
                    }
                }
                DeliveryStepsView(currentStep: context.state.currentStep)
                if let note = context.state.note {
                    Text(note)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("#\(context.attributes.orderNumber)", systemImage: "bag.fill")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                        .font(.caption)
                        .multilineTextAlignment(.trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.driverName) · \(context.attributes.restaurantName)")
                        .font(.subheadline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DeliveryStepsView(currentStep: context.state.currentStep)
                }
            } compactLeading: {
                Image(systemName: context.state.currentStep.icon)
                    .foregroundStyle(.cyan)
            } compactTrailing: {
                Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                    .monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
                    .frame(maxWidth: 44)
            } minimal: {
                Image(systemName: context.state.currentStep.icon)
                    .foregroundStyle(.cyan)
            }
            .keylineTint(.cyan)
        }
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: 42, restaurantName: "Pizza Place")
    }
}

// The story of feed.ndjson, one state a minute: the ETA window is 25 to 35 minutes after the
// order, and narrows as the driver gets closer.
extension DeliveryAttributes.ContentState {
    static var confirmed: Self {
        DeliveryAttributes.ContentState(
            driverName: "Marco",
            estimatedDeliveryTime: Date.now.addingTimeInterval(25 * 60)...Date.now.addingTimeInterval(35 * 60),
            currentStep: .confirmed,
            note: nil
        )
    }

    static var preparing: Self {
        .init(
            driverName: "Marco",
            estimatedDeliveryTime: Date.now.addingTimeInterval(25 * 60)...Date.now.addingTimeInterval(35 * 60),
            currentStep: .preparing,
            note: nil
        )
    }

    static var pickedUp: Self {
        .init(
            driverName: "Marco",
            estimatedDeliveryTime: Date.now.addingTimeInterval(24 * 60)...Date.now.addingTimeInterval(32 * 60),
            currentStep: .pickedUp,
            note: "Leaving the restaurant now"
        )
    }

    static var delivering: Self {
        .init(
            driverName: "Marco",
            estimatedDeliveryTime: Date.now.addingTimeInterval(23 * 60)...Date.now.addingTimeInterval(30 * 60),
            currentStep: .delivering,
            note: "2 stops away"
        )
    }

    static var delivered: Self {
        .init(
            driverName: "Marco",
            estimatedDeliveryTime: Date.now.addingTimeInterval(23 * 60)...Date.now.addingTimeInterval(29 * 60),
            currentStep: .delivered,
            note: "Enjoy your meal"
        )
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.confirmed
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.pickedUp
    DeliveryAttributes.ContentState.delivering
    DeliveryAttributes.ContentState.delivered
}
