//
//  PackageAttributes.swift
//  Parcel (shared framework)
//

import ActivityKit
import Foundation

struct PackageAttributes: ActivityAttributes {
    var carrier: String
    var trackingNumber: String
    var itemName: String
}

enum ShipmentStatus: String, Codable, Hashable {
    case labelCreated = "label_created"
    case inTransit = "in_transit"
    case outForDelivery = "out_for_delivery"
    case delivered
    case exception

    var progress: Double {
        switch self {
        case .labelCreated: 0.1
        case .inTransit: 0.4
        case .outForDelivery: 0.8
        case .delivered: 1.0
        case .exception: 0.4
        }
    }
}
