import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Finding the activity in sources as teams write them: `#if` around declarations, several
/// attributes types, protocols in between, hand-written decoders, untyped defaults.
@Suite struct DiscoveryTests {
    @Test func declarationsInsideActiveIfClausesAreRead() throws {
        let source = """
            import SwiftUI
            #if canImport(ActivityKit)
            import ActivityKit

            struct TimerAttributes: ActivityAttributes {
                #if os(macOS)
                var desk: String
                #else
                var label: String
                #endif
                struct ContentState: Codable, Hashable {
                    var remaining: Int
                    #if DEBUG && !targetEnvironment(simulator)
                    var debugNote: String?
                    #endif
                    #if os(watchOS) || targetEnvironment(macCatalyst)
                    var wrist: Bool
                    #endif
                }
            }

            struct TimerLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        #if os(iOS)
                        Text("\\(context.attributes.label): \\(context.state.remaining)")
                        #else
                        Text("elsewhere")
                        #endif
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("c") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            #endif
            """
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "label", value: .string("Tea"))])
        #expect(read.definition.contentState.fields.map(\.name) == ["remaining", "debugNote"])
        #expect(read.definition.attributesContract.fields.map(\.name) == ["label"])
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"remaining": 42}"#)
        #expect(text.contains("Tea: 42"))
        #expect(!text.contains("elsewhere"))
    }

    @Test func placesAfterAnIfBlockKeepTheirLineAndColumn() {
        // The error sits on line 8, after a removed `#if` block: the place is the file's own.
        let source = """
            import ActivityKit
            #if os(macOS)
            import AppKit
            #endif
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var x: Int }
            }
            struct B: ActivityAttributes { var bad: (Int, Int)
                struct ContentState: Codable, Hashable { var y: Int } }
            """
        #expect {
            _ = try SwiftSourceHarness.read(source, activity: "B")
        } throws: { error in
            guard let error = error as? DefinitionError else { return false }
            return error.line == 8 && error.column == 41 && error.message.contains("(Int, Int)")
        }
    }

    @Test func aSyntaxErrorInAnInactiveClauseIsStillOne() {
        #expect {
            _ = try SwiftSourceHarness.read("#if os(macOS)\nlet x = (\n#endif\n")
        } throws: { error in (error as? DefinitionError)?.message.contains("swiftui.syntaxError") == true }
    }

    @Test func twoConfiguredActivitiesDrawTheFirstAndNameTheOther() throws {
        let two = ["A.swift": SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Text(\"a\")"),
                   "B.swift": SwiftSourceHarness.widget(state: "var b: Int", lockScreen: "Text(\"b\")")
                       .replacingOccurrences(of: "TestAttributes", with: "OtherAttributes")
                       .replacingOccurrences(of: "TestLiveActivity", with: "OtherLiveActivity")]
        let read = try SwiftSourceHarness.read(two)
        #expect(read.definition.attributesType == "TestAttributes")
        let note = try #require(read.diagnostics.first { $0.code == "swiftui.chosenActivity" })
        #expect(note.severity == .info)
        #expect(note.message.hasPrefix("A.swift:5:1: the sources hold 2 activity types; TestAttributes is drawn"))
        #expect(note.message.contains("OtherAttributes with --activity NAME"))
        let other = try SwiftSourceHarness.read(two, activity: "OtherAttributes")
        #expect(other.definition.attributesType == "OtherAttributes")
        #expect(!other.diagnostics.contains { $0.code == "swiftui.chosenActivity" })
    }

    @Test func anUnknownActivityNameIsRefusedWithTheNamesFound() {
        let two = ["A.swift": SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Text(\"a\")"),
                   "B.swift": SwiftSourceHarness.widget(state: "var b: Int", lockScreen: "Text(\"b\")")
                       .replacingOccurrences(of: "TestAttributes", with: "OtherAttributes")
                       .replacingOccurrences(of: "TestLiveActivity", with: "OtherLiveActivity")]
        #expect {
            _ = try SwiftSourceHarness.read(two, activity: "Nope")
        } throws: { error in
            let message = (error as? DefinitionError)?.message ?? ""
            return message.contains("swiftui.ambiguousActivity") && message.contains("TestAttributes, OtherAttributes")
        }
    }

    @Test func aBrokenFileTheWidgetDoesNotNeedIsOneWarning() throws {
        // Its name in a string makes it worth parsing; parsed, it declares nothing the widget uses.
        let files = ["A.swift": SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Text(\"SettingsScreen\")"),
                     "Settings.swift": "struct SettingsScreen {\n    var x: Int = (\n}\n"]
        let read = try SwiftSourceHarness.read(files)
        let warning = try #require(read.diagnostics.first { $0.code == "swiftui.skippedFile" })
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("Settings.swift:2:19: expected an expression here; read without this file"))
    }

    @Test func aBrokenFileDeclaringWhatTheWidgetUsesRefusesTheRead() {
        let files = ["A.swift": SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Badge()"),
                     "Badge.swift": "import SwiftUI\nstruct Badge: View {\n    var body: some View { Text(\"b\" }\n}\n"]
        #expect {
            _ = try SwiftSourceHarness.read(files)
        } throws: { error in
            guard let error = error as? DefinitionError else { return false }
            return error.file == "Badge.swift" && error.message.contains("swiftui.syntaxError")
        }
    }

    @Test func attributesAdoptingThroughARefiningProtocol() throws {
        let source = SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Text(\"\\(context.state.a)\")")
            .replacingOccurrences(of: "struct TestAttributes: ActivityAttributes", with: "protocol Tracked: ActivityAttributes {}\nstruct TestAttributes: Tracked")
        let read = try SwiftSourceHarness.read(source)
        #expect(read.definition.attributesType == "TestAttributes")
    }

    @Test func aProtocolFromAFileNotGivenIsNamed() {
        #expect {
            _ = try SwiftSourceHarness.read("import ActivityKit\nstruct RideAttributes: SharedAttributes {\n    var id: String\n}\n")
        } throws: { error in
            let message = (error as? DefinitionError)?.message ?? ""
            return message.contains("swiftui.noActivityAttributes") && message.contains("RideAttributes (Widget.swift:2) conforms to SharedAttributes")
        }
    }

    @Test func aHandWrittenDecoderIsReadFromItsDecodeCalls() throws {
        let source = SwiftSourceHarness.widget(state: """
            var score: Int
                    var team: String
                    var note: String?
                    var period: Int
                    enum CodingKeys: String, CodingKey { case score, team = "team_name", note, period }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        score = try container.decode(Int.self, forKey: .score)
                        self.team = try container.decode(String.self, forKey: .team)
                        note = try container.decodeIfPresent(String.self, forKey: .note)
                        period = try container.decodeIfPresent(Int.self, forKey: .period) ?? 1
                    }
            """, lockScreen: "Text(\"\\(context.state.team) \\(context.state.score)\")")
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let fields = read.definition.contentState.fields
        #expect(fields.map(\.name) == ["score", "team", "note", "period"])
        #expect(fields.map(\.key) == ["score", "team_name", "note", "period"])
        #expect(fields.map(\.type.description) == ["Int", "String", "String?", "Int"])
        #expect(fields.last?.fallback == .number("1"), "decodeIfPresent(…) ?? 1: a missing key is 1, never nil")
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"score": 3, "team_name": "Owls"}"#)
        #expect(text.contains("Owls 3"))
        let decoded = read.definition.contentStateDecoder.decode(try JSONParser.parseDocument(Array(#"{"score": 3, "team_name": "Owls", "period": null}"#.utf8)))
        #expect(decoded.value.map { "\($0)" }?.contains("int(1)") == true, "null takes the fallback too: \(String(describing: decoded.value))")
    }

    @Test func aDecoderThatDoesMoreIsReadAsItsPropertiesDeclareAndSaid() throws {
        let source = SwiftSourceHarness.widget(state: """
            var when: Date
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        let text = try container.decode(String.self, forKey: .when)
                        when = ISO8601DateFormatter().date(from: text) ?? .now
                    }
            """, lockScreen: "Text(\"x\")")
        let read = try SwiftSourceHarness.read(source)
        let note = try #require(read.diagnostics.first { $0.code == "swiftui.customDecoding" })
        #expect(note.severity == .warning)
        #expect(note.message.hasPrefix("Widget.swift:12:"), "\(note.message)")
        #expect(note.message.contains("when = ISO8601DateFormatter()") && note.message.contains("as its stored properties declare"))
        #expect(read.definition.contentState.fields.map(\.name) == ["when"])
    }


    @Test func aLiteralDefaultGivesItsType() throws {
        let source = SwiftSourceHarness.widget(state: "var title = \"\"\n        var count = 0\n        var ratio = 0.5\n        var done = false\n        var tags = [\"a\"]",
                                               lockScreen: "Text(\"\\(context.state.title)\")")
        let read = try SwiftSourceHarness.read(source)
        #expect(read.definition.contentState.fields.map(\.type.description) == ["String", "Int", "Double", "Bool", "[String]"])
    }
}

/// Contract types that synthesized `Codable` decodes and the reader once refused.
@Suite struct SynthesizedContractTests {
    static let source = """
        import ActivityKit
        struct OrderAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var status: Status
                var courier: Courier
                var itemID: Item.ID
            }
            var shop: String
        }
        enum Status: Codable, Hashable { case placed, cooking, onTheWay }
        final class Courier: Codable, Hashable {
            var name: String
            static func == (a: Courier, b: Courier) -> Bool { a.name == b.name }
            func hash(into hasher: inout Hasher) { hasher.combine(name) }
        }
        struct Item: Identifiable { var id: Int }
        """

    @Test func anEnumWithoutRawTypeAClassAndAnIdentifiableID() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        let contract = read.definition.contentState
        #expect(contract.fields.map(\.type.description) == ["Status", "Courier", "Int"])
        #expect(contract.enums["Status"]?.rawType == EnumSpec.RawType.none)
        #expect(contract.structs["Courier"]?.fields.map(\.name) == ["name"])
        let decoder = read.definition.contentStateDecoder
        let good = try JSONParser.parseDocument(Array(#"{"status": {"cooking": {}}, "courier": {"name": "Ana"}, "itemID": 7}"#.utf8))
        #expect(decoder.decode(good, at: .root, referenceDate: SwiftSourceHarness.t0).value != nil)
        for bad in [#""cooking""#, #"{}"#, #"{"cooking": {}, "placed": {}}"#, #"{"cooking": 1}"#, #"{"burnt": {}}"#] {
            let json = try JSONParser.parseDocument(Array(#"{"status": \#(bad), "courier": {"name": "Ana"}, "itemID": 7}"#.utf8))
            let decoded = decoder.decode(json, at: .root, referenceDate: SwiftSourceHarness.t0)
            #expect(decoded.value == nil, "\(bad) is not a case as synthesized Codable writes one")
            #expect(decoded.diagnostics.contains { ($0.path ?? "").contains("status") }, "\(decoded.diagnostics)")
        }
    }
}

/// Values of the sources' own types built in view code, as view models are.
@Suite struct InstanceValueTests {
    @Test func aViewModelBuiltFromTheContextIsReadThroughItsProperties() throws {
        let source = SwiftSourceHarness.widget(state: "var done: Int\n        var total: Int", lockScreen: "ProgressCard(model: CardModel(context: context, title: \"Steps\"))", extra: """
            final class CardModel {
                let context: ActivityViewContext<TestAttributes>
                let title: String
                var suffix = "left"
                init(context: ActivityViewContext<TestAttributes>, title: String, scale: Int = 2) {
                    self.context = context
                    self.title = title
                }
                var remaining: Int { context.state.total - context.state.done }
                func line(_ unit: String) -> String { "\\(title): \\(remaining) \\(unit) \\(suffix)" }
            }
            struct Tint { var accent: Color; var name: String }
            struct ProgressCard: View {
                var model: CardModel
                @State var highlighted = false
                let accent = Color(red: 1, green: 0.5, blue: 0)
                var body: some View {
                    VStack {
                        Text(model.line("steps")).foregroundStyle(accent)
                        Text(Tint(accent: .green, name: "memberwise").name)
                        Text(highlighted ? "on" : "off")
                    }
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.severity != .info }, "\(read.diagnostics)")
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"done": 4000, "total": 6500}"#)
        #expect(text.contains("Steps: 2500 steps left"), "\(text)")
        #expect(text.contains("memberwise") && text.contains("off"))
    }

    /// An initializer's statements run as Swift runs them, whatever they are.
    @Test func anInitThatDoesMoreThanAssignRuns() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: "Text(Box(n: context.state.n).label)", extra: """
            struct Box {
                var label: String
                init(n: Int) { print(n); label = "box \\(n * 2)" }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 21}"#)
        #expect(text.contains("box 42"), "\(text)")
        #expect(!diagnostics.contains { $0.severity != .info }, "\(diagnostics)")
    }
}
