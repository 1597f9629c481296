import Foundation
import Testing
import TestSupport
@testable import ActivityModel
import DefinitionLoader

/// Reading activity definitions: every contract type, and errors that point at the line.
@Suite struct DefinitionTests {
    func load(_ yaml: String) throws(DefinitionError) -> ActivityDefinition {
        try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "activity.yaml"), file: "activity.yaml")
    }

    func failure(_ yaml: String) -> DefinitionError? {
        thrownError { () throws(DefinitionError) in try load(yaml) }
    }

    @Test func readsEveryPartOfTheContract() throws {
        let definition = try load("""
            name: Transit
            attributesType: TransitAttributes
            attributes: { line: "U2", stopCount: 12, fare: 2.5, express: true }
            contentState:
              departures: "[Departure]"
              delay: { type: Int?, key: delay_minutes }
              updated: Date
              window: Range<Date>
              tags: "[String: Int]"
              level: Crowding
            enums:
              Crowding: { rawType: Int, cases: { low: 0, medium: 1, high: 2 }, icon: { low: person, medium: person.2, high: person.3 } }
            structs:
              Departure: { destination: String, plannedTime: Date, platform: String?, stop: Stop }
              Stop: { name: String, id: UUID }
            dateEncoding: secondsSince1970
            rangeEncoding: bounds
            """)
        #expect(definition.name == "Transit")
        #expect(definition.attributesType == "TransitAttributes")
        #expect(definition.dateEncoding == .secondsSince1970)
        #expect(definition.rangeEncoding == .bounds)
        let fields = definition.contentState.fields
        #expect(fields.map(\.name) == ["departures", "delay", "updated", "window", "tags", "level"])
        #expect(fields[0].type == .array(.named("Departure")))
        #expect(fields[1].type == .optional(.integer(.int)) && fields[1].key == "delay_minutes")
        #expect(fields[3].type == .dateRange)
        #expect(fields[4].type == .dictionary(.integer(.int)))
        let crowding = try #require(definition.contentState.enums["Crowding"])
        #expect(crowding.rawType == .int)
        #expect(crowding.cases.map(\.rawValue) == [.int(0), .int(1), .int(2)])
        #expect(crowding.caseValues["icon"]?["high"] == "person.3")
        #expect(definition.contentState.structs["Departure"]?.fields.last?.type == .named("Stop"))
        #expect(definition.attributesContract.fields.map(\.type) == [.string, .integer(.int), .double, .bool])
    }

    /// `{type, key, default}`: a hand-written decoder's `decodeIfPresent(…) ?? default`.
    @Test func aFieldsDefaultStandsInForAMissingOrNullKey() throws {
        let definition = try load("contentState: { stall: { type: String, key: stall_name, default: Any stall }, kw: Int }")
        #expect(definition.contentState.fields.first?.fallback == .string("Any stall"))
        let decoder = definition.contentStateDecoder
        for body in [#"{"kw": 7}"#, #"{"kw": 7, "stall_name": null}"#] {
            let decoded = decoder.decode(try JSONParser.parseDocument(Array(body.utf8)))
            #expect(decoded.value == .structure(type: "ContentState", fields: [StateField(name: "stall", value: .string("Any stall")),
                                                                              StateField(name: "kw", value: .int(7))]), "\(body): \(decoded.diagnostics)")
        }
        #expect(decoder.decode(try JSONParser.parseDocument(Array(#"{"stall_name": "B4"}"#.utf8))).value == nil, "kw has none: still required")
    }

    @Test func customStringRawValues() throws {
        let definition = try load("""
            contentState: { status: Status }
            enums: { Status: { rawType: String, cases: { charging: Charging, full: FULL } } }
            """)
        #expect(definition.contentState.enums["Status"]?.cases.map(\.rawValue) == [.string("Charging"), .string("FULL")])
    }

    /// `rawType: Float`: a number matches the case whose value it equals at Float precision.
    @Test func floatingRawValues() throws {
        let definition = try load("""
            contentState: { dose: Dose }
            enums: { Dose: { rawType: Float, cases: { tenth: 0.1, half: 0.5, whole: 1 } } }
            """)
        #expect(definition.contentState.enums["Dose"]?.cases.map(\.rawValue) == [.double(0.1), .double(0.5), .double(1)])
        let decoder = definition.contentStateDecoder
        let tenth = decoder.decode(try JSONParser.parseDocument(Array(#"{"dose": 0.100000001}"#.utf8))).value
        #expect(tenth == .structure(type: "ContentState", fields: [StateField(name: "dose", value: .enumCase(type: "Dose", name: "tenth"))]))
        #expect(decoder.decode(try JSONParser.parseDocument(Array(#"{"dose": 0.25}"#.utf8))).value == nil)
        #expect(throws: DefinitionError.self) {
            _ = try load("contentState: { d: Dose }\nenums: { Dose: { rawType: Double, cases: { a: half } } }")
        }
    }

    @Test(arguments: [
        ("contentState:\n  eta: Dat\n", 2, "type 'Dat' of 'eta' is not a built-in type"),
        ("contentState:\n  eta: ClosedRange<Int>\n", 2, "ClosedRange is supported over Date only"),
        ("contentState:\n  eta: \"[Date\"\n", 2, "']' was expected"),
        ("name: X\n", 1, "missing key 'contentState'"),
        ("contentState: { a: Int }\ndateEncoding: unix\n", 2, "'dateEncoding' must be one of deferredToDate"),
        ("contentState: { a: Int }\nenums:\n  E: { cases: [] }\n", 3, "enum 'E' has no cases"),
        ("contentState: { a: Int }\nenums:\n  E: { rawType: Int, cases: [a, b] }\n", 3, "write cases as a mapping"),
        ("contentState:\n  a: Int\n  b: { type: String, key: a }\n", 3, "JSON key 'a' is used by two fields"),
        ("contentState: { a: Node }\nstructs:\n  Node: { next: Node }\n", 3, "struct 'Node' contains itself"),
        ("contentState:\n  a: Int\n   b: Int\n", 3, "invalid YAML"),
        (#"contentState: { n: Int }"# + "\nlockScreen:\n  Text: " + #""count \(state.n)""# + "\n", 3,
         "unknown escape character; YAML double quotes treat a backslash as an escape: use single quotes"),
        ("contentState: [a, b]\n", 1, "must be a mapping of field names"),
    ])
    func definitionErrorsNameTheLine(yaml: String, line: Int, message: String) {
        let error = failure(yaml)
        #expect(error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("activity.yaml:\(line):") == true)
    }

    @Test func unknownKeysWarnWithASuggestion() throws {
        let definition = try load("contentState: { a: Int }\nkeyLineTint: cyan\n")
        #expect(definition.warnings.count == 1)
        #expect(definition.warnings.first?.line == 2)
        #expect(definition.warnings.first?.message.contains("did you mean 'keylineTint'") == true)
    }

    @Test func viewSectionsAreKeptForTheLayout() throws {
        let definition = try load("contentState: { a: Int }\nlockScreen:\n  Text: hello\ndynamicIsland:\n  minimal: Spacer\n")
        #expect(definition.lockScreen?["Text"]?.string == "hello")
        #expect(definition.dynamicIsland?["minimal"]?.string == "Spacer")
    }

    @Test func jsonDefinitionsReadLikeYAML() throws {
        let definition = try load(#"{"name": "J", "contentState": {"count": "Int", "label": {"type": "String", "key": "l"}}}"#)
        #expect(definition.contentState.fields.map(\.key) == ["count", "l"])
    }

    @Test func theSampleDefinitionLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let loaded = try DefinitionLoader.load(path: root.appendingPathComponent("Samples/delivery").path)
        #expect(loaded.definition.attributesType == "DeliveryAttributes")
        #expect(loaded.definition.contentState.enums["DeliveryStep"]?.caseValues["icon"]?["pickedUp"] == "bag.fill")
        #expect(loaded.definition.warnings.isEmpty)
    }

    @Test func aMissingFolderIsAnErrorNamingIt() {
        #expect(throws: DefinitionError.self) { try DefinitionLoader.load(path: "/nonexistent/activity") }
    }
}

/// Instants and durations as typed on the command line.
@Suite struct TimestampTests {
    @Test(arguments: ["2026-11-22T10:00:00Z", "2026-11-22T10:00:00.250Z", "2026-11-22T12:00:00+02:00", "2026-11-22T04:30:00-0530",
                      "2024-02-29T23:59:59Z", "1999-12-31T23:59:59Z", "2026-11-22t10:00:00z"])
    func handParsedISO8601AgreesWithFoundation(text: String) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : .withInternetDateTime
        let fast = Timestamp.parseInternetDateTime(text)
        #expect(fast != nil)
        if let expected = formatter.date(from: text.uppercased()) {
            #expect(abs((fast ?? .distantPast).timeIntervalSince(expected)) < 0.001, "\(text)")
        }
    }

    @Test func roundTripsThroughTheWriter() {
        for seconds in [0.0, 1_795_341_600, 951_868_800, -86_400, 4_102_444_799.5] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Timestamp.parseInstant(Timestamp.iso8601(date)) == date, "\(seconds)")
        }
    }

    @Test func rejectsWhatIsNotATime() {
        for text in ["2026-13-01T00:00:00Z", "2026-11-22T10:00:00", "2026-11-22 10:00", "yesterday", "2026-11-22T25:00:00Z"] {
            #expect(Timestamp.parseInstant(text) == nil, "\(text)")
        }
    }

    @Test func durations() {
        #expect(Timestamp.parseDuration("90s") == 90)
        #expect(Timestamp.parseDuration("1h30m") == 5400)
        #expect(Timestamp.parseDuration("-5m") == -300)
        #expect(Timestamp.parseDuration("2h") == 7200)
        #expect(Timestamp.parseDuration("5x") == nil)
    }
}

