import ActivityKit
import AlarmKit
import SwiftUI
import WidgetKit

struct TeaMetadata: AlarmMetadata {
    var blend: String
    var steepMinutes: Int
}

struct TeaAlarmLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AlarmAttributes<TeaMetadata>.self) { context in
            HStack {
                Text(context.attributes.metadata?.blend ?? "Tea")
                Spacer()
                remaining(context.state)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("\(context.attributes.metadata?.steepMinutes ?? 0) min steep")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    remaining(context.state)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                remaining(context.state)
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
            }
        }
    }

    @ViewBuilder
    func remaining(_ state: AlarmPresentationState) -> some View {
        switch state.mode {
        case .countdown(let countdown):
            Text(timerInterval: Date.now...countdown.fireDate, countsDown: true)
        case .paused(let paused):
            Text("Paused \(Int(paused.totalCountdownDuration - paused.previouslyElapsedDuration))s")
        default:
            Text("Ready")
        }
    }
}
