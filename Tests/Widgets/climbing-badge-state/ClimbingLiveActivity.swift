import ActivityKit
import SwiftUI
import WidgetKit

enum RouteGrade: String, Codable {
    case easy, hard
}

struct ClimbAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var grade: RouteGrade
        var startedAt: Date
    }

    var wall: String
}

enum ClimbStyle {
    enum Fills {
        static let panel = LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom)
    }
}

struct GradeBadge: View {
    let grade: RouteGrade
    @State private var measured: CGSize?

    private var badgeColor: Color {
        switch grade {
        case .easy: return .green
        case .hard: return .red
        }
    }

    var body: some View {
        Text(measured == nil ? grade.rawValue.uppercased() : "…")
            .padding(4)
            .background(badgeColor.opacity(0.3))
            .alignmentGuide(.leading) { _ in 0 }
    }
}

struct ClimbingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ClimbAttributes.self) { context in
            HStack {
                Text(context.attributes.wall)
                GradeBadge(grade: context.state.grade)
                Text("\(Int(context.state.startedAt.timeIntervalSinceReferenceDate) % 100)")
            }
            .padding()
            .background(ClimbStyle.Fills.panel)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    GradeBadge(grade: context.state.grade)
                }
            } compactLeading: {
                Text("🧗")
            } compactTrailing: {
                GradeBadge(grade: context.state.grade)
            } minimal: {
                Text("🧗")
            }
        }
    }
}
