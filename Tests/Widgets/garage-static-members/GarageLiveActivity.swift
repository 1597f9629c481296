import ActivityKit
import SwiftUI
import WidgetKit

struct GarageServiceAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var step: String
        var isUrgent: Bool
    }

    var plate: String
}

enum GarageStyle {
    enum Palette {
        static let accent = Color(hex: "#FF9500")
        static let quiet = Color.gray
    }

    static let badge = Palette.accent
    static let logo = Image(systemName: "wrench.and.screwdriver.fill")
    static let titleSize: CGFloat = 17
}

extension Color {
    init(hex: String) {
        self.init(.sRGB, red: 1, green: 0.58, blue: 0, opacity: 1)
    }
}

struct PlateTitle: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content.font(.custom("DIN Condensed", size: size))
    }
}

struct GarageLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GarageServiceAttributes.self) { context in
            HStack {
                GarageStyle.logo
                VStack(alignment: .leading) {
                    Text(context.attributes.plate)
                        .modifier(PlateTitle(size: GarageStyle.titleSize))
                    Text(context.state.step)
                        .foregroundStyle(Color.brandTeal)
                }
                Spacer()
                Text("Garage")
                    .padding(4)
                    .background(GarageStyle.badge)
            }
            .padding()
            .environment(\.colorScheme, .dark)
            .activityBackgroundTint(context.state.isUrgent ? Color("Night") : Color("Dusk"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    GarageStyle.logo
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.step)
                }
            } compactLeading: {
                GarageStyle.logo
            } compactTrailing: {
                Text(context.attributes.plate)
            } minimal: {
                GarageStyle.logo
            }
            .keylineTint(.brandTeal)
        }
    }
}
