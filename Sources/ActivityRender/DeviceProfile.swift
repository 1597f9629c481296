/// A device the mockup imitates: its screen and the sizes, in points, each presentation may take.
///
/// Numbers are the HIG's "Live Activities" specifications (docs/ACTIVITYKIT.md, "Sizes"). The
/// profiles are device classes, not models: every iPhone of a class shares its numbers. A profile
/// without a Dynamic Island has `island == nil`; there an alerting update shows the Lock Screen
/// presentation as a banner, and the expanded regions are never drawn.
public struct DeviceProfile: Sendable, Equatable {
    /// The Dynamic Island's sizes on a device that has one.
    public struct Island: Sendable, Equatable {
        /// The HIG's compact leading or trailing width (each): what a side is recommended to keep
        /// within, and, with `isLimitedInWidth`, the most it may take.
        public var compactMaxWidth: Double
        /// The height of the compact and minimal presentations.
        public var compactHeight: Double
        /// A minimal view's width: the island grows from 36.67 to at most 45.
        public var minimalWidth: ClosedRange<Double>
        /// The expanded presentation's width; its height is the profile's `heightRange`.
        public var expandedWidth: Double
        /// The whole island in the compact presentation: leading view, camera, trailing view.
        public var compactIslandWidth: Double
        public var cornerRadius: Double
        /// iOS 27's limited-width island (landscape, `isDynamicIslandLimitedInWidth`): the compact
        /// sides do not grow past `compactMaxWidth`.
        public var isLimitedInWidth = false

        public init(compactMaxWidth: Double, compactHeight: Double = 36.67, minimalWidth: ClosedRange<Double> = 36.67...45,
                    expandedWidth: Double, compactIslandWidth: Double, cornerRadius: Double = 44) {
            self.compactMaxWidth = compactMaxWidth
            self.compactHeight = compactHeight
            self.minimalWidth = minimalWidth
            self.expandedWidth = expandedWidth
            self.compactIslandWidth = compactIslandWidth
            self.cornerRadius = cornerRadius
        }

        /// The camera between compact leading and trailing: what the two compact views leave of the
        /// island (about 125 pt on both iPhone classes; docs/ACTIVITYKIT.md, "Sizes").
        public var cameraGap: Double {
            compactIslandWidth - 2 * compactMaxWidth
        }
    }

    /// The id `--device` takes: `iphone-standard`, `iphone-pro`, `iphone-large`, `iphone-pro-max`,
    /// `iphone-no-island`, `ipad-11`, `ipad-13`.
    public var id: String
    /// A name for people, naming example models.
    public var name: String
    /// The screen in points, portrait.
    public var screenWidth: Double
    public var screenHeight: Double
    /// The Lock Screen presentation's width (also the banner's, without an island).
    public var lockScreenWidth: Double
    /// The Lock Screen and expanded heights: at least 84, and the system may truncate beyond 160.
    public var heightRange: ClosedRange<Double>
    /// The standard Lock Screen margin either side of the presentation.
    public var lockScreenMargin: Double
    public var island: Island?
    /// An iPhone: it has StandBy and pairs with an Apple Watch, CarPlay and a Mac's menu bar; an
    /// iPad has none of these (docs/ACTIVITYKIT.md, "Surfaces").
    public var isPhone: Bool

    public init(id: String, name: String, screenWidth: Double, screenHeight: Double, lockScreenWidth: Double,
                heightRange: ClosedRange<Double> = 84...160, lockScreenMargin: Double = 14, island: Island?, isPhone: Bool = true) {
        self.isPhone = isPhone
        self.id = id
        self.name = name
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.lockScreenWidth = lockScreenWidth
        self.heightRange = heightRange
        self.lockScreenMargin = lockScreenMargin
        self.island = island
    }

    public var hasDynamicIsland: Bool { island != nil }

    /// How far the widest island measured on device screenshots stays from each screen edge
    /// (docs/ACTIVITYKIT.md, "Sizes": measured, not documented).
    public static let islandEdgeInset = 36.67

    /// The widest a compact side may grow with its content before the system cuts it: the island
    /// grows until it is `islandEdgeInset` from each edge, or stays at the HIG's width when limited
    /// in width. Nil without an island.
    public var compactLimitWidth: Double? {
        guard let island else { return nil }
        if island.isLimitedInWidth { return island.compactMaxWidth }
        let grown = (screenWidth - 2 * Self.islandEdgeInset - island.cameraGap) / 2
        // Two decimals, as the HIG writes sizes.
        return max(island.compactMaxWidth, (grown * 100).rounded() / 100)
    }

