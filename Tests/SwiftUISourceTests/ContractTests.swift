import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Item 3: the contract from Swift declarations, as synthesized Codable reads it.
@Suite struct ContractTests {
    static let source = """
        import ActivityKit
        struct TripAttributes: ActivityAttributes {
            public typealias ContentState = TripState
            var tripID: UUID
            var seats: Int8
        }

        struct TripState: Codable, Hashable {
            var driver: String
            var eta: ClosedRange<Date>
            var note: String? = nil
            var stops: [Stop]
            var fares: [String: Decimal]
            var link: URL
            var phase: Phase = .waiting
            var level: Level
            let version = 2

            enum CodingKeys: String, CodingKey {
                case driver = "driver_name", eta, note, stops, fares, link, phase, level
            }
        }

        extension TripState {
            struct Stop: Codable, Hashable { var name: String; var at: Date }
        }

        enum Phase: String, Codable, Hashable { case waiting, riding = "on_trip", done }
        enum Level: Int, Codable { case low = 1, mid, high = 10, max }
        """

    @Test func storedPropertiesTypesAndKeysMakeTheContract() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        let fields = read.definition.contentState.fields
        #expect(fields.map(\.name) == ["driver", "eta", "note", "stops", "fares", "link", "phase", "level"], "the let with a value is never decoded")
        #expect(fields.map(\.key) == ["driver_name", "eta", "note", "stops", "fares", "link", "phase", "level"])
        #expect(fields.map(\.type.description) == ["String", "ClosedRange<Date>", "String?", "[Stop]", "[String: Decimal]", "URL", "Phase", "Level"])
        #expect(read.definition.attributesContract.fields.map(\.type.description) == ["UUID", "Int8"])
        #expect(read.definition.contentState.structs["Stop"]?.fields.map(\.type.description) == ["String", "Date"])
    }

    @Test func enumRawValuesExplicitAndImplicit() throws {
        let contract = try SwiftSourceHarness.read(Self.source).definition.contentState
        let phase = try #require(contract.enums["Phase"])
        #expect(phase.cases.map(\.rawValue.description) == ["waiting", "on_trip", "done"].map { EnumSpec.RawValue.string($0).description })
        let level = try #require(contract.enums["Level"])
        #expect(level.cases.map(\.rawValue) == [.int(1), .int(2), .int(10), .int(11)])
    }

    @Test func aDefaultValueIsStillARequiredKey() throws {
        let decoder = try SwiftSourceHarness.read(Self.source).definition.contentStateDecoder
        let json = try JSONParser.parseDocument(Array(#"{"driver_name": "A", "eta": [0, 60], "stops": [], "fares": {}, "link": "https://x.y", "level": 2}"#.utf8))
        let decoded = decoder.decode(json, at: .root, referenceDate: SwiftSourceHarness.t0)
        #expect(decoded.value == nil, "phase has a default, but JSONDecoder requires the key")
        #expect(decoded.diagnostics.contains { $0.code == "contract.missingKey" && ($0.path ?? "").contains("phase") })
    }

    @Test func aCustomDecoderWithoutAKeyedContainerIsReportedNotGuessed() {
        let source = SwiftSourceHarness.widget(state: """
            var value: Int
                    init(from decoder: Decoder) throws { value = 1 }
            """, lockScreen: "Text(\"x\")")
        #expect {
            _ = try SwiftSourceHarness.read(source)
        } throws: { error in
            let error = error as? DefinitionError
            return error?.message.contains("swiftui.customDecoding") == true && error?.line == 9
        }
    }


    @Test func theConfiguredActivityIsChosenAndAnotherOneByName() throws {
        let two = ["A.swift": SwiftSourceHarness.widget(state: "var a: Int", lockScreen: "Text(\"a\")"),
                   "B.swift": "import ActivityKit\nstruct OtherAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var b: String } }"]
        let configured = try SwiftSourceHarness.read(two)
        #expect(configured.definition.attributesType == "TestAttributes", "the one ActivityConfiguration(for:) names")
        let chosen = try SwiftSourceHarness.read(two, activity: "OtherAttributes")
        #expect(chosen.definition.contentState.fields.map(\.name) == ["b"])
        #expect(chosen.diagnostics.contains { $0.code == "swiftui.noActivityConfiguration" })
    }

    @Test func noActivityAttributesIsUnusable() {
        #expect {
            _ = try SwiftSourceHarness.read("struct A: View { var body: some View { Text(\"x\") } }")
        } throws: { error in (error as? DefinitionError)?.message.contains("swiftui.noActivityAttributes") == true }
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() {
        #expect {
            _ = try SwiftSourceHarness.read("import SwiftUI\nstruct A {\n    var x: Int = (\n}\n")
        } throws: { error in
            guard let error = error as? DefinitionError else { return false }
            // swift-syntax places the missing expression right after the '(' (3:19).
            return error.message.contains("expected an expression") && error.message.contains("swiftui.syntaxError")
                && error.file == "Widget.swift" && error.line == 3 && error.column == 19
        }
    }
}
