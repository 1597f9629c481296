//
//  BoardingPassLiveActivity.swift
//  AirlineWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct BoardingPassAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var gate: String
        var boardingGroup: Int
        var nowBoarding: Int
        var boardingCloses: Date
        var passengers: [Passenger]
        var seatMapURL: URL?
    }

    struct Passenger: Codable, Hashable, Identifiable {
        var id: UUID
        var name: String
        var seat: String
        var isCheckedIn: Bool
    }

    var flight: String
    var destinationCity: String
}

struct BoardingPassView: View {
    let context: ActivityViewContext<BoardingPassAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(context.attributes.flight)
                    .font(.headline)
                Text("to \(context.attributes.destinationCity)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
                Text("Gate \(context.state.gate)")
                    .font(.headline)
            }
            HStack {
                boardingStatus
                Spacer()
                Text("Closes in")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(timerInterval: Date.now...max(Date.now, context.state.boardingCloses), countsDown: true)
                    .font(.caption)
                    .monospacedDigit()
                    .frame(width: 40)
            }
            ForEach(context.state.passengers.prefix(3)) { passenger in
                HStack {
                    Image(systemName: passenger.isCheckedIn ? "checkmark.circle.fill" : "circle")
                    Text(passenger.name)
                        .lineLimit(1)
                    Spacer()
                    Text(passenger.seat)
                        .monospacedDigit()
                }
                .font(.caption)
            }
            if context.state.passengers.count > 3 {
                Text("+\(context.state.passengers.count - 3) more")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }

    @ViewBuilder
    var boardingStatus: some View {
        if context.state.nowBoarding >= context.state.boardingGroup {
            Label("Group \(context.state.boardingGroup) boarding", systemImage: "figure.walk")
                .font(.subheadline)
                .foregroundStyle(.green)
        } else {
            Text("Now boarding group \(context.state.nowBoarding)")
                .font(.subheadline)
        }
    }
}

struct BoardingPassLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BoardingPassAttributes.self) { context in
            BoardingPassView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Gate \(context.state.gate)")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Group \(context.state.boardingGroup)")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(context.state.passengers, id: \.id) { passenger in
                            Text("\(passenger.name) · \(passenger.seat)")
                                .font(.caption)
                        }
                    }
                }
            } compactLeading: {
                Text(context.state.gate)
                    .fontWeight(.bold)
            } compactTrailing: {
                Text("G\(context.state.boardingGroup)")
            } minimal: {
                Text(context.state.passengers.first?.seat ?? "—")
                    .font(.caption2)
            }
            .widgetURL(context.state.seatMapURL)
            .keylineTint(.teal)
        }
    }
}

extension BoardingPassAttributes {
    static let preview = BoardingPassAttributes(flight: "LH 1402", destinationCity: "Lisbon")
}

extension BoardingPassAttributes.ContentState {
    static let groupTwo = BoardingPassAttributes.ContentState(
        gate: "B7", boardingGroup: 3, nowBoarding: 2, boardingCloses: Date.now.addingTimeInterval(600),
        passengers: [
            .init(id: UUID(), name: "Ana Costa", seat: "12A", isCheckedIn: true),
            .init(id: UUID(), name: "Ben Costa", seat: "12B", isCheckedIn: true),
        ],
        seatMapURL: URL(string: "airline://seatmap/LH1402")
    )

    static let groupThree = BoardingPassAttributes.ContentState(
        gate: "B7", boardingGroup: 3, nowBoarding: 3, boardingCloses: Date.now.addingTimeInterval(540),
        passengers: [
            .init(id: UUID(), name: "Ana Costa", seat: "12A", isCheckedIn: true),
            .init(id: UUID(), name: "Ben Costa", seat: "12B", isCheckedIn: true),
        ],
        seatMapURL: nil
    )
}

#Preview("Notification", as: .content, using: BoardingPassAttributes.preview) {
    BoardingPassLiveActivity()
} contentStates: {
    BoardingPassAttributes.ContentState.groupTwo
    BoardingPassAttributes.ContentState.groupThree
}
