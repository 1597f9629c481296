//
//  GrillThermometerLiveActivity.swift
//  GrillProbeWidgets
//
//  The probe's cloud service sends ISO-8601 dates and sometimes the temperature as a string, so
//  the ContentState decodes itself. livepeek cannot infer this contract from the declarations.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct GrillThermometerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var probeCelsius: Double
        var targetCelsius: Double
        var updatedAt: Date

        enum CodingKeys: String, CodingKey {
            case probeCelsius = "probe"
            case targetCelsius = "target"
            case updatedAt = "updated_at"
        }

        init(probeCelsius: Double, targetCelsius: Double, updatedAt: Date) {
            self.probeCelsius = probeCelsius
            self.targetCelsius = targetCelsius
            self.updatedAt = updatedAt
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let text = try? container.decode(String.self, forKey: .probeCelsius), let value = Double(text) {
                probeCelsius = value
            } else {
                probeCelsius = try container.decode(Double.self, forKey: .probeCelsius)
            }
            targetCelsius = try container.decode(Double.self, forKey: .targetCelsius)
            let stamp = try container.decode(String.self, forKey: .updatedAt)
            updatedAt = ISO8601DateFormatter().date(from: stamp) ?? .distantPast
        }
    }

    var meatName: String
}

struct GrillThermometerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GrillThermometerAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Label(context.attributes.meatName, systemImage: "flame.fill")
                    .font(.headline)
                HStack {
                    Text(String(format: "%.1f°", context.state.probeCelsius))
                        .font(.largeTitle)
                        .monospacedDigit()
                    Spacer()
                    Text(String(format: "Target %.0f°", context.state.targetCelsius))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                ProgressView(value: min(context.state.probeCelsius, context.state.targetCelsius), total: context.state.targetCelsius)
                    .tint(.red)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.meatName)
                }
            } compactLeading: {
                Image(systemName: "flame.fill")
                    .foregroundStyle(.red)
            } compactTrailing: {
                Text(String(format: "%.0f°", context.state.probeCelsius))
            } minimal: {
                Image(systemName: "flame.fill")
            }
        }
    }
}
