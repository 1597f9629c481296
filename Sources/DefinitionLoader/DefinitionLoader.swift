// Reads activity definitions from disk. The only module that knows about YAML: it turns Yams'
// nodes into `SourceNode`s (with line and column) and hands them to `ActivityDefinition`.
import ActivityModel
import Foundation
import Yams

/// Loads an activity definition from a folder (`activity.yaml`, `activity.yml` or `activity.json`
/// inside it) or from a definition file directly. JSON is read by the same YAML parser, since
/// JSON is YAML 1.2, so both get the same line-accurate errors.
public enum DefinitionLoader {
    /// A definition and where it was read from.
    public struct Loaded: Sendable {
        public var definition: ActivityDefinition
        /// The definition file itself.
        public var file: URL
        /// The folder relative paths in the definition are resolved against.
        public var folder: URL
        /// Every file read (more than one for a folder of Swift sources): the preview watches them all.
        public var sourceFiles: [URL] = []
        /// The feed to play when none is given (a Swift `#Preview`'s states), as NDJSON text.
        public var defaultFeedText: String?
        /// A Swift `#Preview`'s content states, in order (`dump --preview-state N` picks one).
        public var previewStates: [JSONValue] = []
        /// Where each preview state is written (`file:line`), for reports about it.
        public var previewStatePlaces: [(file: String, line: Int)] = []

        public init(definition: ActivityDefinition, file: URL, folder: URL, sourceFiles: [URL] = [], defaultFeedText: String? = nil) {
            self.definition = definition
            self.file = file
            self.folder = folder
            self.sourceFiles = sourceFiles.isEmpty ? [file] : sourceFiles
            self.defaultFeedText = defaultFeedText
        }
    }

    public static let fileNames = ["activity.yaml", "activity.yml", "activity.json"]

    /// Finds and loads the definition at `path`.
    public static func load(path: String) throws(DefinitionError) -> Loaded {
        let file = try locate(path)
        let text: String
        do {
            let data = try Data(contentsOf: file)
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw DefinitionError(file: path, line: 0, column: 0, message: "the file is not UTF-8 text")
            }
            text = decoded
        } catch let error as DefinitionError {
            throw error
        } catch {
            throw DefinitionError(file: file.path, line: 0, column: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        let display = displayPath(file, requested: path)
        let root = try parse(text, file: display)
        let folder = file.deletingLastPathComponent()
        let definition = try ActivityDefinition(root: root, file: display, defaultName: folder.lastPathComponent)
        return Loaded(definition: definition, file: file, folder: folder, sourceFiles: [file])
    }

    /// Parses definition text (YAML or JSON) into a `SourceNode` tree.
    public static func parse(_ text: String, file: String) throws(DefinitionError) -> SourceNode {
        let node: Node?
        do {
            // The basic resolver (no rules) leaves plain scalars untyped; `PlainScalar` types them
            // by Yams' default rules without compiling its regular expressions (see that file).
            // Only nodes are composed, so the constructor needs no maps; and the encoding is named,
            // since Yams' default reads the process's whole environment at every parse.
            node = try Parser(yaml: file.hasSuffix(".json") ? JSONSurrogatePairs.rewrite(text) : text, resolver: .basic,
                              constructor: Constructor([:], [:], [:]), encoding: .utf8).singleRoot()
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw DefinitionError(file: file, line: 0, column: 0, message: "\(error)")
        }
        guard let node else {
            throw DefinitionError(file: file, line: 1, column: 1, message: "the definition is empty")
        }
        var budget = nodeLimit
        return try sourceNode(node, source: SourceText(text), file: file, budget: &budget)
    }

    /// The most values a definition may hold once its YAML aliases are expanded. A sample holds a
    /// few hundred; nine aliases of nine aliases, eleven deep ("billion laughs"), hold 31 billion and
    /// would never finish converting.
    static let nodeLimit = 200_000

    static func locate(_ path: String) throws(DefinitionError) -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DefinitionError(file: path, line: 0, column: 0, message: "no such file or folder")
        }
        let url = URL(fileURLWithPath: path)
        guard isDirectory.boolValue else { return url }
        for name in fileNames {
            let candidate = url.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        throw DefinitionError(file: path, line: 0, column: 0,
                              message: "the folder has no activity definition: neither \(fileNames.joined(separator: ", ")) nor a widget's .swift sources")
    }

