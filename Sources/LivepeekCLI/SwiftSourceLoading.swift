import ActivityModel
import ArgumentParser
import DefinitionLoader
import Foundation
import SwiftUISource

/// The options of an ACTIVITY given as Swift sources.
struct SwiftSourceOptions: ParsableArguments {
    @Option(name: .customLong("activity"), help: "With Swift sources holding several ActivityAttributes types: the one to read.")
    var activityName: String?

    @Option(help: "The static attributes, as JSON text or a file holding it, decoded as a push-to-start's are (a wrong type or missing key is refused); they replace a #Preview's or the definition's.")
    var attributes: String?

    @Option(
        help: ArgumentHelp(
            "The app's UserDefaults the widget reads (its app group's), as JSON text or a file holding it: "
                + "an object of key to value. Without it, each key reads a sample value.",
            valueName: "json|file"))
    var defaults: String?
}

/// Reads an ACTIVITY that is a `.swift` file, or a folder without `activity.yaml` holding `.swift` files.
enum SwiftSourceLoading {
    /// The Swift files an ACTIVITY names, or nil when it is a YAML/JSON definition.
    static func swiftFiles(_ path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue { return path.hasSuffix(".swift") ? [path] : nil }
        let folder = URL(fileURLWithPath: path)
        if DefinitionLoader.fileNames.contains(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) { return nil }
        var found: [String] = []
        collect(path.hasSuffix("/") ? String(path.dropLast()) : path, into: &found, depth: 0)
        return found.isEmpty ? nil : found.sorted()
    }

