import ActivityKit
import SwiftUI
import WidgetKit

struct UploadAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var sent: Double
        var fileName: String
    }

    var device: String
}

struct ThinBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.gray.opacity(0.3))
                Capsule()
                    .fill(.green)
                    .frame(width: geo.size.width * fraction)
            }
        }
        .frame(height: 6)
    }
}

struct UploadLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: UploadAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Text("Uploading \(context.state.fileName)")
                GeometryReader { proxy in
                    Text(proxy.size.width > 300 ? "from \(context.attributes.device)" : context.attributes.device)
                }
                ThinBar(fraction: context.state.sent)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    ThinBar(fraction: context.state.sent)
                }
            } compactLeading: {
                Text("⇡")
            } compactTrailing: {
                Text("\(Int(context.state.sent * 100))%")
            } minimal: {
                Text("⇡")
            }
        }
    }
}
