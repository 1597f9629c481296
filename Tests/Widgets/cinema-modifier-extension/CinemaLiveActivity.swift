import ActivityKit
import SwiftUI
import WidgetKit

struct ScreeningAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesToStart: Int
        var seat: String
    }

    var film: String
    var hall: Int
}

struct Headline: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content
            .font(.system(size: size, weight: .heavy))
            .foregroundColor(.white)
    }
}

struct Muted: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .opacity(0.7)
    }
}

extension View {
    func headline(size: CGFloat = 20) -> some View {
        modifier(Headline(size: size))
    }

    func muted() -> some View {
        modifier(Muted())
    }
}

struct CinemaLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScreeningAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.film)
                    .headline()
                Text("Hall \(context.attributes.hall) · seat \(context.state.seat)")
                    .muted()
                Text("Starts in \(context.state.minutesToStart) min")
                    .headline(size: 15)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.film).headline(size: 16)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Seat \(context.state.seat)").muted()
                }
            } compactLeading: {
                Text("H\(context.attributes.hall)").muted()
            } compactTrailing: {
                Text("\(context.state.minutesToStart)m").headline(size: 14)
            } minimal: {
                Text("\(context.state.minutesToStart)")
            }
        }
    }
}
