import ActivityModel

/// Declarations of the frameworks and SDKs whose Live Activity types a widget configures but no
/// app source declares (AlarmKit's `AlarmAttributes<Metadata>`, OneSignal's
/// `DefaultLiveActivityAttributes`), written in Swift and read as the app's own sources are, so the
/// contract, the previews and the views need nothing of their own for them.
enum FrameworkDeclarations {
    struct Framework: Sendable {
        /// The module, and the path diagnostics about these declarations name (`livepeek:AlarmKit.swift`).
        var name: String
        /// What a source that configures the framework's type writes (`AlarmAttributes<`).
        var configures: String
        /// The type whose declaration in the sources means they bring their own.
        var declares: String
        var text: String

        var source: SwiftSourceReader.Source { .init(path: "livepeek:\(name).swift", text: text) }
    }

    static let all: [Framework] = [alarmKit, oneSignal]

    /// The declarations `sources` need: of each framework whose type they use without declaring it.
    static func needed(by sources: [SwiftSourceReader.Source]) -> [SwiftSourceReader.Source] {
        all.filter { framework in
            sources.contains { $0.text.containsUTF8(framework.configures) }
                && !sources.contains { source in
                    // Matched as bytes: Foundation's `contains` bridges each source to an `NSString`.
                    ["struct ", "class ", "typealias "].contains { source.text.containsUTF8($0 + framework.declares) }
                }
        }.map(\.source)
    }
}
