import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// A contract field whose type the sources do not declare, or which decodes itself past reading,
/// is carried as JSON: the widget is drawn, and only a view that reads into it loses that value.
@Suite("Fields of types livepeek cannot read are carried as JSON")
struct OpaqueFieldTests {
    @Test func aFieldOfAnUndeclaredTypeIsCarried() throws {
        let source = SwiftSourceHarness.widget(
            state: "var minutes: Int\nvar toppings: [Donut.ID]\nvar extra: Sprinkles?", lockScreen: #"Text("\(context.state.minutes) min")"#)
        let read = try SwiftSourceHarness.read(source)
        let contract = read.definition.contentState
        #expect(contract.fields.map(\.type) == [.integer(.int), .array(.opaque("Donut.ID")), .optional(.opaque("Sprinkles"))])
        let notes = read.diagnostics.filter { $0.code == SwiftUIDiagnosticCode.opaqueType }
        #expect(notes.count == 2, "\(read.diagnostics)")
        #expect(notes.allSatisfy { $0.severity == .info })
        let (text, diagnostics) = try SwiftSourceHarness.render(
            read, state: #"{"minutes": 7, "toppings": [{"raw": 1}, "x", null]}"#)
        #expect(text.contains("7 min"), "\(text)")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    }

    /// Decoded as the phone would: present or not, whatever it holds.
    @Test func aRequiredOpaqueFieldMustBePresent() throws {
        let source = SwiftSourceHarness.widget(state: "var minutes: Int\nvar donut: Donut.ID", lockScreen: #"Text("x")"#)
        let definition = try SwiftSourceHarness.read(source).definition
        let missing = definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"minutes": 1}"#), at: .root)
        #expect(!missing.succeeded)
        #expect(missing.diagnostics.contains { $0.message.contains("donut") }, "\(missing.diagnostics)")
        for value in ["null", "3", #""a""#, "[]", #"{"k": [1]}"#] {
            let present = definition.contentStateDecoder.decode(
                try JSONParser.parseDocument(#"{"minutes": 1, "donut": \#(value)}"#), at: .root)
            #expect(present.succeeded, "\(value): \(present.diagnostics)")
        }
    }

    /// `AnyCodable` and kin: `init(from:)` through `singleValueContainer`, which no contract can state.
    @Test func aSingleValueDecodableFieldIsCarried() throws {
        let source = SwiftSourceHarness.widget(
            state: "var title: String\nvar payload: [String: Loose]", lockScreen: #"Text(context.state.title)"#,
            extra: """
                struct Loose: Codable, Hashable {
                    let text: String
                    init(from decoder: Decoder) throws {
                        let container = try decoder.singleValueContainer()
                        if let s = try? container.decode(String.self) { text = s } else { text = String(try container.decode(Int.self)) }
                    }
                    func encode(to encoder: Encoder) throws {}
                }
                """)
        let read = try SwiftSourceHarness.read(source)
        #expect(read.definition.contentState.fields.last?.type == .dictionary(.opaque("Loose")))
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"title": "Gate 4", "payload": {"a": 1, "b": "x"}}"#)
        #expect(text.contains("Gate 4"), "\(text)")
        // livepeek has the decoder and cannot follow it: a warning that says where it stopped.
        let warnings = diagnostics.filter { $0.severity != .info }
        #expect(warnings.map(\.code) == [SwiftUIDiagnosticCode.opaqueType], "\(diagnostics)")
        #expect(warnings.first?.message.contains("singleValueContainer") == true)
    }

    /// The attributes and the ContentState themselves must still be read: their decoding is the contract.
    @Test func theContentStateItselfIsNotCarried() throws {
        let source = """
            import ActivityKit
            import SwiftUI
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var v: Int
                    init(from decoder: Decoder) throws { v = try decoder.singleValueContainer().decode(Int.self) }
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("\\(context.state.v)") } dynamicIsland: { _ in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                    }
                }
            }
            """
        #expect(throws: DefinitionError.self) { try SwiftSourceHarness.read(source) }
    }

    @Test func theSpellingReadsBack() throws {
        #expect(try SwiftType(parsing: "Opaque<Donut.ID>") == .opaque("Donut.ID"))
        #expect(try SwiftType(parsing: "[Opaque<AnyCodable>]?") == .optional(.array(.opaque("AnyCodable"))))
        #expect(SwiftType.opaque("Donut.ID").description == "Opaque<Donut.ID>")
    }
}
