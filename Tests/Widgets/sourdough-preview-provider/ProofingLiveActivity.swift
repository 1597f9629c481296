//
//  ProofingLiveActivity.swift
//  SourdoughWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ProofingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var risePercent: Int
        var stage: String
    }

    var doughName: String
}

struct ProofingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProofingAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.doughName)
                    .font(.headline)
                Text("\(context.state.stage) · risen \(context.state.risePercent)%")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage)
                }
            } compactLeading: {
                Image(systemName: "oven")
            } compactTrailing: {
                Text("\(context.state.risePercent)%")
            } minimal: {
                Text("\(context.state.risePercent)")
            }
        }
    }
}

struct ProofingLiveActivity_Previews: PreviewProvider {
    static let attributes = ProofingAttributes(doughName: "Country loaf")
    static let state = ProofingAttributes.ContentState(risePercent: 40, stage: "Bulk ferment")

    static var previews: some View {
        attributes
            .previewContext(state, viewKind: .content)
            .previewDisplayName("Lock screen")
    }
}
