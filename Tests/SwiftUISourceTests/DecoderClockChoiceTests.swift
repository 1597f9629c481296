import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// An enum's own `init(from:)` whose arm chooses the case by the clock (`Date.now >= opens ? … :
/// …`), directly or through a static function: decoded at the push's time, as the phone decodes
/// a push when it arrives.
@Suite struct DecoderClockChoiceTests {
    static func source(_ arm: String) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct GateAttributes: ActivityAttributes {
            typealias ContentState = Gate
            var venue: String
        }

        enum Gate: Codable, Hashable {
            case waiting(opens: Date)
            case open(opens: Date)

            private enum CodingKeys: String, CodingKey { case gate }
            private struct Slot: Codable, Hashable { let opens: TimeInterval }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let slot = try container.decodeIfPresent(Slot.self, forKey: .gate) {
                    let opens = Date(timeIntervalSince1970: slot.opens)
                    \(arm)
                } else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no gate"))
                }
            }

            private static func byClock(opens: Date) -> Gate {
                Date.now >= opens ? .open(opens: opens) : .waiting(opens: opens)
            }
        }

        struct GateLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: GateAttributes.self) { context in
                    switch context.state {
                    case .waiting: Text("Gates open soon")
                    case .open: Text("Gates are open")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("c") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }
        """
    }

    static let opens = 1_795_341_600.0  // 2026-11-22T10:00:00Z

    static func decodedCase(_ read: SwiftSourceReader.Read, at seconds: Double) throws -> String? {
        let json = try JSONParser.parseDocument(Array(#"{"gate": {"opens": \#(Int(opens))}}"#.utf8))
        let value = read.definition.contentStateDecoder.decode(json, referenceDate: Date(timeIntervalSince1970: seconds)).value
        switch value {
        case .enumPayload(_, let name, _)?: return name
        case .enumCase(_, let name)?: return name
        default: return nil
        }
    }

    @Test(arguments: [
        "self = Self.byClock(opens: opens)",
        "self = Date.now >= opens ? .open(opens: opens) : .waiting(opens: opens)",
        "self = opens > Date() ? .waiting(opens: opens) : .open(opens: opens)",
    ])
    func theCaseFollowsThePushTime(arm: String) throws {
        let read = try SwiftSourceHarness.read(Self.source(arm))
        #expect(!read.diagnostics.contains { $0.code == "swiftui.customDecoding" }, "\(read.diagnostics)")
        #expect(try Self.decodedCase(read, at: Self.opens - 60) == "waiting")
        #expect(try Self.decodedCase(read, at: Self.opens) == "open", "at the date itself: now >= opens")
        #expect(try Self.decodedCase(read, at: Self.opens + 60) == "open")
    }

    @Test func aStrictTestMakesTheOtherCaseAtTheDate() throws {
        let read = try SwiftSourceHarness.read(Self.source("self = Date.now > opens ? .open(opens: opens) : .waiting(opens: opens)"))
        #expect(try Self.decodedCase(read, at: Self.opens) == "waiting")
        #expect(try Self.decodedCase(read, at: Self.opens + 1) == "open")
    }

    @Test func aPushDrawsTheCaseOfItsTime() throws {
        let read = try SwiftSourceHarness.read(Self.source("self = Self.byClock(opens: opens)"))
        let state = #"{"gate": {"opens": \#(Int(Self.opens))}}"#
        let before = try SwiftSourceHarness.render(read, state: state, now: Date(timeIntervalSince1970: Self.opens - 300)).text
        #expect(before.contains("Gates open soon"), "\(before)")
    }
}
