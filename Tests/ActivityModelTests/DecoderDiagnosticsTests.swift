import Foundation
import Testing
@testable import ActivityModel

/// The diagnostics `ContentStateDecoder` gives: the right code at the right JSON path, every
/// error rather than the first, and the epoch warning for dates that look like Unix seconds.
@Suite("Decoder diagnostics: codes, paths and date warnings")
struct DecoderDiagnosticsTests {
    static let contract = ContentStateContract(
        fields: [
            FieldSpec(name: "line", type: .string),
            FieldSpec(name: "departures", type: .array(.named("Departure"))),
            FieldSpec(name: "battery", type: .named("Battery")),
            FieldSpec(name: "window", type: .closedDateRange),
            FieldSpec(name: "delays", type: .optional(.dictionary(.integer(.int8)))),
            FieldSpec(name: "driverName", type: .optional(.string), key: "driver_name"),
        ],
        enums: [
            "Battery": EnumSpec(name: "Battery", rawType: .string, cases: [
                .init(name: "charging", rawValue: .string("charging")),
                .init(name: "full", rawValue: .string("full")),
            ]),
        ],
        structs: [
            "Departure": StructSpec(name: "Departure", fields: [
                FieldSpec(name: "name", type: .string),
                FieldSpec(name: "plannedTime", type: .date),
            ]),
        ])

    /// 2026-11-22T10:00:00Z, the push's own time in these tests.
    static let referenceDate = Date(timeIntervalSince1970: 1_795_341_600)

    func decode(_ text: String, dateEncoding: DateEncoding = .deferredToDate, referenceDate: Date? = nil) throws -> ContentStateDecoder.Result {
        let json = try JSONParser.parseDocument(text)
        return ContentStateDecoder(contract: Self.contract, dateEncoding: dateEncoding)
            .decode(json, at: .contentState, referenceDate: referenceDate)
    }

    func errors(_ result: ContentStateDecoder.Result) -> [Diagnostic] {
        result.diagnostics.filter { $0.severity == .error }
    }

