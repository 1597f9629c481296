import ActivityKit
import SwiftUI
import WidgetKit

struct ArcadeRunAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var level: Int
        var lives: Int
    }

    var game: String
}

struct LivesRing: View {
    var lives: Int
    var size: CGSize = CGSize(width: 24, height: 24)

    var body: some View {
        ZStack {
            Circle()
                .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .frame(width: size.width, height: size.height)
            Text("\(lives)")
        }
    }
}

struct ArcadeLiveActivity: Widget {
    func bonusLabel() -> String {
        let roll = Int.random(in: 1...6)
        return "Bonus x\(roll)"
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ArcadeRunAttributes.self) { context in
            let bonus = bonusLabel()
            HStack(spacing: .zero) {
                VStack(alignment: .leading) {
                    Text(context.attributes.game)
                    Text("Level \(context.state.level)")
                    Text(bonus)
                }
                Spacer()
                LivesRing(lives: context.state.lives)
            }
            .frame(maxWidth: UIScreen.main.bounds.width)
            .padding()
            .widgetURL(URL(string: "arcade://run/\(context.state.level)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.trailing) {
                    LivesRing(lives: context.state.lives, size: CGSize(width: 30, height: 30))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Link(destination: URL(string: "arcade://pause")!) {
                        Text("Pause run")
                    }
                }
            } compactLeading: {
                Text("L\(context.state.level)")
            } compactTrailing: {
                Text("\(context.state.lives)♥")
            } minimal: {
                Text("\(context.state.lives)")
            }
        }
    }
}
