import ActivityKit
import SwiftUI
import WidgetKit

struct DeckStepsView: View {
    @Environment(\.colorScheme) var colorScheme
    let context: ActivityViewContext<FerryDeckAttributes>

    var body: some View {
        HStack {
            ForEach(BoardingState.allCases, id: \.self) { state in
                let current = context.state.state == state
                Text.init(state.rawValue.capitalized)
                    .font(context.state.state == state ? .headline : .caption)
                    .padding(2)
                    .background(current ? Color.orange : .gray)
            }
        }
        .foregroundStyle(colorScheme == .dark ? .white : .black)
    }
}

struct FerryDeckLiveActivity: Widget {
    func clock(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).truncatingRemainder(dividingBy: 60))
        let rest = Int(seconds.truncatingRemainder(dividingBy: 60))
        return String(format: "%02d:%02d", minutes, rest)
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryDeckAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.vessel)
                DeckStepsView(context: context)
                Text("At sea \(clock(context.state.secondsAtSea))")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: .greatestFiniteMagnitude) {
                    Text(context.attributes.vessel)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DeckStepsView(context: context)
                }
            } compactLeading: {
                Text("⛴")
            } compactTrailing: {
                Text(clock(context.state.secondsAtSea))
            } minimal: {
                Text("⛴")
            }
        }
    }
}

#Preview("Sailing", as: .content, using: FerryDeckAttributes.preview) {
    FerryDeckLiveActivity()
} contentStates: {
    FerryDeckAttributes.ContentState(state: .sailing, secondsAtSea: 754)
}
