//
//  PizzaDeliveryLiveActivity.swift
//  PizzaWidgets
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PizzaDeliveryAttributes: ActivityAttributes {
    public typealias PizzaDeliveryStatus = ContentState

    public struct ContentState: Codable, Hashable {
        var driverName: String
        var deliveryTimer: ClosedRange<Date>
        var stage: PizzaStage
    }

    var numberOfPizzas: Int
    var totalAmount: String
    var orderNumber: String
}

// The kitchen's API sends the stage as a number.
enum PizzaStage: Int, Codable, Hashable, CaseIterable {
    case ordered
    case baking
    case boxed
    case onTheWay
    case delivered

    var title: String {
        switch self {
        case .ordered: "Order received"
        case .baking: "In the oven"
        case .boxed: "Boxed up"
        case .onTheWay: "On the way"
        case .delivered: "Delivered"
        }
    }

    var symbol: String {
        switch self {
        case .ordered: return "list.bullet.clipboard"
        case .baking: return "flame.fill"
        case .boxed: return "shippingbox.fill"
        case .onTheWay: return "car.fill"
        case .delivered: return "house.fill"
        }
    }
}

struct StageRow: View {
    let current: PizzaStage
    var activeColor: Color = .orange

    var body: some View {
        HStack(spacing: 12) {
            ForEach(PizzaStage.allCases, id: \.self) { stage in
                Image(systemName: stage.symbol)
                    .foregroundStyle(stage.rawValue <= current.rawValue ? activeColor : .gray)
            }
        }
    }
}

struct PizzaLockScreenView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label("\(context.attributes.numberOfPizzas) pizzas", systemImage: "takeoutbag.and.cup.and.straw.fill")
                    .font(.headline)
                Spacer()
                Text("#\(context.attributes.orderNumber)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            stageMessage
            ProgressView(value: Double(context.state.stage.rawValue), total: 4)
                .tint(.orange)
            StageRow(current: context.state.stage)
        }
        .padding()
    }

    @ViewBuilder
    private var stageMessage: some View {
        switch context.state.stage {
        case .onTheWay:
            HStack {
                Label(context.state.driverName, systemImage: "person.fill")
                Spacer()
                Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                    .monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
            }
        case .delivered:
            Label("Enjoy your pizza!", systemImage: "checkmark.seal.fill")
        default:
            Text(context.state.stage.title)
                .font(.subheadline)
        }
    }
}

struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            PizzaLockScreenView(context: context)
                .activityBackgroundTint(.black.opacity(0.8))
                .activitySystemActionForegroundColor(.orange)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.stage.title, systemImage: context.state.stage.symbol)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.stage == .onTheWay {
                        Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                            .monospacedDigit()
                            .frame(width: 50)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.attributes.numberOfPizzas) pizzas · \(context.attributes.totalAmount)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(.orange)
            } compactTrailing: {
                if context.state.stage == .onTheWay {
                    Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 40)
                } else {
                    Text("\(context.state.stage.rawValue + 1)/5")
                }
            } minimal: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(.orange)
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
    }
}

extension PizzaDeliveryAttributes {
    fileprivate static var preview: PizzaDeliveryAttributes {
        PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$32.40", orderNumber: "A1-2043")
    }
}

extension PizzaDeliveryAttributes.ContentState {
    fileprivate static var baking: PizzaDeliveryAttributes.ContentState {
        PizzaDeliveryAttributes.ContentState(driverName: "Bill", deliveryTimer: Date.now...Date(timeIntervalSinceNow: 30 * 60), stage: .baking)
    }

    fileprivate static var onTheWay: PizzaDeliveryAttributes.ContentState {
        PizzaDeliveryAttributes.ContentState(driverName: "Bill", deliveryTimer: .now...(.now + 15 * 60), stage: .onTheWay)
    }
}

#Preview("Notification", as: .content, using: PizzaDeliveryAttributes.preview) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState.baking
    PizzaDeliveryAttributes.ContentState.onTheWay
}
