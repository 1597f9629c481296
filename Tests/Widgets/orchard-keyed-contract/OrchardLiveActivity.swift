import ActivityKit
import SwiftUI
import WidgetKit

struct HarvestProgress: Codable, Hashable {
    var crates: Int
    var label: String

    init(crates: Int, label: String) {
        self.crates = max(crates, 0)
        self.label = label
    }

    private enum CodingKeys: String, CodingKey {
        case crates = "crate_count"
        case label
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            crates: try container.decode(Int.self, forKey: .crates),
            label: try container.decodeIfPresent(String.self, forKey: .label) ?? "Harvest"
        )
    }
}

struct OrchardAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var progress: HarvestProgress
        var cratesByRow: [Int: Int]
        var signature: Data
        var picker: String

        private enum CodingKeys: String, CodingKey {
            case progress, cratesByRow, signature, picker
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let progress = try container.decode(HarvestProgress.self, forKey: .progress)
            self.progress = progress
            cratesByRow = try container.decode([Int: Int].self, forKey: .cratesByRow)
            signature = try container.decode(Data.self, forKey: .signature)
            let picker = try container.decode(String.self, forKey: .picker)
            self.picker = picker
        }
    }

    var orchard: String
}

struct OrchardLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrchardAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.orchard)
                Text("\(context.state.progress.label): \(context.state.progress.crates) crates")
                Text("\(context.state.cratesByRow.count) rows picked by \(context.state.picker)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.progress.crates) crates")
                }
            } compactLeading: {
                Text("🍎")
            } compactTrailing: {
                Text("\(context.state.progress.crates)")
            } minimal: {
                Text("🍎")
            }
        }
    }
}
