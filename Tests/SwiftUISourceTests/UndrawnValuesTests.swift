import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// What an expression the sources cannot give costs: nothing where it changes nothing drawn.
@Suite("Values nothing draws cost nothing")
struct UndrawnValuesTests {
    static func render(_ source: String, state: String = #"{"n": 1}"#) throws -> (text: String, diagnostics: [Diagnostic]) {
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("q"))])
        return try SwiftSourceHarness.render(read, state: state)
    }

    /// An asset image is a box whatever it is named: a name from another target loses nothing.
    @Test func anImageNamedByAConstantTheSourcesLackIsABox() throws {
        let (text, diagnostics) = try Self.render(
            SwiftSourceHarness.widget(state: "var n: Int", lockScreen: "HStack { Image(RiderPhoto); Text(\"rider\") }"))
        #expect(text.contains("rider"), "\(text)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.assetImage && $0.message.contains("RiderPhoto") })
    }

    /// `Image(systemName:)` draws its symbol: one the sources cannot give is lost, and said.
    @Test func aSymbolNamedByAMissingConstantIsLost() throws {
        let (_, diagnostics) = try Self.render(
            SwiftSourceHarness.widget(state: "var n: Int", lockScreen: "Image(systemName: SymbolName)"))
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.unsupportedExpression && $0.message.contains("SymbolName") })
    }

    @Test func aWidgetURLOnTheIslandNeedsNoURL() throws {
        let (text, diagnostics) = try Self.render(
            SwiftSourceHarness.widget(
                state: "var n: Int", lockScreen: "Text(\"lock\")", islandModifier: "\n.widgetURL(URL(string: deepLink))"))
        #expect(text.contains("centre") && text.contains("M"), "\(text)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }

    /// A parameter typed by a name nested in the initializer's type takes its statics (`.empty`).
    @Test func aNestedTypesStaticIsFoundFromItsSibling() throws {
        let (text, diagnostics) = try Self.render(
            SwiftSourceHarness.widget(
                state: "var n: Int", lockScreen: "Text(Layout(theme: nil.map(Layout.Theme.init) ?? .plain).theme.name)",
                extra: """
                    struct Layout {
                        struct Theme {
                            static let plain = Theme(name: "plain theme")
                            var name: String
                            init(name: String) { self.name = name }
                        }
                        var theme: Theme
                        init(theme: Theme) { self.theme = theme }
                    }
                    """))
        #expect(text.contains("plain theme"), "\(text)\n\(diagnostics)")
    }

    @Test func aLayoutReadFromAJSONStringInTheState() throws {
        let (text, diagnostics) = try Self.render(
            SwiftSourceHarness.widget(
                state: "var layout: String", lockScreen: "Text(Parsed(context.state.layout).title)",
                extra: """
                    struct Parsed {
                        var title: String
                        init(_ json: String) {
                            guard let data = json.data(using: .utf8),
                                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { title = "unreadable"; return }
                            title = (root["title"] as? String).map { $0.uppercased() } ?? "untitled"
                        }
                    }
                    """),
            state: #"{"layout": "{\"title\": \"gate 4\"}"}"#)
        #expect(text.contains("GATE 4"), "\(text)\n\(diagnostics)")
    }
}
