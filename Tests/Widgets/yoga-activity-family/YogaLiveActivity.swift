import ActivityKit
import SwiftUI
import WidgetKit

struct YogaSessionAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var pose: String
        var round: Int
    }

    var teacher: String
}

struct YogaFamilyView: View {
    @Environment(\.activityFamily) var activityFamily
    let context: ActivityViewContext<YogaSessionAttributes>

    var body: some View {
        switch activityFamily {
        case .small:
            Text("R\(context.state.round)")
        case .medium:
            VStack(alignment: .leading) {
                Text("With \(context.attributes.teacher)")
                Text("Round \(context.state.round): \(context.state.pose)")
            }
        @unknown default:
            Text(context.state.pose)
        }
    }
}

struct YogaLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: YogaSessionAttributes.self) { context in
            YogaFamilyView(context: context)
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    YogaFamilyView(context: context)
                }
            } compactLeading: {
                Text("Yoga")
            } compactTrailing: {
                Text("R\(context.state.round)")
            } minimal: {
                Text("\(context.state.round)")
            }
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}
