//
//  FlightAttributes.swift
//  Flights (app and widget extension targets)
//

import ActivityKit
import Foundation

struct FlightAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: FlightStatus
        var gate: String?
        var departureTime: Date
        var arrivalTime: Date
        var delayMinutes: Int16
        /// 0...1 along the great circle, from the airline's tracking feed.
        var progress: Double

        enum CodingKeys: String, CodingKey {
            case status
            case gate = "departure_gate"
            case departureTime
            case arrivalTime
            case delayMinutes
            case progress
        }
    }

    var airline: String
    var flightNumber: String
    var origin: String
    var destination: String
}

enum FlightStatus: String, Codable, Hashable {
    case scheduled
    case boarding
    case delayed
    case enRoute = "en_route"
    case landed

    var title: String {
        switch self {
        case .scheduled: "Scheduled"
        case .boarding: "Boarding"
        case .delayed: "Delayed"
        case .enRoute: "En route"
        case .landed: "Landed"
        }
    }
}

extension FlightAttributes.ContentState {
    var statusLine: String {
        if status == .delayed {
            return "Delayed \(delayMinutes) min"
        } else if status == .boarding {
            return "Boarding at \(gate ?? "TBA")"
        } else {
            return status.title
        }
    }
}
