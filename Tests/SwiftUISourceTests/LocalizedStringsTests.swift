import ActivityLayout
import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// `Text("key")`, `String(localized:)` and `NSLocalizedString` read the app's string tables in the
/// render's language, falling back to the development language and then the key, as iOS does.
@Suite("Localized strings from the app's tables")
struct LocalizedStringsTests {
    static let source = SwiftSourceHarness.widget(state: "var stops: Int\nvar line: String", lockScreen: """
        VStack {
                    Text("Arriving")
                    Text("\\(context.state.stops) stops left")
                    Text(String(localized: "Line \\(context.state.line)"))
                    Text(NSLocalizedString("Doors open", comment: "a door"))
                    Text(verbatim: "Arriving")
                    Text("Arriving", tableName: "Signs")
                }
        """)

    static let german = """
        /* Deutsch */
        "Arriving" = "Einfahrt";
        "Line %@" = "Linie %@";
        "Doors open" = "Türen öffnen";
        """
    static let germanPlurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>%lld stops left</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>Noch %#@stops@</string>
            <key>stops</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>zero</key><string>keine Haltestelle</string>
                <key>one</key><string>eine Haltestelle</string>
                <key>other</key><string>%lld Haltestellen</string>
            </dict>
        </dict>
        </dict></plist>
        """
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld stops left": {"localizations": {"ru": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "Осталась %lld остановка"}},
            "few": {"stringUnit": {"state": "translated", "value": "Осталось %lld остановки"}},
            "many": {"stringUnit": {"state": "translated", "value": "Осталось %lld остановок"}},
            "other": {"stringUnit": {"state": "translated", "value": "Осталось %lld остановки"}}}}}}},
          "Arriving": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "Прибывает"}}}}
        }}
        """

    static func lines(_ locale: String, stops: Int, tables: [String: String]? = nil) throws -> [String] {
        let given = tables ?? [
            "App/de.lproj/Localizable.strings": german, "App/de.lproj/Localizable.stringsdict": germanPlurals,
            "App/de.lproj/Signs.strings": #""Arriving" = "Zug fährt ein";"#, "App/Localizable.xcstrings": catalog,
        ]
        var read = try SwiftSourceReader.read(
            [.init(path: "App/Widget.swift", text: source)], start: SwiftSourceHarness.t0,
            stringTables: given.map { .init(path: $0.key, data: Data($0.value.utf8)) })
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("q"))])
        let text = try SwiftSourceHarness.render(
            read, state: #"{"stops": \#(stops), "line": "U4"}"#, environment: Environment(locale: locale)).text
        // The Lock Screen's box: from its top edge to its bottom one, each line's text.
        let rows = text.split(separator: "\n").drop { !$0.hasPrefix("╭─ Lock Screen") }.dropFirst().prefix { !$0.hasPrefix("╰") }
        return rows.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.filter { !$0.isEmpty && !$0.hasPrefix("┄") }
    }

    @Test func germanReadsItsTablesAndPlurals() throws {
        #expect(try Self.lines("de", stops: 3) == ["Einfahrt", "Noch 3 Haltestellen", "Linie U4", "Türen öffnen", "Arriving", "Zug fährt ein"])
        #expect(try Self.lines("de", stops: 1)[1] == "Noch eine Haltestelle")
        #expect(try Self.lines("de-AT", stops: 0)[1] == "Noch keine Haltestelle", "de-AT falls back to de; 0 takes the zero form")
    }

    /// Russian's one, few and many from a string catalog.
    @Test(arguments: [(1, "Осталась 1 остановка"), (3, "Осталось 3 остановки"), (5, "Осталось 5 остановок"),
                      (21, "Осталась 21 остановка"), (12, "Осталось 12 остановок")])
    func russianPluralsFromACatalog(stops: Int, expected: String) throws {
        let lines = try Self.lines("ru", stops: stops)
        #expect(lines.first == "Прибывает")
        #expect(lines[1] == expected)
    }

    @Test func aLanguageWithoutATableShowsTheKeys() throws {
        let lines = try Self.lines("ja", stops: 2)
        #expect(lines == ["Arriving", "2 stops left", "Line U4", "Doors open", "Arriving", "Arriving"], "\(lines)")
    }

    @Test func anUnreadableTableIsOneWarningAndItsKeysShowAsWritten() throws {
        let read = try SwiftSourceReader.read(
            [.init(path: "App/Widget.swift", text: Self.source)], start: SwiftSourceHarness.t0,
            stringTables: [.init(path: "App/de.lproj/Localizable.strings", data: Data("\"Arriving\" = \"Einfahrt\"\n\"x\" = ;".utf8))])
        let warnings = read.diagnostics.filter { $0.code == SwiftUIDiagnosticCode.stringTable }
        #expect(warnings.count == 1 && warnings[0].severity == .warning, "\(read.diagnostics)")
        #expect(warnings.first?.message.hasPrefix("App/de.lproj/Localizable.strings: the string table cannot be read") == true)
    }

    /// Positional arguments let a translation reorder them; `%%` is a percent sign.
    @Test func positionalArgumentsAndPercentSigns() throws {
        let source = SwiftSourceHarness.widget(state: "var done: Int\nvar name: String", lockScreen: """
            Text("\\(context.state.name) is \\(context.state.done)% done")
            """)
        var read = try SwiftSourceReader.read(
            [.init(path: "W/Widget.swift", text: source)], start: SwiftSourceHarness.t0,
            stringTables: [.init(path: "W/fr.lproj/Localizable.strings", data: Data(#""%@ is %lld%% done" = "%2$lld %% pour %1$@";"#.utf8))])
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("q"))])
        let text = try SwiftSourceHarness.render(read, state: #"{"done": 40, "name": "Upload"}"#, environment: Environment(locale: "fr")).text
        #expect(text.contains("40 % pour Upload"), "\(text)")
    }
}
