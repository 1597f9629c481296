//
//  PackageLiveActivity.swift
//  ParcelWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PackageStatusHeader: View {
    let status: ShipmentStatus
    let carrier: String

    var body: some View {
        HStack {
            switch status {
            case .delivered:
                Label("Delivered", systemImage: "shippingbox.fill")
                    .foregroundStyle(.green)
            case .exception:
                Label("Delivery problem", systemImage: "exclamationmark.triangle.fill")
                    .foregroundStyle(.red)
            case .outForDelivery:
                Label("Out for delivery", systemImage: "truck.box.fill")
            default:
                Label("In transit", systemImage: "shippingbox")
            }
            Spacer()
            Text(carrier)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .font(.headline)
    }
}

struct PackageLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PackageAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                PackageStatusHeader(status: context.state.status, carrier: context.attributes.carrier)
                Text(context.attributes.itemName)
                    .font(.subheadline)
                    .lineLimit(1)
                ProgressView(value: context.state.status.progress)
                if let latest = context.state.checkpoints.last {
                    HStack {
                        Text(latest.city)
                            .fontWeight(.semibold)
                        Text(latest.description)
                            .lineLimit(1)
                        Spacer()
                        Text(latest.timestamp, style: .time)
                    }
                    .font(.caption)
                } else {
                    Text("Waiting for the first scan")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                if let window = context.state.deliveryWindow, context.state.status == .outForDelivery {
                    HStack(spacing: 4) {
                        Text("Arrives between")
                        Text(window.lowerBound, style: .time)
                        Text("and")
                        Text(window.upperBound, style: .time)
                    }
                    .font(.caption)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox.fill")
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.itemName)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    PackageStatusHeader(status: context.state.status, carrier: context.attributes.carrier)
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(.brown)
            } compactTrailing: {
                if let stops = context.state.stopsAway {
                    Text(stops == 0 ? "Next" : "\(stops)")
                        .font(.caption)
                } else {
                    Image(systemName: "shippingbox")
                }
            } minimal: {
                Image(systemName: "shippingbox.fill")
            }
        }
    }
}
