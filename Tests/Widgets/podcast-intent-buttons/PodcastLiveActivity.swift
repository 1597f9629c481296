//
//  PodcastLiveActivity.swift
//  PodcastWidget
//

import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct PodcastAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var episodeTitle: String
        var isPlaying: Bool
    }

    var showName: String
    var showURL: URL
}

struct TogglePlaybackIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Toggle playback"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PodcastLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PodcastAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Text(context.attributes.showName)
                    .font(.headline)
                Text(context.state.episodeTitle)
                HStack {
                    Button(intent: TogglePlaybackIntent()) {
                        Label(context.state.isPlaying ? "Pause" : "Play",
                              systemImage: context.state.isPlaying ? "pause.fill" : "play.fill")
                    }
                    Spacer()
                    Link(destination: context.attributes.showURL) {
                        Text("Show notes")
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: TogglePlaybackIntent()) {
                        Label(context.state.isPlaying ? "Pause" : "Play", systemImage: "playpause")
                    }
                }
            } compactLeading: {
                Image(systemName: "headphones")
            } compactTrailing: {
                Image(systemName: context.state.isPlaying ? "waveform" : "pause")
            } minimal: {
                Image(systemName: "headphones")
            }
        }
    }
}
