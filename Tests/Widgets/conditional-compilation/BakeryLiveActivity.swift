//
//  BakeryLiveActivity.swift
//  BakeryWidget
//
//  The attributes are shared with a macOS target, so they sit behind canImport.
//

#if canImport(ActivityKit)
import ActivityKit
#endif
import SwiftUI
import WidgetKit

#if canImport(ActivityKit)
struct BakeryOrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
        var loavesLeft: Int
    }

    var shopName: String
}
#endif

#if os(iOS)
struct BakeryLockScreenView: View {
    let shopName: String
    let state: BakeryOrderAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading) {
            Text(shopName)
                .font(.headline)
            Text("Stage: \(state.stage)")
            Text("\(state.loavesLeft) loaves to go")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct BakeryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BakeryOrderAttributes.self) { context in
            BakeryLockScreenView(shopName: context.attributes.shopName, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.shopName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Stage: \(context.state.stage)")
                }
            } compactLeading: {
                Image(systemName: "birthday.cake")
            } compactTrailing: {
                Text("\(context.state.loavesLeft)")
            } minimal: {
                Text("\(context.state.loavesLeft)")
            }
        }
    }
}
#else
struct BakeryPlaceholder {
    let message = "Live Activities need iOS"
}
#endif
