import ActivityModel
import Expressions
import Foundation

/// Reads an app's string tables: `xx.lproj/Name.strings` (an old-style property list, which
/// Foundation parses), `xx.lproj/Name.stringsdict` (an XML property list of plural rules) and
/// `Name.xcstrings` (a string catalog, JSON). A `.stringsdict` entry wins over the `.strings` one
/// for the same key, as iOS reads them.
public enum StringTableReader {
    public struct File: Sendable {
        public var path: String
        public var data: Data
        public init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }

    public static let extensions = ["strings", "stringsdict", "xcstrings"]

    public static func read(_ files: [File]) -> (strings: LocalizedStrings, diagnostics: [Diagnostic]) {
        var strings = LocalizedStrings()
        var diagnostics: [Diagnostic] = []
        // `.strings` first, so a `.stringsdict` entry of the same key replaces its plain one.
        let ordered = files.sorted {
            rank($0.path) < rank($1.path) || rank($0.path) == rank($1.path) && $0.path < $1.path
        }
        for file in ordered {
            let url = URL(fileURLWithPath: file.path)
            let table = url.deletingPathExtension().lastPathComponent
            let folder = url.deletingLastPathComponent().lastPathComponent
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "Base"
            do {
                switch url.pathExtension {
                case "strings":
                    for (key, value) in try plainStrings(file.data) {
                        strings.tables[table, default: [:]][language, default: [:]][key] = LocalizedEntry(format: value)
                    }
                case "stringsdict":
                    for (key, entry) in try pluralRules(file.data) {
                        strings.tables[table, default: [:]][language, default: [:]][key] = entry
                    }
                default:
                    let catalog = try JSONDecoder().decode(StringCatalog.self, from: file.data)
                    if let source = catalog.sourceLanguage { strings.developmentLanguage = source }
                    for (key, item) in catalog.strings {
                        for (language, localization) in item.localizations ?? [:] {
                            guard let entry = localization.entry else { continue }
                            strings.tables[table, default: [:]][language, default: [:]][key] = entry
                        }
                    }
                }
            } catch {
                diagnostics.append(
                    .warning(
                        SwiftUIDiagnosticCode.stringTable,
                        "\(file.path): the string table cannot be read (\(reason(error))); its keys show as written"))
            }
        }
        return (strings, diagnostics)
    }

    static func rank(_ path: String) -> Int {
        path.hasSuffix(".strings") ? 0 : path.hasSuffix(".stringsdict") ? 1 : 2
    }

    static func reason(_ error: any Error) -> String {
        let nested = (error as NSError).userInfo.values.compactMap { $0 as? NSError }.first
        if let detail = nested?.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return (path.isEmpty ? "" : path + ": ") + context.debugDescription
            @unknown default: break
            }
        }
        return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }

    static func plainStrings(_ data: Data) throws -> [String: String] {
        let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let table = list as? [String: Any] else { throw TableError("not a table of \"key\" = \"value\"; lines") }
        return table.compactMapValues { $0 as? String }
    }

    static func pluralRules(_ data: Data) throws -> [String: LocalizedEntry] {
        let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let table = list as? [String: Any] else { throw TableError("not a dictionary of keys") }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in table {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                continue
            }
            var entry = LocalizedEntry(format: format)
            for (name, variable) in rule {
                guard let variable = variable as? [String: Any],
                    variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { continue }
                let forms = variable.filter { PluralForms.names.contains($0.key) }.compactMapValues { $0 as? String }
                entry.substitutions[name] = .init(
                    argument: nil, specifier: variable["NSStringFormatValueTypeKey"] as? String ?? "lld", forms: forms)
            }
            entries[key] = entry
        }
        return entries
    }

    struct TableError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

enum PluralForms {
    static let names: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
