//
//  ParkingLiveActivity.swift
//  ParkWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingSessionAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .top) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Zone \(context.attributes.zoneCode)")
                            .font(.headline)
                        Text(context.attributes.licensePlate)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    remaining(context.state, font: .title)
                }
                ProgressView(timerInterval: context.state.startedAt...context.state.paidUntil, countsDown: true)
                    .tint(.blue)
                if context.state.canExtend {
                    Text("Tap to extend")
                        .font(.footnote)
                        .foregroundStyle(.blue)
                }
            }
            .padding()
            .widgetURL(URL(string: "parkkit://session/extend"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("Zone \(context.attributes.zoneCode)", systemImage: "parkingsign.circle.fill")
                        .font(.subheadline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    remaining(context.state, font: .subheadline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.streetName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "parkingsign.circle.fill")
                    .foregroundStyle(.blue)
            } compactTrailing: {
                remaining(context.state, font: .caption)
                    .frame(maxWidth: 44)
            } minimal: {
                Image(systemName: "parkingsign.circle.fill")
                    .foregroundStyle(context.state.paidUntil > .now ? .blue : .red)
            }
        }
    }

    @ViewBuilder
    func remaining(_ state: ParkingSessionAttributes.ContentState, font: Font) -> some View {
        if state.paidUntil > .now {
            Text(timerInterval: Date.now...state.paidUntil, countsDown: true)
                .font(font)
                .monospacedDigit()
        } else {
            Text("Expired")
                .font(font)
                .foregroundStyle(.red)
        }
    }
}
