import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Enums with associated values read from Swift: their synthesized contract, `case` patterns that
/// bind values, and enums that decode themselves with a `switch` or an `if let` chain.
@Suite struct EnumPayloadSourceTests {
    static let synthesized = SwiftSourceHarness.widget(state: """
        var time: MatchTime
        """, lockScreen: """
        VStack {
                    Text(context.state.time.label)
                    switch context.state.time {
                    case .firstPart(let minute):
                        Text("view \\(minute)")
                    case let .extra(minute, reason):
                        Text("extra \\(minute) \\(reason)")
                    default:
                        Text("no minute")
                    }
                    if case .extra(_, reason: let why) = context.state.time {
                        Text("because \\(why)")
                    }
                    Text(context.state.time == .finished ? "over" : "on")
                }
        """, extra: """
        enum MatchTime: Codable, Hashable {
            case notStarted
            case firstPart(minute: Int)
            case extra(Int, reason: String)
            case finished

            var label: String {
                switch self {
                case .notStarted: return "soon"
                case .firstPart(let minute): return "\\(minute)' first"
                case .extra(let minute, _): return "\\(minute)'+"
                case .finished: return "final"
                }
            }
        }
        """)

    @Test func associatedValuesMakeTheCasesPayloads() throws {
        let read = try SwiftSourceHarness.read(Self.synthesized)
        let spec = try #require(read.definition.contentState.enums["MatchTime"])
        #expect(spec.rawType == .none)
        #expect(spec.cases.map(\.name) == ["notStarted", "firstPart", "extra", "finished"])
        #expect(spec.cases.map { $0.values?.map(\.key) } == [nil, ["minute"], ["_0", "reason"], nil])
        #expect(spec.cases[2].values?.map(\.type) == [.integer(.int), .string])
    }

    @Test func switchesAndIfCaseBindTheValues() throws {
        let read = try SwiftSourceHarness.read(Self.synthesized)
        let first = try SwiftSourceHarness.render(read, state: #"{"time": {"firstPart": {"minute": 12}}}"#).text
        #expect(first.contains("12' first") && first.contains("view 12") && first.contains("on"), "\(first)")
        #expect(!first.contains("because") && !first.contains("no minute"), "\(first)")
        let extra = try SwiftSourceHarness.render(read, state: #"{"time": {"extra": {"_0": 90, "reason": "injury"}}}"#).text
        #expect(extra.contains("90'+") && extra.contains("extra 90 injury") && extra.contains("because injury"), "\(extra)")
        let done = try SwiftSourceHarness.render(read, state: #"{"time": {"finished": {}}}"#).text
        #expect(done.contains("final") && done.contains("no minute") && done.contains("over"), "\(done)")
        #expect(!read.diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(read.diagnostics)")
    }

    @Test func theSampleStateHasTheFirstCase() throws {
        let read = try SwiftSourceHarness.read(Self.synthesized)
        let sample = ContractSample(now: SwiftSourceHarness.t0).value(of: read.definition.contentState)
        #expect(sample.compactText == #"{"time":{"notStarted":{}}}"#)
        #expect(read.definition.contentStateDecoder.decode(sample).succeeded)
    }

    static let tagged = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct GateAttributes: ActivityAttributes {
            enum ContentState: Codable, Hashable {
                case queue(position: Int, note: String)
                case open(lane: Int)

                enum CodingKeys: String, CodingKey { case kind = "type", position, note, lane }

                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let kind = try container.decode(String.self, forKey: .kind)
                    switch kind {
                    case "queue":
                        let position = try container.decode(Int.self, forKey: .position)
                        let note = try container.decodeIfPresent(String.self, forKey: .note) ?? "wait"
                        self = .queue(position: position, note: note)
                    case "open":
                        self = .open(lane: try container.decode(Int.self, forKey: .lane))
                    default:
                        throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "?")
                    }
                }
            }
            var venue: String
        }

        #Preview("Gate", as: .content, using: GateAttributes(venue: "Arena")) {
            GateLiveActivity()
        } contentStates: {
            .open
            GateAttributes.ContentState.open(lane: 7)
        }

        extension GateAttributes {
            static var opening: ContentState { .open(lane: 2) }
        }

