import ActivityKit
import SwiftUI
import WidgetKit

struct MarathonAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var kilometres: Double
        var paceMinutes: Double
        var completed: Double
        var steps: Int
        var donations: Double
    }

    var runner: String
}

struct MarathonLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MarathonAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.runner)
                HStack {
                    Text("\(context.state.kilometres.formatted(.number.precision(.fractionLength(2)))) km")
                    Text(context.state.paceMinutes, format: .number.precision(.fractionLength(1)))
                    Text(context.state.completed, format: .percent)
                }
                Text("\(context.state.steps.formatted()) steps")
                Text("Raised \(context.state.donations.formatted(.currency(code: "EUR")))")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.kilometres.formatted(.number.precision(.fractionLength(0...1)))) km run")
                }
            } compactLeading: {
                Text(context.state.completed, format: .percent.precision(.fractionLength(0)))
            } compactTrailing: {
                Text(context.state.kilometres.formatted(.number.precision(.fractionLength(1))))
            } minimal: {
                Text("\(Int(context.state.kilometres))")
            }
        }
    }
}
