//
//  FlightLiveActivity.swift
//  FlightsWidgetExtension
//

import ActivityKit
import SwiftUI
import WidgetKit

struct AirportColumn: View {
    let code: String
    let time: Date
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code)
                .font(.title2)
                .fontWeight(.bold)
            Text(time, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct FlightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(context.attributes.flightNumber)
                        .font(.headline)
                    Spacer()
                    Text(context.state.statusLine)
                        .font(.subheadline)
                        .foregroundStyle(context.state.status == .delayed ? Color.red : Color.primary)
                }
                HStack {
                    AirportColumn(code: context.attributes.origin, time: context.state.departureTime)
                    Spacer()
                    Image(systemName: "airplane")
                        .foregroundStyle(.blue)
                    Spacer()
                    AirportColumn(code: context.attributes.destination, time: context.state.arrivalTime, alignment: .trailing)
                }
                if context.state.status == .enRoute {
                    ProgressView(timerInterval: context.state.departureTime...context.state.arrivalTime, countsDown: false)
                        .tint(.blue)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.origin)
                        .font(.title3)
                        .fontWeight(.bold)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.destination)
                        .font(.title3)
                        .fontWeight(.bold)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.statusLine)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Gauge(value: context.state.progress, in: 0...1) {
                            Image(systemName: "airplane")
                        }
                        if context.state.status == .enRoute && context.state.arrivalTime > Date.now {
                            Text(timerInterval: Date.now...context.state.arrivalTime, countsDown: true)
                                .monospacedDigit()
                                .frame(width: 70)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "airplane")
                    .foregroundStyle(.blue)
            } compactTrailing: {
                if context.state.status == .enRoute {
                    Text(context.state.arrivalTime, style: .time)
                        .font(.caption)
                } else {
                    Text(context.state.gate ?? "–")
                        .font(.caption)
                }
            } minimal: {
                Image(systemName: "airplane")
            }
            .keylineTint(.blue)
        }
    }
}

extension FlightAttributes {
    static var preview: FlightAttributes {
        FlightAttributes(airline: "SkyLine", flightNumber: "SL 214", origin: "SFO", destination: "JFK")
    }
}

extension FlightAttributes.ContentState {
    static var boarding: FlightAttributes.ContentState {
        FlightAttributes.ContentState(status: .boarding, gate: "B12", departureTime: .now + 25 * 60,
                                      arrivalTime: .now + 6 * 3600, delayMinutes: 0, progress: 0)
    }

    static var enRoute: FlightAttributes.ContentState {
        FlightAttributes.ContentState(status: .enRoute, gate: "B12", departureTime: .now - 2 * 3600,
                                      arrivalTime: .now + 3 * 3600, delayMinutes: 0, progress: 0.4)
    }
}

#Preview("Lock Screen", as: .content, using: FlightAttributes.preview) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState.boarding
    FlightAttributes.ContentState.enRoute
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: FlightAttributes.preview) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState.enRoute
}
