//
//  HarborFerryLiveActivity.swift
//  HarborFerryWidgets
//
//  The ferry's phase carries what matters in each phase: the gate while boarding, the speed and
//  arrival while sailing. Synthesized Codable writes it as {"sailing": {"_0": 14, "eta": …}}.
//

import ActivityKit
import SwiftUI
import WidgetKit

enum FerryPhase: Codable, Hashable {
    case boarding(gate: String, closesAt: Date)
    case sailing(Int, eta: Date?)
    case docked

    var headline: String {
        switch self {
        case .boarding(let gate, _):
            return "Board at gate \(gate)"
        case let .sailing(knots, _):
            return "Under way at \(knots) kn"
        case .docked:
            return "Docked"
        }
    }
}

struct HarborFerryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: FerryPhase
        var passengers: Int
    }

    var route: String
}

struct FerryStatusView: View {
    let phase: FerryPhase

    var body: some View {
        switch phase {
        case .boarding(_, let closesAt):
            Text(closesAt, style: .time)
        case .sailing(_, eta: let eta):
            if let eta {
                Text(eta, style: .time)
            } else {
                Text("Arrival unknown")
            }
        default:
            Text("Welcome ashore")
        }
    }
}

struct HarborFerryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HarborFerryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.route)
                    .font(.headline)
                Text(context.state.phase.headline)
                FerryStatusView(phase: context.state.phase)
                Text("\(context.state.passengers) aboard")
                    .font(.caption)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    if case .boarding(let gate, _) = context.state.phase {
                        Text("Gate \(gate)")
                    } else {
                        Text(context.state.phase.headline)
                    }
                }
            } compactLeading: {
                Image(systemName: "ferry")
            } compactTrailing: {
                Text(context.state.phase == .docked ? "In" : "Out")
            } minimal: {
                Image(systemName: "ferry")
            }
        }
    }
}