        extension GateAttributes.ContentState {
            static var open: GateAttributes.ContentState { GateAttributes.opening }
        }

        struct GateLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: GateAttributes.self) { context in
                    switch context.state {
                    case .queue(let position, let note): Text("number \\(position), \\(note)")
                    case .open(let lane): Text("lane \\(lane)")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("centre") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }
        """

    @Test func aSwitchOnATagKeyIsReadAsTheContract() throws {
        let read = try SwiftSourceHarness.read(Self.tagged)
        let contract = read.definition.contentState
        #expect(contract.rootEnum == "ContentState")
        let decoding = try #require(contract.enums["ContentState"]?.customDecoding)
        #expect(decoding.discriminator?.key == "type")
        #expect(decoding.branches.map(\.condition) == [.tag(.string("queue")), .tag(.string("open")), .otherwise])
        #expect(decoding.branches.map(\.caseName) == ["queue", "open", nil])
        #expect(decoding.branches[0].fields.map(\.key) == ["position", "note"])
        #expect(decoding.branches[0].fields[1].fallback == .string("wait"))

        let queued = try SwiftSourceHarness.render(read, state: #"{"type": "queue", "position": 4}"#).text
        #expect(queued.contains("number 4, wait"), "\(queued)")
        let decoder = read.definition.contentStateDecoder
        #expect(decoder.decode(try JSONParser.parseDocument(#"{"type": "open"}"#)).diagnostics.contains { $0.code == "contract.missingKey" })
        #expect(decoder.decode(try JSONParser.parseDocument(#"{"type": "shut", "lane": 1}"#)).value == nil)
    }

    @Test func aTagDecodedAsAnEnumIsMatchedByItsRawValue() throws {
        let source = Self.tagged
            .replacingOccurrences(of: "let kind = try container.decode(String.self, forKey: .kind)",
                                  with: "let kind = try container.decode(Kind.self, forKey: .kind)")
            .replacingOccurrences(of: "case \"queue\":", with: "case .queue:")
            .replacingOccurrences(of: "case \"open\":", with: "case .open:")
            .replacingOccurrences(of: "    var venue: String", with: "    enum Kind: String, Codable { case queue = \"Q\", open = \"O\" }\n    var venue: String")
        let read = try SwiftSourceHarness.read(source)
        #expect(read.definition.contentState.enums["ContentState"]?.customDecoding?.discriminator?.type == .named("Kind"))
        let open = try SwiftSourceHarness.render(read, state: #"{"type": "O", "lane": 3}"#).text
        #expect(open.contains("lane 3"), "\(open)")
        #expect(read.previewStates.map(\.compactText) == [#"{"type":"O","lane":2}"#, #"{"type":"O","lane":7}"#])
        #expect(ContractSample(now: SwiftSourceHarness.t0).value(of: read.definition.contentState).compactText
                == #"{"type":"Q","position":3,"note":"note"}"#)
        #expect(read.definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"type": "open", "lane": 3}"#)).value == nil,
                "the case name is not its raw value")
    }

    @Test func aKeyDecodedBeforeTheSwitchIsRequiredInEveryCase() throws {
        let source = Self.tagged
            .replacingOccurrences(of: "case kind = \"type\", position, note, lane", with: "case kind = \"type\", position, note, lane, version")
            .replacingOccurrences(of: "let kind = try container.decode(String.self, forKey: .kind)",
                                  with: "let version = try container.decode(Int.self, forKey: .version)\n            let kind = try container.decode(String.self, forKey: .kind)")
        let decoder = try SwiftSourceHarness.read(source).definition.contentStateDecoder
        let without = decoder.decode(try JSONParser.parseDocument(#"{"type": "open", "lane": 1}"#))
        #expect(without.value == nil && without.diagnostics.contains { $0.code == "contract.missingKey" && ($0.path ?? "").contains("version") })
        #expect(decoder.decode(try JSONParser.parseDocument(#"{"type": "open", "lane": 1, "version": 2}"#)).succeeded)
    }

    @Test func aPreviewOfTheDefaultArmsCaseSendsATagNoCaseNames() throws {
        let source = Self.tagged
            .replacingOccurrences(of: "case open(lane: Int)", with: "case open(lane: Int)\n        case closed")
            .replacingOccurrences(of: "throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: \"?\")", with: "self = .closed")
            .replacingOccurrences(of: "    .open\n", with: "    .closed\n")
            .replacingOccurrences(of: "case .open(let lane): Text(\"lane \\(lane)\")", with: "case .open(let lane): Text(\"lane \\(lane)\")\n            case .closed: Text(\"shut\")")
        let read = try SwiftSourceHarness.read(source)
        #expect(read.previewStates.first?.compactText == #"{"type":"other"}"#)
        let text = try SwiftSourceHarness.render(read).text
        #expect(text.contains("shut"), "\(text)")
    }

    @Test func aPreviewCaseIsEncodedAsTheDecoderReadsIt() throws {
        let read = try SwiftSourceHarness.read(Self.tagged)
        // `.open` is the static member: a case with associated values is no value by itself.
        #expect(read.previewStates.map(\.compactText) == [#"{"type":"open","lane":2}"#, #"{"type":"open","lane":7}"#])
        let text = try SwiftSourceHarness.render(read).text
        #expect(text.contains("lane 2"), "\(text)")
    }

    static func presence(thirdArm: String) -> String {
        SwiftSourceHarness.widget(state: "var slot: Slot", lockScreen: """
            switch context.state.slot {
                    case .active(let start): Text(start, style: .time)
                    case .idle: Text("idle")
                    }
            """, extra: """
            enum Slot: Codable, Hashable {
                case active(start: Date)
                case idle
                enum CodingKeys: String, CodingKey { case active, idle, legacy }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    if let seconds = try container.decodeIfPresent(Double.self, forKey: .active) {
                        self = .active(start: Date(timeIntervalSince1970: seconds))
                    } else if let _ = try container.decodeIfPresent(Bool.self, forKey: .idle) {
                        self = .idle
                    } else if let text = try container.decodeIfPresent(String.self, forKey: .legacy) {
                        \(thirdArm)
                    } else {
                        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "?"))
                    }
                }
            }
            """)
    }

    @Test func anIfLetChainIsReadAndAnArmItCannotFollowIsNamed() throws {
        let read = try SwiftSourceHarness.read(Self.presence(thirdArm: "self = Slot.parse(text)"))
        let note = try #require(read.diagnostics.first { $0.code == "swiftui.customDecoding" })
        #expect(note.severity == .warning && note.message.contains("Widget.swift:23:"), "\(note.message)")
        let active = try SwiftSourceHarness.render(read, state: #"{"slot": {"active": 1795341600}}"#).text
        #expect(active.contains("10:00"), "\(active)")
        let decoder = read.definition.contentStateDecoder
        let legacy = decoder.decode(try JSONParser.parseDocument(#"{"slot": {"legacy": "x"}}"#))
        #expect(legacy.value == nil && legacy.diagnostics.contains { $0.code == "contract.customDecoding" && $0.message.contains("Widget.swift:23") })
        #expect(decoder.decode(try JSONParser.parseDocument(#"{"slot": {}}"#)).diagnostics.contains { $0.code == "contract.missingKey" })
    }

    /// A field whose decoder cannot be followed at all is carried as JSON, said as a warning that
    /// names where the reading stopped; the widget is not lost for it.
    @Test func aBodyWithNoArmToFollowIsCarriedAsJSON() throws {
        let source = Self.presence(thirdArm: "self = .idle").replacingOccurrences(
            of: "self = .active(start: Date(timeIntervalSince1970: seconds))", with: "self = Slot.from(seconds)")
            .replacingOccurrences(of: "self = .idle\n", with: "print(1)\n")
        let read = try SwiftSourceHarness.read(source)
        #expect(read.definition.contentState.fields.first?.type == .opaque("Slot"))
        let note = try #require(read.diagnostics.first { $0.code == SwiftUIDiagnosticCode.opaqueType })
        #expect(note.severity == .warning && note.message.contains("swiftui.customDecoding"), "\(note.message)")
        #expect(read.definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"slot": {"active": 1}}"#)).succeeded)
    }
}
