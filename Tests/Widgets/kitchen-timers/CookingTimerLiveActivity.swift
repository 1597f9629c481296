//
//  CookingTimerLiveActivity.swift
//  KitchenTimersWidget
//
//  Several named timers for one recipe. The app pauses them all at once by sending `pausedAt`.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CookingTimerAttributes: ActivityAttributes {
    public typealias ContentState = TimerState

    var recipe: String
    var step: String
}

struct TimerState: Codable, Hashable {
    var timers: [KitchenTimer]
    var pausedAt: Date?
}

struct KitchenTimer: Codable, Hashable, Identifiable {
    var id: Int
    var label: String
    var start: Date
    var end: Date
}

struct TimerRow: View {
    let timer: KitchenTimer
    let pausedAt: Date?

    var body: some View {
        HStack {
            Text(timer.label)
                .font(.subheadline)
                .lineLimit(1)
            Spacer()
            Text(timerInterval: timer.start...timer.end, pauseTime: pausedAt, countsDown: true)
                .font(.subheadline)
                .monospacedDigit()
                .frame(width: 64, alignment: .trailing)
        }
    }
}

struct CookingTimerLockScreen: View {
    let context: ActivityViewContext<CookingTimerAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(context.attributes.recipe, systemImage: "fork.knife")
                    .font(.headline)
                Spacer()
                if context.state.pausedAt != nil {
                    Label("Paused", systemImage: "pause.fill")
                        .font(.caption)
                        .foregroundStyle(.yellow)
                } else {
                    Text("\(context.state.timers.count) timers")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            if context.state.timers.isEmpty {
                Text("No timers running")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else {
                ForEach(context.state.timers) { timer in
                    TimerRow(timer: timer, pausedAt: context.state.pausedAt)
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

struct CookingTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CookingTimerAttributes.self) { context in
            CookingTimerLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "flame.fill")
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.step)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let next = context.state.timers.first {
                        VStack(alignment: .leading) {
                            TimerRow(timer: next, pausedAt: context.state.pausedAt)
                            ProgressView(timerInterval: next.start...next.end, countsDown: true)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "flame.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                if let next = context.state.timers.first {
                    Text(timerInterval: next.start...next.end, pauseTime: context.state.pausedAt, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 44)
                }
            } minimal: {
                Image(systemName: context.state.pausedAt == nil ? "timer" : "pause.fill")
            }
        }
    }
}