/// Types written with YAML's flow collections, as most people write a list type: `[Int]` unquoted
/// is a sequence holding `Int`, `{String: Int}` a mapping; both are read as the Swift type they look
/// like, wherever a type is written (`stops: [Int]`, not "found a list").
@Suite struct FlowCollectionTypeTests {
    func fields(_ yaml: String) throws -> [FieldSpec] {
        try DefinitionTests().load(yaml).contentState.fields
    }

    @Test func aSequenceOfOneTypeIsTheArrayAndAMappingOfOneEntryTheDictionary() throws {
        let read = try fields("""
            contentState:
              stops: [Int]
              grid: [[Double?]]
              scores: {String: Int}
              swiftSpelled: [String: Int]
              lists: {String: [Date]}
              departures: [Departure]
              delay: { type: [Int], key: delay_list }
              counts: { type: {String: Int} }
            structs:
              Departure: { times: [Date], tags: {String: String} }
            """)
        #expect(read.map(\.type) == [.array(.integer(.int)), .array(.array(.optional(.double))), .dictionary(.integer(.int)),
                                     .dictionary(.integer(.int)), .dictionary(.array(.date)), .array(.named("Departure")),
                                     .array(.integer(.int)), .dictionary(.integer(.int))])
        #expect(read[6].key == "delay_list")
        let departure = try DefinitionTests().load("""
            contentState: { d: Departure }
            structs:
              Departure: { times: [Date], tags: {String: String} }
            """).contentState.structs["Departure"]
        #expect(departure?.fields.map(\.type) == [.array(.date), .dictionary(.string)])
    }

    /// An explicit mapping inside the sequence is an array of dictionaries; `[String: Int]` (no braces)
    /// is the dictionary Swift spells that way.
    @Test func bracesInsideTheSequenceMakeAnArrayOfDictionaries() throws {
        #expect(try fields("contentState:\n  rows: [{String: Int}]\n").first?.type == .array(.dictionary(.integer(.int))))
        #expect(try fields("contentState:\n  rows: [String: Int]\n").first?.type == .dictionary(.integer(.int)))
        #expect(try fields("contentState:\n  sales: {Int: Int}\n").first?.type == .intDictionary(.integer(.int)))
        #expect(try fields("contentState:\n  thumbnail: Data\n").first?.type == .data)
    }

    @Test(arguments: [
        ("contentState:\n  a: [Int, String]\n", "found a list of 2 values (a list type holds one type: [Int])"),
        ("contentState:\n  a: []\n", "found a list of 0 values"),
        ("contentState:\n  a: {String: Int, Int: String}\n", "field 'a' needs `type:`"),
        ("contentState:\n  a: [{String: Int, Int: Int}]\n", "must be a Swift type such as String, [Int]"),
        ("contentState:\n  a: {Bool: String}\n", "cannot read the type of 'a'"),
        ("contentState:\n  a: [Dat]\n", "type 'Dat' of 'a' is not a built-in type"),
    ])
    func whatIsNotOneTypeIsStillRefusedWithTheLine(yaml: String, message: String) throws {
        let error = try #require(DefinitionTests().failure(yaml))
        #expect(error.line == 2, "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    /// A thousand nested flow sequences are refused like the quoted spelling, not by the stack.
    @Test func deeplyNestedFlowSequencesAreRefused() throws {
        let yaml = "contentState:\n  x: " + String(repeating: "[", count: 1000) + "Int" + String(repeating: "]", count: 1000) + "\n"
        let error = try #require(DefinitionTests().failure(yaml))
        #expect(error.message.contains("nests more than 32 levels deep"), "\(error.message)")
    }
}

@Suite struct TypeDepthTests {
    /// Types nest at most 32 deep (`[`, `<`, `?` each count): decoding recurses over the type, and a
    /// fuzzed `[[[…Int]]]` 1,000 deep overflowed the stack. Ten deep is fine.
    @Test(arguments: [("[", "]"), ("Optional<", ">"), ("", "?"), ("Array<", ">")])
    func deeplyNestedTypesAreRefusedWithTheLine(open: String, close: String) throws {
        func spelling(_ depth: Int) -> String {
            String(repeating: open, count: open.isEmpty ? 0 : depth) + "Int" + String(repeating: close, count: depth)
        }
        #expect(DefinitionTests().failure("name: T\ncontentState:\n  x: \"\(spelling(10))\"\n") == nil)
        let error = try #require(DefinitionTests().failure("name: T\ncontentState:\n  x: \"\(spelling(1000))\"\n"))
        #expect(error.line == 3)
        #expect(error.message.contains("nests more than 32 levels deep"), "\(error.message)")
    }
}
