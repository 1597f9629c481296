//
//  UploadLiveActivity.swift
//  UploaderWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct UploadAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var fraction: Double
        var filesDone: Int
        var filesTotal: Int
    }

    var albumName: String
}

struct UploadLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: UploadAttributes.self) { context in
            HStack(spacing: 12) {
                ProgressView(value: context.state.fraction)
                    .progressViewStyle(.circular)
                    .tint(.orange)
                VStack(alignment: .leading) {
                    Text(context.attributes.albumName)
                        .font(.headline)
                    Text("\(context.state.filesDone) of \(context.state.filesTotal) photos")
                }
                Spacer()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ProgressView(value: context.state.fraction)
                        .progressViewStyle(.circular)
                        .tint(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.filesDone)/\(context.state.filesTotal)")
                }
            } compactLeading: {
                ProgressView(value: context.state.fraction)
                    .progressViewStyle(.circular)
                    .tint(.orange)
            } compactTrailing: {
                Text("\(Int(context.state.fraction * 100))%")
            } minimal: {
                ProgressView(value: context.state.fraction)
                    .progressViewStyle(.circular)
            }
        }
    }
}
