import ActivityRender
import ArgumentParser
import Foundation

/// What the shell completes for each value (`livepeek --generate-completion-script bash|zsh|fish`):
/// the built-in names for `--device`, `--theme`, `--dynamic-type`, `--surface`, the locales whose
/// layout differs, and paths for activities, feeds and goldens.
///
/// `--format` needs nothing here: its values are `CaseIterable` enums, which argument-parser lists
/// by itself.
enum Completions {
    /// A folder (bash's `plusdirs`) or a definition file.
    static var activity: CompletionKind { .file(extensions: ["yaml", "yml", "json", "swift"]) }

    static var devices: CompletionKind { .list(DeviceProfile.all.map(\.id)) }

    /// The built-in themes, then the theme files and folders at the path typed so far.
    static var themes: CompletionKind {
        .custom { _, _, prefix in
            BuiltInThemes.names.filter { $0.hasPrefix(prefix) } + themeFiles(matching: prefix)
        }
    }

    /// English, then the right-to-left locales (whose layout and digits change), then a few others.
    static var locales: CompletionKind { .list(["en", "ar", "he", "fa", "ur", "de", "es", "fr", "ja", "zh"]) }

    /// UTC, then a few zones either side of it.
    static var timeZones: CompletionKind { .list(["UTC", "America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Berlin", "Asia/Tokyo"]) }

    /// The names `DynamicTypeSize(name:)` reads, in size order.
    static var dynamicTypeSizes: CompletionKind {
        .list(["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    static var surfaces: CompletionKind { .list(SurfaceKind.names) }

    /// Folders and `.yaml` files whose path starts with `prefix`; hidden entries only when the prefix
    /// names them. A folder has no `/` of its own: the script's `complete -o filenames` adds it.
    static func themeFiles(matching prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folder = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasPrefix(start), start.hasPrefix(".") || !name.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + name, isDirectory: &isDirectory) else { return nil }  // a dangling link
            if isDirectory.boolValue { return folder + name }
            return name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? folder + name : nil
        }
    }
}
