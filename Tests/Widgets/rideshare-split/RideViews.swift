//
//  RideViews.swift
//  RideWidgetExtension
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DriverRow: View {
    let driver: RideActivityAttributes.Driver
    var showsRating: Bool = true

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "person.crop.circle.fill")
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(driver.name)
                    .font(.headline)
                Text(driver.vehicle.displayName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if showsRating {
                Label(String(format: "%.1f", driver.rating), systemImage: "star.fill")
                    .font(.caption)
            }
            Text(driver.vehicle.licensePlate)
                .font(.subheadline)
                .fontWeight(.semibold)
        }
    }
}

struct RideLockScreenView: View {
    let context: ActivityViewContext<RideActivityAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(context.state.phase.headline)
                    .font(.headline)
                Spacer()
                if let surge = context.state.surgeMultiplier, surge > 1 {
                    Text("\(surge, specifier: "%.1f")x surge")
                        .font(.caption)
                        .foregroundStyle(.orange)
                }
            }
            if context.state.phase == .searching {
                ProgressView(timerInterval: context.state.pickupWindow, countsDown: true)
            } else {
                DriverRow(driver: context.state.driver)
            }
            etaText
        }
        .padding()
    }

    @ViewBuilder
    var etaText: some View {
        if context.state.phase == .arriving || context.state.phase == .driverAssigned {
            Text(context.state.minutesAway == 1 ? "1 minute away" : "\(context.state.minutesAway) minutes away")
                .font(.subheadline)
        } else if context.state.phase == .inProgress {
            Text("To \(context.attributes.dropoffAddress)")
                .font(.subheadline)
        }
    }
}
