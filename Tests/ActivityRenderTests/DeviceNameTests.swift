import Testing
@testable import ActivityRender

/// A profile's label names only models whose screen, in points, is the profile's.
@Suite struct DeviceNameTests {
    /// Portrait screens in points (Apple's device specifications).
    static let screens: [String: (Int, Int)] = [
        "iPhone 16": (393, 852), "iPhone 15 Pro": (393, 852), "iPhone 15": (393, 852), "iPhone 14 Pro": (393, 852),
        "iPhone 16 Plus": (430, 932), "iPhone 15 Pro Max": (430, 932), "iPhone 15 Plus": (430, 932), "iPhone 14 Pro Max": (430, 932),
        "iPhone 16 Pro": (402, 874), "iPhone 17": (402, 874), "iPhone 17 Pro": (402, 874),
        "iPhone 16 Pro Max": (440, 956), "iPhone 17 Pro Max": (440, 956), "iPhone 16e": (390, 844),
    ]

    @Test(arguments: DeviceProfile.all.filter { $0.id.hasPrefix("iphone") })
    func theModelsNamedHaveTheProfilesScreen(_ profile: DeviceProfile) throws {
        let examples = try #require(profile.name.range(of: "e.g. ")).upperBound
        let list = profile.name[examples...].dropLast()  // the closing parenthesis
        var named = 0
        var family = ""
        for part in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            // "iPhone 16, 15 Pro": a bare "15 Pro" is of the family named first.
            let model = part.hasPrefix("iPhone") ? part : family + part
            if part.hasPrefix("iPhone") { family = "iPhone " }
            let screen = try #require(Self.screens[model], "unknown model '\(model)' in '\(profile.name)'")
            #expect(screen.0 == Int(profile.screenWidth) && screen.1 == Int(profile.screenHeight), "\(model) is \(screen), not the profile's")
            named += 1
        }
        #expect(named > 0)
    }
}
