extension FrameworkDeclarations {
    /// OneSignal's `DefaultLiveActivityAttributes` (its `OneSignalLiveActivities` module): a widget
    /// configured with it takes its whole content from two dictionaries of any JSON, `data` in the
    /// attributes and in the state, read with `data["title"]?.asString()`; OneSignal's own metadata
    /// travels beside them. Declared after the SDK's public interface (docs/ACTIVITYKIT.md, "SDK
    /// attributes").
    static let oneSignal = Framework(
        name: "OneSignalLiveActivities", configures: "DefaultLiveActivityAttributes",
        declares: "DefaultLiveActivityAttributes",
        text: """
            import ActivityKit

            struct DefaultLiveActivityAttributes: ActivityAttributes {
                var data: [String: AnyCodable]
                var onesignal: OneSignalLiveActivityAttributeData

                struct ContentState: Codable, Hashable {
                    var data: [String: AnyCodable]
                    var onesignal: OneSignalLiveActivityContentStateData?
                }
            }

            struct OneSignalLiveActivityAttributeData: Codable, Hashable {
                var activityId: String
            }

            struct OneSignalLiveActivityContentStateData: Codable, Hashable {
                var notificationId: String?
            }

            /// Any JSON value, as the SDK's `AnyCodable` holds it.
            struct AnyCodable: Codable, Hashable {
                let value: Any

                init(_ value: Any) { self.value = value }

                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    value = try container.decode(String.self)
                }

                func asString() -> String? { value as? String }
                func asInt() -> Int? { value as? Int }
                func asDouble() -> Double? { (value as? Double) ?? (value as? Int).map(Double.init) }
                func asBool() -> Bool? { value as? Bool }
                func asArray() -> [AnyCodable]? { (value as? [Any])?.map { AnyCodable($0) } }
                func asDict() -> [String: AnyCodable]? { (value as? [String: Any])?.mapValues { AnyCodable($0) } }
            }
            """)
}