    /// Folders of a repository that hold no part of the app's own widget: dependencies (CocoaPods,
    /// Carthage, npm), build products, and test targets (whose mocks may declare the same types).
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "node_modules", "DerivedData", "build", "Build", "SourcePackages",
    ]

    static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix("Tests")
    }

    /// Recursively, skipping hidden, dependency, build and test folders (and links back up: at most 32 deep).
    private static func collect(
        _ folder: String, into found: inout [String], depth: Int,
        matching: (String) -> Bool = { $0.hasSuffix(".swift") }
    ) {
        guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                guard !isSkipped(folder: name) else { continue }
                collect(path, into: &found, depth: depth + 1, matching: matching)
            } else if matching(name) {
                found.append(path)
            }
        }
    }

    /// The string tables of the sources' folder and the folders under it: `*.lproj/*.strings`,
    /// `*.stringsdict`, `*.xcstrings`, where an app keeps them beside its widget.
    static func stringTables(beside files: [String]) -> [String] {
        let absolute = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard let first = absolute.first else { return [] }
        // The folder all the sources share; sources with none but `/` are looked beside the first.
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent().path
        var root = folder
        for file in absolute.dropFirst() {
            while !file.hasPrefix(root + "/"), root != "/", !root.isEmpty {
                root = URL(fileURLWithPath: root).deletingLastPathComponent().path
            }
        }
        if root == "/" || root.isEmpty { root = folder }
        var found: [String] = []
        collect(root, into: &found, depth: 0) { name in
            StringTableReader.extensions.contains { name.hasSuffix("." + $0) }
        }
        return found.filter { path in
            // `.strings` and `.stringsdict` count only inside a language folder; a catalog anywhere.
            path.hasSuffix(".xcstrings")
                || URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj")
        }.sorted()
    }

    static func load(
        _ files: [String], options: SwiftSourceOptions, start: Date, previewStates: Bool = true
    ) throws(DefinitionError) -> DefinitionLoader.Loaded {
        var sources: [SwiftSourceReader.Source] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw DefinitionError(file: path, line: 0, column: 0, message: "cannot read the file as UTF-8 text")
            }
            sources.append(.init(path: path, text: text))
        }
        let defaults = try options.defaults.map { option throws(DefinitionError) in
            try jsonObject(option, flag: "--defaults", what: "the defaults")
        }
        var tables: [StringTableReader.File] = []
        for path in stringTables(beside: files) {
            if let data = FileManager.default.contents(atPath: path) { tables.append(.init(path: path, data: data)) }
        }
        let read = try SwiftSourceReader.read(
            sources, activity: options.activityName, start: start, defaults: defaults?.json, stringTables: tables,
            previewStates: previewStates)
        var definition = read.definition
        if let attributes = options.attributes {
            try applyAttributes(attributes, to: &definition)
            // The previews' attributes are not used: what evaluating them said does not concern this run.
            definition.sourceDiagnostics.removeAll { $0.path == SwiftSourceReader.previewAttributesPath }
        }
        // Without a #Preview the widget is still drawn, from values made up from its contract.
        let sample = ContractSample(
            now: start, dateEncoding: definition.dateEncoding, rangeEncoding: definition.rangeEncoding,
            dictionaryKeys: read.subscriptKeys)
        func note(_ what: String, _ option: String, path: String) -> Diagnostic {
            .info(SwiftUIDiagnosticCode.sampleValues,
                  "\(read.file): no #Preview gives the \(what): drawn with sample values made from the contract (a String shows its field's "
                  + "name, a date is a quarter of an hour away); give real ones with \(option), or add a #Preview(…, as: .content, using:)", path: path)
        }
        if options.attributes == nil, read.hasPreviewAttributes {
            // What the preview made but the attributes' contract refuses would draw as no attributes at all.
            let decoded = definition.attributesDecoder.decode(definition.attributes, at: .root)
            if !decoded.succeeded {
                let errors = decoded.diagnostics.filter { $0.severity == .error }.map {
                    $0.message + ($0.path.map { " at " + $0 } ?? "")
                }
                let type = definition.attributesType ?? "the attributes type"
                definition.sourceDiagnostics.append(.warning(
                    SwiftUIDiagnosticCode.unsupportedExpression,
                    "\(read.file): the #Preview's attributes do not decode as \(type): "
                        + errors.joined(separator: "; ") + "; drawn with sample values",
                    path: SwiftSourceReader.previewAttributesPath))
                definition.attributes = sample.value(of: definition.attributesContract)
            }
        }
        if options.attributes == nil, !read.hasPreviewAttributes, !definition.attributesContract.fields.isEmpty {
            definition.attributes = sample.value(of: definition.attributesContract)
            definition.sourceDiagnostics.append(note("attributes", "--attributes JSON|FILE", path: "attributes"))
        }
        var feedText = read.previewStates.isEmpty ? nil : read.previewFeed(start: start)
        if feedText == nil {
            var line = sample.value(of: definition.contentState)
            if case .object(let members) = line {
                line = .object([JSONMember(key: "at", value: .number(String(Int64(start.timeIntervalSince1970))))] + members)
            }
            feedText = line.prettyText + "\n"
            definition.sourceDiagnostics.append(note("content state", "--state JSON|FILE or --feed FILE", path: Self.sampleStatePath))
        }
        let file = URL(fileURLWithPath: read.file)
        var loaded = DefinitionLoader.Loaded(definition: definition, file: file, folder: file.deletingLastPathComponent(),
                                             sourceFiles: files.map { URL(fileURLWithPath: $0) },
                                             defaultFeedText: feedText)
        loaded.previewStates = read.previewStates
        loaded.previewStatePlaces = read.previewStatePlaces
        return loaded
    }

    /// `--attributes JSON|FILE`, decoded with the attributes' contract as a push-to-start's
    /// `aps.attributes` is: a wrong type or a missing key is refused with its JSON path.
    static func applyAttributes(_ option: String, to definition: inout ActivityDefinition) throws(DefinitionError) {
        let (json, source) = try jsonObject(option, flag: "--attributes", what: "the attributes value")
        let decoded = definition.attributesDecoder.decode(json, at: .root)
        guard decoded.succeeded else {
            let errors = decoded.diagnostics.filter { $0.severity == .error }
                .map { "\($0.message) [\($0.code)\($0.path.map { " at " + $0 } ?? "")]" }
            throw DefinitionError(file: source, line: 0, column: 0,
                message: "the attributes do not decode as \(definition.attributesType ?? "the attributes type"): "
                    + errors.joined(separator: "; "))
        }
        definition.attributes = json
    }

    /// An option given as JSON text or a file holding it, parsed; where it is not JSON, the line and column.
    static func jsonObject(
        _ option: String, flag: String, what: String
    ) throws(DefinitionError) -> (json: JSONValue, source: String) {
        let argument: JSONArgument
        do {
            argument = try JSONArgument.read(option, flag: flag, what: what)
        } catch {
            throw DefinitionError(file: "livepeek", line: 0, column: 0, message: error.message)
        }
        let (text, source) = (argument.text, argument.source)
        let json: JSONValue
        do {
            json = try JSONParser.parseDocument(Array(text.utf8))
        } catch {
            let (line, column) = JSONParser.Failure.lineAndColumn(of: error.offset, in: Array(text.utf8))
            throw DefinitionError(file: source, line: line, column: column, message: "not JSON: \(error.message)")
        }
        guard case .object = json else {
            throw DefinitionError(
                file: source, line: 1, column: 1,
                message: "\(what) must be a JSON object, {…}; found \(json.kindDescription)")
        }
        return (json, source)
    }

    /// The path of the note saying the default feed is a sample state: a command given its own
    /// states drops it (`playsOwnStates`).
    static let sampleStatePath = "contentState"

    /// `loaded` for a command that plays states of its own (`--state`, `--feed`): the note about a
    /// sample state does not concern it.
    static func playsOwnStates(_ loaded: DefinitionLoader.Loaded) -> DefinitionLoader.Loaded {
        var loaded = loaded
        loaded.definition.sourceDiagnostics.removeAll {
            $0.code == SwiftUIDiagnosticCode.sampleValues && $0.path == sampleStatePath
                || $0.path == SwiftSourceReader.previewStatePath
        }
        return loaded
    }

    /// The instant a Swift source's #Preview states (or sample values) start at when no --now is
    /// given to a headless command, so its output is the same on every run: 9:41, as on Apple's
    /// screenshots.
    static let fixedStart = Date(timeIntervalSince1970: 1_795_340_460)

    /// The preview's states written to a temporary file, so they play as a folder's feed.ndjson does.
    /// Its name is made unique by `mkstemps`, so commands and goldens checked at once never share one.
    static func writeDefaultFeed(_ loaded: DefinitionLoader.Loaded) -> String? {
        guard let text = loaded.defaultFeedText else { return nil }
        let suffix = ".ndjson"
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-preview-XXXXXX" + suffix).path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemps($0, Int32(suffix.utf8.count)) } ?? -1 }
        guard fd >= 0 else { return nil }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return path
    }
}
