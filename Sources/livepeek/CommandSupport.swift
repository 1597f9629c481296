import ActivityModel
import ArgumentParser
import DefinitionLoader
import Foundation
import PushFeed

/// What several commands share: loading a definition and reading feeds, with errors that exit 2.
enum CommandSupport {
    /// Loads the definition or exits 2 with `file:line:column: error: …` on standard error.
    static func loadDefinition(_ path: String) throws -> DefinitionLoader.Loaded {
        do {
            let loaded = try DefinitionLoader.load(path: path)
            for warning in loaded.definition.warnings {
                StandardError.write(warning.description.replacingOccurrences(of: ": error: ", with: ": warning: "))
            }
            return loaded
        } catch {
            StandardError.write(error.description)
            throw ExitCode(2)
        }
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
            StandardError.write("livepeek: \(error)")
            throw ExitCode(2)
        }
    }

    /// The feed a bare command uses: `feed.ndjson` beside the definition, when the activity is a
    /// folder that has one. `preview` plays it; `dump`, `validate` and `lint` stand at its last
    /// applied push, so `livepeek dump Samples/delivery` shows the sample, the same on every run.
    static func folderFeed(activity: String, loaded: DefinitionLoader.Loaded) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: activity, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let path = loaded.folder.appendingPathComponent(folderFeedName).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    static let folderFeedName = "feed.ndjson"

    /// A whole text file, or exit 2 naming it.
    static func readText(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            StandardError.write("livepeek: cannot read '\(path)' as UTF-8 text")
            throw ExitCode(2)
        }
        return text
    }
}
