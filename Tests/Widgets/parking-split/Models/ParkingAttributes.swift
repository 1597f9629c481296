//
//  ParkingAttributes.swift
//  ParkKit (shared by the app, the widget extension and the App Clip)
//

import ActivityKit
import Foundation

/// A paid on-street parking session in a zone.
struct ParkingSessionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var paidUntil: Date
        var startedAt: Date
        var totalCost: Decimal
        var canExtend: Bool
    }

    var zoneCode: String
    var licensePlate: String
    var streetName: String
    var currencyCode: String
}

/// A ticketed stay in a multi-storey garage.
struct GarageAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var level: Int
        var spot: String?
        var enteredAt: Date
        var rate: RateTier
    }

    var garageName: String
    var ticketId: UUID
}

enum RateTier: Int, Codable, Hashable {
    case standard = 1
    case earlyBird = 2
    case overnight = 3

    var label: String {
        switch self {
        case .standard: "Standard rate"
        case .earlyBird: "Early bird"
        case .overnight: "Overnight"
        }
    }
}
