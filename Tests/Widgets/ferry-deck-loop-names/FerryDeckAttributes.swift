import ActivityKit
import Foundation

enum BoardingState: String, Codable, CaseIterable {
    case waiting, boarding, sailing
}

struct FerryDeckAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var state: BoardingState
        var secondsAtSea: Double
    }

    var vessel: String
    var bookingID: String
}

extension FerryDeckAttributes {
    static var preview: FerryDeckAttributes {
        FerryDeckAttributes(vessel: "Skerry Queen", bookingID: UUID().uuidString)
    }
}
