//
//  ValetLiveActivity.swift
//  ValetWidgets
//
//  The garage's server sends one key naming the status, holding that status's details, with
//  times in Unix seconds. A bare "waiting" count is turned into an estimate on the phone.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ValetAttributes: ActivityAttributes {
    typealias ContentState = ValetStatus

    var garage: String
}

enum ValetStatus: Codable, Hashable {
    case parked(spot: String, since: Date)
    case retrieving(eta: Date? = nil)
    case waiting

    private enum CodingKeys: String, CodingKey {
        case parked
        case retrieving = "fetching"
        case waiting
    }

    private struct Parked: Codable, Hashable {
        let spot: String
        let since: TimeInterval
    }

    private struct Fetch: Codable, Hashable {
        let eta: TimeInterval?
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Fetch.self, forKey: .retrieving) {
            self = .retrieving(eta: value.eta.map { Date(timeIntervalSince1970: $0) })
        } else if let value = try container.decodeIfPresent(Parked.self, forKey: .parked) {
            let since = Date(timeIntervalSince1970: value.since)
            self = .parked(spot: value.spot, since: since)
        } else if let minutes = try container.decodeIfPresent(Int.self, forKey: .waiting) {
            self = Self.estimate(minutes)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no status"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .parked(let spot, let since):
            try container.encode(Parked(spot: spot, since: since.timeIntervalSince1970), forKey: .parked)
        case .retrieving(let eta):
            try container.encode(Fetch(eta: eta?.timeIntervalSince1970), forKey: .retrieving)
        case .waiting:
            try container.encode(0, forKey: .waiting)
        }
    }

    private static func estimate(_ minutes: Int) -> ValetStatus {
        minutes > 0 ? .retrieving(eta: Date.now.addingTimeInterval(Double(minutes) * 60)) : .waiting
    }
}

struct ValetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ValetAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.garage)
                    .font(.headline)
                switch context.state {
                case .parked(let spot, let since):
                    Text("Spot \(spot)")
                    Text(since, style: .time)
                case .retrieving(let eta):
                    if let eta {
                        Text(eta, style: .timer)
                    } else {
                        Text("Your car is on its way")
                    }
                case .waiting:
                    Text("Waiting for a driver")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.garage)
                }
            } compactLeading: {
                Image(systemName: "car")
            } compactTrailing: {
                Text(context.state == .waiting ? "…" : "OK")
            } minimal: {
                Image(systemName: "car")
            }
        }
    }
}
