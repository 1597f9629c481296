/// The sizes, in points, of the surfaces ActivityKit draws beyond the phone's own presentations
/// (docs/ACTIVITYKIT.md, "Surfaces", which names each source and each assumption).
public enum SurfaceMetrics {
    /// StandBy scales the Lock Screen presentation by 2x to fill the landscape screen.
    public static let standByScale = 2.0
    /// A Live Activity in the Smart Stack of a 45 mm Apple Watch, the size the `.small` family is
    /// laid out at there.
    public static let smartStackWidth = 184.0
    public static let smartStackHeight = 80.5
    /// A Live Activity on the CarPlay Dashboard: the first of the three sizes the HIG lists.
    public static let carPlayWidth = 240.0
    public static let carPlayHeight = 78.0

    /// The fixed frame of the Smart Stack's or CarPlay's Live Activity; nil for other surfaces.
    public static func frame(_ kind: SurfaceKind) -> (width: Double, height: Double)? {
        switch kind {
        case .smartStack: return (smartStackWidth, smartStackHeight)
        case .carPlay: return (carPlayWidth, carPlayHeight)
        default: return nil
        }
    }
    /// Between the compact views side by side in the menu bar: SwiftUI's default stack spacing, as
    /// no gap is documented.
    public static let menuBarSpacing = 8.0

    /// The StandBy screen on `device`: its portrait screen turned to landscape.
    public static func standByScreen(_ device: DeviceProfile) -> (width: Double, height: Double) {
        (device.screenHeight, device.screenWidth)
    }

    /// The widest the menu bar's pair of compact views may be: each side at the paired iPhone's
    /// compact width (the standard class's when the profile has no island), and the gap.
    public static func menuBarMaxWidth(_ device: DeviceProfile) -> Double {
        let side = device.island?.compactMaxWidth ?? DeviceProfile.iPhoneStandard.island?.compactMaxWidth ?? 52.33
        // Two decimals, as the HIG writes the sides: 112.66, not 112.66000000000001.
        return ((2 * side + menuBarSpacing) * 100).rounded() / 100
    }

    /// The menu bar's compact views are the phone's, one line of the island tall.
    public static func menuBarHeight(_ device: DeviceProfile) -> Double {
        device.island?.compactHeight ?? DeviceProfile.iPhoneStandard.island?.compactHeight ?? 36.67
    }
}
