import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// The app's `UserDefaults`, which a widget of a cross-platform plugin reads its content from:
/// sample values without `--defaults`, the values given with it, converted as `UserDefaults` does.
@Suite("UserDefaults read from Swift sources")
struct AppDefaultsTests {
    static let source = SwiftSourceHarness.widget(state: "var count: Int", lockScreen: """
        VStack {
                    Text(shared.string(forKey: "\\(context.attributes.name)_title")!)
                    Text(UserDefaults.standard.bool(forKey: "pro") ? "pro" : "free")
                    Text("n=\\(shared.integer(forKey: "n"))")
                    Text(Store.nickname())
                }
        """, extra: """
        let shared = UserDefaults(suiteName: "group.app")!
        enum Store {
            static func nickname() -> String {
                guard let name = UserDefaults(suiteName: "group.app")?.value(forKey: "nick") as? String else { return "anonymous" }
                return name
            }
        }
        """)

    static func drawn(defaults: String?) throws -> (text: String, diagnostics: [Diagnostic]) {
        let given = try defaults.map { try JSONParser.parseDocument(Array($0.utf8)) }
        var read = try SwiftSourceHarness.read(Self.source, defaults: given)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("quay"))])
        return try SwiftSourceHarness.render(read, state: #"{"count": 1}"#)
    }

    /// A plugin's widget force-unwraps its strings: without the app's values it is drawn from samples.
    @Test func withoutDefaultsEachKeyReadsASample() throws {
        let (text, diagnostics) = try Self.drawn(defaults: nil)
        for expected in ["title", "pro", "n=3", "nick"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        let notes = diagnostics.filter { $0.code == SwiftUIDiagnosticCode.appDefaults }
        #expect(notes.count == 1, "\(diagnostics)")
        #expect(notes.first?.message.contains("'quay_title', 'pro', 'n', 'nick'") == true, "\(notes)")
        #expect(notes.first?.message.contains("--defaults") == true)
    }

    @Test func givenDefaultsAreReadAsUserDefaultsConvertsThem() throws {
        let (text, diagnostics) = try Self.drawn(defaults: #"{"quay_title": "Platform 9", "pro": "YES", "n": "12", "nick": "Ada"}"#)
        for expected in ["Platform 9", "pro", "n=12", "Ada"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(!diagnostics.contains { $0.code == SwiftUIDiagnosticCode.appDefaults }, "\(diagnostics)")
    }

    /// Given defaults are the app's: a key they lack was never written, and a force unwrap of it traps.
    @Test func aKeyMissingFromTheDefaultsGivenIsNeverSet() throws {
        let (text, diagnostics) = try Self.drawn(defaults: #"{"quay_title": "Platform 9", "n": 2.9}"#)
        for expected in ["Platform 9", "free", "n=2", "anonymous"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        let note = try #require(diagnostics.first { $0.code == SwiftUIDiagnosticCode.appDefaults })
        #expect(note.message.hasSuffix(": 'pro', 'nick' not in --defaults: read as never set (false, 0, nil)"), "\(note.message)")
    }

    @Test func aForceUnwrappedMissingKeyTraps() throws {
        let (text, diagnostics) = try Self.drawn(defaults: #"{"pro": true}"#)
        #expect(!text.contains("free"), "\(text)")
        #expect(diagnostics.contains { $0.message.contains("Unexpectedly found nil while unwrapping") }, "\(diagnostics)")
    }

    /// Data an app group keeps is most often an image: a sample is one that `UIImage(data:)` reads
    /// (drawn as the app's asset box), and `--defaults` gives data as base64.
    static let imageSource = SwiftSourceHarness.widget(state: "var count: Int", lockScreen: """
        VStack {
                    if let data = UserDefaults(suiteName: "group.app")?.data(forKey: "QR_IMAGE"), let image = UIImage(data: data) {
                        Image(uiImage: image)
                    } else {
                        Text("no image")
                    }
                    Text(UserDefaults.standard.data(forKey: "blob").map { String(decoding: $0, as: UTF8.self) } ?? "none")
                }
        """)

    @Test func dataReadsAsASampleImageOrAsTheBase64Given() throws {
        let sampled = try SwiftSourceHarness.render(try SwiftSourceHarness.read(Self.imageSource), state: #"{"count": 1}"#)
        #expect(!sampled.text.contains("no image") && sampled.text.contains("▣"), "\(sampled.text)")
        let given = try JSONParser.parseDocument(Array(#"{"QR_IMAGE": "bm90IGFuIGltYWdl", "blob": "aGk="}"#.utf8))
        let drawn = try SwiftSourceHarness.render(try SwiftSourceHarness.read(Self.imageSource, defaults: given), state: #"{"count": 1}"#)
        #expect(drawn.text.contains("no image") && drawn.text.contains("hi"), "bytes that are no image: \(drawn.text)")
    }
}
