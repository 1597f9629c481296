import Testing
@testable import ActivityRender

/// Device profiles carry the "Sizes" table of docs/ACTIVITYKIT.md exactly.
@Suite struct DeviceProfileTests {
    @Test func standardIPhone() throws {
        let device = DeviceProfile.iPhoneStandard
        #expect(device.id == "iphone-standard")
        #expect((device.screenWidth, device.screenHeight) == (393, 852))
        #expect(device.lockScreenWidth == 371)
        #expect(device.heightRange == 84...160)
        let island = try #require(device.island)
        #expect(island.compactMaxWidth == 52.33)
        #expect(island.compactHeight == 36.67)
        #expect(island.minimalWidth == 36.67...45)
        #expect(island.expandedWidth == 371)
        #expect(island.compactIslandWidth == 230)
        #expect(island.cornerRadius == 44)
        #expect(abs(island.cameraGap - 125.34) < 0.001)
    }

    @Test func largeIPhone() throws {
        let device = DeviceProfile.iPhoneLarge
        #expect(device.id == "iphone-large")
        #expect((device.screenWidth, device.screenHeight) == (430, 932))
        #expect(device.lockScreenWidth == 408)
        #expect(device.heightRange == 84...160)
        let island = try #require(device.island)
        #expect(island.compactMaxWidth == 62.33)
        #expect(island.compactHeight == 36.67)
        #expect(island.minimalWidth == 36.67...45)
        #expect(island.expandedWidth == 408)
        #expect(island.compactIslandWidth == 250)
        #expect(abs(island.cameraGap - 125.34) < 0.001)
    }

    /// The HIG's rows for the 402 x 874 and 440 x 956 screens: the standard and large classes' sizes.
    @Test(arguments: [("iphone-pro", 402.0, 874.0, 52.33, 371.0), ("iphone-pro-max", 440, 956, 62.33, 408)])
    func proIPhonesHaveTheirOwnScreens(_ row: (id: String, width: Double, height: Double, compact: Double, expanded: Double)) throws {
        let device = try #require(DeviceProfile.named(row.id))
        #expect((device.screenWidth, device.screenHeight) == (row.width, row.height))
        #expect(device.lockScreenWidth == row.expanded)
        let island = try #require(device.island)
        #expect(island.compactMaxWidth == row.compact)
        #expect(island.expandedWidth == row.expanded)
        #expect(island.minimalWidth == 36.67...45 && island.compactHeight == 36.67)
        #expect(abs(island.cameraGap - 125.34) < 0.001)
    }

    @Test func devicesWithoutAnIsland() {
        let expected: [(String, Double)] = [("iphone-no-island", 371), ("ipad-11", 425), ("ipad-13", 500)]
        for (id, width) in expected {
            guard let device = DeviceProfile.named(id) else {
                Issue.record("no profile \(id)")
                continue
            }
            #expect(!device.hasDynamicIsland)
            #expect(device.island == nil)
            #expect(device.lockScreenWidth == width)
            #expect(device.expandedWidth == width, "the banner takes the Lock Screen width")
            #expect(device.heightRange == 84...160)
        }
        #expect(DeviceProfile.iPad13.screenWidth == 1024 && DeviceProfile.iPad13.screenHeight == 1366)
    }

    @Test func standardLockScreenMargin() {
        #expect(DeviceProfile.all.allSatisfy { $0.lockScreenMargin == 14 })
    }

    @Test func allProfilesDefaultFirst() {
        #expect(DeviceProfile.all.map(\.id) == ["iphone-standard", "iphone-pro", "iphone-large", "iphone-pro-max", "iphone-no-island",
                                                "ipad-11", "ipad-13"])
        #expect(DeviceProfile.all.filter(\.hasDynamicIsland).map(\.id) == ["iphone-standard", "iphone-pro", "iphone-large", "iphone-pro-max"])
    }

    @Test func namesAndAliases() {
        #expect(DeviceProfile.named("iphone-large") == .iPhoneLarge)
        #expect(DeviceProfile.named("IPHONE-LARGE") == .iPhoneLarge)
        #expect(DeviceProfile.named("standard") == .iPhoneStandard)
        #expect(DeviceProfile.named("large") == .iPhoneLarge)
        #expect(DeviceProfile.named("plus") == .iPhoneLarge)
        #expect(DeviceProfile.named("pro") == .iPhonePro)
        #expect(DeviceProfile.named("pro-max") == .iPhoneProMax)
        #expect(DeviceProfile.named("no-island") == .iPhoneNoIsland)
        #expect(DeviceProfile.named("ipad") == .iPad11)
        #expect(DeviceProfile.named("ipad-large") == .iPad13)
        #expect(DeviceProfile.named("galaxy") == nil)
        #expect(DeviceProfile.aliases.values.allSatisfy { id in DeviceProfile.all.contains { $0.id == id } })
    }
}
