//
//  EspressoLiveActivity.swift
//  BaristaWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct EspressoAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Phase: Codable, Hashable {
            case idle, grinding, running
        }

        var phase: Phase
        var shotNumber: Int
    }

    var machineName: String
}

struct PhaseLabel: View {
    let phase: EspressoAttributes.ContentState.Phase

    var body: some View {
        switch phase {
        case .idle:
            Text("Ready")
        case .grinding:
            Text("Grinding beans")
        case .running:
            Text("Pulling shot")
        }
    }
}

struct EspressoLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EspressoAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.machineName)
                    .font(.headline)
                PhaseLabel(phase: context.state.phase)
                Text("Shot \(context.state.shotNumber)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    PhaseLabel(phase: context.state.phase)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer")
            } compactTrailing: {
                Text(context.state.phase == .running ? "ON" : "—")
            } minimal: {
                Image(systemName: "cup.and.saucer")
            }
        }
    }
}
