//
//  ChargingLiveActivity.swift
//  ChargeWidget
//
//  Older app versions do not send `stallName`, so the state decodes itself with a fallback.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ChargingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var percent: Int
        var kilowatts: Int
        var stallName: String

        enum CodingKeys: String, CodingKey {
            case percent
            case kilowatts = "kw"
            case stallName = "stall"
        }

        init(percent: Int, kilowatts: Int, stallName: String) {
            self.percent = percent
            self.kilowatts = kilowatts
            self.stallName = stallName
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            percent = try container.decode(Int.self, forKey: .percent)
            kilowatts = try container.decode(Int.self, forKey: .kilowatts)
            stallName = try container.decodeIfPresent(String.self, forKey: .stallName) ?? "Any stall"
        }
    }

    var stationName: String
}

struct ChargingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.stationName)
                    .font(.headline)
                Text("\(context.state.percent)% · \(context.state.kilowatts) kW")
                Text(context.state.stallName)
                    .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.stallName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.kilowatts) kW")
                }
            } compactLeading: {
                Image(systemName: "bolt.car")
            } compactTrailing: {
                Text("\(context.state.percent)%")
            } minimal: {
                Text("\(context.state.percent)")
            }
        }
    }
}
