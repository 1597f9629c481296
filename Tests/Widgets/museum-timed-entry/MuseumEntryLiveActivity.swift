import ActivityKit
import SwiftUI
import WidgetKit

struct MuseumEntryAttributes: ActivityAttributes {
    typealias ContentState = Entry

    let museum: String
    let wing: String
}

/// Whether the visitor may go in yet: the app sends the entry slot, and the widget decides by the clock.
enum Entry: Codable, Hashable {
    case waiting(slot: Date, guests: Int)
    case inside(slot: Date, guests: Int)

    private enum CodingKeys: String, CodingKey { case slot, guests }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let seconds = try container.decodeIfPresent(TimeInterval.self, forKey: .slot) {
            let slot = Date(timeIntervalSince1970: seconds)
            let guests = try container.decode(Int.self, forKey: .guests)
            self = Self.byClock(slot: slot, guests: guests)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no slot"))
        }
    }

    private static func byClock(slot: Date, guests: Int) -> Entry {
        Date.now >= slot ? .inside(slot: slot, guests: guests) : .waiting(slot: slot, guests: guests)
    }

    var slot: Date {
        switch self {
        case .waiting(let slot, _), .inside(let slot, _): return slot
        }
    }

    var isInside: Bool {
        if case .inside = self { return true }
        return false
    }
}

enum TicketStyle {
    case day
    case night

    var ink: Color {
        switch self {
        case .day: .museumInk
        case .night: .museumPaper
        }
    }
}

extension View {
    @ViewBuilder
    func applyIf(_ condition: Bool, @ViewBuilder _ transform: (Self) -> some View) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func onSizeChange(_ action: @escaping (CGSize) -> Void) -> some View {
        background(SizeReporter(action: action))
    }
}

struct SizeReporter: View {
    var action: (CGSize) -> Void
    var body: some View { Color.clear }
}

struct WingBadge: View {
    let wing: String
    var size: CGSize = .init(width: 96, height: 20)
    private let style: TicketStyle = .night

    var body: some View {
        Text(wing)
            .foregroundColor(style.ink)
            .frame(width: size.width, height: size.height, alignment: .leading)
    }
}

struct MuseumEntryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MuseumEntryAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack(spacing: 0) {
                    WingBadge(wing: context.attributes.wing, size: .init(width: 128, height: 20))
                    Text(context.attributes.museum)
                }
                Text(context.state.isInside ? "Welcome in" : "Your slot is coming up")
                    .applyIf(context.state.isInside) { $0.bold() }
                    .onSizeChange { size in print(size) }
                Text(Calendar.current.isDateInToday(context.state.slot) ? "Today" : "Another day")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.museum)
                }
            } compactLeading: {
                Text(context.state.isInside ? "In" : "Soon")
            } compactTrailing: {
                WingBadge(wing: "W", size: .init(width: 12, height: 20))
            } minimal: {
                Text(context.state.isInside ? "In" : "…")
            }
        }
    }
}
