import ActivityKit
import SwiftUI
import WidgetKit

struct FerryDepartureAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var pier: String
        var minutesToBoarding: Int
    }

    var route: String
}

/// The departure board line: the long form where there is room, the short one where there is not.
struct BoardingText: View {
    let state: FerryDepartureAttributes.ContentState

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Boarding at pier \(state.pier) in \(state.minutesToBoarding) minutes")
            Text("Pier \(state.pier) · \(state.minutesToBoarding) min")
            Text("\(state.minutesToBoarding)m")
        }
    }
}

struct FerryDepartureLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryDepartureAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.route)
                    .font(.headline)
                BoardingText(state: context.state)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "ferry")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    BoardingText(state: context.state)
                }
            } compactLeading: {
                Image(systemName: "ferry")
            } compactTrailing: {
                BoardingText(state: context.state)
            } minimal: {
                ViewThatFits {
                    Text("\(context.state.minutesToBoarding) min")
                    Image(systemName: "ferry")
                }
            }
        }
    }
}
