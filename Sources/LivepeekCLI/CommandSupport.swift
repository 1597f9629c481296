import ActivityModel
import ArgumentParser
import DefinitionLoader
import Foundation
import PushFeed

/// What several commands share: loading a definition and reading feeds, with errors that exit 2.
enum CommandSupport {
    /// What every ACTIVITY argument takes.
    static let activityHelp = ArgumentHelp(
        "The activity: a folder with activity.yaml, a definition file, or the widget's Swift sources (a .swift file, or a folder of them).")

    /// Loads the definition or exits 2 with `file:line:column: error: …` on standard error.
    /// An ACTIVITY may also be Swift sources (a `.swift` file, or a folder of them without
    /// activity.yaml): `start` is then the clock's start, the `Date.now` of their `#Preview`.
    /// `previewStates`: false for a command given its own states, which then never runs the `#Preview`s'.
    static func loadDefinition(
        _ path: String, swift: SwiftSourceOptions, start: Date = Date(), previewStates: Bool = true
    ) throws -> DefinitionLoader.Loaded {
        do {
            let loaded = try load(path, swift: swift, start: start, previewStates: previewStates)
            for warning in loaded.definition.warnings {
                StandardError.warning(warning)
            }
            return loaded
        } catch {
            throw LivepeekError(error)
        }
    }

    /// The definition at `path`, YAML or Swift, without printing anything (the preview's reload).
    static func load(
        _ path: String, swift: SwiftSourceOptions, start: Date, previewStates: Bool = true
    ) throws(DefinitionError) -> DefinitionLoader.Loaded {
        if let files = SwiftSourceLoading.swiftFiles(path) {
            return try SwiftSourceLoading.load(files, options: swift, start: start, previewStates: previewStates)
        }
        var loaded = try DefinitionLoader.load(path: path)
        if let attributes = swift.attributes { try SwiftSourceLoading.applyAttributes(attributes, to: &loaded.definition) }
        return loaded
    }

    /// Streams the values of one feed to `body`, or exits 2 when the feed cannot be read.
    /// - Parameter source: the name results carry (nil when there is only one feed).
    static func readFeed(_ path: String, source: String?, _ body: (FeedValue) throws -> Void) throws {
        do {
            try FeedReader(path: path).forEach { value in
                var named = value
                named.source = source
                try body(named)
            }
        } catch let error as FeedReader.Error {
            throw LivepeekError("\(error)")
        }
    }

    /// The feed a command given none reads, as `preview` plays it: `feed.ndjson` beside the
    /// definition when the activity is a folder that has one, else the states of the Swift
    /// sources' `#Preview`, one a minute apart. `preview` plays it; `dump`, `validate` and `lint`
    /// stand at its last applied push, so `livepeek dump Samples/delivery` shows the sample, the
    /// same on every run.
    static func defaultFeed(activity: String, loaded: DefinitionLoader.Loaded) -> DefaultFeed? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: activity, isDirectory: &isFolder), isFolder.boolValue {
            let path = loaded.folder.appendingPathComponent(folderFeedName).path
            if FileManager.default.fileExists(atPath: path) { return DefaultFeed(path: path, isTemporary: false) }
        }
        return SwiftSourceLoading.writeDefaultFeed(loaded).map { DefaultFeed(path: $0, isTemporary: true) }
    }

    /// A default feed's file; one written for a `#Preview` is temporary, and `remove()` deletes it.
    struct DefaultFeed {
        var path: String
        var isTemporary: Bool

        func remove() {
            if isTemporary { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    static let folderFeedName = "feed.ndjson"

    /// A whole text file, or exit 2 naming it.
    static func readText(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw LivepeekError("cannot read '\(path)' as UTF-8 text")
        }
        return text
    }
}
