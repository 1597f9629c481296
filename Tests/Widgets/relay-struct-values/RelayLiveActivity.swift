import ActivityKit
import SwiftUI
import WidgetKit

struct RelayAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeLaps: Int
        var awayLaps: Int
    }

    var homeName: String
    var awayName: String
}

struct LaneModel {
    var team: String
    var laps: Int
    var colorName: String

    var summary: String {
        "\(team): \(laps) laps"
    }
}

struct LaneRow: View {
    let lane: LaneModel

    var body: some View {
        HStack {
            Text(lane.team)
            Spacer()
            Text("\(lane.laps)")
        }
    }
}

struct LaneBoard: View {
    let lanes: [LaneModel]

    var body: some View {
        VStack(spacing: 2) {
            ForEach(lanes, id: \.team) { lane in
                LaneRow(lane: lane)
            }
        }
    }
}

struct RelayLiveActivity: Widget {
    let pacer = LaneModel(team: "Pacer", laps: 40, colorName: "gray")

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RelayAttributes.self) { context in
            let home = LaneModel(team: context.attributes.homeName, laps: context.state.homeLaps, colorName: "blue")
            let away = LaneModel(team: context.attributes.awayName, laps: context.state.awayLaps, colorName: "red")
            LaneBoard(lanes: [home, away, pacer])
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text(LaneModel(team: context.attributes.homeName, laps: context.state.homeLaps, colorName: "blue").summary)
                }
            } compactLeading: {
                Text("\(context.state.homeLaps)")
            } compactTrailing: {
                Text("\(context.state.awayLaps)")
            } minimal: {
                Text("\(context.state.homeLaps)")
            }
        }
    }
}
