import Testing

@testable import SwiftUISource

/// Which of a repository's files the reader parses: the widget's, and what they name, transitively.
struct SourceSelectionTests {
    static let widget = """
        import ActivityKit
        import SwiftUI
        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var stop: Int }
        }
        struct RideWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RideAttributes.self) { context in
                    StopBadge(stop: context.state.stop).foregroundStyle(Color(hex: "#ff0000"))
                    Text("\\(context.state.stop.ordinalText) \\(Palette.brand)")
                } dynamicIsland: { _ in DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    /// The file names `needed` keeps, from files given by name.
    func selected(_ files: [(String, String)]) -> [String] {
        SourceSelection.needed(files.map(\.1)).map { files[$0].0 }
    }

    @Test func theWidgetAndWhatItNamesAreKeptTheRestLeftOut() {
        let files = [
            ("Ride.swift", Self.widget),
            ("StopBadge.swift", "struct StopBadge: View { var stop: Int\n var body: some View { Text(label) }\n var label: String { Format.stop(stop) } }"),
            ("Format.swift", "enum Format { static func stop(_ n: Int) -> String { \"#\\(n)\" } }"),
            ("Settings.swift", "struct SettingsScreen: View { var body: some View { Text(\"settings\") } }"),
            ("Network.swift", "final class RideClient { func stop() {} }"),
        ]
        #expect(selected(files) == ["Ride.swift", "StopBadge.swift", "Format.swift"])
    }

    @Test func extensionsAreKeptThroughTheirTypeOrTheMembersTheyAdd() {
        let files = [
            ("Ride.swift", Self.widget),
            ("Color+hex.swift", "extension Color {\n    init(hex: String) { self.init(.red) }\n}"),
            ("Int+ordinal.swift", "extension Int {\n    var ordinalText: String { \"\\(self)th\" }\n}"),
            ("Palette.swift", "enum Palette {}"),
            ("Palette+brand.swift", "extension Palette {\n    static let brand = \"blue\"\n}"),
            ("Int+other.swift", "extension Int {\n    var unusedHelper: Int { 0 }\n}"),
            ("Array+safe.swift", "extension Collection {\n    subscript(safe i: Index) -> Element? { nil }\n}"),
        ]
        #expect(selected(files) == ["Ride.swift", "Color+hex.swift", "Int+ordinal.swift", "Palette.swift", "Palette+brand.swift"])
        let withSubscript = files.map { $0.0 == "Ride.swift" ? ($0.0, $0.1 + "\nlet first = [1][safe: 0]") : $0 }
        #expect(selected(withSubscript).contains("Array+safe.swift"))
    }

    @Test func aPreviewOfTheWidgetIsKeptAndOneOfAnotherScreenIsNot() {
        let files = [
            ("Ride.swift", Self.widget),
            ("RidePreviews.swift", "#Preview(\"Ride\", as: .content, using: RideAttributes()) { RideWidget() } contentStates: { RideAttributes.ContentState(stop: 2) }"),
            ("SettingsPreviews.swift", "#Preview { SettingsScreen() }"),
        ]
        #expect(selected(files) == ["Ride.swift", "RidePreviews.swift"])
    }

    @Test func namesInCommentsCountButNotTheirBraces() {
        let words = SourceSelection.read("// struct Fake {\nlet a = \"}{\" /* } */\nfunc top() {}\nstruct Real { let inner = 1 }")
        #expect(words.globals == ["a", "top"])
        #expect(words.types == ["Real"])
    }

    @Test func withoutAWidgetEveryFileIsKept() {
        #expect(SourceSelection.needed(["struct A {}", "struct B {}"]) == [0, 1])
    }
}
