import ActivityKit
import SwiftUI
import WidgetKit

struct KioskQueueAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var position: Int
        var counterColor: String
    }

    var kiosk: String
}

struct QueueBadge: View {
    @State private var shown: Int
    let tint: Color

    init(position: Int, tint: Color) {
        _shown = State(initialValue: position)
        self.tint = tint
    }

    var body: some View {
        Text("#\(shown) in line")
            .padding(4)
            .background(tint)
    }
}

struct KioskLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KioskQueueAttributes.self) { context in
            HStack {
                Text(context.attributes.kiosk)
                    .foregroundColor(Color(.gray))
                Spacer()
                QueueBadge(position: context.state.position, tint: Color.init(red: 0.2, green: 0.4, blue: 0.9))
                Circle()
                    .fill(Color(context.state.counterColor))
                    .frame(width: 8, height: 8)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    QueueBadge(position: context.state.position, tint: .orange)
                }
            } compactLeading: {
                Text("🎟")
            } compactTrailing: {
                Text("\(context.state.position)")
            } minimal: {
                Text("\(context.state.position)")
            }
        }
    }
}
