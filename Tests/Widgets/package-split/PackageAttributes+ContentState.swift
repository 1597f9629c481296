//
//  PackageAttributes+ContentState.swift
//  Parcel (shared framework)
//
//  The dynamic part lives in its own file because the push server's Swift client reuses it.
//

import ActivityKit
import Foundation

extension PackageAttributes {
    struct ContentState: Codable, Hashable {
        var status: ShipmentStatus
        var checkpoints: [Checkpoint]
        var deliveryWindow: ClosedRange<Date>?
        var stopsAway: Int?
    }

    struct Checkpoint: Codable, Hashable {
        var city: String
        var description: String
        var timestamp: Date

        enum CodingKeys: String, CodingKey {
            case city
            case description = "desc"
            case timestamp = "ts"
        }
    }
}
