//
//  RideLiveActivity.swift
//  RideWidgetExtension
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideActivityAttributes.self) { context in
            RideLockScreenView(context: context)
                .activityBackgroundTint(Color.black)
                .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.driver.name)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesAway) min")
                        .font(.headline)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.phase.headline)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DriverRow(driver: context.state.driver, showsRating: false)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
                    .foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.minutesAway)m")
                    .monospacedDigit()
            } minimal: {
                Text("\(context.state.minutesAway)")
                    .monospacedDigit()
            }
            .keylineTint(.green)
        }
    }
}