    /// The path as the user typed it, extended to the file inside a folder.
    static func displayPath(_ file: URL, requested: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: requested, isDirectory: &isDirectory), isDirectory.boolValue {
            let trimmed = requested.hasSuffix("/") ? String(requested.dropLast()) : requested
            return trimmed + "/" + file.lastPathComponent
        }
        return requested
    }

    static func convert(_ error: YamlError, file: String) -> DefinitionError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var message = problem
            if let context { message = context.text + ": " + problem }
            if problem.contains("unknown escape character") {
                // Nearly always Swift's `\(…)` in double quotes, where YAML reads `\(` as an escape.
                message += "; YAML double quotes treat a backslash as an escape: use single quotes for `\\(…)` interpolation ('Order #\\(attributes.orderNumber)')"
            }
            return DefinitionError(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(message)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return DefinitionError(file: file, line: context.mark.line, column: context.mark.column,
                                   message: "a key appears twice in one mapping: \(keys)")
        default:
            return DefinitionError(file: file, line: 0, column: 0, message: "invalid YAML: \(error)")
        }
    }

    static func sourceNode(_ node: Node, source: SourceText, file: String, budget: inout Int) throws(DefinitionError) -> SourceNode {
        let line = node.mark?.line ?? 0
        let column = node.mark?.column ?? 0
        budget -= 1
        guard budget >= 0 else {
            throw DefinitionError(file: file, line: line, column: column,
                                  message: "the definition holds more than \(nodeLimit) values once its YAML aliases are expanded (aliases of aliases?)")
        }
        switch node {
        case .scalar(let scalar):
            var result = SourceNode(.scalar(scalar.string, tag(for: node, text: scalar.string, style: scalar.style, source: source)),
                                    line: line, column: column)
            switch scalar.style {
            case .plain, .any: result.contentColumn = column
            case .singleQuoted: result.contentColumn = column + 1
            default: break
            }
            return result
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence { items.append(try sourceNode(item, source: source, file: file, budget: &budget)) }
            return SourceNode(.sequence(items), line: line, column: column)
        case .mapping(let mapping):
            var entries: [SourceEntry] = []
            for (key, value) in mapping {
                entries.append(SourceEntry(key: try sourceNode(key, source: source, file: file, budget: &budget),
                                           value: try sourceNode(value, source: source, file: file, budget: &budget)))
            }
            return SourceNode(.mapping(entries), line: line, column: column)
        case .alias:
            return SourceNode(.scalar("", .null), line: line, column: column)
        }
    }

    /// A scalar's type: quoted is a string; plain is typed by YAML 1.1's implicit rules, unless an
    /// explicit tag (`!!int 5`, `!!str 42`) says otherwise. The basic resolver gives an untagged plain
    /// scalar the tag `str`, exactly as it does an explicit `!!str`, so where the implicit rules
    /// would make it something else the source text decides.
    static func tag(for node: Node, text: String, style: Node.Scalar.Style, source: SourceText) -> SourceNode.ScalarTag {
        if style != .plain && style != .any { return .string }
        switch node.tag.description {
        case Tag.Name.str.rawValue:
            let implicit = PlainScalar.tag(text)
            return implicit == .string || source.hasExplicitTag(at: node.mark) ? .string : implicit
        case Tag.Name.int.rawValue: return .int
        case Tag.Name.float.rawValue: return .float
        case Tag.Name.bool.rawValue: return .bool
        case Tag.Name.null.rawValue: return .null
        default: return .string
        }
    }
}
