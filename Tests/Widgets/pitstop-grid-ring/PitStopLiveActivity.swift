import ActivityKit
import SwiftUI
import WidgetKit

struct PitStopAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var lapSeconds: Double
        var fuel: Double
        var position: Int
    }

    var driver: String
}

struct LapTime {
    var seconds: Double

    var text: String {
        let minutes = (seconds / 60).rounded(.down)
        let rest = seconds - minutes * 60
        return String(format: "%d:%06.3f", Int(minutes), rest)
    }
}

struct FuelRing: View {
    let fuel: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray.opacity(0.3), lineWidth: 3)
            Circle()
                .trim(from: 0, to: fuel)
                .stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 16, height: 16)
    }
}

struct PitStopLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PitStopAttributes.self) { context in
            Grid(alignment: .leading, verticalSpacing: 4) {
                GridRow {
                    Text("Driver")
                    Text(context.attributes.driver)
                }
                GridRow {
                    Text("Last lap")
                    Text(LapTime(seconds: context.state.lapSeconds).text)
                }
                GridRow {
                    Text("P\(context.state.position)")
                    FuelRing(fuel: context.state.fuel)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Last lap \(LapTime(seconds: context.state.lapSeconds).text)")
                }
            } compactLeading: {
                Text("P\(context.state.position)")
            } compactTrailing: {
                FuelRing(fuel: context.state.fuel)
            } minimal: {
                Text("\(context.state.position)")
            }
        }
    }
}
