import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Swift the views run as Swift runs it, where a reading of the text could not: property wrappers,
/// environment objects, builder parameters, initializers in extensions, implicit members typed by
/// what follows them.
@Suite struct ViewProgramSemanticsTests {
    static func render(_ lockScreen: String, extra: String, state: String = #"{"n": 2}"#) throws -> (text: String, diagnostics: [Diagnostic]) {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: lockScreen, extra: extra)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        return try SwiftSourceHarness.render(read, state: state)
    }

    @Test func propertyWrappersHoldTheirValues() throws {
        let (text, diagnostics) = try Self.render("Badge(count: context.state.n)", extra: """
            struct Badge: View {
                @Environment(\\.isLuminanceReduced) var dimmed
                @Environment(\\.colorScheme) var scheme
                @State private var shown: Int
                @AppStorage("unit") var unit = "pts"
                init(count: Int) { _shown = State(initialValue: count * 10) }
                var body: some View {
                    Text("\\(shown) \\(unit) \\(dimmed ? "dim" : "lit") \\(scheme == .dark ? "dark" : "light")")
                }
            }
            """)
        #expect(text.contains("20 pts lit dark"), "\(text)")
        #expect(!diagnostics.contains { $0.severity != .info && $0.code.hasPrefix("swiftui.") }, "\(diagnostics)")
    }

    @Test func anEnvironmentObjectIsMadeFromItsDefaults() throws {
        let (text, diagnostics) = try Self.render("Panel()", extra: """
            final class Store { var title = "Depot"; init(title: String) { self.title = title } }
            struct Panel: View {
                @Environment(Store.self) var store
                var body: some View { Text("at \\(store.title)") }
            }
            """)
        #expect(text.contains("at Depot"), "\(text)")
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.approximatedModifier && $0.message.contains("Store") }, "\(diagnostics)")
    }

    @Test func aBuilderParameterAndAnExtensionInitializer() throws {
        let (text, _) = try Self.render("""
            Card(Row(label: "fixed")) { Text("first"); Text("second \\(context.state.n)") }
            """, extra: """
            struct Row { var label: String; var note: String = "" }
            extension Row { init(count: Int) { self.init(label: "n\\(count)") } }
            struct Card<Content: View>: View {
                var row: Row
                @ViewBuilder var content: () -> Content
                init(_ row: Row, @ViewBuilder content: @escaping () -> Content) { self.row = row; self.content = content }
                var body: some View { VStack { Text(row.label + Row(count: 3).label); content() } }
            }
            """)
        for expected in ["fixedn3", "first", "second 2"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
    }

    @Test func implicitMembersTakeTheTypeOfWhatFollowsThem() throws {
        let (text, diagnostics) = try Self.render("""
            VStack {
                Text("A").font(.caption.bold()).foregroundStyle(.white.opacity(0.5))
                Text("B") + Text("C").bold()
                Text(context.state.n.formatted(.number.precision(.fractionLength(1))))
            }
            """, extra: "")
        for expected in ["A", "BC", "2.0"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(!diagnostics.contains { $0.severity != .info && $0.code.hasPrefix("swiftui.") }, "\(diagnostics)")
    }

    /// With the app's defaults given, a key they lack was never written: 0, nil, and a trap where
    /// the code force-unwraps it, as the phone's extension stops there.
    @Test func userDefaultsMissingAKeyReadItAsNeverSetAndAForceUnwrapOfOneTraps() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack {
                Text("count \\(UserDefaults.standard.integer(forKey: "count"))")
                Text(UserDefaults(suiteName: "group.x")!.string(forKey: "title")!)
            }
            """)
        var read = try SwiftSourceHarness.read(source, defaults: .object([]))
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 2}"#)
        #expect(text.contains("count 0") && text.contains("⟨trap⟩"), "the phone's extension would stop at the nil:\n\(text)")
        #expect(diagnostics.contains { $0.message.contains("Unexpectedly found nil") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.message.contains("'count', 'title' not in --defaults") }, "\(diagnostics)")
    }
}
