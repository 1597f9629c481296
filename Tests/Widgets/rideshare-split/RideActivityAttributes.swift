//
//  RideActivityAttributes.swift
//  Shared between the app target (which starts the activity) and the widget extension.
//

import ActivityKit
import Foundation

struct RideActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var phase: RidePhase
        var driver: Driver
        var pickupWindow: ClosedRange<Date>
        var minutesAway: Int
        var surgeMultiplier: Double?

        // The dispatch backend speaks snake_case.
        enum CodingKeys: String, CodingKey {
            case phase
            case driver
            case pickupWindow = "pickup_window"
            case minutesAway = "minutes_away"
            case surgeMultiplier = "surge_multiplier"
        }
    }

    struct Driver: Codable, Hashable {
        var name: String
        var rating: Double
        var vehicle: Vehicle
    }

    struct Vehicle: Codable, Hashable {
        var make: String
        var model: String
        var licensePlate: String

        enum CodingKeys: String, CodingKey {
            case make, model
            case licensePlate = "license_plate"
        }

        var displayName: String {
            "\(make) \(model)"
        }
    }

    var rideId: String
    var pickupAddress: String
    var dropoffAddress: String
}

enum RidePhase: String, Codable, Hashable {
    case searching, driverAssigned = "driver_assigned", arriving, inProgress = "in_progress", completed

    var headline: String {
        switch self {
        case .searching: return "Finding your driver"
        case .driverAssigned: return "Driver assigned"
        case .arriving: return "Arriving now"
        case .inProgress: return "On your way"
        case .completed: return "Trip complete"
        }
    }
}
