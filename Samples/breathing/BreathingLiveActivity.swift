// The breathing sample's widget as the app ships it: the same contract and views as activity.yaml
// beside it (livepeek holds the two equal). ActivityKit has no paused timer, so every timer is
// three-way: paused shows the frozen remainingSeconds, a future phaseEnd a live countdown, and a
// past one a static 0:00. The guard also keeps `Date.now...phaseEnd` from being built reversed,
// which traps.

import ActivityKit
import WidgetKit
import SwiftUI

struct BreathingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: BreathPhase
        var cycle: Int
        var totalCycles: Int
        var isPaused: Bool
        /// Seconds left in the phase, shown while paused.
        var remainingSeconds: Int
        var phaseEnd: Date
        var sessionEnd: Date
    }

    var sessionName: String
}

enum BreathPhase: String, Codable, Hashable {
    case inhale
    case hold
    case exhale
    case rest

    var icon: String {
        switch self {
        case .inhale: "arrow.up.circle.fill"
        case .hold: "pause.circle.fill"
        case .exhale: "arrow.down.circle.fill"
        case .rest: "leaf.fill"
        }
    }

    var label: String {
        switch self {
        case .inhale: "Breathe in"
        case .hold: "Hold"
        case .exhale: "Breathe out"
        case .rest: "Rest"
        }
    }
}

struct BreathingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BreathingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Label(context.attributes.sessionName, systemImage: "wind")
                        .font(.headline)
                    Spacer()
                    // A localized label: it follows the reading direction, so it is not pinned.
                    Text("Cycle \(context.state.cycle) of \(context.state.totalCycles)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                if context.isStale {
                    Label("Open the app to continue", systemImage: "exclamationmark.circle")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                } else {
                    HStack {
                        Label(context.state.phase.label, systemImage: context.state.phase.icon)
                            .font(.title3)
                            .foregroundStyle(.mint)
                        Spacer()
                        if context.state.isPaused {
                            Text(Duration.seconds(context.state.remainingSeconds).formatted(.time(pattern: .minuteSecond)))
                                .font(.title)
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                                .environment(\.layoutDirection, .leftToRight)
                        } else if context.state.phaseEnd > Date.now {
                            Text(timerInterval: Date.now...context.state.phaseEnd, countsDown: true)
                                .font(.title)
                                .monospacedDigit()
                                .environment(\.layoutDirection, .leftToRight)
                                .multilineTextAlignment(.trailing)
                        } else {
                            Text("0:00")
                                .font(.title)
                                .monospacedDigit()
                                .environment(\.layoutDirection, .leftToRight)
                        }
                    }
                    HStack {
                        if context.state.isPaused {
                            Label("Paused", systemImage: "pause.fill")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        } else if context.state.sessionEnd > Date.now {
                            Label("Session", systemImage: "timer")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                            Spacer()
                            Text(timerInterval: Date.now...context.state.sessionEnd, countsDown: true)
                                .font(.footnote)
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                                .environment(\.layoutDirection, .leftToRight)
                                .multilineTextAlignment(.trailing)
                        } else {
                            Label("Session complete", systemImage: "checkmark.circle.fill")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0x10 / 255, green: 0x2A / 255, blue: 0x2A / 255))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.phase.label, systemImage: context.state.phase.icon)
                        .font(.subheadline)
                        .foregroundStyle(.mint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.isPaused {
                        Text(Duration.seconds(context.state.remainingSeconds).formatted(.time(pattern: .minuteSecond)))
                            .font(.title3)
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                            .environment(\.layoutDirection, .leftToRight)
                    } else if context.state.phaseEnd > Date.now {
                        Text(timerInterval: Date.now...context.state.phaseEnd, countsDown: true)
                            .font(.title3)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                            .multilineTextAlignment(.trailing)
                    } else {
                        Text("0:00")
                            .font(.title3)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("Cycle \(context.state.cycle) of \(context.state.totalCycles)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: Double(context.state.cycle), total: Double(context.state.totalCycles))
                        .foregroundStyle(.mint)
                }
            } compactLeading: {
                Image(systemName: context.state.phase.icon)
                    .foregroundStyle(.mint)
            } compactTrailing: {
                if context.state.isPaused {
                    Text(Duration.seconds(context.state.remainingSeconds).formatted(.time(pattern: .minuteSecond)))
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                        .environment(\.layoutDirection, .leftToRight)
                        .frame(maxWidth: 44)
                } else if context.state.phaseEnd > Date.now {
                    Text(timerInterval: Date.now...context.state.phaseEnd, countsDown: true)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                        .frame(maxWidth: 44)
                } else {
                    Text("0:00")
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                        .frame(maxWidth: 44)
                }
            } minimal: {
                Image(systemName: context.state.phase.icon)
                    .foregroundStyle(.mint)
            }
            .keylineTint(.mint)
        }
    }
}

extension BreathingAttributes {
    static var preview: BreathingAttributes {
        BreathingAttributes(sessionName: "Box breathing")
    }
}

// The story of feed.ndjson, one state a minute: eight cycles of four 4-second phases make a
// 128-second session. The dates count from the preview's start.
extension BreathingAttributes.ContentState {
    static var inhale: Self {
        .init(phase: .inhale, cycle: 1, totalCycles: 8, isPaused: false, remainingSeconds: 4,
              phaseEnd: Date.now.addingTimeInterval(4), sessionEnd: Date.now.addingTimeInterval(128))
    }

    /// Paused with 2 s of the exhale left: the views show a frozen 0:02.
    static var paused: Self {
        .init(phase: .exhale, cycle: 3, totalCycles: 8, isPaused: true, remainingSeconds: 2,
              phaseEnd: Date.now.addingTimeInterval(44), sessionEnd: Date.now.addingTimeInterval(128))
    }

    /// Resumed a minute later: both dates moved by the pause.
    static var resumed: Self {
        .init(phase: .inhale, cycle: 4, totalCycles: 8, isPaused: false, remainingSeconds: 4,
              phaseEnd: Date.now.addingTimeInterval(124), sessionEnd: Date.now.addingTimeInterval(196))
    }

    /// Past sessionEnd: every timer falls back to a static 0:00 and "Session complete".
    static var complete: Self {
        .init(phase: .rest, cycle: 8, totalCycles: 8, isPaused: false, remainingSeconds: 0,
              phaseEnd: Date.now.addingTimeInterval(176), sessionEnd: Date.now.addingTimeInterval(176))
    }
}

#Preview("Notification", as: .content, using: BreathingAttributes.preview) {
    BreathingLiveActivity()
} contentStates: {
    BreathingAttributes.ContentState.inhale
    BreathingAttributes.ContentState.paused
    BreathingAttributes.ContentState.resumed
    BreathingAttributes.ContentState.complete
}