    /// The profile with its island limited in width, or not (`--island limited`).
    public func islandLimited(_ limited: Bool) -> DeviceProfile {
        var profile = self
        profile.island?.isLimitedInWidth = limited
        return profile
    }

    /// Where the expanded view shows: the island's expanded width, or the banner's (the Lock Screen
    /// presentation, at its width) on a device without one.
    public var expandedWidth: Double { island?.expandedWidth ?? lockScreenWidth }

    /// 393 x 852: iPhone 14 Pro, 15, 15 Pro, 16.
    public static let iPhoneStandard = DeviceProfile(
        id: "iphone-standard", name: "iPhone (393 x 852, e.g. iPhone 16, 15 Pro)", screenWidth: 393, screenHeight: 852,
        lockScreenWidth: 371,
        island: Island(compactMaxWidth: 52.33, expandedWidth: 371, compactIslandWidth: 230))

    /// 430 x 932: iPhone 14/15 Pro Max, 15/16 Plus.
    public static let iPhoneLarge = DeviceProfile(
        id: "iphone-large", name: "iPhone large (430 x 932, e.g. iPhone 16 Plus, 15 Pro Max)", screenWidth: 430, screenHeight: 932,
        lockScreenWidth: 408,
        island: Island(compactMaxWidth: 62.33, expandedWidth: 408, compactIslandWidth: 250))

    /// 402 x 874: iPhone 16 Pro, 17, 17 Pro. The HIG lists the screen on a row of its own with the
    /// standard class's island and Lock Screen sizes.
    public static let iPhonePro = DeviceProfile(
        id: "iphone-pro", name: "iPhone Pro (402 x 874, e.g. iPhone 17, 17 Pro, 16 Pro)", screenWidth: 402, screenHeight: 874,
        lockScreenWidth: 371,
        island: Island(compactMaxWidth: 52.33, expandedWidth: 371, compactIslandWidth: 230))

    /// 440 x 956: iPhone 16 Pro Max, 17 Pro Max, with the large class's island and Lock Screen sizes.
    public static let iPhoneProMax = DeviceProfile(
        id: "iphone-pro-max", name: "iPhone Pro Max (440 x 956, e.g. iPhone 17 Pro Max, 16 Pro Max)", screenWidth: 440,
        screenHeight: 956, lockScreenWidth: 408,
        island: Island(compactMaxWidth: 62.33, expandedWidth: 408, compactIslandWidth: 250))

    /// An iPhone with a notch (390 x 844, iPhone 14 or 16e). The HIG gives it its class's Lock Screen,
    /// so it shares the standard class's 371 pt; the screen size is the model's own.
    public static let iPhoneNoIsland = DeviceProfile(
        id: "iphone-no-island", name: "iPhone without Dynamic Island (390 x 844, e.g. iPhone 16e)",
        screenWidth: 390, screenHeight: 844, lockScreenWidth: 371, island: nil)

    /// iPad 11" and smaller. The screen is the 11" iPad Pro's (portrait), which the HIG does not list.
    public static let iPad11 = DeviceProfile(
        id: "ipad-11", name: "iPad 11\" (834 x 1194)", screenWidth: 834, screenHeight: 1194,
        lockScreenWidth: 425, island: nil, isPhone: false)

    /// iPad 13" (1366 x 1024 landscape, stored portrait).
    public static let iPad13 = DeviceProfile(
        id: "ipad-13", name: "iPad 13\" (1024 x 1366)", screenWidth: 1024, screenHeight: 1366,
        lockScreenWidth: 500, island: nil, isPhone: false)

    /// Every profile, the default (`iphone-standard`) first, then by size.
    public static let all: [DeviceProfile] = [iPhoneStandard, iPhonePro, iPhoneLarge, iPhoneProMax, iPhoneNoIsland, iPad11, iPad13]

    /// Short names people type for `--device`, beside the ids.
    public static let aliases: [String: String] = [
        "standard": "iphone-standard", "iphone": "iphone-standard", "pro": "iphone-pro",
        "large": "iphone-large", "plus": "iphone-large", "max": "iphone-pro-max", "pro-max": "iphone-pro-max",
        "no-island": "iphone-no-island", "notch": "iphone-no-island",
        "ipad": "ipad-11", "ipad-small": "ipad-11", "ipad-large": "ipad-13",
    ]

    /// The profile with this id or alias, ignoring case; nil for anything else.
    public static func named(_ name: String) -> DeviceProfile? {
        let key = name.lowercased()
        let id = aliases[key] ?? key
        return all.first { $0.id == id }
    }
}
