//
//  RailTripAttributes.swift
//  RailTripWidget
//

import ActivityKit
import Foundation

struct Stop: Codable, Hashable {
    var id: Int
    var name: String
}

struct Leg: Codable, Hashable {
    var line: String
    var delayMinutes: Int
    var stops: [Stop]

    var isLate: Bool { delayMinutes > 0 }
    var label: String { "\(line) +\(delayMinutes)" }
}

struct RailTripAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var legs: [Leg]
        var nextStopID: Int
        var platform: String?
    }

    var tripName: String
}

/// The leg that calls at the given stop.
func leg(servingStop stopID: Int, in legs: [Leg]) -> Leg? {
    let found = legs.first(where: { $0.stops.contains(where: { $0.id == stopID }) })
    if found != nil { return found }
    return legs.last
}
