//
//  ArenaGateLiveActivity.swift
//  ArenaWidgets
//
//  The ticketing backend sends a flat object with a "type" tag ("queue", "admitted", "closed")
//  and the tag's own keys beside it, so the state decodes itself.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ArenaGateAttributes: ActivityAttributes {
    enum ContentState: Codable, Hashable {
        case queueing(position: Int, note: String)
        case admitted(section: String, row: Int)
        case closed

        enum CodingKeys: String, CodingKey {
            case kind = "type"
            case position, note, section
            case row = "row_number"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "queue":
                let position = try container.decode(Int.self, forKey: .position)
                let note = try container.decodeIfPresent(String.self, forKey: .note) ?? "Have your ticket ready"
                self = .queueing(position: position, note: note)
            case "admitted":
                self = .admitted(section: try container.decode(String.self, forKey: .section),
                                 row: try container.decode(Int.self, forKey: .row))
            case "closed":
                self = .closed
            default:
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown type \(kind)")
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .queueing(let position, let note):
                try container.encode("queue", forKey: .kind)
                try container.encode(position, forKey: .position)
                try container.encode(note, forKey: .note)
            case .admitted(let section, let row):
                try container.encode("admitted", forKey: .kind)
                try container.encode(section, forKey: .section)
                try container.encode(row, forKey: .row)
            case .closed:
                try container.encode("closed", forKey: .kind)
            }
        }
    }

    var venue: String
}

extension ArenaGateAttributes.ContentState {
    var isInside: Bool {
        if case .admitted = self {
            return true
        } else {
            return false
        }
    }
}

struct ArenaGateLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ArenaGateAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.venue)
                    .font(.headline)
                switch context.state {
                case .queueing(let position, let note):
                    Text("Number \(position) in line")
                    Text(note)
                        .font(.caption)
                case let .admitted(section, row):
                    Text("Section \(section), row \(row)")
                case .closed:
                    Text("Gates closed")
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    if case .queueing(let position, _) = context.state {
                        Text("\(position) ahead of you")
                    } else {
                        Text(context.attributes.venue)
                    }
                }
            } compactLeading: {
                Image(systemName: "ticket")
            } compactTrailing: {
                Text(context.state.isInside ? "In" : "Out")
            } minimal: {
                Image(systemName: "ticket")
            }
        }
    }
}
