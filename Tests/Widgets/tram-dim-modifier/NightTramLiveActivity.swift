import ActivityKit
import SwiftUI
import WidgetKit

struct NightTramAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutes: Int
    }

    var line: Int
}

struct DimAware: ViewModifier {
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    func body(content: Content) -> some View {
        if isLuminanceReduced {
            content.foregroundStyle(.gray)
        } else {
            content.foregroundStyle(.linearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
        }
    }
}

struct NightTramLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NightTramAttributes.self) { context in
            ZStack {
                Color.clear
                HStack {
                    Text("Line \(context.attributes.line.description)")
                        .modifier(DimAware())
                    Spacer()
                    Text("\(context.state.minutes) min")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Line \(context.attributes.line.description)")
                        .modifier(DimAware())
                }
            } compactLeading: {
                Text("\(context.attributes.line)")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Text("\(context.state.minutes)")
            }
        }
    }
}
