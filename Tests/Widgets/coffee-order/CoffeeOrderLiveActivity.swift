//
//  CoffeeOrderLiveActivity.swift
//  BlueDoorWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CoffeeOrderAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var position: Int
        var stage: BrewStage
        var readyAt: Date?
        var baristaName: String?
    }

    var shopName: String
    var orderCode: String
    var items: [String]
}

enum BrewStage: String, Codable, Hashable, CaseIterable {
    case queued
    case brewing
    case ready
    case collected

    var step: Int {
        switch self {
        case .queued: 1
        case .brewing: 2
        case .ready: 3
        case .collected: 4
        }
    }
}

struct CoffeeOrderView: View {
    let context: ActivityViewContext<CoffeeOrderAttributes>

    private var aheadText: String {
        context.state.position <= 1
            ? "You're next"
            : (context.state.position == 2 ? "1 order ahead" : "\(context.state.position - 1) orders ahead")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(context.attributes.shopName)
                    .font(.headline)
                Spacer()
                Text(context.attributes.orderCode.uppercased())
                    .font(.title3)
                    .fontWeight(.black)
            }
            HStack {
                Text(context.attributes.items.first ?? "Your order")
                    .font(.subheadline)
                    .lineLimit(1)
                if context.attributes.items.count > 1 {
                    Text("+ \(context.attributes.items.count - 1) more")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            if context.isStale {
                Label("Check the app for updates", systemImage: "exclamationmark.arrow.circlepath")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else {
                switch context.state.stage {
                case .queued:
                    Text(aheadText)
                        .font(.title3)
                case .brewing:
                    if let barista = context.state.baristaName {
                        Text("\(barista) is making your order")
                            .font(.title3)
                    } else {
                        Text("Being made")
                            .font(.title3)
                    }
                case .ready:
                    Label("Ready for pickup", systemImage: "cup.and.saucer.fill")
                        .font(.title3)
                        .foregroundStyle(.green)
                case .collected:
                    Text("Enjoy!")
                        .font(.title3)
                }
            }
            ProgressView(value: Double(context.state.stage.step), total: Double(BrewStage.allCases.count))
                .tint(.brown)
        }
        .padding()
    }
}

struct CoffeeOrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CoffeeOrderAttributes.self) { context in
            CoffeeOrderView(context: context)
                .activityBackgroundTint(Color(red: 0.96, green: 0.93, blue: 0.88))
                .activitySystemActionForegroundColor(.brown)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.orderCode.uppercased())
                        .font(.title3)
                        .fontWeight(.black)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Step \(context.state.stage.step) of 4")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.shopName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
                    .foregroundStyle(.brown)
            } compactTrailing: {
                if context.state.stage == .queued {
                    Text("#\(context.state.position)")
                } else if let readyAt = context.state.readyAt, readyAt > .now {
                    Text(timerInterval: .now...readyAt, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 40)
                } else {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                }
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
                    .foregroundStyle(.brown)
            }
        }
    }
}

extension CoffeeOrderAttributes {
    static var preview: CoffeeOrderAttributes {
        CoffeeOrderAttributes(shopName: "Blue Door Coffee", orderCode: "k42", items: ["Oat flat white", "Almond croissant"])
    }
}

extension CoffeeOrderAttributes.ContentState {
    static var queued: CoffeeOrderAttributes.ContentState {
        .init(position: 3, stage: .queued, readyAt: nil, baristaName: nil)
    }

    static var brewing: CoffeeOrderAttributes.ContentState {
        .init(position: 1, stage: .brewing, readyAt: Date(timeIntervalSinceNow: 150), baristaName: "Sam")
    }

    static var ready: CoffeeOrderAttributes.ContentState {
        .init(position: 0, stage: .ready, readyAt: Date(), baristaName: "Sam")
    }
}

#Preview("Notification", as: .content, using: CoffeeOrderAttributes.preview) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.queued
    CoffeeOrderAttributes.ContentState.brewing
    CoffeeOrderAttributes.ContentState.ready
}

#Preview("Compact", as: .dynamicIsland(.compact), using: CoffeeOrderAttributes.preview) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.brewing
}
