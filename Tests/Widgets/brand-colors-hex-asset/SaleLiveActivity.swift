//
//  SaleLiveActivity.swift
//  ShopWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FlashSaleAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var discountPercent: Int
        var itemsLeft: Int
    }

    var shopName: String
}

extension Color {
    init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        var value: UInt64 = 0
        Scanner(string: digits).scanHexInt64(&value)
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}

struct SaleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlashSaleAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.shopName)
                    .font(.headline)
                    .foregroundStyle(Color("BrandPrimary"))
                Text("\(context.state.discountPercent)% off")
                    .font(.title2.bold())
                    .foregroundStyle(Color(hex: "#FF8800"))
                Text("\(context.state.itemsLeft) items left")
            }
            .padding()
            .activityBackgroundTint(Color("BrandBackground"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.shopName)
                        .foregroundColor(Color("BrandPrimary"))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.itemsLeft) left")
                }
            } compactLeading: {
                Image(systemName: "tag.fill")
                    .foregroundStyle(Color(hex: "#FF8800"))
            } compactTrailing: {
                Text("-\(context.state.discountPercent)%")
                    .foregroundStyle(Color(hex: "#FF8800"))
            } minimal: {
                Text("\(context.state.discountPercent)")
            }
        }
    }
}
