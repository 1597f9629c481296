/// What the system tells a Live Activity's views about where they are drawn.
///
/// Mirrors SwiftUI's environment values the previewer can switch: layout direction (from the
/// locale, or forced), `isStale`, Always-On (`isLuminanceReduced`), the Dynamic Type size, the
/// locale identifier and its way of writing a time of day. The time zone is the scene's.
public struct Environment: Sendable, Equatable {
    public var layoutDirection: LayoutDirection
    public var isStale: Bool
    public var isLuminanceReduced: Bool
    public var dynamicTypeSize: DynamicTypeSize
    public var locale: String
    /// The locale's short time format, decided once here rather than on every frame.
    public var clock: ClockFormat

    public init(locale: String = "en", isStale: Bool = false, isLuminanceReduced: Bool = false,
                dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection? = nil) {
        self.locale = locale
        clock = ClockFormat(locale: locale)
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection ?? (Environment.isRightToLeft(locale: locale) ? .rightToLeft : .leftToRight)
    }

    /// Arabic, Hebrew, Persian and Urdu lay out right to left (`ar`, `he`, `fa`, `ur`, with or
    /// without a region: `ar-SA`, `he_IL`).
    public static func isRightToLeft(locale: String) -> Bool {
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "he", "iw", "fa", "ur"].contains(language)
    }
}
