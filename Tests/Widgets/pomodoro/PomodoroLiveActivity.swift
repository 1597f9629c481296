//
//  PomodoroLiveActivity.swift
//  TomatoWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PomodoroAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var mode: Mode
        var interval: ClosedRange<Date>
        var round: Int
        var rounds: Int
        /// Minutes focused today before this round, for the "today" counter.
        var focusedToday: Int

        enum Mode: String, Codable, Hashable {
            case focus
            case shortBreak
            case longBreak
        }
    }

    var taskName: String
}

extension PomodoroAttributes.ContentState.Mode {
    var title: String {
        switch self {
        case .focus: return "Focus"
        case .shortBreak: return "Short break"
        case .longBreak: return "Long break"
        }
    }

    var isBreak: Bool {
        self != .focus
    }
}

struct RoundDots: View {
    let round: Int
    let rounds: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...rounds, id: \.self) { index in
                Image(systemName: index <= round ? "circle.fill" : "circle")
                    .font(.caption2)
            }
        }
    }
}

struct PomodoroLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PomodoroAttributes.self) { context in
            HStack(alignment: .center, spacing: 12) {
                ZStack {
                    Circle()
                        .stroke(lineWidth: 4)
                        .opacity(0.3)
                    Image(systemName: context.state.mode.isBreak ? "cup.and.saucer.fill" : "brain.head.profile")
                        .font(.title2)
                }
                .frame(width: 48, height: 48)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.state.mode.title)
                        .font(.caption)
                        .foregroundStyle(context.state.mode.isBreak ? .green : .red)
                    Text(context.attributes.taskName)
                        .font(.headline)
                        .lineLimit(1)
                    Text("Round \(context.state.round) of \(context.state.rounds) · \(context.state.focusedToday) min today")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(timerInterval: context.state.interval, countsDown: true, showsHours: false)
                    .font(.title)
                    .monospacedDigit()
                    .contentTransition(.numericText(countsDown: true))
                    .environment(\.layoutDirection, .leftToRight)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.mode.title, systemImage: context.state.mode.isBreak ? "cup.and.saucer.fill" : "brain.head.profile")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    RoundDots(round: context.state.round, rounds: context.state.rounds)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.interval, countsDown: false) {
                        Text(context.attributes.taskName)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.mode.isBreak ? "cup.and.saucer.fill" : "brain.head.profile")
                    .foregroundStyle(context.state.mode.isBreak ? .green : .red)
            } compactTrailing: {
                Text(timerInterval: context.state.interval, countsDown: true, showsHours: false)
                    .monospacedDigit()
                    .frame(width: 44)
                    .environment(\.layoutDirection, .leftToRight)
            } minimal: {
                Text(timerInterval: context.state.interval, countsDown: true, showsHours: false)
                    .font(.caption2)
                    .monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
            }
            .keylineTint(.red)
        }
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: PomodoroAttributes(taskName: "Write the report")) {
    PomodoroLiveActivity()
} contentStates: {
    PomodoroAttributes.ContentState(mode: .focus, interval: .now...(.now + 25 * 60), round: 1, rounds: 4, focusedToday: 0)
    PomodoroAttributes.ContentState(mode: .shortBreak, interval: .now...(.now + 5 * 60), round: 1, rounds: 4, focusedToday: 25)
}