    @Test("a wrong type deep inside is reported at its full path")
    func typeMismatchPath() throws {
        let result = try decode(#"""
            {"line":"U2","battery":"full","window":[1,2],
             "departures":[{"name":"A","plannedTime":1},{"name":"B","plannedTime":"2026-11-22T10:00:00Z"}]}
            """#)
        #expect(!result.succeeded)
        #expect(result.value == nil)
        let found = errors(result)
        #expect(found.count == 1)
        #expect(found.first?.code == DiagnosticCode.typeMismatch)
        #expect(found.first?.path == "aps.content-state.departures[1].plannedTime")
        #expect(found.first?.message.contains("2001-01-01") == true)  // says which epoch numbers use
    }

    @Test("a missing key names the key and points at a look-alike")
    func missingKey() throws {
        let result = try decode(#"""
            {"line":"U2","battery":"full","window":[1,2],"departures":[{"name":"A","planned_time":1}]}
            """#)
        let found = errors(result)
        #expect(found.map(\.code) == [DiagnosticCode.missingKey])
        #expect(found.first?.path == "aps.content-state.departures[0].plannedTime")
        #expect(found.first?.message.contains("\"planned_time\"") == true)
    }

    @Test("every error is listed, not only the first")
    func allErrors() throws {
        let result = try decode(#"""
            {"line":7,"battery":"Charging","window":[2,1],"departures":[],"delays":{"a":1,"b c":300}}
            """#)
        let found = errors(result)
        #expect(found.map(\.code) == [DiagnosticCode.typeMismatch, DiagnosticCode.unknownEnumCase,
                                      DiagnosticCode.invalidRange, DiagnosticCode.typeMismatch])
        #expect(found.map(\.path) == ["aps.content-state.line", "aps.content-state.battery",
                                      "aps.content-state.window", #"aps.content-state.delays["b c"]"#])
        // Raw values are case-sensitive; the message offers the right spelling.
        #expect(found[1].message.contains("case-sensitive"))
        #expect(found[1].message.contains(#""charging""#))
        #expect(found[3].message.contains("Int8"))
    }

    @Test("a range of one element is an invalid range")
    func shortRange() throws {
        let result = try decode(#"{"line":"U2","battery":"full","window":[1],"departures":[]}"#)
        #expect(errors(result).map(\.code) == [DiagnosticCode.invalidRange])
        #expect(errors(result).first?.path == "aps.content-state.window")
    }

    @Test("custom CodingKeys: the path uses the JSON key")
    func customKeyPath() throws {
        let result = try decode(#"{"line":"U2","battery":"full","window":[1,2],"departures":[],"driver_name":5}"#)
        #expect(errors(result).first?.path == "aps.content-state.driver_name")
        #expect(errors(result).first?.code == DiagnosticCode.typeMismatch)
    }

    @Test("a number with a fraction for an integer says so")
    func fractionForInteger() throws {
        let result = try decode(#"{"line":"U2","battery":"full","window":[1,2],"departures":[],"delays":{"a":1.5}}"#)
        let message = try #require(errors(result).first?.message)
        #expect(message.contains("not a whole number"))
    }

    @Test("a duplicate key decodes the first value and is noted")
    func duplicateKey() throws {
        let result = try decode(#"{"line":"first","line":"second","battery":"full","window":[1,2],"departures":[]}"#)
        #expect(result.value?["line"] == .string("first"))
        let note = result.diagnostics.first { $0.message.contains("more than once") }
        #expect(note?.severity == .info)
        #expect(note?.path == "aps.content-state.line")
    }

    @Test("Unix seconds under the default strategy: warning with both readings, value still applied")
    func unixSecondsWarning() throws {
        let result = try decode(#"{"line":"U2","battery":"full","window":[1,2],"departures":[{"name":"A","plannedTime":1795341600}]}"#,
                                referenceDate: Self.referenceDate)
        #expect(result.succeeded)  // the phone decodes it and shows the 2057 date
        #expect(errors(result).isEmpty)
        let warning = try #require(result.diagnostics.first { $0.code == DiagnosticCode.dateLooksUnix })
        #expect(warning.severity == .warning)
        #expect(warning.path == "aps.content-state.departures[0].plannedTime")
        #expect(warning.message.contains("2057-11-22T10:00:00Z"))  // seconds since 2001: what the phone shows
        #expect(warning.message.contains("2026-11-22T10:00:00Z"))  // Unix seconds: what was meant
        guard case .structure(_, let fields)? = result.value,
              case .array(let departures)? = fields.first(where: { $0.name == "departures" })?.value,
              case .date(let planned)? = departures.first?["plannedTime"] else {
            Issue.record("no decoded plannedTime in \(String(describing: result.value))")
            return
        }
        #expect(planned == Date(timeIntervalSinceReferenceDate: 1_795_341_600))
    }

    @Test("seconds since 2001 near the push time: no warning")
    func referenceSecondsNoWarning() throws {
        let seconds = Self.referenceDate.timeIntervalSinceReferenceDate
        let result = try decode(#"{"line":"U2","battery":"full","window":[1,2],"departures":[{"name":"A","plannedTime":\#(Int(seconds))}]}"#,
                                referenceDate: Self.referenceDate)
        #expect(result.succeeded)
        #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.dateLooksUnix })
    }

    @Test("decode(_:as:at:) reports paths relative to the given path")
    func decodeAsType() throws {
        let decoder = ContentStateDecoder(contract: Self.contract)
        let result = decoder.decode(try JSONParser.parseDocument("[1, 300, -129]"), as: .array(.integer(.int8)), at: .root)
        #expect(!result.succeeded)
        #expect(errors(result).map(\.path) == ["[1]", "[2]"])
        #expect(errors(result).allSatisfy { $0.code == DiagnosticCode.typeMismatch && $0.message.contains("does not fit in Int8") })
    }

    /// A date that is not a number names the unit of its `dateEncoding`: milliseconds were
    /// reported as "seconds since 1970".
    @Test("a date type error names the encoding's unit", arguments: [
        (DateEncoding.deferredToDate, "a number of seconds since 2001-01-01"),
        (.secondsSince1970, "a number of seconds since 1970"),
        (.millisecondsSince1970, "a number of milliseconds since 1970"),
    ])
    func dateTypeErrorUnits(encoding: DateEncoding, unit: String) throws {
        let result = try decode(#"{"line":"U2","battery":"full","window":[1,2],"departures":[{"name":"A","plannedTime":"10:00"}]}"#,
                                dateEncoding: encoding)
        let message = try #require(errors(result).first?.message)
        #expect(message.contains("(dateEncoding is \(encoding.rawValue): \(unit))"), "\(message)")
    }
}
