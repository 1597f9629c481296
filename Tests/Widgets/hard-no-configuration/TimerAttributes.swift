//
//  TimerAttributes.swift
//  FocusTimer (app target)
//
//  The app target's half of a Live Activity: the attributes the app starts the activity with.
//  The widget extension that draws it lives in another target, which was not passed to livepeek.
//

import ActivityKit
import Foundation

struct FocusTimerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var endsAt: Date
        var isOnBreak: Bool
    }

    var sessionName: String
}

enum FocusTimerLauncher {
    static func start(minutes: Int) throws -> Activity<FocusTimerAttributes> {
        let state = FocusTimerAttributes.ContentState(endsAt: .now + Double(minutes) * 60, isOnBreak: false)
        return try Activity.request(
            attributes: FocusTimerAttributes(sessionName: "Deep work"),
            content: .init(state: state, staleDate: nil),
            pushType: .token
        )
    }
}
