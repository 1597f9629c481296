//
//  FitnessWidgets.swift
//  FitnessWidgetExtension
//
//  Two Live Activities from one extension: the workout itself and the rest timer between sets.
//

import ActivityKit
import SwiftUI
import WidgetKit

// MARK: - Workout

struct WorkoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var startedAt: Date
        var distanceMeters: Double
        var heartRate: Int?
        var activeCalories: Int
        var isPaused: Bool
    }

    var workoutType: WorkoutType
    var goalMeters: Double
}

enum WorkoutType: String, Codable, Hashable {
    case run
    case ride
    case walk

    var title: String {
        switch self {
        case .run: "Outdoor Run"
        case .ride: "Outdoor Cycle"
        case .walk: "Outdoor Walk"
        }
    }

    var symbol: String {
        switch self {
        case .run: "figure.run"
        case .ride: "figure.outdoor.cycle"
        case .walk: "figure.walk"
        }
    }
}

extension WorkoutAttributes.ContentState {
    var distanceKm: Double {
        distanceMeters / 1000
    }

    var heartRateText: String {
        heartRate == nil ? "--" : "\(heartRate ?? 0) bpm"
    }
}

struct MetricView: View {
    let value: String
    let unit: String
    var color: Color = .primary

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(value)
                .font(.title3)
                .fontWeight(.semibold)
                .monospacedDigit()
                .foregroundStyle(color)
            Text(unit)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Label(context.attributes.workoutType.title, systemImage: context.attributes.workoutType.symbol)
                        .font(.headline)
                        .foregroundStyle(.green)
                    Spacer()
                    if context.state.isPaused {
                        Text("Paused")
                            .font(.headline)
                            .foregroundStyle(.yellow)
                    } else {
                        Text(context.state.startedAt, style: .timer)
                            .font(.headline)
                            .monospacedDigit()
                            .environment(\.layoutDirection, .leftToRight)
                    }
                }
                HStack(spacing: 24) {
                    MetricView(value: String(format: "%.2f", context.state.distanceKm), unit: "KM")
                    MetricView(value: context.state.heartRateText, unit: "HEART RATE", color: .red)
                    MetricView(value: "\(context.state.activeCalories)", unit: "KCAL")
                }
                Gauge(value: min(context.state.distanceMeters, context.attributes.goalMeters), in: 0...context.attributes.goalMeters) {
                    Text("Goal")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(String(format: "%.2f km", context.state.distanceKm), systemImage: context.attributes.workoutType.symbol)
                        .font(.subheadline)
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label(context.state.heartRateText, systemImage: "heart.fill")
                        .font(.subheadline)
                        .foregroundStyle(.red)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if !context.state.isPaused {
                        Text(context.state.startedAt, style: .timer)
                            .font(.title)
                            .monospacedDigit()
                    } else {
                        Text("Paused")
                            .font(.title)
                    }
                }
            } compactLeading: {
                Image(systemName: context.attributes.workoutType.symbol)
                    .foregroundStyle(.green)
            } compactTrailing: {
                Text(String(format: "%.1f", context.state.distanceKm))
                    .monospacedDigit()
                    .foregroundStyle(.green)
            } minimal: {
                Image(systemName: context.attributes.workoutType.symbol)
                    .foregroundStyle(.green)
            }
        }
    }
}

// MARK: - Rest timer

struct RestTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var set: Int
        var totalSets: Int
        var restEnds: Date
    }

    var exercise: String
}

struct RestTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RestTimerAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.exercise)
                        .font(.headline)
                    Text("Set \(context.state.set) of \(context.state.totalSets)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if context.state.restEnds > .now {
                    Text(timerInterval: Date.now...context.state.restEnds, countsDown: true)
                        .font(.largeTitle)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                } else {
                    Text("Go!")
                        .font(.largeTitle)
                        .fontWeight(.heavy)
                        .foregroundStyle(.green)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.attributes.exercise) · set \(context.state.set + 1) next")
                        .font(.subheadline)
                }
            } compactLeading: {
                Image(systemName: "dumbbell.fill")
            } compactTrailing: {
                if context.state.restEnds > .now {
                    Text(timerInterval: Date.now...context.state.restEnds, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 40)
                } else {
                    Text("Go!")
                }
            } minimal: {
                Image(systemName: "dumbbell.fill")
            }
        }
    }
}

@main
struct FitnessWidgets: WidgetBundle {
    var body: some Widget {
        WorkoutLiveActivity()
        RestTimerLiveActivity()
    }
}
