// The first version of the attributes, kept for reference while old builds are still installed.
// It lives in a hidden folder, so Xcode does not compile it and livepeek must not read it.

import ActivityKit
import Foundation

struct LaunchAttributesV1: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var secondsToLaunch: Int
    }

    var missionName: String
}
