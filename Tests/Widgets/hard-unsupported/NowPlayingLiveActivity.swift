//
//  NowPlayingLiveActivity.swift
//  PodcastWidgets
//
//  A podcast player's Live Activity. The progress bar is drawn with GeometryReader, the waveform
//  with Canvas, and the title scrolls with a custom ViewModifier: the Canvas has no
//  character-cell form, so livepeek shows a placeholder there and draws everything else.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct NowPlayingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var episodeTitle: String
        var elapsedSeconds: Int
        var durationSeconds: Int
        var isPlaying: Bool
        var levels: [Double]
    }

    var showName: String
}

struct Marquee: ViewModifier {
    var speed: Double = 30

    func body(content: Content) -> some View {
        content
            .lineLimit(1)
            .fixedSize()
    }
}

struct NowPlayingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NowPlayingAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                Text(context.attributes.showName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(context.state.episodeTitle)
                    .font(.headline)
                    .modifier(Marquee())
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(.white.opacity(0.2))
                        Capsule()
                            .fill(.white)
                            .frame(width: proxy.size.width * Double(context.state.elapsedSeconds) / Double(max(context.state.durationSeconds, 1)))
                    }
                }
                .frame(height: 4)
                HStack {
                    Text(Duration.seconds(context.state.elapsedSeconds).formatted(.time(pattern: .minuteSecond)))
                    Spacer()
                    Text(context.state.isPlaying ? "Playing" : "Paused")
                }
                .font(.caption)
                .monospacedDigit()
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.isPlaying ? "pause.fill" : "play.fill")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.episodeTitle)
                        .font(.subheadline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Canvas { graphics, size in
                        let step = size.width / Double(max(context.state.levels.count, 1))
                        for (index, level) in context.state.levels.enumerated() {
                            let bar = CGRect(x: Double(index) * step, y: size.height * (1 - level), width: step * 0.6, height: size.height * level)
                            graphics.fill(Path(roundedRect: bar, cornerRadius: 1), with: .color(.orange))
                        }
                    }
                    .frame(height: 24)
                }
            } compactLeading: {
                Image(systemName: "waveform")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text(context.state.isPlaying ? "On" : "Off")
                    .font(.caption)
            } minimal: {
                Image(systemName: "waveform")
                    .foregroundStyle(.orange)
            }
        }
    }
}
