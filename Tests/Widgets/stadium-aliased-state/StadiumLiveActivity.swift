import ActivityKit
import SwiftUI
import UIKit
import WidgetKit

struct StadiumAttributes: ActivityAttributes {
    typealias ContentState = Phase

    let venue: String
    let home: Club
    let captions: Captions
}

extension StadiumAttributes {
    enum Phase: Codable, Hashable {
        case playing(kickoff: Date, share: Double)
        case halftime(kickoff: Date)
    }

    struct Captions: Codable, Hashable {
        let live: String
        let paused: String

        init(live: String = "Live", paused: String = "Half time") {
            self.live = live
            self.paused = paused
        }
    }

    struct Club: Codable, Hashable {
        let name: String
        let crest: Data

        enum Presets {
            static let rovers = Club(name: "Rovers", crest: UIImage(named: "rovers_crest")!.pngData()!)
        }
    }
}

// Members of the state written on the alias, as many apps do.
extension StadiumAttributes.ContentState {
    static var opening: StadiumAttributes.ContentState {
        .playing(kickoff: .now.addingTimeInterval(-1_200), share: 0.25)
    }

    var kickoff: Date {
        switch self {
        case .playing(let kickoff, _), .halftime(let kickoff): return kickoff
        }
    }

    var share: Double {
        if case .playing(_, let share) = self { return share }
        return 0.5
    }
}

extension Date {
    func stamped(as prefix: String) -> String { prefix + " " + formatted(date: .omitted, time: .shortened) }
    func formatted(as tag: String) -> String { tag + "!" }
}

struct ClubBadge: View {
    let club: StadiumAttributes.Club

    var body: some View {
        if let crest = UIImage(data: club.crest) {
            Image(uiImage: crest).resizable().frame(width: 24, height: 24)
        } else {
            Text("no crest")
        }
    }
}

struct ShareRing: View {
    let share: Double

    var body: some View {
        Circle()
            .trim(from: 0, to: share)
            .stroke(Color.green, lineWidth: 3)
            .rotationEffect(.degrees(-90))
            .frame(width: 16, height: 16)
    }
}

struct StadiumLiveActivity: Widget {
    private var bundleName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Matchday"
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StadiumAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    ClubBadge(club: context.attributes.home)
                    Text(context.attributes.home.name)
                    Text(context.attributes.captions.live)
                }
                Text(context.state.kickoff.stamped(as: "Kick-off"))
                Text(context.state.kickoff.formatted(as: "tag"))
                Text(bundleName)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.venue) }
            } compactLeading: {
                ShareRing(share: context.state.share)
            } compactTrailing: {
                Text(context.attributes.home.name)
            } minimal: {
                ShareRing(share: context.state.share)
            }
        }
    }
}

extension StadiumAttributes {
    static var preview: StadiumAttributes {
        StadiumAttributes(venue: "Riverside", home: .Presets.rovers, captions: .init())
    }
}

#Preview("Lock Screen", as: .content, using: StadiumAttributes.preview) {
    StadiumLiveActivity()
} contentStates: {
    .opening
}
